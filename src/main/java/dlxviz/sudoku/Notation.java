package dlxviz.sudoku;

/**
 * How digits are written. Up to 9x9 the plain digits; for n >= 10 one character per cell needs
 * letters, and there are three common conventions, plus numbers separated by spaces or commas.
 * An empty cell is '.', '_', '-' or '*' in every notation, and also '0' except in
 * {@link #ZERO_BASED} where '0' is a digit.
 */
public enum Notation {
    /** 1-9 (n <= 9). */
    DIGITS("digits"),
    /** 1-9 then A, B, ... (A = 10): 12x12 uses 1-9ABC, 16x16 1-9A-G, 25x25 1-9A-P. */
    ONE_BASED("1-9A"),
    /** 0-9 then A, B, ... (0 stands for the first digit): 16x16 uses 0-9A-F. */
    ZERO_BASED("0-9A"),
    /** A, B, C, ... (A = 1): 16x16 uses A-P, 25x25 A-Y. */
    LETTERS("letters"),
    /** Decimal numbers separated by spaces or commas, 0 for empty. */
    NUMBERS("numbers");

    private final String cliName;

    Notation(String cliName) {
        this.cliName = cliName;
    }

    /** The name users type after {@code --notation}. */
    public String cliName() {
        return cliName;
    }

    /** The notation for a name users type (case-insensitive; also the enum name). */
    public static Notation fromName(String name) {
        for (Notation notation : values()) {
            if (notation.cliName.equalsIgnoreCase(name) || notation.name().equalsIgnoreCase(name)
                    || notation.name().replace('_', '-').equalsIgnoreCase(name)) {
                return notation;
            }
        }
        throw new IllegalArgumentException("unknown notation '" + name
                + "': use auto, digits, 1-9A, 0-9A, letters or numbers");
    }

    /** Plain digits up to 9x9, else 1-9 then letters. */
    public static Notation defaultFor(int n) {
        return n <= 9 ? DIGITS : ONE_BASED;
    }

    /** True when this notation can write every digit of an n x n grid with one character each. */
    public boolean fits(int n) {
        switch (this) {
            case DIGITS:
                return n <= 9;
            case ONE_BASED:
            case LETTERS:
                return n <= 35 && (this != LETTERS || n <= 26);
            case ZERO_BASED:
                return n <= 36;
            default:
                return true;
        }
    }

    /** True for the empty-cell markers of this notation. */
    public boolean isEmpty(char ch) {
        return isBlankMark(ch) || (ch == '0' && this != ZERO_BASED);
    }

    /**
     * True for the marks that mean an empty cell in every notation ('.', '_', '-', '*'): the one
     * place they are listed, so the parser's parts cannot disagree.
     */
    public static boolean isBlankMark(char ch) {
        return ch == '.' || ch == '_' || ch == '-' || ch == '*';
    }

    /**
     * The digit (1..n) a character stands for; 0 for an empty marker; -1 when it is neither.
     * Letters are read in either case.
     */
    public int value(char ch, int n) {
        if (isEmpty(ch)) {
            return 0;
        }
        int v;
        if (ch >= '0' && ch <= '9') {
            v = this == LETTERS ? -1 : this == ZERO_BASED ? ch - '0' + 1 : ch - '0';
        } else {
            char up = Character.toUpperCase(ch);
            if (up < 'A' || up > 'Z' || this == DIGITS || this == NUMBERS) {
                return -1;
            }
            int index = up - 'A';
            v = this == LETTERS ? index + 1 : this == ZERO_BASED ? index + 11 : index + 10;
        }
        return v >= 1 && v <= n ? v : -1;
    }

    /**
     * Digit d (1..n) as this notation writes it in an n x n grid: its character, or the plain
     * number for {@link #NUMBERS} and where the notation's characters run out.
     */
    public String write(int d, int n) {
        return this == NUMBERS || !fits(n) ? Integer.toString(d) : String.valueOf(symbol(d));
    }

    /** The character for digit d (1..n); '.' for 0. Not for {@link #NUMBERS}. */
    public char symbol(int d) {
        if (d == 0) {
            return '.';
        }
        switch (this) {
            case LETTERS:
                return (char) ('A' + d - 1);
            case ZERO_BASED:
                return d <= 10 ? (char) ('0' + d - 1) : (char) ('A' + d - 11);
            default:
                return d <= 9 ? (char) ('0' + d) : (char) ('A' + d - 10);
        }
    }

    /** How the digits of an n x n grid look in this notation, for messages: "1-9", "1-9, A-G". */
    public String describe(int n) {
        if (this == NUMBERS) {
            return "numbers 1-" + n + " (0 for empty)";
        }
        String first = String.valueOf(symbol(1));
        if (n == 1) {
            return first;
        }
        if (this == LETTERS || n <= 9 || (this == ZERO_BASED && n <= 10)) {
            return first + "-" + symbol(n);
        }
        int split = this == ZERO_BASED ? 10 : 9;
        return first + "-" + symbol(split) + ", " + symbol(split + 1) + (n > split + 1 ? "-" + symbol(n) : "");
    }
}
