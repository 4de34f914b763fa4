package dlxviz.playback;

import dlxviz.events.SearchEvent;
import dlxviz.events.TorusChange;
import java.util.ArrayList;
import java.util.List;

/**
 * What one move of the cursor did, for views to animate and narrate.
 *
 * @param direction  which way the cursor went
 * @param from       the position before the move (events applied)
 * @param to         the position after it
 * @param events     the log's events the cursor passed, in the order it passed them: log order
 *                   going forward, reverse log order going back (each was then <em>undone</em>;
 *                   for a {@link TorusChange} that means its {@code inverse()} was applied). Empty
 *                   when the move was a jump ({@link #isJump()}): a seek, or more than
 *                   {@link #MAX_LISTED} events, which views should redraw rather than animate.
 * @param end        why the move stopped there
 * @param breakpoint the breakpoint that stopped it, when {@code end} is {@link StepEnd#BREAKPOINT}
 */
public record Step(Direction direction, long from, long to, List<SearchEvent> events, StepEnd end,
                   Breakpoint breakpoint) {

    /** The longest move whose events are listed; longer moves are jumps. */
    public static final int MAX_LISTED = 4096;

    public Step {
        events = List.copyOf(events);
    }

    /** Number of events passed. */
    public long length() {
        return Math.abs(to - from);
    }

    /** True when nothing moved (at the start, at the end, or the recorder was busy). */
    public boolean isEmpty() {
        return from == to;
    }

    /** True when the events are not listed: a seek or a very long move; redraw, don't animate. */
    public boolean isJump() {
        return events.size() != length();
    }

    /** The link changes applied to the replica, in the order applied (inverses going back). */
    public List<TorusChange> torusChanges() {
        List<TorusChange> changes = new ArrayList<>();
        for (SearchEvent event : events) {
            if (event instanceof TorusChange change) {
                changes.add(direction == Direction.FORWARD ? change : change.inverse());
            }
        }
        return changes;
    }

    /** The last event passed, or null when none is listed. */
    public SearchEvent lastEvent() {
        return events.isEmpty() ? null : events.get(events.size() - 1);
    }
}
