package dlxviz.engine;

/**
 * Receives the engine's events as plain ints, so that a listener costs no allocation per event
 * (the playback log stores ints; {@link EventCollector} builds records for those who want them).
 * Every method mirrors one {@link dlxviz.events.SearchEvent} record with the same fields.
 * All methods default to doing nothing.
 */
public interface SearchObserver {
    default void itemChosen(int item, int length, int level) {
    }

    default void itemCovered(int item, int level) {
    }

    default void headerUnlinked(int item, int left, int right) {
    }

    default void nodeHidden(int node, int item, int up, int down) {
    }

    default void nodeRestored(int node, int item, int up, int down) {
    }

    default void headerRelinked(int item, int left, int right) {
    }

    default void itemUncovered(int item, int level) {
    }

    default void optionTried(int option, int node, int level) {
    }

    default void optionRetracted(int option, int node, int level) {
    }

    default void deadEnd(int item, int level) {
    }

    /** {@code options} is a fresh array the observer may keep. */
    default void solutionFound(long number, int[] options) {
    }

    default void searchFinished(long solutions) {
    }

    // ---- Algorithm C (colours): purify and its inverse ----

    default void itemPurified(int node, int item, int colour, int level) {
    }

    default void nodeCleansed(int node, int item, int colour) {
    }

    default void nodeUncleansed(int node, int item, int colour) {
    }

    default void itemUnpurified(int node, int item, int colour, int level) {
    }
}
