package dlxviz.app.links;

/**
 * Reads a sudoku item's name ({@code r3c5}, {@code r3#7}, {@code c5#7}, {@code b2#7}) as the
 * constraint it stands for, for tooltips: "row 3 needs a 7". Null for a name it does not know.
 */
public final class SudokuItemWords {
    private SudokuItemWords() {
    }

    public static String describe(String name) {
        if (name == null || name.length() < 2) {
            return null;
        }
        int hash = name.indexOf('#');
        if (hash > 1) {
            String unit = name.substring(1, hash), digit = name.substring(hash + 1);
            if (!isNumber(unit) || digit.isEmpty()) {
                return null;
            }
            switch (name.charAt(0)) {
                case 'r':
                    return "row " + unit + " needs a " + digit;
                case 'c':
                    return "column " + unit + " needs a " + digit;
                case 'b':
                    return "box " + unit + " needs a " + digit;
                default:
                    return null;
            }
        }
        int c = name.indexOf('c');
        if (name.charAt(0) == 'r' && c > 1 && isNumber(name.substring(1, c)) && isNumber(name.substring(c + 1))) {
            return "cell " + name + " needs a digit";
        }
        return null;
    }

    private static boolean isNumber(String text) {
        if (text.isEmpty()) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (!Character.isDigit(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
