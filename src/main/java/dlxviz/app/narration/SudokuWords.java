package dlxviz.app.narration;

import dlxviz.sudoku.Grid;
import dlxviz.sudoku.SudokuEncoding;

/** What a sudoku's exact-cover items mean, in the words of the puzzle ("box 2 needs a 7"). */
final class SudokuWords {
    private SudokuWords() {
    }

    static String item(SudokuEncoding encoding, int item) {
        int n = encoding.size();
        switch (encoding.itemKind(item)) {
            case CELL:
                return "cell " + Grid.cellName(n, encoding.itemRow(item) * n + encoding.itemCol(item)) + " needs a digit";
            case ROW_DIGIT:
                return "row " + (encoding.itemRow(item) + 1) + " needs " + digit(encoding, item);
            case COLUMN_DIGIT:
                return "column " + (encoding.itemCol(item) + 1) + " needs " + digit(encoding, item);
            default:
                return "box " + (encoding.itemBox(item) + 1) + " needs " + digit(encoding, item);
        }
    }

    /** "a 7", "an 8", "an E": the item's digit as the grid writes it, with the article it is read with. */
    private static String digit(SudokuEncoding encoding, int item) {
        String name = encoding.digitName(encoding.itemDigit(item));
        boolean vowelSound = name.startsWith("8") || name.equals("11") || name.equals("18")
                || (name.length() == 1 && "AEFHILMNORSX".indexOf(name.charAt(0)) >= 0);
        return (vowelSound ? "an " : "a ") + name;
    }
}
