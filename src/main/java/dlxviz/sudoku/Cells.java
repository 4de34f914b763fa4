package dlxviz.sudoku;

import java.util.Arrays;

/**
 * The cells of the puzzle being read, in reading order, each with where it stood (line and
 * column, for messages) and what it held: the character, and for numbers the value. Reused from
 * puzzle to puzzle, so reading a big file allocates only the grids it returns.
 */
final class Cells {
    char[] chars = new char[640];
    int[] lines = new int[640];
    /** 1-based columns, counted as {@link dlxviz.text.Shown#column} counts them. */
    int[] columns = new int[640];
    /** Numbers notation: the number read, -1 for a token that is not one. Characters: the whole code point. */
    int[] values = new int[640];
    /** Numbers notation: the text of each token, for messages. Characters: null. */
    String[] tokens = new String[640];
    int count;

    void clear() {
        count = 0;
    }

    void add(char ch, int line, int column, int value, String token) {
        if (count == chars.length) {
            int capacity = chars.length * 2;
            chars = Arrays.copyOf(chars, capacity);
            lines = Arrays.copyOf(lines, capacity);
            columns = Arrays.copyOf(columns, capacity);
            values = Arrays.copyOf(values, capacity);
            tokens = Arrays.copyOf(tokens, capacity);
        }
        chars[count] = ch;
        lines[count] = line;
        columns[count] = column;
        values[count] = value;
        tokens[count] = token;
        count++;
    }
}
