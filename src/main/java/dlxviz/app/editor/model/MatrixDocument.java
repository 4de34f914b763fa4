package dlxviz.app.editor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A problem being edited: items (columns of the grid, each primary or secondary), and the lines
 * after the item line in order, each an option (its items in the order written) or a comment kept
 * as written. Options name items by a number that stays when an item is renamed or moves.
 *
 * <p>Read by anyone; changed only by {@link MatrixEdit}s (the package-private mutators), so that
 * every change can be undone exactly.
 */
public final class MatrixDocument {
    /** An item: {@code id} is what options refer to; it never changes. */
    public record Item(int id, String name, boolean secondary) {
        Item renamed(String newName) {
            return new Item(id, newName, secondary);
        }

        Item withSecondary(boolean isSecondary) {
            return new Item(id, name, isSecondary);
        }
    }

    /** A line after the item line: an option or a comment. */
    public interface Line {
    }

    /**
     * An option: the ids of its items, in the order they are written, and the colour it gives an
     * item (DLX2's {@code X:a}, by item id; an item without one is not in the map).
     */
    public record Option(List<Integer> items, java.util.Map<Integer, String> colours) implements Line {
        public Option {
            items = List.copyOf(items);
            colours = java.util.Map.copyOf(colours);
        }

        /** An option without colours. */
        public Option(List<Integer> items) {
            this(items, java.util.Map.of());
        }

        /** The same option with other items, keeping the colours of the items it still has. */
        Option withItems(List<Integer> ids) {
            java.util.Map<Integer, String> kept = new java.util.HashMap<>(colours);
            kept.keySet().retainAll(ids);
            return new Option(ids, kept);
        }
    }

    /** A comment line (or a blank line), kept exactly as written. */
    public record Comment(String text) implements Line {
    }

    /** Everything at once, for replacing a whole document (New, Open) and for tests. */
    public record Snapshot(List<String> preamble, List<Item> items, List<Line> lines) {
        public Snapshot {
            preamble = List.copyOf(preamble);
            items = List.copyOf(items);
            lines = List.copyOf(lines);
        }
    }

    private final List<String> preamble = new ArrayList<>();
    private final List<Item> items = new ArrayList<>();
    private final List<Line> lines = new ArrayList<>();

    public MatrixDocument() {
    }

    public Snapshot snapshot() {
        return new Snapshot(preamble, items, lines);
    }

    // ------------------------------------------------------------------ reading

    /** Comment and blank lines before the item line. */
    public List<String> preamble() {
        return List.copyOf(preamble);
    }

    public int itemCount() {
        return items.size();
    }

    /** The item in column {@code column} (0-based, as the grid shows them). */
    public Item item(int column) {
        return items.get(column);
    }

    public List<Item> items() {
        return List.copyOf(items);
    }

    /** The column of the item with {@code id}, or -1. */
    public int columnOf(int id) {
        for (int c = 0; c < items.size(); c++) {
            if (items.get(c).id() == id) {
                return c;
            }
        }
        return -1;
    }

    /** The column of the item called {@code name}, or -1. */
    public int columnOf(String name) {
        for (int c = 0; c < items.size(); c++) {
            if (items.get(c).name().equals(name)) {
                return c;
            }
        }
        return -1;
    }

    /** An id no item has had in this document. */
    int freshId() {
        int max = 0;
        for (Item item : items) {
            max = Math.max(max, item.id());
        }
        for (Line line : lines) {
            if (line instanceof Option option) {
                for (int id : option.items()) {
                    max = Math.max(max, id);
                }
            }
        }
        return max + 1;
    }

    public List<Line> lines() {
        return List.copyOf(lines);
    }

    public int optionCount() {
        int count = 0;
        for (Line line : lines) {
            if (line instanceof Option) {
                count++;
            }
        }
        return count;
    }

    /** Option {@code k} (0-based, in the order of the lines). */
    public Option option(int k) {
        return (Option) lines.get(lineOfOption(k));
    }

    /** The index in {@link #lines()} of option {@code k}. */
    public int lineOfOption(int k) {
        int count = 0;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i) instanceof Option) {
                if (count == k) {
                    return i;
                }
                count++;
            }
        }
        throw new IndexOutOfBoundsException("option " + k + " of " + count);
    }

    /** Option {@code k}'s item names, as its DLX1 line. */
    public String optionText(int k) {
        return text(option(k));
    }

    /** An option's item names, as its DLX1 line. */
    public String text(Option option) {
        StringBuilder text = new StringBuilder();
        for (int id : option.items()) {
            if (text.length() > 0) {
                text.append(' ');
            }
            text.append(items.get(columnOf(id)).name());
            String colour = option.colours().get(id);
            if (colour != null) {
                text.append(':').append(colour);
            }
        }
        return text.toString();
    }

    public int commentCount() {
        int count = preamble.size();
        for (Line line : lines) {
            if (line instanceof Comment) {
                count++;
            }
        }
        return count;
    }

    // ------------------------------------------------------------------ changing (edits only)

    void insertItem(int column, Item item) {
        items.add(column, item);
    }

    void removeItem(int column, Item expected) {
        check(items.get(column).equals(expected), "item " + column + " is not " + expected);
        items.remove(column);
    }

    void replaceItem(int column, Item expected, Item now) {
        check(items.get(column).equals(expected), "item " + column + " is not " + expected);
        items.set(column, now);
    }

    void insertLine(int index, Line line) {
        lines.add(index, line);
    }

    void removeLine(int index, Line expected) {
        check(lines.get(index).equals(expected), "line " + index + " is not " + expected);
        lines.remove(index);
    }

    void replaceLine(int index, Line expected, Line now) {
        check(lines.get(index).equals(expected), "line " + index + " is not " + expected);
        lines.set(index, now);
    }

    void restore(Snapshot snapshot) {
        preamble.clear();
        preamble.addAll(snapshot.preamble());
        items.clear();
        items.addAll(snapshot.items());
        lines.clear();
        lines.addAll(snapshot.lines());
    }

    /** An edit applied to a document it was not made for is a bug, not bad input: fail loudly. */
    private static void check(boolean holds, String what) {
        if (!holds) {
            throw new IllegalStateException("edit does not fit the document: " + what);
        }
    }
}
