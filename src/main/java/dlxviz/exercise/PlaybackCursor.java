package dlxviz.exercise;

import dlxviz.engine.TorusView;
import dlxviz.events.SearchEvent;
import dlxviz.playback.Playback;

/** An {@link EventCursor} on a playback of its own, from the end of its set-up (a sudoku's givens). */
public final class PlaybackCursor implements EventCursor {
    private final Playback playback;

    public PlaybackCursor(Playback playback) {
        this.playback = playback;
        playback.ready();
    }

    public Playback playback() {
        return playback;
    }

    @Override
    public SearchEvent peek() {
        return playback.nextEvent();
    }

    @Override
    public void advance() {
        playback.advance(1);
    }

    @Override
    public TorusView torus() {
        return playback.torus();
    }
}
