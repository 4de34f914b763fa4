package dlxviz.sudoku;

import java.util.function.IntPredicate;

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
    /** The sizes a grid starting on this line may have (see {@link #hasShape(int)}). */
    private final IntPredicate shaped;

    private PuzzleLine(LineReader.Line line, String content, int kind, boolean numbers, int tokenStart, int tokenEnd,
                       int tokenCells, int lineCells, int puzzleSize, IntPredicate shaped) {
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
        this.shaped = shaped;
    }

    /**
     * True when a puzzle of size n starting on this line has a box shape, so that n*n cells or n
     * rows of n can be one: a size the reader allows for every line (that of --box, else a usual
     * shape or one a note line set), or the size this line's own note names ('# box: 1x5' after
     * the cells: the only way a one-line puzzle of a prime size says its shape).
     */
    boolean hasShape(int n) {
        return shaped.test(n);
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
     * @param shaped   the sizes that have a box shape for every line here: --box's, else the usual
     *                 ones and those a {@code # box:} line set
     */
    static PuzzleLine of(LineReader.Line line, BoxShape box, Notation notation, IntPredicate shaped) {
        String full = line.text();
        if (isBlankOrComment(full)) {
            return new PuzzleLine(line, full, SKIP, false, 0, 0, 0, 0, 0, shaped);
        }
        int hash = full.indexOf('#');
        String text = hash < 0 ? full : full.substring(0, hash);
        if (isSeparator(text)) {
            return new PuzzleLine(line, text, SEPARATOR, false, 0, 0, 0, 0, 0, shaped);
        }
        IntPredicate here = box == null && hash >= 0 ? withNote(shaped, full.substring(hash + 1)) : shaped;
        boolean numbers = notation == Notation.NUMBERS || (notation == null && NumberCells.looksLikeNumbers(text));
        if (numbers) {
            int count = NumberCells.count(text);
            int n = squareRoot(count);
            boolean whole = n > 0 && here.test(n) && (box != null || n != 4 || NumberCells.fourByFourOnly(text));
            return new PuzzleLine(line, text, CONTENT, true, 0, text.length(), count, count, whole ? n : 0, here);
        }
        int start = CharCells.firstNonBlank(text);
        int end = CharCells.tokenEnd(text, start);
        int tokenCells = CharCells.count(text, start, end);
        int lineCells = end == text.length() && start == 0 ? tokenCells : CharCells.count(text, 0, text.length());
        return new PuzzleLine(line, text, CONTENT, false, start, end, tokenCells, lineCells,
                oneLineSize(text, start, end, tokenCells, box, here), here);
    }

    /**
     * {@code shaped}, and the size the comment's box note names. A note that cannot be read adds
     * nothing here: the reader names its error when it reads the puzzle's shape, or the line's.
     */
    private static IntPredicate withNote(IntPredicate shaped, String comment) {
        BoxShape noted;
        try {
            noted = BoxNote.read(comment);
        } catch (IllegalArgumentException unreadable) {
            return shaped;
        }
        if (noted == null || shaped.test(noted.size())) {
            return shaped;
        }
        int size = noted.size();
        return n -> n == size || shaped.test(n);
    }

    /**
     * n when the token's cells make an n x n puzzle. Sixteen cells are a 4x4 puzzle only when they
     * are all 1-4 or empty: "9.D..C6.8.35..7." is a row of a 16x16 grid typed without spaces.
     */
    private static int oneLineSize(String text, int start, int end, int cells, BoxShape box, IntPredicate shaped) {
        int n = squareRoot(cells);
        if (n == 0 || !shaped.test(n)) {
            return 0;
        }
        if (box != null) {
            return n;
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

    /** True for sizes 4..25 that have a usual box shape (not prime). */
    static boolean hasUsualShape(int n) {
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
