package dlxviz.engine;

/**
 * The torus as the views and every layer above playback may see it: every link, length and
 * layout fact can be read, nothing can be changed. {@link Torus} implements it; playback hands
 * out its replica only through this interface, so "read it, never change it" is a type, not a
 * comment.
 *
 * <p>Names follow DLX1 (see {@link Torus} for the layout): items 1..N are the headers, 0 is the
 * root of the primary list and N+1 the root of the secondary list; option nodes follow in runs
 * separated by spacers.
 */
public interface TorusView {
    ExactCoverProblem problem();

    int itemCount();

    int primaryCount();

    int optionCount();

    /** Number of nodes: headers, option nodes and spacers. */
    int size();

    /** The root of the list of secondary items (N+1). */
    int secondaryRoot();

    /** {@code L[item]}: the item to the left in its list (or a root). */
    int left(int item);

    /** {@code R[item]}: the item to the right in its list (or a root). */
    int right(int item);

    /** {@code U[node]}. */
    int up(int node);

    /** {@code D[node]}. */
    int down(int node);

    /** Item of a node (the header itself for a header; {@code <= 0} for a spacer). */
    int top(int node);

    /** Live options of {@code item}: DLX1's {@code LEN}. */
    int length(int item);

    boolean isHeader(int node);

    boolean isSpacer(int node);

    /** Option of a node, 1..M; 0 for headers and spacers. */
    int optionOf(int node);

    /** First node of option {@code option}. */
    int firstNode(int option);

    /** Number of nodes in option {@code option}. */
    int optionSize(int option);

    /** The node of the option to the left, wrapping from the first node to the last. */
    int nodeLeft(int node);

    /** The node of the option to the right, wrapping from the last node to the first. */
    int nodeRight(int node);

    /** True when the problem has colours (Algorithm C). */
    boolean hasColours();

    /** The colour an option gives its item at {@code node} (1..K, 0 for none), cleansed or not. */
    int colourOf(int node);

    /** True while {@code node} is cleansed (its item is purified to its colour). */
    boolean isCleansed(int node);

    /** The colour {@code item} is purified to, or 0. */
    int purifiedColour(int item);

    /** True while {@code item} is linked into its item list (not covered). */
    boolean isItemActive(int item);

    /** True while a node is linked into its column (its neighbours point at it). */
    boolean isNodeVisible(int node);

    /** True when the primary item list is empty: every primary item is covered. */
    boolean allPrimaryCovered();

    /** A copy of every mutable array, compared by value (tests compare states with it). */
    Torus.State state();

    /** Knuth's sanity check of every link and length: null when all is well, else the first fault. */
    String sanity();
}
