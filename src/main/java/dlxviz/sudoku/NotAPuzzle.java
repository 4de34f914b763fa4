package dlxviz.sudoku;

import dlxviz.text.Shown;

/**
 * Why a line is no puzzle, in the reader's words: the stray character, a 16-cell line that is not
 * a 4x4, a size --box does not set, a prime size with no usual box shape, or the count that fits
 * neither a one-line puzzle nor a grid's row. Made when {@link PuzzleReader} has ruled out both.
 */
final class NotAPuzzle {
    private static final String PUZZLE_SIZES = "16, 36, 64, 81, 144, 256 or 625";

    private NotAPuzzle() {
    }

    /** @param cells the reader's buffer, cleared and filled here with the line's cells */
    static PuzzleFormatException of(PuzzleLine line, BoxShape box, Cells cells) {
        cells.clear();
        if (line.numbers) {
            NumberCells.collect(line.text(), line.number(), cells);
        } else {
            CharCells.collect(line.text(), line.number(), 0, line.text().length(), cells);
            int stray = CharCells.firstStray(cells, 0, cells.count);
            if (stray >= 0) {
                return new PuzzleFormatException(line.number(), cells.columns[stray], CharCells.stray(cells.values[stray]));
            }
        }
        String unit = line.numbers ? " numbers" : " cells";
        // A long first token followed by text was meant as a one-line puzzle: count that token.
        int count = !line.numbers && line.tokenCells > BoxShape.MAX_SIZE ? line.tokenCells : line.lineCells;
        if (count == 16 && !line.numbers && box == null) {
            int odd = CharCells.firstNotASymbol(cells, 0, cells.count, 4, Notation.DIGITS);
            if (odd >= 0) {
                return new PuzzleFormatException(line.number(), 0, "16 cells: neither a 4x4 puzzle ("
                        + Shown.character(cells.values[odd]) + " is not a digit of one) "
                        + "nor the first of 16 rows of a 16x16 grid");
            }
        }
        if (box != null && count != box.size()) { // the size is the box's: say so, not "neither"
            return new PuzzleFormatException(line.number(), 0, count + unit + ", but --box " + box + " sets the size to "
                    + box.size() + "x" + box.size() + ": a puzzle of " + box.size() * box.size() + unit + " or a grid of "
                    + box.size() + " rows of " + box.size());
        }
        if (box == null && count >= BoxShape.MIN_SIZE && count <= BoxShape.MAX_SIZE && !line.hasShape(count)) {
            return new PuzzleFormatException(line.number(), 0, count + unit + ": not a one-line puzzle (" + PUZZLE_SIZES
                    + unit + "), and a " + count + "x" + count + " grid has no usual box shape (" + count + " is prime): "
                    + "for rows of one, give its boxes with --box 1x" + count + " or " + count + "x1, or a line '# box: 1x"
                    + count + "' before it");
        }
        if (line.hasShape(count)) {
            return new PuzzleFormatException(line.number(), 0, count + unit + ": neither a one-line puzzle ("
                    + PUZZLE_SIZES + unit + ") nor the first of " + count + " rows of a " + count + "x" + count + " grid");
        }
        return new PuzzleFormatException(line.number(), 0, count + unit + ": neither a one-line puzzle ("
                + PUZZLE_SIZES + unit + ") nor a row of a grid (4 to 25" + unit + ")");
    }
}
