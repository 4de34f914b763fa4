package dlxviz.problems;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.OptionList;
import dlxviz.text.Shown;
import dlxviz.text.Where;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Knuth's DLX1 text format for exact-cover problems, read and written.
 *
 * <pre>
 * | A simple example          (a comment: first nonblank character is '|')
 * A B C D E | F G             (the item line: primary items, then '|' and secondary ones)
 * C E F                       (then one option per line, items separated by blanks)
 * A D G
 * </pre>
 *
 * <h2>Rules, as in DLX1</h2>
 * <ul>
 *   <li>Blank lines, and lines whose first nonblank character is {@code |}, are skipped
 *       anywhere. So the item line cannot start with {@code |}: there is always a primary item.</li>
 *   <li>Blanks are spaces, tabs, carriage returns and form feeds; any run of them separates
 *       tokens. A line ends at {@code \n} ({@code \r\n} is one line end); any other {@code \r} is a
 *       blank inside the line, as in DLX1 ({@link Dlx1Lines}). A UTF-8 byte-order mark before the
 *       first line is ignored.</li>
 *   <li>Text is UTF-8. A comment is read whatever its bytes (a Latin-1 {@code | Problème} too);
 *       elsewhere a byte that is not UTF-8 is an error naming line, column and byte.</li>
 *   <li>On the item line, {@code |} once separates primary from secondary items; it may touch the
 *       name after it ({@code A B |F G}) but not the one before. Item names may not contain
 *       {@code |} or {@code :} (DLX1 reserves them) and may not repeat.</li>
 *   <li>On an option line every token is an item name: a {@code |} after content is not a
 *       comment but an unknown item, as in DLX1. An item may not appear twice in one option.</li>
 *   <li>An option with no primary item is ignored with a warning, as DLX1 does; keeping it would
 *       change the update counts that {@code exact-cover --stats} compares with DLX1's.</li>
 * </ul>
 * Where this reader takes more than DLX1 (names over 8 characters, a byte-order mark, no final
 * line end, {@code \r}-only line ends, lines up to 8 MiB), files written for DLX1 read the same
 * here, not vice versa: the list is in {@code src/docs/dlx1-format-differences.md}.
 *
 * <h2>Colours: Knuth's DLX2</h2>
 * An option may give a secondary item a colour, {@code X:a} (Algorithm C: options that agree on
 * X's colour may share X). As in DLX2, a primary item cannot have one, and X must be an item.
 * DLX2 takes exactly one character after the colon; this reader takes one or more characters
 * other than blanks and {@code :} ({@code X:red}), so DLX2's files read the same here; a file
 * with longer colour names is not one DLX2 can read. Colours are numbered in the order they first
 * appear. Without any colour a file is DLX1's, and everything about it stays as it was.
 *
 * <p>Errors are {@link Dlx1SyntaxException}s naming line, column and token, e.g.
 * {@code line 5, column 9: unknown item 'X'}; a token is cut when long and its control
 * characters escaped ({@link Shown}), so a megabyte of junk gives a one-line message.
 */
public final class Dlx1Format {
    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private Dlx1Format() {
    }

    /** Reads DLX1 text already in memory (the same rules as {@link #read(InputStream)}). */
    public static Dlx1Document read(String text) {
        try {
            return read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a byte array does not fail
        }
    }

    /**
     * Reads DLX1 text from {@code input} (not closed) into memory first: for text already there,
     * such as an editor's; a file or a stream goes to {@link #read(InputStream)}, which bounds each
     * line by what it has read.
     */
    public static Dlx1Document read(Reader input) throws IOException {
        StringBuilder text = new StringBuilder();
        char[] buffer = new char[8192];
        for (int n = input.read(buffer); n >= 0; n = input.read(buffer)) {
            text.append(buffer, 0, n);
        }
        return read(text.toString());
    }

    /**
     * Reads DLX1 bytes from {@code input} (not closed), as UTF-8, line by line as DLX1 cuts them
     * (see {@link Dlx1Lines}: a lone {@code \r} is a blank, a line has at most 8 MiB).
     *
     * @throws Dlx1SyntaxException      when the text breaks a rule; the message names line and token
     * @throws Dlx1OutOfMemoryException when the heap cannot hold the problem; the message says how far the reading got
     * @throws IOException              when reading fails
     */
    public static Dlx1Document read(InputStream input) throws IOException {
        return new Parser().parse(new Dlx1Lines(input));
    }

    /**
     * The text of DLX1 bytes that {@link #read(InputStream)} accepts, for an editor that keeps
     * the comments: UTF-8, with a byte that is not UTF-8 (only a comment can hold one) shown as
     * its Latin-1 character, as in {@code | Problème}.
     *
     * @throws Dlx1SyntaxException for a byte that is not UTF-8 outside a comment, naming line, column and byte
     */
    public static String text(byte[] bytes) {
        StringBuilder text = new StringBuilder(bytes.length);
        Dlx1Lines lines = new Dlx1Lines(new ByteArrayInputStream(bytes));
        try {
            for (String line = lines.next(); line != null; line = lines.next()) {
                if (lines.badColumn() > 0 && !isSkipped(line)) {
                    throw badByte(lines);
                }
                text.append(line).append('\n');
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a byte array does not fail
        }
        return text.toString();
    }

    /** The problem as DLX1 text (see {@link #write(ExactCoverProblem, Writer)}). */
    public static String toText(ExactCoverProblem problem) {
        StringWriter text = new StringWriter();
        try {
            write(problem, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
        return text.toString();
    }

    /**
     * Writes the item line and then one line per option (its item names in order, separated by
     * single spaces), with {@code \n} line ends. Reading the text back gives the same items,
     * primary count and options.
     *
     * @throws IllegalArgumentException when an item name cannot be written (blanks, '|' or ':')
     *                                  or an option has no primary item (DLX1 would drop it)
     */
    public static void write(ExactCoverProblem problem, Writer out) throws IOException {
        for (int i = 1; i <= problem.itemCount(); i++) {
            String name = problem.itemName(i);
            String fault = nameFault(name);
            if (fault != null) {
                throw new IllegalArgumentException("item " + i + " " + Shown.quoted(name) + " " + fault);
            }
        }
        for (int k = 1; k <= problem.optionCount(); k++) {
            if (!hasPrimary(problem, k)) {
                throw new IllegalArgumentException("option " + k + " (" + problem.itemNamesOf(k)
                        + ") has no primary item; DLX1 would ignore it");
            }
        }
        StringBuilder line = new StringBuilder();
        for (int i = 1; i <= problem.itemCount(); i++) {
            if (i > 1) {
                line.append(' ');
            }
            if (i == problem.primaryCount() + 1) {
                line.append("| ");
            }
            line.append(problem.itemName(i));
        }
        out.write(line.append('\n').toString());
        for (int k = 1; k <= problem.optionCount(); k++) {
            out.write(problem.itemNamesOf(k));
            out.write('\n');
        }
        out.flush();
    }

    private static boolean hasPrimary(ExactCoverProblem problem, int option) {
        for (int j = 0; j < problem.optionSize(option); j++) {
            if (problem.isPrimary(problem.optionItem(option, j))) {
                return true;
            }
        }
        return false;
    }

    /** Why {@code name} cannot be an item name in DLX1 text, or null when it can. */
    public static String nameFault(String name) {
        if (name.isEmpty()) {
            return "is empty";
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (isBlank(c)) {
                return "contains a blank";
            }
            if (c == '|') {
                return "contains '|', which separates primary from secondary items";
            }
            if (c == ':') {
                return "contains ':', which DLX1 reserves (for colours in DLX2)";
            }
        }
        return null;
    }

    static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\u000B';
    }

    /** A token of a line with its 1-based column. */
    private record Token(String text, int column) {
    }

    private static List<Token> tokens(String line) {
        List<Token> tokens = new ArrayList<>();
        int i = 0, n = line.length();
        while (i < n) {
            while (i < n && isBlank(line.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < n && !isBlank(line.charAt(i))) {
                i++;
            }
            if (i > start) {
                tokens.add(new Token(line.substring(start, i), start + 1));
            }
        }
        return tokens;
    }

    /**
     * The names on a line of DLX1 text, split at blanks as DLX1 splits them (an editor that keeps
     * the comment lines reads the lines itself, after {@link #read} has checked them).
     */
    public static List<String> names(String line) {
        return tokens(line).stream().map(Token::text).toList();
    }

    /** True for blank lines and comments, which DLX1 skips anywhere. */
    public static boolean isSkipped(String line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (!isBlank(c)) {
                return c == '|';
            }
        }
        return true;
    }

    private static String strip(String line) {
        int start = 0, end = line.length();
        while (start < end && isBlank(line.charAt(start))) {
            start++;
        }
        while (end > start && isBlank(line.charAt(end - 1))) {
            end--;
        }
        return line.substring(start, end);
    }

    private static Dlx1SyntaxException badByte(Dlx1Lines lines) {
        return new Dlx1SyntaxException(lines.lineNumber(), lines.badColumn(), null, String.format(
                "byte 0x%02X is not UTF-8 text (outside a comment, names must be UTF-8; save the file as UTF-8)",
                lines.badByte()));
    }

    /** True when {@code text} (stripped) has no blank but single spaces, and no ':' (DLX2's colours). */
    private static boolean isNamesSingleSpaced(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == ':' || isBlank(c) && (c != ' ' || text.charAt(i - 1) == ' ')) {
                return false;
            }
        }
        return true;
    }

    /** One pass over the lines; holds the item names read so far. */
    private static final class Parser {
        private final List<String> names = new ArrayList<>();
        private final Map<String, Integer> itemByName = new HashMap<>();
        private final Map<String, Integer> columnOfName = new HashMap<>();
        /** The options read, flat: an array (and a list entry) per option took 28 MB for a million. */
        private OptionList options = new OptionList();
        private final List<String> colourNames = new ArrayList<>();
        private final Map<String, Integer> colourByName = new HashMap<>();
        /** The line of each option read, in a growing array: a boxed list took 20 bytes an option. */
        private int[] optionLines = new int[64];
        private int optionCount;
        private final List<String> warnings = new ArrayList<>();
        private int primaryCount = -1;
        /**
         * The last line that named each item, and at which column: an option's repeated item found
         * without a map per line (a million lines made half a gigabyte of garbage with one).
         */
        private int[] lineOfItem;
        private int[] columnOfItem;

        Dlx1Document parse(Dlx1Lines in) throws IOException {
            try {
                return parseLines(in);
            } catch (OutOfMemoryError e) {
                int read = optionCount;
                options = null; // let the heap breathe before the message is made
                optionLines = new int[0];
                throw new Dlx1OutOfMemoryException(in.lineAt(), read);
            }
        }

        private Dlx1Document parseLines(Dlx1Lines in) throws IOException {
            int lineNumber = 0;
            boolean haveItems = false;
            for (String line = in.next(); line != null; line = in.next()) {
                lineNumber = in.lineNumber();
                if (lineNumber == 1 && !line.isEmpty() && line.charAt(0) == BYTE_ORDER_MARK) {
                    line = " " + line.substring(1); // keep the columns of the rest as they are
                }
                if (isSkipped(line)) {
                    continue; // a comment is read whatever its bytes: it is not the problem's text
                }
                if (in.badColumn() > 0) {
                    throw badByte(in);
                }
                if (!haveItems) {
                    readItems(line, lineNumber);
                    haveItems = true;
                } else {
                    readOption(line, lineNumber);
                }
            }
            if (!haveItems) {
                throw new Dlx1SyntaxException(0, 0, null, lineNumber == 0
                        ? "the input is empty; the first line should name the items"
                        : "no item line: all " + lineNumber + " lines are blank or comments");
            }
            int[] lines = new int[optionCount + 1];
            System.arraycopy(optionLines, 0, lines, 1, optionCount);
            optionLines = null;
            ExactCoverProblem problem = ExactCoverProblem.of(names, primaryCount, options, colourNames);
            return new Dlx1Document(problem, lines, warnings);
        }

        private void readItems(String line, int lineNumber) {
            for (Token token : tokens(line)) {
                String name = token.text();
                int column = token.column();
                if (name.charAt(0) == '|' && !names.isEmpty()) {
                    if (primaryCount >= 0) {
                        throw new Dlx1SyntaxException(lineNumber, column, "|",
                                "'|' appears twice on the item line (it separates primary from secondary items once)");
                    }
                    primaryCount = names.size();
                    name = name.substring(1);
                    column++;
                    if (name.isEmpty()) {
                        continue;
                    }
                }
                String fault = nameFault(name);
                if (fault != null) {
                    throw new Dlx1SyntaxException(lineNumber, column, name, "item name " + Shown.quoted(name) + " " + fault);
                }
                Integer firstColumn = columnOfName.putIfAbsent(name, column);
                if (firstColumn != null) {
                    throw new Dlx1SyntaxException(lineNumber, column, name,
                            "duplicate item name " + Shown.quoted(name) + " (first at column " + firstColumn + ")");
                }
                names.add(name);
                itemByName.put(name, names.size());
            }
            if (primaryCount < 0) {
                primaryCount = names.size();
            }
        }

        private void readOption(String line, int lineNumber) {
            List<Token> tokens = tokens(line);
            int[] items = new int[tokens.size()];
            int[] colour = new int[tokens.size()];
            if (lineOfItem == null) {
                lineOfItem = new int[names.size() + 1];
                columnOfItem = new int[names.size() + 1];
            }
            boolean primary = false;
            for (int j = 0; j < items.length; j++) {
                Token token = tokens.get(j);
                int colon = token.text().indexOf(':');
                String name = colon < 0 ? token.text() : token.text().substring(0, colon);
                if (colon == 0) {
                    throw new Dlx1SyntaxException(lineNumber, token.column(), token.text(),
                            "no item name before ':' in " + Shown.quoted(token.text()) + " (a colour is written X:a)");
                }
                Integer item = itemByName.get(name);
                if (item == null) {
                    String hint = name.startsWith("|")
                            ? " (a comment must start its own line)" : "";
                    throw new Dlx1SyntaxException(lineNumber, token.column(), token.text(),
                            "unknown item " + Shown.quoted(name) + hint);
                }
                if (colon > 0) {
                    colour[j] = colour(token, colon, item, lineNumber);
                }
                if (lineOfItem[item] == lineNumber) {
                    throw new Dlx1SyntaxException(lineNumber, token.column(), token.text(),
                            "item " + Shown.quoted(token.text()) + " appears twice in this option (first at column "
                                    + columnOfItem[item] + ")");
                }
                lineOfItem[item] = lineNumber;
                columnOfItem[item] = token.column();
                items[j] = item;
                primary |= item <= primaryCount;
            }
            String text = strip(line);
            if (!primary) {
                warnings.add(Where.prefix(lineNumber) + "option ignored, it has no primary item: " + Shown.plain(text));
                return;
            }
            // No label when the line is its names single-spaced, as the problem shows them anyway:
            // a million options then keep no million strings.
            boolean coloured = hasColour(colour);
            options.add(items, coloured ? colour : null, !coloured && isNamesSingleSpaced(text) ? null : text);
            if (optionCount == optionLines.length) {
                optionLines = java.util.Arrays.copyOf(optionLines, 2 * optionCount);
            }
            optionLines[optionCount++] = lineNumber;
        }

        private static boolean hasColour(int[] colour) {
            for (int c : colour) {
                if (c != 0) {
                    return true;
                }
            }
            return false;
        }

        /** The number of the colour in {@code X:a} (DLX2's colour control), checked as DLX2 checks it. */
        private int colour(Token token, int colon, int item, int lineNumber) {
            String text = token.text();
            String name = text.substring(colon + 1);
            int column = token.column() + colon + 1;
            if (name.isEmpty()) {
                throw new Dlx1SyntaxException(lineNumber, column, text, "no colour after ':' in "
                        + Shown.quoted(text) + " (DLX2 wants one character, as in " + text + "a)");
            }
            if (name.indexOf(':') >= 0) {
                throw new Dlx1SyntaxException(lineNumber, column + name.indexOf(':'), text,
                        "colour " + Shown.quoted(name) + " contains ':' (an entry has one colour: X:a)");
            }
            if (item <= primaryCount) {
                throw new Dlx1SyntaxException(lineNumber, token.column(), text, "primary item "
                        + Shown.quoted(text.substring(0, colon)) + " cannot have a colour; only secondary items "
                        + "(after '|' on the item line) can, as in DLX2");
            }
            return colourByName.computeIfAbsent(name, c -> {
                colourNames.add(c);
                return colourNames.size();
            });
        }
    }
}
