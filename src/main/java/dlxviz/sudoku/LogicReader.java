package dlxviz.sudoku;

import dlxviz.engine.TorusView;
import dlxviz.events.ItemChosen;

/**
 * Reads a DLX choice the way a human solver would say it. When the shortest-list rule picks an
 * item of length 1 it has found a single: on a cell item a naked single ("r3c5 can only be 7"),
 * on a row-, column- or box-digit item a hidden single ("7 has one place left in box 2"). Length
 * 0 is a contradiction; length k > 1 is a guess among k candidates.
 *
 * <p>Reads the live options from the chosen item's column. Call it when the {@link ItemChosen}
 * event arrives (before or after the item's own cover: covering an item leaves its own column's
 * vertical links intact, so the candidates read the same).
 */
public final class LogicReader {
    private LogicReader() {
    }

    /** The reading of a choice event against the torus in the state the event left it. */
    public static ChoiceReading read(SudokuEncoding encoding, TorusView torus, ItemChosen event) {
        return read(encoding, torus, event.item());
    }

    /** The reading of choosing {@code item} now. */
    public static ChoiceReading read(SudokuEncoding encoding, TorusView torus, int item) {
        int length = 0;
        for (int node = torus.down(item); node != item; node = torus.down(node)) {
            length++;
        }
        int[] options = new int[length];
        int k = 0;
        for (int node = torus.down(item); node != item; node = torus.down(node)) {
            options[k++] = torus.optionOf(node);
        }
        return read(encoding, item, options);
    }

    /** The reading of choosing {@code item} whose live options are {@code options}. */
    public static ChoiceReading read(SudokuEncoding encoding, int item, int[] options) {
        int n = encoding.size();
        boolean cell = encoding.itemKind(item) == SudokuEncoding.ItemKind.CELL;
        String where = cell ? encoding.itemName(item) : unitName(encoding, item);
        String digit = cell ? "" : encoding.digitName(encoding.itemDigit(item));
        if (options.length == 0) {
            String text = cell
                    ? where + " has no candidate left: a contradiction, so back up"
                    : digit + " has no place left in " + where + ": a contradiction, so back up";
            return new ChoiceReading(ChoiceReading.Kind.CONTRADICTION, item, options, text);
        }
        if (options.length == 1) {
            int only = options[0];
            if (cell) {
                return new ChoiceReading(ChoiceReading.Kind.NAKED_SINGLE, item, options,
                        where + " can only be " + encoding.digitName(encoding.optionDigit(only)) + " (a naked single)");
            }
            return new ChoiceReading(ChoiceReading.Kind.HIDDEN_SINGLE, item, options,
                    digit + " has one place left in " + where + ": " + Grid.cellName(n, encoding.optionCell(only))
                            + " (a hidden single)");
        }
        StringBuilder list = new StringBuilder();
        for (int k = 0; k < options.length; k++) {
            if (k > 0) {
                list.append(", ");
            }
            list.append(cell ? encoding.digitName(encoding.optionDigit(options[k]))
                    : Grid.cellName(n, encoding.optionCell(options[k])));
        }
        String text = cell
                ? where + " has " + options.length + " candidates (" + list + "): guess, trying each in turn"
                : digit + " has " + options.length + " places left in " + where + " (" + list
                        + "): guess, trying each in turn";
        return new ChoiceReading(ChoiceReading.Kind.GUESS, item, options, text);
    }

    /** "row 3", "column 5", "box 2" for a digit item. */
    private static String unitName(SudokuEncoding encoding, int item) {
        switch (encoding.itemKind(item)) {
            case ROW_DIGIT:
                return "row " + (encoding.itemRow(item) + 1);
            case COLUMN_DIGIT:
                return "column " + (encoding.itemCol(item) + 1);
            default:
                return "box " + (encoding.itemBox(item) + 1);
        }
    }
}
