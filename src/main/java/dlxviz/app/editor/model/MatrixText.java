package dlxviz.app.editor.model;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.problems.Dlx1Format;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link MatrixDocument} as Knuth's DLX1 text, and back, keeping the comment lines where they
 * were. Reading leaves every rule to {@link Dlx1Format#read}, which names line, column and token
 * of what it cannot read; only then are the lines walked again to keep the comments (and the
 * options DLX1 ignores for want of a primary item, which are the user's work too).
 */
final class MatrixText {
    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private MatrixText() {
    }

    /**
     * @throws dlxviz.problems.Dlx1SyntaxException what DLX1 could not read, with line, column and token
     * @throws dlxviz.engine.InvalidProblemException a problem DLX1's format can hold but not solve
     */
    static MatrixDocument.Snapshot read(String text) {
        ExactCoverProblem problem = Dlx1Format.read(text).problem();
        List<MatrixDocument.Item> items = new ArrayList<>();
        Map<String, Integer> ids = new HashMap<>();
        for (int i = 1; i <= problem.itemCount(); i++) {
            items.add(new MatrixDocument.Item(i, problem.itemName(i), !problem.isPrimary(i)));
            ids.put(problem.itemName(i), i);
        }
        List<String> preamble = new ArrayList<>();
        List<MatrixDocument.Line> lines = new ArrayList<>();
        boolean itemLineSeen = false;
        try (BufferedReader in = new BufferedReader(new StringReader(text))) {
            boolean first = true;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (first && !line.isEmpty() && line.charAt(0) == BYTE_ORDER_MARK) {
                    line = line.substring(1);
                }
                first = false;
                if (Dlx1Format.isSkipped(line)) {
                    if (itemLineSeen) {
                        lines.add(new MatrixDocument.Comment(line));
                    } else {
                        preamble.add(line);
                    }
                } else if (!itemLineSeen) {
                    itemLineSeen = true; // the items came from Dlx1Format above
                } else {
                    List<Integer> option = new ArrayList<>();
                    Map<Integer, String> colours = new HashMap<>();
                    for (String name : Dlx1Format.names(line)) {
                        int colon = name.indexOf(':'); // X:a, DLX2's colour; Dlx1Format has checked it
                        Integer id = ids.get(colon > 0 ? name.substring(0, colon) : name);
                        option.add(id);
                        if (colon > 0) {
                            colours.put(id, name.substring(colon + 1));
                        }
                    }
                    lines.add(new MatrixDocument.Option(option, colours));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringReader does not fail
        }
        return new MatrixDocument.Snapshot(preamble, items, lines);
    }

    /**
     * The document as DLX1 text, {@code \n} after each line: the comments before the item line,
     * the item line (the primary items in the grid's order, then {@code |} and the secondary
     * ones), then the options and comments in order. Check with {@link MatrixCheck} first: an
     * empty option would come out as a blank line, which DLX1 skips.
     */
    static String write(MatrixDocument document) {
        StringBuilder text = new StringBuilder();
        for (String comment : document.preamble()) {
            text.append(comment).append('\n');
        }
        List<String> primary = new ArrayList<>();
        List<String> secondary = new ArrayList<>();
        for (MatrixDocument.Item item : document.items()) {
            (item.secondary() ? secondary : primary).add(item.name());
        }
        text.append(String.join(" ", primary));
        if (!secondary.isEmpty()) {
            text.append(" | ").append(String.join(" ", secondary));
        }
        text.append('\n');
        for (MatrixDocument.Line line : document.lines()) {
            if (line instanceof MatrixDocument.Comment comment) {
                text.append(comment.text());
            } else {
                text.append(document.text((MatrixDocument.Option) line));
            }
            text.append('\n');
        }
        return text.toString();
    }
}
