package dlxviz.sudoku;

/**
 * Which one-character notation a puzzle of size n >= 10 was written in, guessed from the
 * characters used when none is given (the puzzle readers' last step before building the grid).
 *
 * <ul>
 *   <li>No digit at all, only letters: {@link Notation#LETTERS} (A = 1).</li>
 *   <li>A '0' appears, the largest 1-9A symbol (G for 16x16) does not, and empty cells use
 *       another marker or there are none: {@link Notation#ZERO_BASED} (0 = 1).</li>
 *   <li>Otherwise {@link Notation#ONE_BASED} (1-9 then A = 10), where '0' is an empty cell.</li>
 * </ul>
 * Up to 9x9 the plain digits. The guess can only go by what is there: a 0-9A puzzle without a
 * single '0' reads as 1-9A, which is why {@code generate} states its notation in a
 * {@code # notation: NAME} line that the reader honours.
 */
final class NotationGuess {
    private NotationGuess() {
    }

    /**
     * The notation {@code given} (checked to fit size n), or the one guessed from the cells.
     *
     * @throws PuzzleFormatException when the given notation cannot write n digits
     */
    static Notation choose(Notation given, int n, Cells cells) {
        if (given != null && given != Notation.NUMBERS) {
            if (!given.fits(n)) {
                throw new PuzzleFormatException(cells.count > 0 ? cells.lines[0] : 0, 0, "notation " + given.cliName()
                        + " cannot write the digits of a " + n + "x" + n + " grid");
            }
            return given;
        }
        if (n <= 9) {
            return Notation.DIGITS;
        }
        boolean digit = false, zero = false, letter = false, otherEmpty = false, topOneBased = false;
        char top = Notation.ONE_BASED.symbol(n);
        for (int k = 0; k < cells.count; k++) {
            char ch = cells.chars[k];
            if (ch == '0') {
                zero = true;
            } else if (ch >= '1' && ch <= '9') {
                digit = true;
            } else if (Character.isLetter(ch)) {
                letter = true;
                topOneBased |= Character.toUpperCase(ch) == top;
            } else {
                otherEmpty = true;
            }
        }
        if (!digit && !zero && letter) {
            return Notation.LETTERS;
        }
        if (zero && !topOneBased && (otherEmpty || cells.count == n * n && !hasEmptyMarkerBesidesZero(cells))) {
            return Notation.ZERO_BASED;
        }
        return Notation.ONE_BASED;
    }

    private static boolean hasEmptyMarkerBesidesZero(Cells cells) {
        for (int k = 0; k < cells.count; k++) {
            char ch = cells.chars[k];
            if (Notation.isBlankMark(ch)) {
                return true;
            }
        }
        return false;
    }
}
