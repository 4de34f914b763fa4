package dlxviz.sudoku;

/**
 * One line of puzzle text and what it can be, worked out once when the line is read: blank or
 * a comment, a separator between the rows of a drawn grid, or content: how many cells it holds,
 * and whether it is a whole one-line puzzle by itself. {@link PuzzleReader} decides from these,
 * over neighbouring lines, whether a line is a puzzle, a row of a grid, or a mistake.
 */
final class PuzzleLine {
    static final int SKIP = 0;
    static final int SEPARATOR = 1;
    static final int CONTENT = 2;

    final LineReader.Line line;
    final int kind;
    /** True when the line is read as numbers separated by blanks or commas. */
    final boolean numbers;
    /** Characters: where the first token (the one-line puzzle, if any) starts and ends. */
    final int tokenStart;
    final int tokenEnd;
    /** Characters: the cells of the first token. Numbers: all the numbers of the line. */
    final int tokenCells;
    /** The cells of the whole line (decoration and blanks left out). */
    final int lineCells;
    /** n when the line alone holds a whole n x n one-line puzzle; 0 when it does not. */
    final int puzzleSize;
    /** The line before its trailing comment: what holds cells. */
    private final String content;
    /** The text after a content line's '#' (a note such as {@code box: 3x2}, or a remark); null when none. */
    final String comment;

    private PuzzleLine(LineReader.Line line, String content, int kind, boolean numbers, int tokenStart, int tokenEnd,
                       int tokenCells, int lineCells, int puzzleSize) {
        this.line = line;
        this.content = content;
        int hash = content.length() < line.text().length() ? content.length() : -1;
        this.comment = hash < 0 ? null : line.text().substring(hash + 1);
        this.kind = kind;
        this.numbers = numbers;
        this.tokenStart = tokenStart;
        this.tokenEnd = tokenEnd;
        this.tokenCells = tokenCells;
        this.lineCells = lineCells;
        this.puzzleSize = puzzleSize;
    }

    /** The line's cells and decoration, without a trailing {@code # comment} ('#' is never a cell). */
    String text() {
        return content;
    }

    int number() {
        return line.number();
    }

    /**
     * Classifies a line.
     *
     * @param box      the box shape given by the user, or null to infer it
     * @param notation the notation in force (given, or from a {@code # notation:} line), or null
     */
    static PuzzleLine of(LineReader.Line line, BoxShape box, Notation notation) {
        String full = line.text();
        if (isBlankOrComment(full)) {
            return new PuzzleLine(line, full, SKIP, false, 0, 0, 0, 0, 0);
        }
        int hash = full.indexOf('#');
        String text = hash < 0 ? full : full.substring(0, hash);
        if (isSeparator(text)) {
            return new PuzzleLine(line, text, SEPARATOR, false, 0, 0, 0, 0, 0);
        }
        boolean numbers = notation == Notation.NUMBERS || (notation == null && NumberCells.looksLikeNumbers(text));
        if (numbers) {
            int count = NumberCells.count(text);
            int n = squareRoot(count);
            boolean whole = n > 0 && (box != null ? box.size() == n : hasShape(n) && (n != 4 || NumberCells.fourByFourOnly(text)));
            return new PuzzleLine(line, text, CONTENT, true, 0, text.length(), count, count, whole ? n : 0);
        }
        int start = CharCells.firstNonBlank(text);
        int end = CharCells.tokenEnd(text, start);
        int tokenCells = CharCells.count(text, start, end);
        int lineCells = end == text.length() && start == 0 ? tokenCells : CharCells.count(text, 0, text.length());
        return new PuzzleLine(line, text, CONTENT, false, start, end, tokenCells, lineCells,
                oneLineSize(text, start, end, tokenCells, box));
    }

    /**
     * n when the token's cells make an n x n puzzle. Sixteen cells are a 4x4 puzzle only when they
     * are all 1-4 or empty: "9.D..C6.8.35..7." is a row of a 16x16 grid typed without spaces.
     */
    private static int oneLineSize(String text, int start, int end, int cells, BoxShape box) {
        int n = squareRoot(cells);
        if (n == 0) {
            return 0;
        }
        if (box != null) {
            return box.size() == n ? n : 0;
        }
        if (!hasShape(n)) {
            return 0;
        }
        if (n == 4) {
            for (int k = start; k < end; k++) {
                char ch = text.charAt(k);
                if (!CharCells.isDecoration(ch) && Notation.DIGITS.value(ch, 4) < 0) {
                    return 0;
                }
            }
        }
        return n;
    }

    /** True when the line holds a digit other than 0: for a 4x4 puzzle line, a clue. */
    boolean hasClue() {
        String text = text();
        for (int k = tokenStart; k < tokenEnd; k++) {
            char ch = text.charAt(k);
            if (ch >= '1' && ch <= '9') {
                return true;
            }
        }
        return false;
    }

    /** The number of cells on the line when read as numbers or as characters (a grid reads all its rows one way). */
    int cellsAs(boolean asNumbers) {
        if (kind != CONTENT) {
            return 0;
        }
        if (asNumbers == numbers) {
            return lineCells;
        }
        return asNumbers ? NumberCells.count(text()) : CharCells.count(text(), 0, text().length());
    }

    /** n when {@code count} is n*n for a size 4..25, else 0. */
    static int squareRoot(int count) {
        int n = (int) Math.round(Math.sqrt(count));
        return n * n == count && n >= 4 && n <= BoxShape.MAX_SIZE ? n : 0;
    }

    /** True for sizes 4..25 that have a box shape (not prime). */
    static boolean hasShape(int n) {
        if (n < 4 || n > BoxShape.MAX_SIZE) {
            return false;
        }
        for (int r = 2; r * r <= n; r++) {
            if (n % r == 0) {
                return true;
            }
        }
        return false;
    }

    static boolean isBlankOrComment(String line) {
        for (int k = 0; k < line.length(); k++) {
            char ch = line.charAt(k);
            if (!CharCells.isBlank(ch)) {
                return ch == '#';
            }
        }
        return true;
    }

    /**
     * A line of decoration between the rows of a grid: only dashes, '+', '=', '|', '*' and
     * blanks, with a '+' or '=' or a run of four dashes. ("---|---|---" stays a row of empty
     * cells written as dashes.)
     */
    static boolean isSeparator(String line) {
        boolean strong = false;
        int dashes = 0;
        boolean any = false;
        for (int k = 0; k < line.length(); k++) {
            char ch = line.charAt(k);
            if (ch == '-') {
                dashes++;
                strong |= dashes >= 4;
                any = true;
                continue;
            }
            dashes = 0;
            if (ch == '+' || ch == '=') {
                strong = true;
                any = true;
            } else if (ch == '|' || ch == '*') {
                any = true;
            } else if (!CharCells.isBlank(ch)) {
                return false;
            }
        }
        return any && strong;
    }
}
