package dlxviz.app.links;

import dlxviz.events.SearchEvent;
import dlxviz.playback.Direction;
import dlxviz.playback.ReadOnlyPlayback;
import dlxviz.playback.Step;
import java.util.List;
import javafx.util.Duration;

/**
 * Feeds a {@link LinksModel} from a playback: on each revision, its replica torus, the last
 * move's events (to animate; none for a jump or a move already shown) and playback's marks at
 * the cursor, so seeks need no event history.
 */
public final class PlaybackFeed {
    private final LinksModel model;
    private Step shown;

    public PlaybackFeed(LinksModel model) {
        this.model = model;
    }

    /** Shows {@code playback} after {@code lastStep} (null before any), animating for {@code duration}. */
    public void show(ReadOnlyPlayback playback, Step lastStep, Duration duration) {
        if (playback == null) {
            return;
        }
        model.animationDurationProperty().set(duration == null ? Duration.ZERO : duration);
        boolean fresh = model.torus() != playback.torus();
        if (fresh) {
            model.load(playback.torus());
        }
        boolean animate = !fresh && lastStep != null && lastStep != shown && !lastStep.isJump();
        List<SearchEvent> events = animate ? lastStep.events() : List.of();
        boolean forward = lastStep == null || lastStep.direction() == Direction.FORWARD;
        shown = lastStep;
        model.moved(events, forward, playback.marks());
    }
}
