package dlxviz.app.lens;

import dlxviz.engine.ExactCoverProblem;

/**
 * The options of each item in input order: an item's column as the torus was built (DLX1
 * appends each new node at the bottom of its column). The torus's own links reach only the
 * nodes still in a column; the lens also draws the ones a cover hid, so it reads the columns
 * from the problem, once per problem.
 */
public final class ItemOptions {
    private final int[][] options;
    private final int widestLens;

    private ItemOptions(int[][] options, ExactCoverProblem problem) {
        this.options = options;
        this.widestLens = widestLens(problem);
    }

    /** The most items a lens of this problem shows (its focus and every item its options reach). */
    private int widestLens(ExactCoverProblem problem) {
        int[] seen = new int[problem.itemCount() + 1];
        int widest = 0;
        for (int item = 1; item <= problem.itemCount(); item++) {
            int count = 1;
            seen[item] = item;
            for (int option : options[item]) {
                for (int i = 0; i < problem.optionSize(option); i++) {
                    int other = problem.optionItem(option, i);
                    if (seen[other] != item) {
                        seen[other] = item;
                        count++;
                    }
                }
            }
            widest = Math.max(widest, count);
        }
        return widest;
    }

    /**
     * The most items any lens of this problem shows: the view sizes its space for the widest
     * lens, so the overview beside it keeps its size while the lens moves.
     */
    public int widestLens() {
        return widestLens;
    }

    public static ItemOptions of(ExactCoverProblem problem) {
        int items = problem.itemCount();
        int[] count = new int[items + 1];
        for (int k = 1; k <= problem.optionCount(); k++) {
            for (int i = 0; i < problem.optionSize(k); i++) {
                count[problem.optionItem(k, i)]++;
            }
        }
        int[][] options = new int[items + 1][];
        for (int item = 0; item <= items; item++) {
            options[item] = new int[count[item]];
            count[item] = 0;
        }
        for (int k = 1; k <= problem.optionCount(); k++) {
            for (int i = 0; i < problem.optionSize(k); i++) {
                int item = problem.optionItem(k, i);
                options[item][count[item]++] = k;
            }
        }
        return new ItemOptions(options, problem);
    }

    /** How many options contain {@code item}: its length before any cover. */
    public int count(int item) {
        return options[item].length;
    }

    /** Option number {@code index} (0-based, top to bottom) of {@code item}'s column. */
    public int option(int item, int index) {
        return options[item][index];
    }

    /** The longest column of the problem: the top of the overview's scale of lengths. */
    public int longest() {
        if (longest < 0) { // asked on every frame of the overview: counted once
            int most = 0;
            for (int[] column : options) {
                most = Math.max(most, column.length);
            }
            longest = most;
        }
        return longest;
    }

    private int longest = -1;
}
