package dlxviz.playback;

/**
 * One log entry per event, in one int: a 5-bit code on top, a 27-bit payload below (Algorithm C's
 * four colour events took the codes past 16; 2^27 nodes is still far beyond a stepped problem). The payload
 * is the one number the event needs; everything else is recovered from the torus at that point
 * (a hidden node keeps its own links, a header keeps its neighbours) or from the search context
 * that the log itself builds up (levels, the stack, counters).
 */
final class EventCode {
    // Codes 0..11 equal the EventKind ordinals (a test checks); FORCED marks an OptionTried at level -1 (a given).
    static final int ITEM_CHOSEN = 0; // payload: item
    static final int ITEM_COVERED = 1; // item
    static final int HEADER_UNLINKED = 2; // item
    static final int NODE_HIDDEN = 3; // node
    static final int NODE_RESTORED = 4; // node
    static final int HEADER_RELINKED = 5; // item
    static final int ITEM_UNCOVERED = 6; // item
    static final int OPTION_TRIED = 7; // node
    static final int OPTION_RETRACTED = 8; // node
    static final int DEAD_END = 9; // item
    static final int SOLUTION_FOUND = 10; // none
    static final int SEARCH_FINISHED = 11; // none
    static final int FORCED = 12; // node
    // Algorithm C (colours): purify and unpurify.
    static final int ITEM_PURIFIED = 13; // node of the option that gives the colour
    static final int NODE_CLEANSED = 14; // node
    static final int NODE_UNCLEANSED = 15; // node
    static final int ITEM_UNPURIFIED = 16; // node of the option that gave the colour

    static final int PAYLOAD_BITS = 27;
    static final int MAX_PAYLOAD = (1 << PAYLOAD_BITS) - 1;

    private EventCode() {
    }

    static int encode(int code, int payload) {
        return code << PAYLOAD_BITS | payload;
    }

    static int code(int entry) {
        return entry >>> PAYLOAD_BITS;
    }

    static int payload(int entry) {
        return entry & MAX_PAYLOAD;
    }

    static boolean changesTorus(int code) {
        return (code >= HEADER_UNLINKED && code <= HEADER_RELINKED) || code >= ITEM_PURIFIED;
    }

    /** Markers that belong with the link change after them. */
    static boolean opens(int code) {
        return code == ITEM_CHOSEN || code == ITEM_COVERED || code == OPTION_TRIED || code == FORCED;
    }

    /** Markers that belong with the link change before them. */
    static boolean closes(int code) {
        return code == ITEM_UNCOVERED || code == OPTION_RETRACTED || code == SEARCH_FINISHED
                || code == DEAD_END || code == SOLUTION_FOUND;
    }

    /** Events every step stops after: a teacher never wants to step over them. */
    static boolean stops(int code) {
        return code == DEAD_END || code == SOLUTION_FOUND;
    }
}
