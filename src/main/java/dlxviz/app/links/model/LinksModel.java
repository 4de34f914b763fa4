package dlxviz.app.links.model;

import dlxviz.app.hover.Highlight;
import dlxviz.app.lens.ItemOptions;
import dlxviz.app.lens.LensFocus;
import dlxviz.app.lens.LensSelection;
import dlxviz.engine.TorusView;
import dlxviz.events.SearchEvent;
import dlxviz.playback.CursorMarks;
import dlxviz.sudoku.SudokuEncoding;
import java.util.List;
import java.util.function.IntFunction;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.util.Duration;

/**
 * What the links view shows: a read-only torus (playback's replica), playback's marks at the
 * cursor, the last step's events and direction (for the animation), the animation time, and the
 * window's shared hover. The view redraws when {@link #revisionProperty()} ticks.
 * {@link PlaybackFeed} fills it from a playback.
 *
 * <p>It also holds the lens: problems with more than {@link #LENS_ABOVE_OPTIONS} options are
 * shown through a lens on one item's column unless the whole torus is asked for
 * ({@link #wholeTorusProperty()}); the lens follows the search ({@link LensFocus#following})
 * until the user picks an item ({@link #pick}), and follows it again on {@link #follow()}.
 */
public final class LinksModel {
    /**
     * Problems with more options than this are shown through the lens. Drawn whole, a torus of
     * more than about a hundred rows has cells under the view's {@code Viewport.HEAT_MAP_BELOW} pixels in a
     * links view of 700 pixels (the window at 1600x1000), so it turns into the heat map: names,
     * links and ghosts are gone. A 6x6 sudoku (216 options) and up, and pentominoes, get the
     * lens; Knuth's example, the 4x4 matrix and sudoku, 8 queens (64) and Langford pairs are
     * still drawn whole.
     */
    public static final int LENS_ABOVE_OPTIONS = 100;
    /**
     * Problems whose widest lens reaches more items than this get compact lenses
     * ({@link LensSelection#compact}): a 9x9's lens reaches at most 28 items, which stay readable
     * at 1280x720 and text scale 1.3; a 16x16's reaches 49, whose names no window can fit, and a
     * pentomino's cell has dozens of options.
     */
    public static final int COMPACT_ABOVE_ITEMS = 32;

    private final ReadOnlyIntegerWrapper revision = new ReadOnlyIntegerWrapper(this, "revision");
    private final ObjectProperty<Duration> animationDuration =
            new SimpleObjectProperty<>(this, "animationDuration", Duration.millis(400));
    private final ObjectProperty<Highlight> hovered;
    private TorusView torus;
    private CursorMarks marks;
    private List<? extends SearchEvent> lastEvents = List.of();
    private java.util.function.IntPredicate numbersDrawn;
    private boolean lastForward = true;
    private long steps;
    private IntFunction<String> itemDescriber = item -> null;
    private final BooleanProperty wholeTorus = new SimpleBooleanProperty(this, "wholeTorus", false);
    private final ReadOnlyObjectWrapper<LensFocus> lensFocus = new ReadOnlyObjectWrapper<>(this, "lensFocus");
    private ItemOptions columns;
    private LensSelection lens;
    /** The item the user picked (0: the lens follows the search). */
    private int picked;
    /** The item chosen last on the way here, for the lens when none is chosen now. */
    private int lastChosen;
    /** True while the cursor is among the givens being placed, before the search. */
    private boolean settingUp;
    private SudokuEncoding sudoku;

    /** A model of its own hover, for a view on its own (tests, slides). */
    public LinksModel() {
        this(new SimpleObjectProperty<>());
    }

    /** @param hovered the shared hover: the view sets it and lights whatever another view sets */
    public LinksModel(ObjectProperty<Highlight> hovered) {
        this.hovered = hovered;
        wholeTorus.addListener((o, was, is) -> tick());
    }

    /** Shows a new torus (a new problem), nothing marked yet; the lens follows the search. */
    public void load(TorusView newTorus) {
        numbersDrawn = null; // the last frame's numbers were another torus's
        torus = newTorus;
        marks = CursorMarks.none(newTorus);
        lastEvents = List.of();
        lastForward = true;
        columns = ItemOptions.of(newTorus.problem());
        picked = 0;
        lastChosen = 0;
        lens = null;
        namedMarks = null;
        refocus();
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
        refocus();
        tick();
    }

    /**
     * The state was published again without a move (a run started or ended, a setting changed):
     * the last step's events stay, marked, but are not animated again.
     */
    public void refreshed(CursorMarks newMarks) {
        marks = newMarks;
        refocus();
        tick();
    }

    // ---------------------------------------------------------------------------------- the lens

    /**
     * The cursor is (or is not) among the givens being placed, before the search proper: there
     * the lens follows each given placed rather than staying on an item chosen later on. Call
     * before {@link #moved} or {@link #refreshed}.
     */
    public void settingUp(boolean among) {
        settingUp = among;
    }

    /** Where the lens looks: the user's pick, or the search's choice ({@link LensFocus#following}). */
    private void refocus() {
        if (torus == null) {
            return;
        }
        if (settingUp) {
            lastChosen = 0;
        }
        LensFocus focus = picked > 0 ? LensFocus.picked(picked)
                : LensFocus.following(marks, lastChosen, torus.problem());
        if (marks.chosenItem() != 0) {
            lastChosen = marks.chosenItem();
        }
        if (columns.widestLens() > COMPACT_ABOVE_ITEMS) {
            // what is shown follows which options are still in the column: recomputed, kept if equal
            LensSelection compact = LensSelection.compact(focus.item(), columns, torus);
            if (!compact.equals(lens)) {
                lens = compact;
            }
        } else if (lens == null || lens.focus() != focus.item()) {
            lens = LensSelection.around(focus.item(), columns, torus.problem());
        }
        lensFocus.set(focus);
    }

    /**
     * Whether the picture at a cursor with {@code at}'s marks shows {@code item}: true without a
     * lens, else whether the lens the cursor gets there shows it. Asked by the narration, which
     * is told before this model follows the cursor (issue 25: it names only what is shown).
     */
    public boolean showsItemAt(int item, CursorMarks at) {
        if (!lensShown() || at == null) {
            return true;
        }
        if (at != namedMarks) {
            LensFocus focus = picked > 0 ? LensFocus.picked(picked)
                    : LensFocus.following(at, settingUp ? 0 : lastChosen, torus.problem());
            namedLens = columns.widestLens() > COMPACT_ABOVE_ITEMS ? LensSelection.compact(focus.item(), columns, torus)
                    : LensSelection.around(focus.item(), columns, torus.problem());
            namedMarks = at;
        }
        return namedLens.showsItem(item);
    }

    /** The marks {@link #showsItemAt} last worked out a lens for, and that lens. */
    private CursorMarks namedMarks;
    private LensSelection namedLens;

    /** True when the links view shows the lens: a large problem, and the whole torus not asked for. */
    public boolean lensShown() {
        return lensOffered() && !wholeTorus.get();
    }

    /**
     * True for a problem too large to be drawn whole (the lens is offered): more than
     * {@link #LENS_ABOVE_OPTIONS} options, or a torus the view cannot draw whole with its names at
     * the text floor ({@link #wholeUnreadable}).
     */
    public boolean lensOffered() {
        return torus != null && (torus.optionCount() > LENS_ABOVE_OPTIONS || wholeUnreadable);
    }

    /**
     * The view says whether the whole torus, fitted to it, would be too small for any name or
     * number at the text floor: then it shows the lens on the current cover instead (issue 24: a
     * view that cannot draw its text at a readable size changes what it draws). 8 queens' and
     * queens6's tori were unlabelled dots at 1280x720 x1.5.
     */
    public void wholeUnreadable(boolean unreadable) {
        if (wholeUnreadable != unreadable) {
            wholeUnreadable = unreadable;
            tick();
        }
    }

    private boolean wholeUnreadable;

    /** Asks for the whole torus (heat map, or detail when zoomed in) instead of the lens. */
    public BooleanProperty wholeTorusProperty() {
        return wholeTorus;
    }

    /** Where the lens looks and why; null before the first problem. */
    public ReadOnlyObjectProperty<LensFocus> lensFocusProperty() {
        return lensFocus.getReadOnlyProperty();
    }

    /** What the lens shows now (whether or not the view shows the lens); null before the first problem. */
    public LensSelection lens() {
        return lens;
    }

    /** The options of each item, as built: the columns the lens and the overview read. */
    public ItemOptions columns() {
        return columns;
    }

    /** Looks at {@code item}'s column until {@link #follow()}; an item the problem lacks is ignored. */
    public void pick(int item) {
        if (torus == null || item < 1 || item > torus.itemCount() || item == picked) {
            return;
        }
        picked = item;
        refocus();
        tick();
    }

    /** The lens follows the search again. */
    public void follow() {
        if (picked == 0) {
            return;
        }
        picked = 0;
        refocus();
        tick();
    }

    /** True while the lens stays on an item the user picked. */
    public boolean picked() {
        return picked != 0;
    }

    /** The sudoku behind the problem, for the overview's four blocks; null for any other problem. */
    public void setSudoku(SudokuEncoding encoding) {
        sudoku = encoding;
        tick();
    }

    public SudokuEncoding sudoku() {
        return sudoku;
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

    /**
     * Whether the views mark what the last step changed: not once the search has ended (a step
     * forward onto its end), where a red mark read as an error on a finished search (issue 25).
     */
    /**
     * Whether the links view's last frame drew {@code node}'s number, so the narration names a
     * node by its number only where the picture shows it (issue 25). True until a frame is drawn
     * (a window without the view, the tests): then nothing says otherwise.
     */
    public boolean drawsNodeNumber(int node) {
        return numbersDrawn == null || numbersDrawn.test(node);
    }

    /** Set by the view at each frame: which node numbers it drew. */
    public void numbersDrawn(java.util.function.IntPredicate drawn) {
        numbersDrawn = drawn;
    }

    public boolean marksLastStep() {
        return !(lastForward && !lastEvents.isEmpty()
                && lastEvents.get(lastEvents.size() - 1) instanceof dlxviz.events.SearchFinished);
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
