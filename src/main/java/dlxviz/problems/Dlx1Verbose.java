package dlxviz.problems;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.SearchObserver;
import dlxviz.engine.SearchStats;
import dlxviz.engine.TorusView;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The lines Knuth's DLX1 prints on standard error with its verbose bits, and its shape file
 * ({@code S<file>}), made from the engine's events: set it as the search's observer, call
 * {@link #start()} before the search and {@link #finish(SearchStats)} after it. Each line is
 * given to a consumer without its newline.
 *
 * <p>The same text as DLX1's (dlx1.w, ascherer/cwebtest), byte for byte, except:
 * <ul>
 *   <li>DLX1 counts memory accesses ("mems") and bytes, which the engine does not: they are left
 *       out of its lines, exactly these parts: {@code , M+N mems}, {@code , B bytes} and
 *       {@code , ccost C%} of the "Altogether" line, and {@code  N mems,} of a state report.</li>
 *   <li>DLX1 prints a state report ({@link Dlx1Show#FULL_STATE}) or a progress line each time
 *       roughly {@code delta} more mems have passed, at the start of a level. Without mems, a
 *       state report comes at the start of every level but the root's, which is when DLX1
 *       prints them with {@code v256 d1} (a report every mem: at every node but the first,
 *       where it has counted no mems yet). The progress lines are not imitated.</li>
 *   <li>Names longer than 8 characters (which DLX1 cannot read) are printed whole, where DLX1
 *       prints 8 ({@code %.8s}).</li>
 * </ul>
 * With colours the lines are DLX2's (dlx2.w, same source): an option's items carry their colour
 * ({@code  A C X:1 Y:1 (2 of 2)}), the "Altogether" line has DLX2's cleansings after the updates,
 * and there is no maximum-degree line, which DLX2 does not have. The shape file is the same.
 *
 * <p>DLX1's {@code c}, {@code C} and {@code l} options (levels shown) are not imitated: every level
 * is shown. The stream of lines follows the search's order, so this observer suits the
 * one-thread search only.
 */
public final class Dlx1Verbose implements SearchObserver {
    private final TorusView torus;
    private final ExactCoverProblem problem;
    private final Set<Dlx1Show> shown;
    private final Consumer<String> lines;
    private final Consumer<String> shape;
    /** The node of the option tried at each level, DLX1's {@code choice}. */
    private final int[] choice;
    /** DLX1's {@code maxl}: the deepest level entered, a solution counting as one level below its last option. */
    private int maxLevel;
    private int maxDegree;
    private long solutions;
    private final StringBuilder line = new StringBuilder();

    /**
     * @param torus the searched torus, read (never changed) when a line needs lengths or positions
     * @param shown what to print on {@code lines}
     * @param lines receives each line of DLX1's standard error, without the newline
     * @param shape receives each line of DLX1's shape file, without the newline; null for none
     */
    public Dlx1Verbose(TorusView torus, Set<Dlx1Show> shown, Consumer<String> lines, Consumer<String> shape) {
        this.torus = torus;
        this.problem = torus.problem();
        this.shown = shown.isEmpty() ? EnumSet.noneOf(Dlx1Show.class) : EnumSet.copyOf(shown);
        this.lines = lines;
        this.shape = shape;
        this.choice = new int[torus.primaryCount() + 2];
    }

    /** The lines DLX1 prints after reading its input, before the search. */
    public void start() {
        if (shown.contains(Dlx1Show.BASICS)) {
            lines.accept("(" + problem.optionCount() + " options, " + problem.primaryCount() + "+"
                    + (problem.itemCount() - problem.primaryCount()) + " items, "
                    + (problem.nodeCount() + problem.optionCount()) + " entries successfully read)");
        }
        if (shown.contains(Dlx1Show.TOTALS)) {
            printItemTotals();
        }
    }

    /** The lines DLX1 prints when the search ends (finished, or stopped at a solution limit). */
    public void finish(SearchStats stats) {
        if (shown.contains(Dlx1Show.TOTALS)) {
            printItemTotals();
        }
        if (shown.contains(Dlx1Show.PROFILE)) {
            lines.accept("Profile:");
            long[] profile = stats.profile();
            for (int level = 0; level <= maxLevel; level++) {
                lines.accept(String.format(java.util.Locale.ROOT, "%3d: %d", level, profile[level]));
            }
        }
        if (shown.contains(Dlx1Show.MAX_DEGREE) && !problem.hasColours()) {
            lines.accept("The maximum branching degree was " + maxDegree + ".");
        }
        if (shown.contains(Dlx1Show.BASICS)) {
            // DLX1: "Altogether %llu solution%s, %llu+%llu mems, %llu updates, %llu bytes, %llu nodes, ccost %lld%%."
            // DLX2: "... %llu+%llu-%llu mems, %llu updates, %llu cleansings, %llu bytes, %llu nodes, ccost %lld%%."
            lines.accept("Altogether " + stats.solutions() + " solution" + (stats.solutions() == 1 ? "" : "s") + ", "
                    + stats.updates() + " updates, " + (problem.hasColours() ? stats.cleansings() + " cleansings, " : "")
                    + stats.nodes() + " nodes.");
        }
    }

    /** "Item totals: 2 2 2 3 2 | 2 3": every item's length, a bar before the secondary ones. */
    private void printItemTotals() {
        line.setLength(0);
        line.append("Item totals:");
        for (int item = 1; item <= torus.itemCount(); item++) {
            if (item == torus.primaryCount() + 1) {
                line.append(" |");
            }
            line.append(' ').append(torus.length(item));
        }
        lines.accept(line.toString());
    }

    @Override
    public void itemChosen(int item, int length, int level) {
        // DLX1's order at the start of a level: the state report, then the choice of item.
        maxLevel = Math.max(maxLevel, level);
        if (level > 0 && shown.contains(Dlx1Show.FULL_STATE)) {
            printState(level);
        }
        if (shown.contains(Dlx1Show.DETAILS)) {
            printDetails(item, length, level);
        }
        maxDegree = Math.max(maxDegree, length);
        if (shape != null) {
            shape.accept(length + " " + problem.itemName(item));
        }
    }

    /**
     * "Level 1: B(1) C(2) E(1) branching on B(1)": the items DLX1's scan for a shortest one
     * visits, in the order of the active list; the scan stops after an item of length 0.
     */
    private void printDetails(int item, int length, int level) {
        line.setLength(0);
        line.append("Level ").append(level).append(':');
        for (int k = torus.right(0); k != 0; k = torus.right(k)) {
            line.append(' ').append(problem.itemName(k)).append('(').append(torus.length(k)).append(')');
            if (torus.length(k) == 0) {
                break;
            }
        }
        line.append(" branching on ").append(problem.itemName(item)).append('(').append(length).append(')');
        lines.accept(line.toString());
    }

    /** DLX1's print_state, without its mems. */
    private void printState(int level) {
        lines.accept("Current state (level " + level + "):");
        for (int l = 0; l < level; l++) {
            lines.accept(option(choice[l]));
        }
        // DLX1: " %lld solutions, %lld mems, and max level %d so far."
        lines.accept(" " + solutions + " solutions, and max level " + maxLevel + " so far.");
    }

    @Override
    public void optionTried(int option, int node, int level) {
        if (level < 0) {
            return; // an option forced before the search: DLX1 has none
        }
        choice[level] = node;
        if (shown.contains(Dlx1Show.CHOICES)) {
            lines.accept("L" + level + ":" + option(node));
        }
    }

    @Override
    public void solutionFound(long number, int[] options) {
        solutions = number;
        maxLevel = Math.max(maxLevel, options.length);
        if (shape != null) {
            shape.accept("sol");
        }
    }

    /**
     * DLX1's print_option: " A D G (1 of 2)", the option's items from {@code node} rightwards
     * (wrapping around), then the node's place in its item's list and the list's length.
     */
    private String option(int node) {
        StringBuilder text = new StringBuilder();
        int q = node;
        do {
            text.append(' ').append(problem.itemName(torus.top(q)));
            int colour = torus.colourOf(q); // DLX2 prints a cleansed node's colour from its item: the same one
            if (colour != 0) {
                text.append(':').append(problem.colourName(colour));
            }
            q = torus.nodeRight(q);
        } while (q != node);
        int item = torus.top(node);
        int k = 1;
        for (int p = torus.down(item); p != node; p = torus.down(p), k++) {
            if (p == item) {
                return text.append(" (?)").toString(); // not in its item's list: DLX1 says so too
            }
        }
        return text.append(" (").append(k).append(" of ").append(torus.length(item)).append(')').toString();
    }
}
