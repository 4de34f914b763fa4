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
 * <p>Numbering follows Knuth, so that figures and traces read like DLX1's: items are 1..N (0 is
 * the root of the item list) and options 1..M in input order. Immutable; validated on
 * construction with an {@link InvalidProblemException} that names the offending option or item.
 */
public final class ExactCoverProblem {
    private final String[] itemNames;     // [0] unused
    private final int primaryCount;
    private final int[][] options;        // [0] unused; item numbers in the order given
    private final String[] optionLabels;  // [0] unused
    private final Map<String, Integer> itemByName;

    private ExactCoverProblem(String[] itemNames, int primaryCount, int[][] options, String[] optionLabels) {
        this.itemNames = itemNames;
        this.primaryCount = primaryCount;
        this.options = options;
        this.optionLabels = optionLabels;
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
        String[] names = new String[itemNames.size() + 1];
        for (int i = 0; i < itemNames.size(); i++) {
            names[i + 1] = itemNames.get(i);
        }
        int[][] opts = new int[options.size() + 1][];
        opts[0] = new int[0];
        for (int k = 0; k < options.size(); k++) {
            opts[k + 1] = options.get(k).clone();
        }
        if (labels != null && labels.size() != options.size()) {
            throw new InvalidProblemException(
                    labels.size() + " option labels given for " + options.size() + " options");
        }
        String[] lbls = new String[options.size() + 1];
        for (int k = 1; k < lbls.length; k++) {
            lbls[k] = labels == null ? null : labels.get(k - 1);
        }
        return new ExactCoverProblem(names, primaryCount, opts, lbls);
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
        for (int k = 1; k < options.length; k++) {
            int[] option = options[k];
            if (option.length == 0) {
                throw new InvalidProblemException("option " + k + " has no items");
            }
            boolean[] seen = new boolean[n + 1];
            for (int item : option) {
                if (item < 1 || item > n) {
                    throw new InvalidProblemException(
                            "option " + k + " names unknown item number " + item + " (items are 1.." + n + ")");
                }
                if (seen[item]) {
                    throw new InvalidProblemException(
                            "option " + k + " names item '" + itemNames[item] + "' twice");
                }
                seen[item] = true;
            }
        }
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
        return options.length - 1;
    }

    /** Total number of item occurrences in all options (the number of non-header nodes). */
    public int nodeCount() {
        int total = 0;
        for (int k = 1; k < options.length; k++) {
            total += options[k].length;
        }
        return total;
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
        return options[option].clone();
    }

    /** Length of option {@code option} without copying it. */
    public int optionSize(int option) {
        return options[option].length;
    }

    /** Item {@code index} (0-based) of option {@code option}, without copying. */
    public int optionItem(int option, int index) {
        return options[option][index];
    }

    /** How option {@code option} is shown to people: its label, or its item names. */
    public String optionLabel(int option) {
        String label = optionLabels[option];
        return label != null ? label : itemNamesOf(option);
    }

    /** The option's item names separated by single spaces, as in Knuth's DLX1 format. */
    public String itemNamesOf(int option) {
        StringBuilder text = new StringBuilder();
        for (int item : options[option]) {
            if (text.length() > 0) {
                text.append(' ');
            }
            text.append(itemNames[item]);
        }
        return text.toString();
    }

    @Override
    public String toString() {
        return "ExactCoverProblem[items=" + itemCount() + " (primary " + primaryCount + "), options="
                + optionCount() + ", nodes=" + nodeCount() + "]";
    }

    /** Builds a problem by item names; options refer to items by name. */
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
            for (int k = 0; k < options.size(); k++) {
                String[] items = options.get(k);
                int[] option = new int[items.length];
                for (int j = 0; j < items.length; j++) {
                    Integer item = number.get(items[j]);
                    if (item == null) {
                        throw new InvalidProblemException(
                                "option " + (k + 1) + " names unknown item '" + items[j] + "'");
                    }
                    option[j] = item;
                }
                opts.add(option);
            }
            return of(names, primary.size(), opts, labels);
        }
    }
}
