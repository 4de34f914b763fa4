package dlxviz.app;

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
                return "row " + (encoding.itemRow(item) + 1) + " needs a " + encoding.itemDigit(item);
            case COLUMN_DIGIT:
                return "column " + (encoding.itemCol(item) + 1) + " needs a " + encoding.itemDigit(item);
            default:
                return "box " + (encoding.itemBox(item) + 1) + " needs a " + encoding.itemDigit(item);
        }
    }
}
