package dlxviz.app.links;

import dlxviz.engine.Torus;
import dlxviz.events.SearchEvent;
import dlxviz.events.TorusChange;
import java.util.List;
import java.util.function.IntFunction;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.util.Duration;

/**
 * What the links and matrix views show: a torus (the engine's or playback's replica), the
 * highlights followed from the events, the last step's events and direction (for animation),
 * the animation time, and the shared hover. The views redraw when {@link #revisionProperty()}
 * ticks. The app's view model feeds one of these through a small adapter; tests and demos feed
 * it straight from {@code Search.step()}.
 */
public final class LinksModel {
    private final ObjectProperty<Torus> torus = new SimpleObjectProperty<>(this, "torus");
    private final ReadOnlyIntegerWrapper revision = new ReadOnlyIntegerWrapper(this, "revision");
    private final ObjectProperty<Duration> animationDuration =
            new SimpleObjectProperty<>(this, "animationDuration", Duration.millis(400));
    private final ObjectProperty<LinksTarget> hovered = new SimpleObjectProperty<>(this, "hovered");
    private SearchHighlights highlights = new SearchHighlights(0, 0);
    private List<? extends SearchEvent> lastEvents = List.of();
    private boolean lastForward = true;
    private IntFunction<String> itemDescriber = item -> null;

    public LinksModel() {
    }

    public LinksModel(Torus torus) {
        load(torus);
    }

    /** Shows a new torus (a new problem, or a jump the events cannot describe). */
    public void load(Torus newTorus) {
        highlights = new SearchHighlights(newTorus.itemCount(), newTorus.primaryCount());
        lastEvents = List.of();
        lastForward = true;
        torus.set(newTorus);
        revision.set(revision.get() + 1);
    }

    /**
     * The torus has just changed by {@code events}: in forward order when {@code forward}, or
     * when stepping back, the same recorded events in the order they were undone (each torus
     * change was applied as its {@link TorusChange#inverse()}).
     */
    public void applied(List<? extends SearchEvent> events, boolean forward) {
        for (SearchEvent event : events) {
            highlights.apply(event, forward);
        }
        lastEvents = List.copyOf(events);
        lastForward = forward;
        revision.set(revision.get() + 1);
    }

    /**
     * One move from a source that knows the state at the cursor (playback): the events passed,
     * for the animation (empty for a jump), and the highlights rebuilt from that state.
     */
    public void moved(List<? extends SearchEvent> events, boolean forward, SearchHighlights state) {
        highlights = state;
        lastEvents = List.copyOf(events);
        lastForward = forward;
        revision.set(revision.get() + 1);
    }

    /** The torus changed in a way the views cannot animate (a seek): redraw without animation. */
    public void changed() {
        lastEvents = List.of();
        revision.set(revision.get() + 1);
    }

    /** Replaces the highlights (an adapter that rebuilt them after a seek). */
    public void setHighlights(SearchHighlights newHighlights) {
        highlights = newHighlights;
        changed();
    }

    public Torus torus() {
        return torus.get();
    }

    public ObjectProperty<Torus> torusProperty() {
        return torus;
    }

    public ReadOnlyIntegerProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    public SearchHighlights highlights() {
        return highlights;
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
    public ObjectProperty<LinksTarget> hoveredProperty() {
        return hovered;
    }

    /** How an item reads in the problem's own terms ("box 2 needs a 7"); null for just its name. */
    public void setItemDescriber(IntFunction<String> describer) {
        itemDescriber = describer == null ? item -> null : describer;
        changed();
    }

    public String describeItem(int item) {
        return itemDescriber.apply(item);
    }
}
