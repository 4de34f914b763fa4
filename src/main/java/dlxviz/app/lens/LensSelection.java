package dlxviz.app.lens;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.TorusView;
import java.util.Arrays;

/**
 * What the lens shows around one item: the item's column (every option in it, those a cover
 * hid as well, top to bottom) and every item those options reach, in the order of the item
 * list, so each option's nodes all sit in the picture and each item's column shows the nodes
 * the lens's options have there. Fixed by the item and the problem alone, not by the state of
 * the search: the picture changes its shape only when the lens moves to another item, and
 * within one lens every change is a splice drawn where it happens.
 *
 * <p>A compact lens ({@link #compact}) is for problems whose lenses would be too large to read
 * (a 16x16's reaches 49 items and 16 rows, a pentomino cell's dozens of rows): it shows only the
 * options still in the column (waiting, being tried, or placed) and their items; the options an
 * earlier cover hid are left out (the overview and the board show what hid them). The nodes the
 * cover of the lens's own item hides are still in its rows, as ghosts.
 */
public final class LensSelection {
    private final int focus;
    private final boolean compact;
    private final int[] items;
    private final int[] options;
    private final boolean[] itemShown;
    private final boolean[] optionShown;

    private LensSelection(int focus, boolean compact, int[] items, int[] options, int itemCount, int optionCount) {
        this.focus = focus;
        this.compact = compact;
        this.items = items;
        this.options = options;
        itemShown = new boolean[itemCount + 1];
        for (int item : items) {
            itemShown[item] = true;
        }
        optionShown = new boolean[optionCount + 1];
        for (int option : options) {
            optionShown[option] = true;
        }
    }

    /** The lens on {@code focus}'s column in {@code problem}, whose columns are {@code columns}. */
    public static LensSelection around(int focus, ItemOptions columns, ExactCoverProblem problem) {
        return of(focus, columns, problem, null);
    }

    /** The compact lens on {@code focus}'s column as {@code torus} stands: the options whose node is still in it, and their items. */
    public static LensSelection compact(int focus, ItemOptions columns, TorusView torus) {
        return of(focus, columns, torus.problem(), torus);
    }

    /** {@code torus} null: every option's items; else only those of the options still in the column. */
    private static LensSelection of(int focus, ItemOptions columns, ExactCoverProblem problem, TorusView torus) {
        if (focus < 1 || focus > problem.itemCount()) {
            throw new IllegalArgumentException("no item " + focus + " in a problem of " + problem.itemCount() + " items");
        }
        int[] options = new int[columns.count(focus)];
        int kept = 0;
        boolean[] reached = new boolean[problem.itemCount() + 1];
        reached[focus] = true;
        for (int i = 0; i < options.length; i++) {
            int option = columns.option(focus, i);
            if (torus != null && !inColumn(torus, option, focus)) {
                continue;
            }
            options[kept++] = option;
            for (int j = 0; j < problem.optionSize(option); j++) {
                reached[problem.optionItem(option, j)] = true;
            }
        }
        options = Arrays.copyOf(options, kept);
        int count = 0;
        for (boolean r : reached) {
            count += r ? 1 : 0;
        }
        int[] items = new int[count];
        int k = 0;
        for (int item = 1; item <= problem.itemCount(); item++) {
            if (reached[item]) {
                items[k++] = item;
            }
        }
        return new LensSelection(focus, torus != null, items, options, problem.itemCount(), problem.optionCount());
    }

    /** True while {@code option}'s node of {@code item} is linked into its column. */
    static boolean inColumn(TorusView torus, int option, int item) {
        int first = torus.firstNode(option);
        for (int node = first; node < first + torus.optionSize(option); node++) {
            if (torus.top(node) == item) {
                return torus.isNodeVisible(node);
            }
        }
        return false;
    }

    /** True for a compact lens: the hidden options left out. */
    public boolean compact() {
        return compact;
    }

    /** The item whose column the lens shows. */
    public int focus() {
        return focus;
    }

    /** The items shown, in item-list order (a copy). */
    public int[] items() {
        return items.clone();
    }

    /** The options shown, top to bottom (a copy). */
    public int[] options() {
        return options.clone();
    }

    public int itemCount() {
        return items.length;
    }

    public int optionCount() {
        return options.length;
    }

    public boolean showsItem(int item) {
        return item >= 0 && item < itemShown.length && itemShown[item];
    }

    public boolean showsOption(int option) {
        return option >= 0 && option < optionShown.length && optionShown[option];
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof LensSelection that && focus == that.focus && compact == that.compact
                && Arrays.equals(items, that.items)
                && Arrays.equals(options, that.options);
    }

    @Override
    public int hashCode() {
        return 31 * focus + Arrays.hashCode(options);
    }

    @Override
    public String toString() {
        return (compact ? "compact " : "") + "lens on item " + focus + ": items " + Arrays.toString(items) + ", options " + Arrays.toString(options);
    }
}
