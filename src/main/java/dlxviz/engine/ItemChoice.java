package dlxviz.engine;

/** How the search picks the item to branch on. */
public enum ItemChoice {
    /**
     * Knuth's "S heuristic" as in DLX1: scan the active primary items from the left and take
     * the first of strictly smallest length. Use wherever figures must match DLX1 or the app
     * shows a choice.
     */
    MIN_LENGTH,
    /**
     * The same minimum, but the scan stops at the first item of length 0 or 1. About 1.5x
     * faster on sudoku, where the scan dominates; ties can break differently from DLX1 (a
     * length-1 item is taken even when a length-0 item lies further right).
     */
    MIN_LENGTH_FAST,
    /** No heuristic: the first active primary item. Shows a class why the heuristic matters. */
    FIRST_ACTIVE,
    /**
     * The minimum length, as DLX1; among the items that share it, one at random, from a
     * generator seeded with {@link Search#setTieBreakSeed} so that a run can be repeated. Shows
     * how much the tie-break matters (DLX1's random option does the like with its own generator).
     */
    MIN_LENGTH_RANDOM
}
