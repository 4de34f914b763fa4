package dlxviz.playback;


import static dlxviz.playback.EventCode.FORCED;
import static dlxviz.playback.EventCode.HEADER_UNLINKED;
import static dlxviz.playback.EventCode.ITEM_CHOSEN;
import static dlxviz.playback.EventCode.ITEM_UNCOVERED;
import static dlxviz.playback.EventCode.NODE_HIDDEN;
import static dlxviz.playback.EventCode.OPTION_RETRACTED;
import static dlxviz.playback.EventCode.OPTION_TRIED;
import static dlxviz.playback.EventCode.SOLUTION_FOUND;

import dlxviz.engine.TorusView;
import java.util.Arrays;

/**
 * What the search knew after a prefix of the log, rebuilt from the log alone: the level, the
 * stack of options tried, the item chosen per level, the forced options, and DLX1's counters.
 * Only ever moved forward (one event at a time); going back means rebuilding from a checkpoint,
 * which keeps this class free of fragile inverse bookkeeping.
 *
 * <p>The level follows the engine's {@code level()} after the same events, with one exception:
 * it is -1 while forced options are being set up. The engine lowers its level silently after the
 * backup uncover of an exhausted item; that drop is applied when the next event arrives.
 */
final class SearchContext {
    private final TorusView torus;
    int level;
    /** The backup uncover of the item chosen at {@code level} just ended: drop one level next. */
    boolean dropPending;
    boolean settingUp;
    long nodes, updates, solutions;
    /** DLX2's cleansings (Algorithm C): one per purify, one per node cleansed. */
    long cleansings;
    /** Node of the option tried at each level 0..stackSize-1 (the engine's x[]). */
    final int[] stack;
    int stackSize;
    /** Item chosen at each level; 0 where none was chosen since that level was entered. */
    final int[] chosen;
    int[] forced;
    int forcedSize;

    SearchContext(TorusView torus) {
        this.torus = torus;
        this.stack = new int[torus.primaryCount() + 2];
        this.chosen = new int[torus.primaryCount() + 2];
        this.forced = new int[4];
    }

    private SearchContext(SearchContext other) {
        this.torus = other.torus;
        this.stack = other.stack.clone();
        this.chosen = other.chosen.clone();
        this.forced = Arrays.copyOf(other.forced, Math.max(4, other.forcedSize));
        copyScalars(other);
    }

    SearchContext copy() {
        return new SearchContext(this);
    }

    /** Makes this context equal to {@code other} (same torus), without allocating when it can. */
    void copyFrom(SearchContext other) {
        System.arraycopy(other.stack, 0, stack, 0, stack.length);
        System.arraycopy(other.chosen, 0, chosen, 0, chosen.length);
        if (forced.length < other.forcedSize) {
            forced = new int[other.forced.length];
        }
        System.arraycopy(other.forced, 0, forced, 0, other.forcedSize);
        copyScalars(other);
    }

    private void copyScalars(SearchContext other) {
        level = other.level;
        dropPending = other.dropPending;
        settingUp = other.settingUp;
        nodes = other.nodes;
        updates = other.updates;
        solutions = other.solutions;
        cleansings = other.cleansings;
        stackSize = other.stackSize;
        forcedSize = other.forcedSize;
    }

    private static final int HEADER = 12;

    /**
     * A compact copy for the recorder's frequent context marks: only the live part of the stack,
     * the choices up to its top (entries above it are never read before being written again) and
     * the forced options.
     */
    int[] snapshot() {
        int[] out = new int[HEADER + 2 * stackSize + 1 + forcedSize];
        out[0] = level;
        out[1] = (dropPending ? 1 : 0) | (settingUp ? 2 : 0);
        out[2] = stackSize;
        out[3] = forcedSize;
        putLong(out, 4, nodes);
        putLong(out, 6, updates);
        putLong(out, 8, solutions);
        putLong(out, 10, cleansings);
        System.arraycopy(stack, 0, out, HEADER, stackSize);
        System.arraycopy(chosen, 0, out, HEADER + stackSize, stackSize + 1);
        System.arraycopy(forced, 0, out, HEADER + 2 * stackSize + 1, forcedSize);
        return out;
    }

    /** Makes this context equal to the one {@code snapshot} was taken from (same torus). */
    void restore(int[] snapshot) {
        level = snapshot[0];
        dropPending = (snapshot[1] & 1) != 0;
        settingUp = (snapshot[1] & 2) != 0;
        stackSize = snapshot[2];
        forcedSize = snapshot[3];
        nodes = getLong(snapshot, 4);
        updates = getLong(snapshot, 6);
        solutions = getLong(snapshot, 8);
        cleansings = getLong(snapshot, 10);
        System.arraycopy(snapshot, HEADER, stack, 0, stackSize);
        Arrays.fill(chosen, 0);
        System.arraycopy(snapshot, HEADER + stackSize, chosen, 0, stackSize + 1);
        if (forced.length < forcedSize) {
            forced = new int[forcedSize];
        }
        System.arraycopy(snapshot, HEADER + 2 * stackSize + 1, forced, 0, forcedSize);
    }

    private static void putLong(int[] a, int at, long value) {
        a[at] = (int) (value >>> 32);
        a[at + 1] = (int) value;
    }

    private static long getLong(int[] a, int at) {
        return (long) a[at] << 32 | (a[at + 1] & 0xFFFFFFFFL);
    }

    /** Moves the context past one event. */
    void apply(int code, int payload) {
        if (dropPending) {
            level--;
            dropPending = false;
        }
        switch (code) {
            case ITEM_CHOSEN:
                settingUp = false;
                nodes++;
                level = stackSize;
                chosen[level] = payload;
                break;
            case HEADER_UNLINKED:
            case NODE_HIDDEN:
                updates++;
                break;
            case ITEM_UNCOVERED:
                // The backup uncover of the exhausted item at this level (no option of this level is
                // on the stack): the engine goes one level up before its next event.
                if (stackSize == level && chosen[level] == payload) {
                    chosen[level] = 0;
                    dropPending = level > 0;
                }
                break;
            case OPTION_TRIED:
                stack[stackSize++] = payload;
                chosen[stackSize] = 0;
                break;
            case OPTION_RETRACTED:
                stackSize--;
                break;
            case SOLUTION_FOUND:
                if (settingUp || stackSize == 0) {
                    // Found on entering level 0 with nothing left to cover: DLX1 counts the node
                    // entered and the solution.
                    nodes++;
                    settingUp = false;
                    level = 0;
                }
                nodes++;
                solutions++;
                break;
            case FORCED:
                if (forcedSize == forced.length) {
                    forced = Arrays.copyOf(forced, forced.length * 2);
                }
                forced[forcedSize++] = torus.optionOf(payload);
                settingUp = true;
                level = -1;
                break;
            case EventCode.ITEM_PURIFIED:
            case EventCode.NODE_CLEANSED:
                cleansings++;
                break;
            default: // ITEM_COVERED, NODE_RESTORED, HEADER_RELINKED, DEAD_END, SEARCH_FINISHED
                break;
        }
    }

    int[] partialSolution() {
        int[] options = new int[stackSize];
        for (int l = 0; l < stackSize; l++) {
            options[l] = torus.optionOf(stack[l]);
        }
        return options;
    }

    int[] forcedOptions() {
        return Arrays.copyOf(forced, forcedSize);
    }

    int[] chosenItems() {
        return level < 0 ? new int[0] : Arrays.copyOf(chosen, level + 1);
    }
}
