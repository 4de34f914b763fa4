package dlxviz.app.editor.model;

import dlxviz.problems.Dlx1Format;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Makes the edits users ask for, against the document as it is, or refuses them with a reason
 * the dialog shows next to what was typed (which stays there to fix). An edit that would change
 * nothing is null.
 */
final class Edits {
    /** An edit that cannot be made; the message says why, in the user's terms. */
    static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message);
        }
    }

    private Edits() {
    }

    /** A new item at the end, called {@code name} (null: the first free of A..Z, then A1, B1, ...). */
    static MatrixEdit addItem(MatrixDocument document, String name, boolean secondary) throws Refused {
        String wanted = name == null ? freeName(document) : checkedName(document, name, -1);
        MatrixDocument.Item item = new MatrixDocument.Item(document.freshId(), wanted, secondary);
        return new MatrixEdit.InsertItem(document.itemCount(), item, "add item " + wanted);
    }

    static MatrixEdit rename(MatrixDocument document, int column, String name) throws Refused {
        MatrixDocument.Item before = document.item(column);
        String wanted = checkedName(document, name, column);
        if (wanted.equals(before.name())) {
            return null;
        }
        return new MatrixEdit.ReplaceItem(column, before, before.renamed(wanted),
                "rename " + before.name() + " to " + wanted);
    }

    static MatrixEdit setSecondary(MatrixDocument document, int column, boolean secondary) {
        MatrixDocument.Item before = document.item(column);
        if (before.secondary() == secondary) {
            return null;
        }
        return new MatrixEdit.ReplaceItem(column, before, before.withSecondary(secondary),
                "make " + before.name() + (secondary ? " secondary" : " primary"));
    }

    /** Removes an item: first from every option that has it, then its column; undo restores both. */
    static MatrixEdit removeItem(MatrixDocument document, int column) {
        MatrixDocument.Item item = document.item(column);
        List<MatrixEdit> steps = new ArrayList<>();
        List<MatrixDocument.Line> lines = document.lines();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i) instanceof MatrixDocument.Option option && option.items().contains(item.id())) {
                List<Integer> rest = new ArrayList<>(option.items());
                rest.remove(Integer.valueOf(item.id()));
                steps.add(new MatrixEdit.ReplaceLine(i, option, option.withItems(rest), "remove item " + item.name()));
            }
        }
        steps.add(new MatrixEdit.RemoveItem(column, item, "remove item " + item.name()));
        return new MatrixEdit.Compound(steps, "remove item " + item.name());
    }

    /** A new option after the last line, with the items in {@code columns}. */
    static MatrixEdit addOption(MatrixDocument document, List<Integer> columns) {
        List<Integer> ids = new ArrayList<>();
        for (int column : columns) {
            ids.add(document.item(column).id());
        }
        return new MatrixEdit.InsertLine(document.lines().size(), new MatrixDocument.Option(ids),
                "add option " + (document.optionCount() + 1));
    }

    static MatrixEdit removeOption(MatrixDocument document, int k) {
        int index = document.lineOfOption(k);
        return new MatrixEdit.RemoveLine(index, document.lines().get(index),
                "remove option " + (k + 1) + describe(document.optionText(k)));
    }

    /**
     * Puts the item of {@code column} into option {@code k} or takes it out. A new item goes
     * before the first of the option's items that stands to its right in the grid, so an option
     * built by clicking reads in the grid's order.
     */
    static MatrixEdit toggle(MatrixDocument document, int k, int column) {
        int index = document.lineOfOption(k);
        MatrixDocument.Option before = document.option(k);
        MatrixDocument.Item item = document.item(column);
        List<Integer> ids = new ArrayList<>(before.items());
        String what;
        if (ids.contains(item.id())) {
            ids.remove(Integer.valueOf(item.id()));
            what = "take " + item.name() + " out of option " + (k + 1);
        } else {
            int at = 0;
            while (at < ids.size() && document.columnOf(ids.get(at)) < column) {
                at++;
            }
            ids.add(at, item.id());
            what = "put " + item.name() + " into option " + (k + 1);
        }
        return new MatrixEdit.ReplaceLine(index, before, before.withItems(ids), what);
    }

    /** Option {@code k}'s items as typed: names separated by blanks, in the order wanted. */
    static MatrixEdit setOptionText(MatrixDocument document, int k, String text) throws Refused {
        List<String> names = Dlx1Format.names(text == null ? "" : text);
        List<Integer> ids = new ArrayList<>();
        java.util.Map<Integer, String> colours = new java.util.HashMap<>();
        Set<String> seen = new HashSet<>();
        for (int w = 0; w < names.size(); w++) {
            String name = names.get(w);
            String colour = null;
            int colon = name.indexOf(':');
            if (colon > 0 && document.columnOf(name) < 0) { // X:a, a colour as in DLX2
                colour = name.substring(colon + 1);
                name = name.substring(0, colon);
                if (colour.isEmpty() || colour.indexOf(':') >= 0) {
                    throw new Refused("Option " + (k + 1) + ", word " + (w + 1) + ": write a colour as " + name
                            + ":a, one name after one colon.");
                }
            }
            int column = document.columnOf(name);
            if (column < 0) {
                throw new Refused("Option " + (k + 1) + ", word " + (w + 1) + ": there is no item '" + name
                        + "'. The items are " + itemNames(document) + "; add the item first.");
            }
            if (!seen.add(name)) {
                throw new Refused("Option " + (k + 1) + ", word " + (w + 1) + ": item '" + name
                        + "' is named twice; an option has each of its items once.");
            }
            if (colour != null && !document.item(column).secondary()) {
                throw new Refused("Option " + (k + 1) + ", word " + (w + 1) + ": item '" + name + "' is primary and "
                        + "cannot have a colour; only secondary items can (make it secondary first).");
            }
            ids.add(document.item(column).id());
            if (colour != null) {
                colours.put(document.item(column).id(), colour);
            }
        }
        MatrixDocument.Option before = document.option(k);
        MatrixDocument.Option after = new MatrixDocument.Option(ids, colours);
        if (after.equals(before)) {
            return null;
        }
        return new MatrixEdit.ReplaceLine(document.lineOfOption(k), before, after,
                "change option " + (k + 1) + " to " + (names.isEmpty() ? "nothing" : String.join(" ", names)));
    }

    /** The whole document replaced by {@code now} (New, Open, the window's problem). */
    static MatrixEdit replaceAll(MatrixDocument document, MatrixDocument.Snapshot now, String description) {
        return new MatrixEdit.ReplaceAll(document.snapshot(), now, description);
    }

    /** {@code name} stripped, if it can be an item's name here; {@code column} is the item's own (-1 for a new one). */
    private static String checkedName(MatrixDocument document, String name, int column) throws Refused {
        String wanted = name == null ? "" : name.strip();
        if (wanted.isEmpty()) {
            throw new Refused("An item needs a name: DLX1 knows items by name.");
        }
        String fault = Dlx1Format.nameFault(wanted);
        if (fault != null) {
            throw new Refused("The name '" + wanted + "' " + fault + "; DLX1 cannot read it back.");
        }
        int other = document.columnOf(wanted);
        if (other >= 0 && other != column) {
            throw new Refused("There is already an item '" + wanted + "' (column " + (other + 1)
                    + "); each item needs a name of its own.");
        }
        return wanted;
    }

    private static String freeName(MatrixDocument document) {
        for (int round = 0; ; round++) {
            for (char letter = 'A'; letter <= 'Z'; letter++) {
                String name = round == 0 ? Character.toString(letter) : letter + Integer.toString(round);
                if (document.columnOf(name) < 0) {
                    return name;
                }
            }
        }
    }

    private static String itemNames(MatrixDocument document) {
        List<String> names = new ArrayList<>();
        for (MatrixDocument.Item item : document.items()) {
            names.add(item.name());
        }
        return names.isEmpty() ? "none yet" : String.join(", ", names);
    }

    private static String describe(String optionText) {
        return optionText.isEmpty() ? "" : " (" + optionText + ")";
    }
}
