package dlxviz.engine;

import java.util.Arrays;

/**
 * Options gathered one at a time into flat arrays, for {@link ExactCoverProblem}: the item
 * numbers of every option one after another in one {@code int[]}, with where each option starts
 * in another, as DLX1 keeps its nodes. An array per option cost 24 bytes of object header and
 * padding for the 8 bytes of a two-item option: a file of a million options took 28 MB where
 * its items take 8 (issue 26). Colours and labels take no room until some option has one.
 *
 * <p>Handed to {@link ExactCoverProblem#of(java.util.List, int, OptionList, java.util.List)}
 * once, which keeps the arrays without copying them; the list takes no option after that.
 */
public final class OptionList {
    /** The item numbers of all options, one option after another. */
    private int[] items = new int[64];
    private int entries;
    /** {@code starts[k]}: index in {@link #items} of option k's first item (k = 1..M+1; [0] unused). */
    private int[] starts = new int[32];
    private int count;
    /** Colour of each entry, parallel to {@link #items}; null until an option gives one. */
    private int[] colours;
    /** Each option's label ([0] unused); null until an option has one. */
    private String[] labels;
    private boolean taken;

    /**
     * Adds option M+1.
     *
     * @param optionItems   its item numbers (1-based), in the order given
     * @param optionColours the colour of each item (0 for none), or null for none at all
     * @param label         how the option is shown to people, or null for its item names
     */
    public void add(int[] optionItems, int[] optionColours, String label) {
        if (taken) {
            throw new IllegalStateException("the options were handed to a problem already");
        }
        if (optionColours != null && optionColours.length != optionItems.length) {
            throw new InvalidProblemException("option " + (count + 1) + " has " + optionColours.length
                    + " colours for " + optionItems.length + " items");
        }
        int end = entries + optionItems.length;
        if (end < 0) {
            throw new InvalidProblemException("more than " + Integer.MAX_VALUE + " item entries in all options");
        }
        if (end > items.length) {
            items = Arrays.copyOf(items, grown(items.length, end));
        }
        System.arraycopy(optionItems, 0, items, entries, optionItems.length);
        if (optionColours != null && colours == null && hasColour(optionColours)) {
            colours = new int[items.length];
        }
        if (colours != null) {
            if (colours.length < items.length) {
                colours = Arrays.copyOf(colours, items.length);
            }
            if (optionColours != null) {
                System.arraycopy(optionColours, 0, colours, entries, optionColours.length);
            }
        }
        if (count + 2 >= starts.length) {
            starts = Arrays.copyOf(starts, grown(starts.length, count + 3));
        }
        starts[++count] = entries;
        entries = end;
        starts[count + 1] = entries;
        if (label != null && labels == null) {
            labels = new String[starts.length];
        }
        if (labels != null) {
            if (labels.length < starts.length) {
                labels = Arrays.copyOf(labels, starts.length);
            }
            labels[count] = label;
        }
    }

    /** M, the number of options added. */
    public int size() {
        return count;
    }

    /** Half as much again, at least {@code needed}: doubling left up to half of a large array unused. */
    private static int grown(int length, int needed) {
        long next = Math.max((long) needed, length + (length >> 1) + 16);
        return (int) Math.min(next, Integer.MAX_VALUE - 8);
    }

    private static boolean hasColour(int[] colours) {
        for (int c : colours) {
            if (c != 0) {
                return true;
            }
        }
        return false;
    }

    // ---- handed over, trimmed, to the problem ----

    /** What a problem keeps: the arrays trimmed to size ({@code colours} and {@code labels} may be null). */
    record Taken(int[] items, int[] starts, int[] colours, String[] labels) {
    }

    /** The arrays trimmed to size; the list takes no option after this. */
    Taken take() {
        if (taken) {
            throw new IllegalStateException("the options were handed to a problem already");
        }
        taken = true;
        Taken result = new Taken(trim(items, entries), trim(starts, count + 2),
                colours == null ? null : trim(colours, entries),
                labels == null ? null : labels.length == count + 1 ? labels : Arrays.copyOf(labels, count + 1));
        items = null; // let the untrimmed arrays go
        starts = null;
        colours = null;
        labels = null;
        return result;
    }

    private static int[] trim(int[] array, int length) {
        return array.length == length ? array : Arrays.copyOf(array, length);
    }
}
