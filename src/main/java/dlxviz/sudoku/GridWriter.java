package dlxviz.sudoku;

/** Writes grids as one line or as a boxed grid, in a chosen {@link Notation}. */
public final class GridWriter {
    private GridWriter() {
    }

    /**
     * The one-line form: the {@link #cells} and, for boxes of a shape readers would not assume,
     * the note that says it ({@code # box: 3x2}, see {@link BoxNote}): read back, it is the same
     * puzzle.
     */
    public static String oneLine(Grid grid, Notation notation) {
        return BoxNote.after(cells(grid, notation), grid);
    }

    /**
     * The cells in one line: n*n characters ('.' for empty), or for {@link Notation#NUMBERS} the
     * numbers separated by single spaces (0 for empty). Without a box note: for writers that
     * write the note themselves.
     */
    public static String cells(Grid grid, Notation notation) {
        int n = grid.size();
        Notation used = usable(notation, n);
        if (used == Notation.NUMBERS) {
            StringBuilder out = new StringBuilder(n * n * 3);
            for (int i = 0; i < n * n; i++) {
                if (i > 0) {
                    out.append(' ');
                }
                out.append(grid.cell(i));
            }
            return out.toString();
        }
        char[] out = new char[n * n];
        for (int i = 0; i < out.length; i++) {
            out[i] = used.symbol(grid.cell(i));
        }
        return new String(out);
    }

    /**
     * A boxed grid, one row per line, boxes framed by '|' and '+---' lines (the drawing says the
     * box shape to the reader, see {@link DrawnBoxes}):
     * <pre>
     * 1 . . | . . 7 | . 9 .
     * . 3 . | . 2 . | . . 8
     * ------+-------+------
     * </pre>
     */
    public static String boxed(Grid grid, Notation notation) {
        int n = grid.size();
        Notation used = usable(notation, n);
        int width = used == Notation.NUMBERS ? String.valueOf(n).length() : 1;
        String[] rows = new String[n];
        for (int r = 0; r < n; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < n; c++) {
                if (c > 0) {
                    row.append(c % grid.boxCols() == 0 ? " | " : " ");
                }
                int d = grid.get(r, c);
                String cell = d == 0 ? "." : used.write(d, n);
                row.append(" ".repeat(width - cell.length())).append(cell);
            }
            rows[r] = row.toString();
        }
        // The rule between bands of boxes: dashes under the cells, '+' under each '|'.
        StringBuilder rule = new StringBuilder();
        for (char ch : rows[0].toCharArray()) {
            rule.append(ch == '|' ? '+' : '-');
        }
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < n; r++) {
            if (r > 0 && r % grid.boxRows() == 0) {
                out.append(rule).append('\n');
            }
            out.append(rows[r]).append('\n');
        }
        return out.toString();
    }

    private static Notation usable(Notation notation, int n) {
        if (notation == null || !notation.fits(n)) {
            return Notation.defaultFor(n);
        }
        return notation;
    }
}
