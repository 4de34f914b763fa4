package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.boards.SudokuView;
import dlxviz.app.hover.Highlight;
import dlxviz.app.links.LinksLayout;
import dlxviz.app.links.LinksView;
import dlxviz.app.links.OverviewView;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import dlxviz.app.testkit.Pixels;
import dlxviz.app.window.model.CursorModel;
import dlxviz.app.window.model.WindowModelAccess;
import dlxviz.engine.TorusView;
import dlxviz.events.ItemChosen;
import dlxviz.playback.CursorMarks;
import dlxviz.playback.Playback;
import dlxviz.playback.StepSize;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.css.PseudoClass;
import javafx.geometry.Point2D;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The lens on AI Escargot, in the window: what it shows at each choice, checked against the
 * torus itself (never against the lens's own code), stepping back, and hover between the board,
 * the lens and the overview.
 */
@ExtendWith(ApplicationExtension.class)
class LensWindowTest {
    private DlxApp.Window window;

    @Start
    void start(Stage stage) throws Exception {
        Preferences node = new InMemoryPreferences();
        node.clear();
        window = DlxApp.openInStages(stage, StartupArguments.parse(List.of("ai-escargot", "--step-size", "link")),
                new AppPreferences(node));
        // Every frame in full, as a series' stills are: steps taken in a burst are otherwise sketched
        // (plain cells) for a quarter of a second, which the test would have to wait out on a real clock.
        window.controller().linksView().setStills(true);
    }

    @BeforeEach
    void whole() {
        Fx.whole(window); // as users get it: the first frame, then the rest
    }

    /** What a lens shows: its columns' items and its rows' options, in order. */
    record Shown(List<Integer> items, List<Integer> options) {
    }

    @Test
    void atEachOfTheFirstTwentyChoicesTheLensShowsTheChosenColumnItsOptionsAndTheirItems() throws Exception {
        for (int choice = 1; choice <= 20; choice++) {
            int chosen = Fx.call(this::stepToNextChoice);
            int at = choice;
            settle();
            Fx.call(() -> {
                TorusView torus = playback().torus();
                LinksView view = window.controller().linksView();
                assertTrue(view.showsLens(), "a 9x9 is shown through the lens");
                assertEquals(expected(torus, chosen), shown(view.currentLayout()), "choice " + at + ": item "
                        + torus.problem().itemName(chosen));
                assertEquals(chosen, view.currentLayout().lens().focus());
                // every node of the chosen column is on screen, a ghost exactly where the torus hid it
                view.redrawNow();
                WritableImage image = view.snapshot(null, null);
                for (int option : optionsOf(torus, chosen)) {
                    int node = nodeOf(torus, option, chosen);
                    Point2D p = view.pointOf(node);
                    assertTrue(p.getX() > 0 && p.getX() < view.getWidth() && p.getY() > 0 && p.getY() < view.getHeight(),
                            "node " + node + " of " + torus.problem().optionLabel(option) + " on screen: " + p);
                    Color expected = (Color) (torus.isNodeVisible(node) ? view.palette().nodeFill() : view.palette().ghost());
                    Pixels.assertColour(expected, Pixels.at(image, p), "choice " + at + ", node " + node);
                }
                return null;
            });
        }
    }

    @Test
    void steppingBackRestoresThePreviousLens() throws Exception {
        for (int choice = 1; choice < 4; choice++) {
            Fx.call(this::stepToNextChoice);
        }
        long third = Fx.call(() -> playback().position());
        Shown before = Fx.call(() -> shown(window.controller().linksView().currentLayout()));
        List<Double> places = Fx.call(this::headerPlaces);
        Fx.call(this::stepToNextChoice);
        assertNotEquals(before, Fx.call(() -> shown(window.controller().linksView().currentLayout())), "the fourth choice moves the lens");

        robot().type(KeyCode.LEFT); // back over the choice itself: the third choice's lens again
        assertEquals(before, Fx.call(() -> shown(window.controller().linksView().currentLayout())));
        while (Fx.call(() -> playback().position()) > third) {
            Fx.call(() -> {
                window.model().cursor().stepBack();
                return null;
            });
            assertEquals(before, Fx.call(() -> shown(window.controller().linksView().currentLayout())),
                    "every step back to the third choice keeps its lens");
        }
        assertEquals(places, Fx.call(this::headerPlaces), "and every header where it was across the picture");
    }

    @Test
    void hoveringACandidateLightsItsOptionInTheLensAndItsItemsInTheOverview(FxRobot robot) throws Exception {
        int chosen = Fx.call(this::stepToNextChoice);
        // a candidate of the chosen column that is still live, so it is on the board and in the lens
        int option = Fx.call(() -> {
            TorusView torus = playback().torus();
            for (int o : optionsOf(torus, chosen)) {
                if (torus.isNodeVisible(nodeOf(torus, o, chosen))) {
                    return o;
                }
            }
            throw new AssertionError("the chosen item has a live option");
        });
        SudokuView board = (SudokuView) Fx.call(() -> window.controller().puzzlePanel());
        Point2D candidate = Fx.call(() -> {
            int cell = board.sudokuLayout().cellOf(option);
            return board.cellNode(cell).localToScreen(board.candidatePoint(cell, board.sudokuLayout().digitOf(option)));
        });
        robot.moveTo(candidate);
        WaitForAsyncUtils.waitForFxEvents();
        settle();

        assertEquals(Highlight.option(option), Fx.call(() -> window.model().highlightProperty().get()));
        Fx.call(() -> {
            LinksView view = window.controller().linksView();
            view.redrawNow();
            Color paper = (Color) view.palette().background();
            Color lit = paper.interpolate((Color) view.palette().hover(), 0.18);
            Pixels.assertColour(lit, Pixels.at(view.snapshot(null, null), view.tagProbe(option)), "the option's row in the lens");

            OverviewView overview = window.controller().overview();
            overview.redrawNow();
            WritableImage image = overview.snapshot(null, null);
            for (int item : playback().problem().option(option)) {
                Pixels.assertColour((Color) overview.palette().hover(), Pixels.at(image, fillProbe(overview, item)),
                        "item " + playback().problem().itemName(item) + " in the overview");
            }
            return null;
        });
    }

    @Test
    void hoveringAnItemInTheOverviewLightsItsRegionOnTheBoard(FxRobot robot) throws Exception {
        Fx.call(this::stepToNextChoice);
        int item = Fx.call(() -> playback().problem().itemNumber("b5#4"));
        OverviewView overview = Fx.call(() -> window.controller().overview());
        Point2D at = Fx.call(() -> overview.localToScreen(overview.pointOf(item)));
        robot.moveTo(at);
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(Highlight.item(item), Fx.call(() -> window.model().highlightProperty().get()));
        SudokuView board = (SudokuView) Fx.call(() -> window.controller().puzzlePanel());
        PseudoClass lit = PseudoClass.getPseudoClass("hovered-shared");
        List<Integer> litCells = Fx.call(() -> {
            List<Integer> cells = new ArrayList<>();
            for (int cell = 0; cell < 81; cell++) {
                if (board.cellNode(cell).getPseudoClassStates().contains(lit)) {
                    cells.add(cell);
                }
            }
            return cells;
        });
        assertEquals(List.of(30, 31, 32, 39, 40, 41, 48, 49, 50), litCells, "box 5, the middle one, is lit on the board");
    }

    @Test
    void aClickInTheOverviewLooksAtThatColumnAndOFollowsTheSearchAgain(FxRobot robot) throws Exception {
        int chosen = Fx.call(this::stepToNextChoice);
        int item = Fx.call(() -> playback().problem().itemNumber("r1c2"));
        OverviewView overview = Fx.call(() -> window.controller().overview());
        robot.clickOn(Fx.call(() -> overview.localToScreen(overview.pointOf(item))));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(item, (int) Fx.call(() -> window.controller().linksView().currentLayout().lens().focus()));
        assertEquals(expected(Fx.call(() -> playback().torus()), item), Fx.call(() -> shown(window.controller().linksView().currentLayout())));

        robot.type(KeyCode.RIGHT);
        assertEquals(item, (int) Fx.call(() -> window.controller().linksView().currentLayout().lens().focus()),
                "a picked lens stays while the search moves on");
        robot.type(KeyCode.LEFT);
        robot.type(KeyCode.O);
        assertEquals(chosen, (int) Fx.call(() -> window.controller().linksView().currentLayout().lens().focus()),
                "O: back to the item the search chose");
    }

    @Test
    void wShowsTheWholeTorusAndBackAndTheViewMenuSaysWhich(FxRobot robot) throws Exception {
        Fx.call(this::stepToNextChoice);
        assertTrue(Fx.call(() -> window.controller().linksView().showsLens()));
        robot.type(KeyCode.W);
        assertFalse(Fx.call(() -> window.controller().linksView().showsLens()), "W: the whole torus");
        assertFalse(Fx.call(() -> window.controller().overview().isVisible()), "no overview beside the whole torus");
        assertTrue(Fx.call(() -> window.model().appearance().wholeTorusProperty().get()), "kept with the appearance (remembered)");
        robot.type(KeyCode.W);
        assertTrue(Fx.call(() -> window.controller().linksView().showsLens()), "W again: the lens");
        assertTrue(Fx.call(() -> window.controller().overview().isVisible()));
        Fx.call(() -> window.model().session().loadExample("knuth"));
        assertFalse(Fx.call(() -> window.controller().linksView().showsLens()), "Knuth's example is drawn whole");
        assertFalse(Fx.call(() -> window.controller().overview().isVisible()));
    }

    // ------------------------------------------------------------------------------ helpers

    /** Steps a link at a time until a step chooses an item (with its first link); returns the item. */
    private int stepToNextChoice() {
        CursorModel cursor = window.model().cursor();
        cursor.stepSizeProperty().set(StepSize.LINK);
        while (playback().canStepForward()) {
            cursor.stepForward();
            for (var event : cursor.lastStepProperty().get().events()) {
                if (event instanceof ItemChosen chosen) {
                    return chosen.item();
                }
            }
        }
        throw new AssertionError("the search ended before another choice");
    }

    /** The lens the torus calls for: every option with a node in {@code item}'s column, and every item they hold. */
    private static Shown expected(TorusView torus, int item) {
        TreeSet<Integer> items = new TreeSet<>();
        items.add(item);
        List<Integer> options = optionsOf(torus, item);
        for (int option : options) {
            for (int node = torus.firstNode(option); node < torus.firstNode(option) + torus.optionSize(option); node++) {
                items.add(torus.top(node));
            }
        }
        return new Shown(new ArrayList<>(items), options);
    }

    /** Options with a node in {@code item}'s column, hidden or not, top to bottom: read node by node. */
    private static List<Integer> optionsOf(TorusView torus, int item) {
        List<Integer> options = new ArrayList<>();
        for (int node = torus.itemCount() + 1; node < torus.size(); node++) {
            if (!torus.isSpacer(node) && torus.top(node) == item) {
                options.add(torus.optionOf(node));
            }
        }
        return options;
    }

    private static int nodeOf(TorusView torus, int option, int item) {
        for (int node = torus.firstNode(option); node < torus.firstNode(option) + torus.optionSize(option); node++) {
            if (torus.top(node) == item) {
                return node;
            }
        }
        throw new AssertionError("no node of item " + item + " in option " + option);
    }

    private static Shown shown(LinksLayout layout) {
        List<Integer> items = new ArrayList<>();
        for (int c = 0; c < layout.columnCount(); c++) {
            int id = layout.headerAtColumn(c);
            if (id >= 1 && id <= layout.torus().itemCount()) {
                items.add(id);
            }
        }
        List<Integer> options = new ArrayList<>();
        for (int r = 1; r < layout.rowCount(); r++) {
            options.add(layout.optionAtRow(r));
        }
        return new Shown(items, options);
    }

    /**
     * Where each header of the lens is across the view. (Down, the fitted picture is centred in
     * the view, whose height follows the narration above the controls: that may wrap differently
     * after a step back.)
     */
    private List<Double> headerPlaces() {
        LinksView view = window.controller().linksView();
        List<Double> places = new ArrayList<>();
        for (int item : shown(view.currentLayout()).items()) {
            places.add(view.pointOf(item).getX());
        }
        return places;
    }

    /** Waits until the window has drawn a frame after what the test did (every frame is drawn in full). */
    private void settle() {
        Fx.nextFrame(window.scene());
    }

    /** Where an item's cell shows its fill in the overview: the centre, or above a covered item's square. */
    private Point2D fillProbe(OverviewView overview, int item) {
        Point2D centre = overview.pointOf(item);
        CursorMarks marks = playback().marks();
        boolean square = marks.coveredLevel(item) != CursorMarks.NOT_COVERED && item != marks.chosenItem();
        return square ? centre.add(0, -0.36 * overview.cellSize()) : centre;
    }

    private Playback playback() {
        return WindowModelAccess.livePlayback(window.model().cursor());
    }

    private static FxRobot robot() {
        return new FxRobot();
    }
}
