package dlxviz.sudoku;

/**
 * What a DLX choice means to a human solver; see {@link LogicReader}.
 *
 * @param kind       naked single, hidden single, contradiction or guess
 * @param item       the item chosen
 * @param candidates the option numbers left for it, in column order
 * @param text       one sentence for the narration, e.g. "r3c5 can only be 7 (a naked single)"
 */
public record ChoiceReading(Kind kind, int item, int[] candidates, String text) {
    /** How a human solver would call the choice. */
    public enum Kind {
        /** A cell with one candidate left. */
        NAKED_SINGLE,
        /** A digit with one place left in a row, column or box. */
        HIDDEN_SINGLE,
        /** A cell with no candidate, or a digit with no place: this branch is dead. */
        CONTRADICTION,
        /** Two or more possibilities: the search must try each. */
        GUESS
    }

    /** The number of possibilities left (the item's length when chosen). */
    public int length() {
        return candidates.length;
    }

    @Override
    public String toString() {
        return text;
    }
}
