package dlxviz.playback;

import static dlxviz.playback.EventCode.FORCED;
import static dlxviz.playback.EventCode.HEADER_RELINKED;
import static dlxviz.playback.EventCode.ITEM_PURIFIED;
import static dlxviz.playback.EventCode.ITEM_UNPURIFIED;
import static dlxviz.playback.EventCode.NODE_UNCLEANSED;
import static dlxviz.playback.EventCode.NODE_RESTORED;
import static dlxviz.playback.EventCode.OPTION_RETRACTED;
import static dlxviz.playback.EventCode.OPTION_TRIED;
import static dlxviz.playback.EventCode.SOLUTION_FOUND;
import static dlxviz.playback.EventCode.closes;
import static dlxviz.playback.EventCode.opens;
import static dlxviz.playback.EventCode.stops;

/**
 * Where steps of each size may stop, decided locally from the codes of the events on either side
 * of a position: {@code before} (the last event applied) and {@code after} (the next one, or
 * {@link #END} at the end of a complete search). {@link StepSize#LEVEL} also needs levels and is
 * built from {@link StepSize#CHOICE} boundaries by {@link Playback}.
 */
final class Boundaries {
    static final int END = -1;

    private Boundaries() {
    }

    static boolean isBoundary(StepSize size, int before, int after) {
        switch (size) {
            case LINK:
                if (stops(before)) {
                    return true;
                }
                if (opens(before)) {
                    return false;
                }
                return after == END || !closes(after);
            case COVER:
                if (stops(before)) {
                    return true;
                }
                if (opens(before) || (after != END && closes(after))) {
                    return false;
                }
                if (after == END || opens(after) || after == ITEM_PURIFIED) {
                    return true;
                }
                // A restore or relink starts a new uncover (or unpurify) unless a restore came just before;
                // an unpurify also restores colours, and may be nothing but its end.
                boolean undoing = before == NODE_RESTORED || before == NODE_UNCLEANSED;
                return (after == NODE_RESTORED || after == HEADER_RELINKED || after == NODE_UNCLEANSED
                        || after == ITEM_UNPURIFIED) && !undoing;
            case CHOICE:
            case LEVEL:
                if (stops(before) || before == OPTION_RETRACTED || after == END) {
                    return true;
                }
                return after == OPTION_TRIED || after == FORCED;
            case SOLUTION:
                return before == SOLUTION_FOUND || after == END;
            default:
                throw new AssertionError(size);
        }
    }
}
