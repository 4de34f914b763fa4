package dlxviz.playback;

import static dlxviz.playback.EventCode.code;
import static dlxviz.playback.EventCode.payload;


/**
 * Which cover or uncover the cursor stands inside, read from the log around it: the narration
 * and the views need the item of a cover while its nodes are hidden one link step at a time.
 */
final class CoverQueries {
    private CoverQueries() {
    }

    /** The item whose cover the event before {@code position} belongs to, or 0. */
    static int coveringItem(EventLog log, long position) {
        for (long q = position - 1; q >= 0; q--) {
            int entry = log.get(q);
            int code = code(entry);
            if (code == EventCode.ITEM_COVERED || code == EventCode.HEADER_UNLINKED) {
                return payload(entry);
            }
            if (code != EventCode.NODE_HIDDEN) {
                return 0;
            }
        }
        return 0;
    }

    /** The item whose uncover the event before {@code position} belongs to, or 0. */
    static int uncoveringItem(EventLog log, long position) {
        if (position == 0) {
            return 0;
        }
        int last = code(log.get(position - 1));
        if (last != EventCode.NODE_RESTORED && last != EventCode.HEADER_RELINKED
                && last != EventCode.ITEM_UNCOVERED) {
            return 0;
        }
        // An uncover ends with its header relinked; the recorder never stops inside one.
        long length = log.length();
        for (long q = position - 1; q < length; q++) {
            int entry = log.get(q);
            int code = code(entry);
            if (code == EventCode.HEADER_RELINKED || code == EventCode.ITEM_UNCOVERED) {
                return payload(entry);
            }
            if (code == EventCode.NODE_UNCLEANSED || code == EventCode.ITEM_UNPURIFIED) {
                return 0; // an unpurify's restores, not an uncover's
            }
        }
        return 0;
    }
}
