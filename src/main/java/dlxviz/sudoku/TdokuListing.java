package dlxviz.sudoku;

/**
 * The tail of a tdoku test line, {@code puzzle:count:solution}: the count is 0 (no solution),
 * 1 or 2 (two or more), the solution given when the count is 1. Tests compare the solvers with
 * these listings; the commands ignore them.
 */
final class TdokuListing {
    private TdokuListing() {
    }

    /**
     * The puzzle read from a line, with what the line lists after it: {@code end} is the index
     * where the puzzle's token ended. Without a ':' there, or without a count after it, a plain
     * puzzle. A solution that is not n*n digits of the notation is left out, not an error.
     */
    static ParsedPuzzle read(int lineNo, Grid grid, Notation notation, String line, int end) {
        if (end >= line.length() || line.charAt(end) != ':') {
            return new ParsedPuzzle(lineNo, grid, notation, -1, null);
        }
        int k = end + 1;
        int count = 0;
        int digits = 0;
        while (k < line.length() && Character.isDigit(line.charAt(k))) {
            count = Math.min(1_000_000, count * 10 + line.charAt(k) - '0');
            digits++;
            k++;
        }
        if (digits == 0) {
            return new ParsedPuzzle(lineNo, grid, notation, -1, null);
        }
        Grid solution = null;
        if (k < line.length() && line.charAt(k) == ':') {
            solution = solution(grid, notation, line, k + 1);
        }
        return new ParsedPuzzle(lineNo, grid, notation, count, solution);
    }

    private static Grid solution(Grid grid, Notation notation, String line, int from) {
        int n = grid.size();
        int to = from;
        while (to < line.length() && !Character.isWhitespace(line.charAt(to)) && line.charAt(to) != ':') {
            to++;
        }
        if (to - from != n * n) {
            return null;
        }
        int[] cells = new int[n * n];
        for (int q = 0; q < n * n; q++) {
            cells[q] = notation.value(line.charAt(from + q), n);
            if (cells[q] <= 0) {
                return null;
            }
        }
        return Grid.wrap(grid.shape(), cells);
    }
}
