package dlxviz.sudoku;

import dlxviz.text.Shown;

/**
 * Reads cells written as decimal numbers separated by blanks, commas or semicolons, 0 (or an
 * empty marker) for an empty cell: the notation of big grids in spreadsheets and papers
 * ({@code 1,0,0,14,...}). Text after a '#' is a comment.
 */
final class NumberCells {
    private NumberCells() {
    }

    /**
     * True for a line of numbers: its first token is shorter than a one-line puzzle (16 cells or
     * more; a typo such as "1.5" still reads as a number gone wrong) and, before any '#', the
     * line has a comma or a two-digit number.
     */
    static boolean looksLikeNumbers(String line) {
        int end = line.indexOf('#');
        if (end < 0) {
            end = line.length();
        }
        int run = 0;
        boolean tokenAllDigits = true;
        boolean firstToken = true;
        boolean numbers = false;
        for (int k = 0; k <= end; k++) {
            char ch = k < end ? line.charAt(k) : ' ';
            boolean separator = ch == ',' || ch == ';';
            if (separator || CharCells.isBlank(ch) || CharCells.isDecoration(ch)) {
                if (run > 0) {
                    if (firstToken && run >= 16) {
                        return false;
                    }
                    firstToken = false;
                    numbers |= tokenAllDigits && run == 2;
                }
                numbers |= separator;
                run = 0;
                tokenAllDigits = true;
            } else {
                run++;
                tokenAllDigits &= Character.isDigit(ch);
            }
        }
        return numbers;
    }

    private static boolean isSeparator(char c) {
        return CharCells.isBlank(c) || CharCells.isDecoration(c) || c == ',' || c == ';';
    }

    /** Appends the numbers of a line, each with its text; a token that is not a number gets value -1. */
    static void collect(String line, int lineNo, Cells into) {
        int k = 0;
        int comment = line.indexOf('#');
        int len = comment < 0 ? line.length() : comment;
        while (k < len) {
            char ch = line.charAt(k);
            if (isSeparator(ch)) {
                k++;
                continue;
            }
            int start = k;
            int value = 0;
            boolean ok = true;
            while (k < len && !isSeparator(line.charAt(k))) {
                char c = line.charAt(k);
                if (c >= '0' && c <= '9') {
                    value = Math.min(1000, value * 10 + c - '0');
                } else if (!(Notation.isBlankMark(c) && k == start && isEnd(line, k + 1, len))) {
                    ok = false;
                }
                k++;
            }
            // The token's text is kept for messages: "15x" or "1500" quoted as typed.
            into.add(line.charAt(start), lineNo, Shown.column(line, start), ok ? value : -1, line.substring(start, k));
        }
    }

    /** True when the token ends at {@code k}: an empty marker stands alone ("." yes, ".5" no). */
    private static boolean isEnd(String line, int k, int len) {
        return k >= len || isSeparator(line.charAt(k));
    }

    /** The number of tokens {@link #collect} would append. */
    static int count(String line) {
        int comment = line.indexOf('#');
        int len = comment < 0 ? line.length() : comment;
        int count = 0;
        boolean inToken = false;
        for (int k = 0; k < len; k++) {
            boolean separator = isSeparator(line.charAt(k));
            if (!separator && !inToken) {
                count++;
            }
            inToken = !separator;
        }
        return count;
    }

    /** True when every token of the line (before any '#') is 0-4 or an empty marker: a 4x4 puzzle's numbers. */
    static boolean fourByFourOnly(String line) {
        Cells cells = new Cells();
        collect(line, 0, cells);
        for (int k = 0; k < cells.count; k++) {
            if (cells.values[k] < 0 || cells.values[k] > 4) {
                return false;
            }
        }
        return true;
    }

    /**
     * The grid of the collected numbers.
     *
     * @throws PuzzleFormatException at the first token that is not a number from 0 to n, quoted whole
     */
    static Grid toGrid(Cells cells, BoxShape shape) {
        int n = shape.size();
        int[] values = new int[n * n];
        for (int k = 0; k < cells.count; k++) {
            int v = cells.values[k];
            if (v < 0 || v > n) {
                throw new PuzzleFormatException(cells.lines[k], cells.columns[k], Shown.quoted(cells.tokens[k])
                        + " is not a digit for a " + n + "x" + n + " grid (numbers 1-" + n + ", 0 or . for empty)");
            }
            values[k] = v;
        }
        return Grid.wrap(shape, values);
    }
}
