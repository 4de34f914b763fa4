package dlxviz.app.links;

import dlxviz.app.hover.Highlight;
import dlxviz.engine.TorusView;
import dlxviz.events.SearchEvent;
import dlxviz.playback.CursorMarks;
import java.util.List;
import java.util.function.IntFunction;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.util.Duration;

/**
 * What the links view shows: a read-only torus (playback's replica), playback's marks at the
 * cursor, the last step's events and direction (for the animation), the animation time, and the
 * window's shared hover. The view redraws when {@link #revisionProperty()} ticks.
 * {@link PlaybackFeed} fills it from a playback.
 */
public final class LinksModel {
    private final ReadOnlyIntegerWrapper revision = new ReadOnlyIntegerWrapper(this, "revision");
    private final ObjectProperty<Duration> animationDuration =
            new SimpleObjectProperty<>(this, "animationDuration", Duration.millis(400));
    private final ObjectProperty<Highlight> hovered;
    private TorusView torus;
    private CursorMarks marks;
    private List<? extends SearchEvent> lastEvents = List.of();
    private boolean lastForward = true;
    private long steps;
    private IntFunction<String> itemDescriber = item -> null;

    /** A model of its own hover, for a view on its own (tests, slides). */
    public LinksModel() {
        this(new SimpleObjectProperty<>());
    }

    /** @param hovered the shared hover: the view sets it and lights whatever another view sets */
    public LinksModel(ObjectProperty<Highlight> hovered) {
        this.hovered = hovered;
    }

    /** Shows a new torus (a new problem), nothing marked yet. */
    public void load(TorusView newTorus) {
        torus = newTorus;
        marks = CursorMarks.none(newTorus);
        lastEvents = List.of();
        lastForward = true;
        tick();
    }

    /**
     * The cursor moved: the events passed (in the order passed, to animate; empty for a jump)
     * and playback's marks at the new position.
     */
    public void moved(List<? extends SearchEvent> events, boolean forward, CursorMarks newMarks) {
        marks = newMarks;
        lastEvents = List.copyOf(events);
        lastForward = forward;
        steps++;
        tick();
    }

    /**
     * The state was published again without a move (a run started or ended, a setting changed):
     * the last step's events stay, marked, but are not animated again.
     */
    public void refreshed(CursorMarks newMarks) {
        marks = newMarks;
        tick();
    }

    /** Counts the moves: a view animates a move once, when this changes. */
    public long stepCount() {
        return steps;
    }

    private void tick() {
        revision.set(revision.get() + 1);
    }

    /** The torus shown, or null before the first problem. */
    public TorusView torus() {
        return torus;
    }

    public ReadOnlyIntegerProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    /** What every view marks at the cursor. */
    public CursorMarks marks() {
        return marks;
    }

    public List<? extends SearchEvent> lastEvents() {
        return lastEvents;
    }

    public boolean lastForward() {
        return lastForward;
    }

    public ObjectProperty<Duration> animationDurationProperty() {
        return animationDuration;
    }

    /** The shared hover: views set it when the pointer rests on something and highlight it. */
    public ObjectProperty<Highlight> hoveredProperty() {
        return hovered;
    }

    /** How an item reads in the problem's own terms ("box 2 needs a 7"); null for just its name. */
    public void setItemDescriber(IntFunction<String> describer) {
        itemDescriber = describer == null ? item -> null : describer;
        tick();
    }

    public String describeItem(int item) {
        return itemDescriber.apply(item);
    }
}
