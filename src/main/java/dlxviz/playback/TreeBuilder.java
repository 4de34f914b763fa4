package dlxviz.playback;

import dlxviz.engine.SearchObserver;

/**
 * Builds the {@link SearchTree} of a search that is not recorded: make it the observer of a
 * {@code Search} and run that (on any one thread); read {@link #tree()} from any thread as it
 * grows. Positions count the events the observer hears, so they equal the positions of the same
 * search recorded by playback. For comparing two searches side by side without keeping their
 * logs. One search per builder, from its start.
 */
public final class TreeBuilder implements SearchObserver {
    /** Events between two publications of the nodes written, while no node closes. */
    private static final int PUBLISH_MASK = (1 << 14) - 1;

    private final TreeGrowth growth = new TreeGrowth(new SearchTree());
    private long position;

    /** The tree so far: nodes are published every few thousand events and at the end. */
    public SearchTree tree() {
        return growth.tree();
    }

    /** Events heard so far. */
    public long position() {
        return position;
    }

    private void next() {
        if ((++position & PUBLISH_MASK) == 0) {
            growth.tree().publish();
        }
    }

    @Override
    public void itemChosen(int item, int length, int level) {
        growth.itemChosen(position, item, length, level);
        next();
    }

    @Override
    public void itemCovered(int item, int level) {
        next();
    }

    @Override
    public void headerUnlinked(int item, int left, int right) {
        next();
    }

    @Override
    public void nodeHidden(int node, int item, int up, int down) {
        next();
    }

    @Override
    public void nodeRestored(int node, int item, int up, int down) {
        next();
    }

    @Override
    public void headerRelinked(int item, int left, int right) {
        next();
    }

    @Override
    public void itemUncovered(int item, int level) {
        next();
    }

    @Override
    public void optionTried(int option, int node, int level) {
        growth.optionTried(position, option, level);
        next();
    }

    @Override
    public void optionRetracted(int option, int node, int level) {
        growth.optionRetracted(position, level);
        next();
    }

    @Override
    public void deadEnd(int item, int level) {
        growth.deadEnd(position);
        next();
    }

    @Override
    public void solutionFound(long number, int[] options) {
        growth.solutionFound(position);
        next();
        growth.tree().publish(); // a solution is worth showing at once
    }

    @Override
    public void searchFinished(long solutions) {
        growth.searchFinished(position);
        next();
    }
}
