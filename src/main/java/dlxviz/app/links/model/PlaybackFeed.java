package dlxviz.app.links.model;

import dlxviz.events.SearchEvent;
import dlxviz.playback.Direction;
import dlxviz.playback.ReadOnlyPlayback;
import dlxviz.playback.Step;
import java.util.List;
import javafx.util.Duration;

/**
 * Feeds a {@link LinksModel} from a playback: on each revision, its replica torus, the last
 * move's events (to animate and mark; none for a jump) and playback's marks at the cursor, so
 * seeks need no event history. A move already shown is refreshed, not replayed.
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
        model.settingUp(playback.position() < playback.setUpLength()); // Ready itself is not among them
        if (!fresh && lastStep == shown) {
            model.refreshed(playback.marks()); // the same move again: keep its marks, no new animation
            return;
        }
        boolean listed = !fresh && lastStep != null && !lastStep.isJump();
        List<SearchEvent> events = listed ? lastStep.events() : List.of();
        boolean forward = lastStep == null || lastStep.direction() == Direction.FORWARD;
        shown = lastStep;
        model.moved(events, forward, playback.marks());
    }
}
