package dlxviz.exercise;

import dlxviz.engine.TorusView;
import dlxviz.events.SearchEvent;

/**
 * The engine's event stream as an exercise walks it: the next event without performing it, then
 * performing it. {@link PlaybackCursor} reads a playback; the app hands in its own window's cursor
 * so that a right move is the same step the views already draw.
 */
public interface EventCursor {
    /** The next event of the search, or null at its end. */
    SearchEvent peek();

    /** Performs the event {@link #peek()} returned. */
    void advance();

    /** The torus as it is after the events performed so far. */
    TorusView torus();
}
