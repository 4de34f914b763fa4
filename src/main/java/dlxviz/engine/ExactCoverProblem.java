package dlxviz.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An exact-cover problem: named items, the first {@link #primaryCount()} of them primary (each
 * must be covered exactly once) and the rest secondary (covered at most once), and options,
 * each a set of items.
 *
 * <p>Colours (Knuth's XCC, Algorithm C, his DLX2): an option may give a secondary item a colour
 * ({@code X:a}); options that agree on an item's colour may share it. Colours are numbered
 * 1..K, in the order their names first appear; 0 means "no colour" (the item is covered as in
 * Algorithm X). A problem without any colour is exactly DLX1's.
 *
 * <p>Numbering follows Knuth, so that figures and traces read like DLX1's: items are 1..N (0 is
 * the root of the item list) and options 1..M in input order. Immutable; validated on
 * construction with an {@link InvalidProblemException} that names the offending option or item.
 */
public final class ExactCoverProblem {
    private final String[] itemNames;     // [0] unused
    private final int primaryCount;
    /**
     * The item numbers of every option, one option after another, in the order given; option k's
     * are {@code items[starts[k]] .. items[starts[k + 1] - 1]}. Flat, as DLX1 keeps its nodes:
     * see {@link OptionList} for why not an array per option.
     */
    private final int[] items;
    private final int[] starts;           // [0] unused; [M + 1] is the number of entries
    /** Each option's label ([0] unused); null when no option has one. */
    private final String[] optionLabels;
    /** Colour of each entry, parallel to {@code items} (0: none); null when no entry has one. */
    private final int[] colours;
    /** Colour names, [0] unused; empty when there are no colours. */
    private final String[] colourNames;
    private final Map<String, Integer> itemByName;

    private ExactCoverProblem(String[] itemNames, int primaryCount, OptionList.Taken options, String[] colourNames) {
        this.itemNames = itemNames;
        this.primaryCount = primaryCount;
        this.items = options.items();
        this.starts = options.starts();
        this.optionLabels = options.labels();
        this.colours = options.colours();
        this.colourNames = colourNames;
        this.itemByName = new HashMap<>();
        validate();
    }

    /**
     * A problem from item names and options given as lists of item numbers (1-based).
     *
     * @param labels how each option is shown to people (for example {@code r3c5=7}); null for
     *               the default, the option's item names separated by spaces
     */
    public static ExactCoverProblem of(List<String> itemNames, int primaryCount,
                                       List<int[]> options, List<String> labels) {
        return of(itemNames, primaryCount, options, null, List.of(), labels);
    }

    /**
     * A problem with colours: {@code colours.get(k)[j]} is the colour (1..K, 0 for none) that
     * option k+1 gives its j-th item, and {@code colourNames.get(c - 1)} names colour c. Only
     * secondary items may have a colour. With {@code colours} null, or no colour given anywhere,
     * the problem is colourless.
     */
    public static ExactCoverProblem of(List<String> itemNames, int primaryCount, List<int[]> options,
                                       List<int[]> colours, List<String> colourNames, List<String> labels) {
        if (labels != null && labels.size() != options.size()) {
            throw new InvalidProblemException(
                    labels.size() + " option labels given for " + options.size() + " options");
        }
        if (colours != null && colours.size() != options.size()) {
            throw new InvalidProblemException(colours.size() + " colour lists given for " + options.size() + " options");
        }
        OptionList list = new OptionList();
        for (int k = 0; k < options.size(); k++) {
            list.add(options.get(k), colours == null ? null : colours.get(k), labels == null ? null : labels.get(k));
        }
        return of(itemNames, primaryCount, list, colourNames);
    }

    /**
     * A problem whose options were gathered in an {@link OptionList} (a reader's way: no array per
     * option). The problem keeps the list's arrays; {@code colourNames.get(c - 1)} names colour c.
     */
    public static ExactCoverProblem of(List<String> itemNames, int primaryCount, OptionList options,
                                       List<String> colourNames) {
        String[] names = new String[itemNames.size() + 1];
        for (int i = 0; i < itemNames.size(); i++) {
            names[i + 1] = itemNames.get(i);
        }
        OptionList.Taken taken = options.take();
        String[] colourNameArray = new String[taken.colours() == null ? 1 : colourNames.size() + 1];
        for (int c = 1; c < colourNameArray.length; c++) {
            colourNameArray[c] = colourNames.get(c - 1);
        }
        return new ExactCoverProblem(names, primaryCount, taken, colourNameArray);
    }

    public static Builder builder() {
        return new Builder();
    }

    private void validate() {
        int n = itemNames.length - 1;
        if (primaryCount < 0 || primaryCount > n) {
            throw new InvalidProblemException(
                    "primary item count " + primaryCount + " is outside 0.." + n);
        }
        for (int i = 1; i <= n; i++) {
            String name = itemNames[i];
            if (name == null || name.isBlank()) {
                throw new InvalidProblemException("item " + i + " has no name");
            }
            Integer before = itemByName.putIfAbsent(name, i);
            if (before != null) {
                throw new InvalidProblemException(
                        "item name '" + name + "' is used twice (items " + before + " and " + i + ")");
            }
        }
        // Which option last named each item: one array for all options, not one per option, which
        // for a million options of a problem of many items was gigabytes of garbage.
        int[] seenIn = new int[n + 1];
        for (int k = 1; k < starts.length - 1; k++) {
            if (starts[k + 1] == starts[k]) {
                throw new InvalidProblemException("option " + k + " has no items");
            }
            for (int e = starts[k]; e < starts[k + 1]; e++) {
                int item = items[e];
                if (item < 1 || item > n) {
                    throw new InvalidProblemException(
                            "option " + k + " names unknown item number " + item + " (items are 1.." + n + ")");
                }
                if (seenIn[item] == k) {
                    throw new InvalidProblemException(
                            "option " + k + " names item '" + itemNames[item] + "' twice");
                }
                seenIn[item] = k;
                if (colours != null) {
                    validateColour(k, e);
                }
            }
        }
    }

    private void validateColour(int k, int e) {
        int colour = colours[e];
        if (colour < 0 || colour >= colourNames.length) {
            throw new InvalidProblemException("option " + k + " gives item '" + itemNames[items[e]]
                    + "' unknown colour number " + colour + " (colours are 1.." + (colourNames.length - 1) + ")");
        }
        if (colour != 0 && isPrimary(items[e])) {
            throw new InvalidProblemException("option " + k + " gives primary item '" + itemNames[items[e]]
                    + "' a colour; only secondary items can have one");
        }
    }

    /** True when some option gives an item a colour: then the search is Knuth's Algorithm C. */
    public boolean hasColours() {
        return colours != null;
    }

    /** K, the number of distinct colours. */
    public int colourCount() {
        return colourNames.length - 1;
    }

    /** The colour (1..K) option {@code option} gives its {@code index}-th item, or 0 for none. */
    public int colour(int option, int index) {
        return colours == null ? 0 : colours[starts[option] + index];
    }

    /** The name of colour {@code colour} (1..K), as written after the colon. */
    public String colourName(int colour) {
        return colourNames[colour];
    }

    /** N, the number of items. */
    public int itemCount() {
        return itemNames.length - 1;
    }

    public int primaryCount() {
        return primaryCount;
    }

    public boolean isPrimary(int item) {
        return item >= 1 && item <= primaryCount;
    }

    /** M, the number of options. */
    public int optionCount() {
        return starts.length - 2;
    }

    /** Total number of item occurrences in all options (the number of non-header nodes). */
    public int nodeCount() {
        return items.length;
    }

    /** Name of item {@code item} (1..N). */
    public String itemName(int item) {
        return itemNames[item];
    }

    /** Item number of {@code name}, or -1 when there is no such item. */
    public int itemNumber(String name) {
        Integer item = itemByName.get(name);
        return item == null ? -1 : item;
    }

    /** The items of option {@code option} (1..M), in the order given. */
    public int[] option(int option) {
        return Arrays.copyOfRange(items, starts[option], starts[option + 1]);
    }

    /** Length of option {@code option} without copying it. */
    public int optionSize(int option) {
        return starts[option + 1] - starts[option];
    }

    /** How many item entries the options before {@code option} hold: where its items start in the flat order. */
    public int entriesBefore(int option) {
        return starts[option];
    }

    /** Item {@code index} (0-based) of option {@code option}, without copying. */
    public int optionItem(int option, int index) {
        return items[starts[option] + index];
    }

    /** How option {@code option} is shown to people: its label, or its item names. */
    public String optionLabel(int option) {
        String label = optionLabels == null ? null : optionLabels[option];
        return label != null ? label : itemNamesOf(option);
    }

    /** The option's item names separated by single spaces, as in Knuth's DLX1 format ({@code X:a} with a colour, DLX2's). */
    public String itemNamesOf(int option) {
        StringBuilder text = new StringBuilder();
        for (int j = 0; j < optionSize(option); j++) {
            if (text.length() > 0) {
                text.append(' ');
            }
            text.append(itemNames[optionItem(option, j)]);
            int colour = colour(option, j);
            if (colour != 0) {
                text.append(':').append(colourNames[colour]);
            }
        }
        return text.toString();
    }

    @Override
    public String toString() {
        return "ExactCoverProblem[items=" + itemCount() + " (primary " + primaryCount + "), options="
                + optionCount() + ", nodes=" + nodeCount() + (hasColours() ? ", colours=" + colourCount() : "") + "]";
    }

    /**
     * Builds a problem by item names; options refer to items by name, and {@code X:a} gives
     * item X colour a (when X itself is not an item's name).
     */
    public static final class Builder {
        private final List<String> primary = new ArrayList<>();
        private final List<String> secondary = new ArrayList<>();
        private final List<String[]> options = new ArrayList<>();
        private final List<String> labels = new ArrayList<>();

        public Builder primary(String... names) {
            primary.addAll(Arrays.asList(names));
            return this;
        }

        public Builder secondary(String... names) {
            secondary.addAll(Arrays.asList(names));
            return this;
        }

        public Builder option(String... itemNames) {
            return labelledOption(null, itemNames);
        }

        public Builder labelledOption(String label, String... itemNames) {
            options.add(itemNames.clone());
            labels.add(label);
            return this;
        }

        public ExactCoverProblem build() {
            List<String> names = new ArrayList<>(primary);
            names.addAll(secondary);
            Map<String, Integer> number = new HashMap<>();
            for (int i = 0; i < names.size(); i++) {
                number.putIfAbsent(names.get(i), i + 1);
            }
            List<int[]> opts = new ArrayList<>();
            List<int[]> colours = new ArrayList<>();
            List<String> colourNames = new ArrayList<>();
            Map<String, Integer> colourNumber = new HashMap<>();
            for (int k = 0; k < options.size(); k++) {
                String[] items = options.get(k);
                int[] option = new int[items.length];
                int[] colour = new int[items.length];
                for (int j = 0; j < items.length; j++) {
                    String name = items[j];
                    int colon = name.lastIndexOf(':');
                    if (!number.containsKey(name) && colon > 0 && colon < name.length() - 1) {
                        String colourName = name.substring(colon + 1);
                        name = name.substring(0, colon);
                        colour[j] = colourNumber.computeIfAbsent(colourName, c -> {
                            colourNames.add(c);
                            return colourNames.size();
                        });
                    }
                    Integer item = number.get(name);
                    if (item == null) {
                        throw new InvalidProblemException(
                                "option " + (k + 1) + " names unknown item '" + name + "'");
                    }
                    option[j] = item;
                }
                opts.add(option);
                colours.add(colour);
            }
            return of(names, primary.size(), opts, colours, colourNames, labels);
        }
    }
}
