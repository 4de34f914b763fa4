package dlxviz.playback;

import dlxviz.engine.Torus;
import dlxviz.events.DeadEnd;
import dlxviz.events.HeaderRelinked;
import dlxviz.events.HeaderUnlinked;
import dlxviz.events.ItemChosen;
import dlxviz.events.ItemCovered;
import dlxviz.events.ItemPurified;
import dlxviz.events.ItemUncovered;
import dlxviz.events.ItemUnpurified;
import dlxviz.events.NodeCleansed;
import dlxviz.events.NodeUncleansed;
import dlxviz.events.NodeHidden;
import dlxviz.events.NodeRestored;
import dlxviz.events.OptionRetracted;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.events.SearchFinished;
import dlxviz.events.SolutionFound;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns log entries back into events, and applies the link changes among them to the replica
 * torus, forwards or undone. A log entry holds one number; the other fields of an event come
 * from the replica (a removed node or header keeps the links it had, so either side of the
 * change would do) and from the search context just after the event (its level, the stack).
 */
final class EventDecoder {
    private final Torus replica;

    EventDecoder(Torus replica) {
        this.replica = replica;
    }

    /**
     * The record of a logged event, given the context just after it and the replica in the state
     * just after it (an item's length at its choice is read before its cover, which comes next).
     */
    SearchEvent decode(int code, int payload, SearchContext after) {
        switch (code) {
            case EventCode.ITEM_CHOSEN:
                return new ItemChosen(payload, replica.length(payload), after.level);
            case EventCode.ITEM_COVERED:
                return new ItemCovered(payload, after.level);
            case EventCode.HEADER_UNLINKED:
                return new HeaderUnlinked(payload, replica.left(payload), replica.right(payload));
            case EventCode.NODE_HIDDEN:
                return new NodeHidden(payload, replica.top(payload), replica.up(payload), replica.down(payload));
            case EventCode.NODE_RESTORED:
                return new NodeRestored(payload, replica.top(payload), replica.up(payload), replica.down(payload));
            case EventCode.HEADER_RELINKED:
                return new HeaderRelinked(payload, replica.left(payload), replica.right(payload));
            case EventCode.ITEM_UNCOVERED:
                return new ItemUncovered(payload, after.level);
            case EventCode.OPTION_TRIED:
                return new OptionTried(replica.optionOf(payload), payload, after.level);
            case EventCode.FORCED:
                return new OptionTried(replica.optionOf(payload), payload, -1);
            case EventCode.OPTION_RETRACTED:
                return new OptionRetracted(replica.optionOf(payload), payload, after.level);
            case EventCode.DEAD_END:
                return new DeadEnd(payload, after.level);
            case EventCode.SOLUTION_FOUND:
                return new SolutionFound(after.solutions, after.partialSolution());
            case EventCode.SEARCH_FINISHED:
                return new SearchFinished(after.solutions);
            case EventCode.ITEM_PURIFIED:
                return new ItemPurified(payload, replica.top(payload), replica.colourOf(payload), after.level);
            case EventCode.ITEM_UNPURIFIED:
                return new ItemUnpurified(payload, replica.top(payload), replica.colourOf(payload), after.level);
            case EventCode.NODE_CLEANSED:
                return new NodeCleansed(payload, replica.top(payload), replica.colourOf(payload));
            case EventCode.NODE_UNCLEANSED:
                return new NodeUncleansed(payload, replica.top(payload), replica.colourOf(payload));
            default:
                throw new IllegalStateException("corrupt event log entry: code " + code);
        }
    }

    /**
     * Applies a recorded link change to the replica ({@code inverse}: undoes it), taking every
     * field but the node or item from the replica's own links.
     */
    void applyChange(int code, int payload, boolean inverse) {
        int c = inverse ? inverseCode(code) : code;
        switch (c) {
            case EventCode.HEADER_UNLINKED:
                replica.apply(new HeaderUnlinked(payload, replica.left(payload), replica.right(payload)));
                break;
            case EventCode.HEADER_RELINKED:
                replica.apply(new HeaderRelinked(payload, replica.left(payload), replica.right(payload)));
                break;
            case EventCode.NODE_HIDDEN:
                replica.apply(new NodeHidden(payload, replica.top(payload), replica.up(payload), replica.down(payload)));
                break;
            case EventCode.NODE_RESTORED:
                replica.apply(new NodeRestored(payload, replica.top(payload), replica.up(payload), replica.down(payload)));
                break;
            case EventCode.ITEM_PURIFIED:
            case EventCode.ITEM_UNPURIFIED:
            case EventCode.NODE_CLEANSED:
            case EventCode.NODE_UNCLEANSED:
                // Colours need no neighbours: the payload and the problem give item and colour.
                replica.apply(colourChange(c, payload));
                break;
            default:
                throw new AssertionError(c);
        }
    }

    /**
     * Undoes the logged events {@code target .. from-1} on the replica, which stands at
     * {@code from}, and lists them in the order undone, each with the fields it had when it was
     * applied. {@code atTarget} is the search context after {@code target} events (not changed).
     */
    List<SearchEvent> undo(EventLog log, long target, long from, SearchContext atTarget) {
        int n = (int) (from - target);
        // Markers are decoded with the context just after them, which only a forward pass builds.
        SearchContext c = atTarget.copy();
        SearchEvent[] markers = new SearchEvent[n];
        int[] levels = new int[n];
        for (int i = 0; i < n; i++) {
            int entry = log.get(target + i);
            int code = EventCode.code(entry);
            c.apply(code, EventCode.payload(entry));
            levels[i] = c.level;
            if (!EventCode.changesTorus(code) && code != EventCode.ITEM_CHOSEN) {
                markers[i] = decode(code, EventCode.payload(entry), c);
            }
        }
        // Link changes and choices are decoded from the replica, just before each is undone.
        List<SearchEvent> undone = new ArrayList<>(n);
        for (int i = n - 1; i >= 0; i--) {
            int entry = log.get(target + i);
            int code = EventCode.code(entry);
            int payload = EventCode.payload(entry);
            if (code == EventCode.ITEM_PURIFIED || code == EventCode.ITEM_UNPURIFIED) {
                undone.add(code == EventCode.ITEM_PURIFIED
                        ? new ItemPurified(payload, replica.top(payload), replica.colourOf(payload), levels[i])
                        : new ItemUnpurified(payload, replica.top(payload), replica.colourOf(payload), levels[i]));
                applyChange(code, payload, true);
            } else if (EventCode.changesTorus(code)) {
                undone.add(decode(code, payload, c));
                applyChange(code, payload, true);
            } else if (code == EventCode.ITEM_CHOSEN) {
                undone.add(new ItemChosen(payload, replica.length(payload), levels[i]));
            } else {
                undone.add(markers[i]);
            }
        }
        return undone;
    }

    /** A colour change of the log as a record (its level does not matter to the replica). */
    private dlxviz.events.TorusChange colourChange(int code, int payload) {
        int item = replica.top(payload), colour = replica.colourOf(payload);
        switch (code) {
            case EventCode.ITEM_PURIFIED:
                return new ItemPurified(payload, item, colour, -1);
            case EventCode.ITEM_UNPURIFIED:
                return new ItemUnpurified(payload, item, colour, -1);
            case EventCode.NODE_CLEANSED:
                return new NodeCleansed(payload, item, colour);
            default:
                return new NodeUncleansed(payload, item, colour);
        }
    }

    /** The code of the change that undoes {@code code}. */
    static int inverseCode(int code) {
        switch (code) {
            case EventCode.HEADER_UNLINKED:
                return EventCode.HEADER_RELINKED;
            case EventCode.HEADER_RELINKED:
                return EventCode.HEADER_UNLINKED;
            case EventCode.NODE_HIDDEN:
                return EventCode.NODE_RESTORED;
            case EventCode.NODE_RESTORED:
                return EventCode.NODE_HIDDEN;
            case EventCode.ITEM_PURIFIED:
                return EventCode.ITEM_UNPURIFIED;
            case EventCode.ITEM_UNPURIFIED:
                return EventCode.ITEM_PURIFIED;
            case EventCode.NODE_CLEANSED:
                return EventCode.NODE_UNCLEANSED;
            case EventCode.NODE_UNCLEANSED:
                return EventCode.NODE_CLEANSED;
            default:
                throw new AssertionError(code);
        }
    }
}
