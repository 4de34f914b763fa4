package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import dlxviz.app.window.model.WindowModelAccess;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.SplitPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window laid out for the room (issue 24): on a 1280x720 projector at text scale 1.5 the
 * chrome keeps to 200 pixels of height, a sudoku's grid is as large as the height allows, the
 * links view keeps a third of the window, the narration's box never changes height, and key S
 * hides the side panel.
 */
@ExtendWith(ApplicationExtension.class)
class RoomLayoutTest {

    @Test
    void theChromeLeavesTheRoomToTheViewsOnAProjector() throws Exception {
        for (String puzzle : new String[] {"ai-escargot", "16x16-1"}) {
            DlxApp.Window window = open(1280, 720, puzzle, "--scale", "1.5");
            Fx.call(() -> {
                Scene scene = window.scene();
                double chrome = height(scene, "#topParts") + height(scene, "#narrationBox") + height(scene, "#controlStrip");
                assertTrue(chrome <= 200, puzzle + ": menus, narration, controls and counters take " + chrome + " px");
                Node grid = scene.getRoot().lookup(".sudoku-grid");
                Bounds g = grid.getLayoutBounds();
                assertTrue(Math.min(g.getWidth(), g.getHeight()) >= 380, puzzle + ": the grid is " + g);
                Bounds links = inScene(scene.lookup("#linksHost"));
                double share = links.getWidth() * links.getHeight() / (1280.0 * 720);
                assertTrue(share >= 1 / 3.0, puzzle + ": the links view has " + share + " of the window");
                close(window);
                return null;
            });
        }
    }

    @Test
    void theNarrationKeepsItsHeightWhateverItSays() throws Exception {
        DlxApp.Window window = open(1280, 720, "ai-escargot", "--scale", "1.5", "--step-size", "choice");
        double[] heights = new double[3];
        Bounds[] links = new Bounds[3];
        for (int i = 0; i < 3; i++) {
            int step = i;
            Fx.call(() -> {
                heights[step] = height(window.scene(), "#narrationBox");
                links[step] = inScene(window.scene().lookup("#linksHost"));
                window.model().cursor().stepForward();
                return null;
            });
            WaitForAsyncUtils.waitForFxEvents();
        }
        Fx.call(() -> {
            // Ready's sentence takes three lines at the narration's own size, a choice's two
            assertEquals(heights[0], heights[1], 0, "the box's height");
            assertEquals(heights[0], heights[2], 0, "the box's height");
            assertEquals(links[0], links[1], "the links view did not move");
            assertEquals(links[0], links[2], "the links view did not move");
            close(window);
            return null;
        });
    }

    @Test
    void aLongNarrationIsSetSmallerButNotUnderTheFloor() throws Exception {
        DlxApp.Window window = open(1280, 720, "ai-escargot", "--scale", "1.5");
        Fx.call(() -> {
            javafx.scene.control.Label narration = (javafx.scene.control.Label) window.scene().lookup("#narration");
            double ready = narration.getFont().getSize();
            double floor = NarrationFit.FLOOR_EM * 17 * 1.5;
            assertTrue(ready >= floor - 0.01, "Ready's sentence at " + ready + " px, the floor " + floor);
            assertTrue(ready < NarrationFit.OWN_EM * 17 * 1.5, "Ready's three lines set smaller to fit: " + ready);
            close(window);
            return null;
        });
    }

    @Test
    void keySHidesTheSidePanelAndBringsItBack() throws Exception {
        DlxApp.Window window = open(1280, 720, "ai-escargot", "--scale", "1.5");
        double before = Fx.call(() -> window.scene().lookup("#linksHost").getLayoutBounds().getWidth());
        press(window, KeyCode.S);
        Fx.call(() -> {
            assertFalse(window.controller().sidePanelShown());
            assertEquals(null, window.scene().lookup("#sideTabPane"), "the panel is out of the window");
            double now = window.scene().lookup("#linksHost").getLayoutBounds().getWidth();
            assertTrue(now > 1200, "the links view takes the width: " + now + " px, was " + before);
            return null;
        });
        press(window, KeyCode.S);
        Fx.call(() -> {
            assertTrue(window.controller().sidePanelShown());
            double now = window.scene().lookup("#linksHost").getLayoutBounds().getWidth();
            assertEquals(before, now, 2, "the panel back at the width the grid wants");
            close(window);
            return null;
        });
    }

    @Test
    void aDraggedDividerStaysWhereTheTeacherPutIt() throws Exception {
        DlxApp.Window window = open(1280, 720, "ai-escargot", "--scale", "1.5");
        Fx.call(() -> {
            SplitPane split = (SplitPane) window.scene().lookup("#mainSplit");
            split.getDividers().get(0).setPosition(0.5); // as a drag sets it
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        Fx.call(() -> {
            Stage stage = (Stage) window.scene().getWindow();
            stage.setHeight(stage.getHeight() - 40); // a change that would choose the width again
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        Fx.call(() -> {
            SplitPane split = (SplitPane) window.scene().lookup("#mainSplit");
            assertEquals(0.5, split.getDividerPositions()[0], 0.01);
            close(window);
            return null;
        });
    }

    @Test
    void theTimelineAtReadyStandsAtReady() throws Exception {
        DlxApp.Window window = open(1280, 720, "ai-escargot", "--scale", "1.5");
        Fx.call(() -> {
            javafx.scene.control.Slider timeline = (javafx.scene.control.Slider) window.scene().lookup("#timeline");
            assertEquals(timeline.getMin(), timeline.getValue(), 0, "the knob at the start of the search");
            assertTrue(timeline.getMax() > timeline.getMin());
            close(window);
            return null;
        });
    }

    @Test
    void predictsQuestionVerdictAndHintNeverReflowTheViews() throws Exception {
        DlxApp.Window window = open(1280, 720, "ai-escargot", "--scale", "1.5", "--legend");
        press(window, KeyCode.Q);
        Bounds asked = Fx.call(() -> inScene(window.scene().lookup("#linksHost")));
        double barHeight = Fx.call(() -> height(window.scene(), ".predict-bar"));
        Fx.call(() -> {
            assertTrue(window.model().cursor().predict().questionProperty().get() != null, "a question waits");
            // a wrong-format answer: the hint once wrapped into a five-line column
            window.model().cursor().predict().answer("this is not the name of any item in the puzzle at all");
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        Fx.call(() -> {
            String hint = window.model().cursor().predict().hintProperty().get();
            assertTrue(!hint.isEmpty(), "a hint is shown");
            // beside the answer's controls it was cut to "No ite…"
            javafx.scene.text.Text drawn = (javafx.scene.text.Text) window.scene().lookup(".predict-prompt .text");
            assertEquals(hint, drawn == null ? "" : drawn.getText(), "the hint reads whole");
            assertEquals(asked, inScene(window.scene().lookup("#linksHost")), "the links view did not move");
            assertEquals(barHeight, height(window.scene(), ".predict-bar"), 0, "the bar kept its height");
            window.model().cursor().predict().skip();
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        Fx.call(() -> {
            assertEquals(asked, inScene(window.scene().lookup("#linksHost")), "a verdict: the links view did not move");
            window.controller().showSideTab(SideTabs.Kind.TREE);
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        Fx.call(() -> {
            javafx.scene.control.TabPane tabs = (javafx.scene.control.TabPane) window.scene().lookup("#sideTabPane");
            double content = tabs.getSelectionModel().getSelectedItem().getContent().getLayoutBounds().getHeight();
            assertTrue(content >= 300, "the tree tab has " + content + " px with predict and the legend on");
            close(window);
            return null;
        });
    }

    @Test
    void theLegendLeavesKnuthsTorusWholeAndMostOfItsSize() throws Exception {
        double[] area = new double[2];
        for (int shown = 0; shown < 2; shown++) {
            DlxApp.Window window = open(1280, 720, "--example", "knuth", "--scale", "1.5", "--step-size", "cover",
                    "--steps", "30", shown == 1 ? "--legend" : "--no-legend");
            int i = shown;
            Fx.call(() -> {
                dlxviz.app.links.LinksView view = (dlxviz.app.links.LinksView) window.scene().lookup(".links-view");
                Bounds picture = view.pictureBounds();
                area[i] = picture.getWidth() * picture.getHeight();
                Node legend = window.scene().lookup(".legend-layer");
                if (i == 1) {
                    assertTrue(legend.isVisible());
                    Bounds over = view.sceneToLocal(legend.localToScene(legend.getLayoutBounds()));
                    double overlapX = Math.min(over.getMaxX(), picture.getMaxX()) - Math.max(over.getMinX(), picture.getMinX());
                    double overlapY = Math.min(over.getMaxY(), picture.getMaxY()) - Math.max(over.getMinY(), picture.getMinY());
                    assertFalse(overlapX > 1 && overlapY > 1, "the legend " + over + " lies over the picture " + picture);
                }
                close(window);
                return null;
            });
        }
        assertTrue(area[1] >= 0.8 * area[0], "with the legend the picture keeps " + area[1] / area[0] + " of its area");
    }

    @Test
    void aSudokusNarrowPanelKeepsTheTabNamesApartAndTheTreeBarWhole() throws Exception {
        DlxApp.Window window = open(1280, 720, "ai-escargot", "--scale", "1.5", "--tab", "tree", "--step-size", "choice",
                "--steps", "20");
        Fx.call(() -> {
            Scene scene = window.scene();
            double em = dlxviz.app.theme.Themes.textPx(scene.getRoot());
            Bounds panel = inScene(scene.lookup("#sideScroll"));
            List<Bounds> names = new java.util.ArrayList<>();
            for (Node text : scene.lookup("#sideTabPane").lookupAll(".tab-label > .text")) {
                Bounds b = inScene(text);
                assertTrue(b.getMinX() >= panel.getMinX() - 1 && b.getMaxX() <= panel.getMaxX() + 1,
                        "the tab name " + ((javafx.scene.text.Text) text).getText() + " at " + b + " in the panel " + panel);
                names.add(b);
            }
            names.sort(java.util.Comparator.comparingDouble(Bounds::getMinX));
            for (int i = 1; i < names.size(); i++) {
                double gap = names.get(i).getMinX() - names.get(i - 1).getMaxX();
                assertTrue(gap >= 0.4 * em, "two tab names " + gap + " px apart");
            }
            for (Node control : scene.lookup(".tree-panel").lookupAll(".button")) {
                Bounds b = inScene(control);
                assertTrue(b.getMaxX() <= panel.getMaxX() + 1, "a button of the tree's bar at " + b + " past the panel " + panel);
            }
            close(window);
            return null;
        });
    }

    @Test
    void aTorusTooFineToReadWholeIsShownThroughTheLens() throws Exception {
        DlxApp.Window queens = open(1280, 720, "--example", "queens6", "--scale", "1.5", "--step-size", "choice", "--steps", "3");
        Fx.call(() -> {
            assertTrue(queens.model().links().lensShown(), "queens6's 36 options whole are dots at 1280x720 x1.5: the lens");
            close(queens);
            return null;
        });
        DlxApp.Window knuth = open(1280, 720, "--example", "knuth", "--scale", "1.5");
        Fx.call(() -> {
            assertFalse(knuth.model().links().lensShown(), "Knuth's example reads whole");
            close(knuth);
            return null;
        });
    }

    @Test
    void nodeNumbersStandClearOfTheirColumnsLinksAndRings() throws Exception {
        DlxApp.Window window = open(1280, 720, "--example", "knuth", "--scale", "1.5", "--step-size", "cover", "--steps", "30",
                "--no-legend");
        Fx.call(() -> {
            dlxviz.app.links.LinksView view = (dlxviz.app.links.LinksView) window.scene().lookup(".links-view");
            double cell = view.pointOf(2).getX() - view.pointOf(1).getX(); // two headers side by side
            List<String> faults = new java.util.ArrayList<>();
            int[] numbers = {0};
            dlxviz.app.canvas.Lettering.record((canvas, text, px, box, drawn) -> {
                int items = window.model().links().torus().itemCount();
                if (drawn && text.matches("[0-9]+") && Integer.parseInt(text) > items) { // a node's number, not a length
                    javafx.geometry.Point2D node = view.pointOf(Integer.parseInt(text));
                    if (node != null && box.getMinY() > node.getY()) {
                        numbers[0]++;
                        // the down link runs a fifth of a cell right of the centre, ending in a ring at a column's foot
                        if (box.getMinX() < node.getX() + 0.2 * cell + 2) {
                            faults.add(text + " at " + box + ", its node at " + node);
                        }
                    }
                }
            });
            try {
                view.redrawNow();
            } finally {
                dlxviz.app.canvas.Lettering.record(null);
            }
            assertTrue(numbers[0] >= 10, numbers[0] + " node numbers drawn");
            assertTrue(faults.isEmpty(), "numbers on their column's down link: " + faults);
            close(window);
            return null;
        });
    }

    @Test
    void noLegendAtStartUpOverridesTheSavedLegend() throws Exception {
        AppPreferences prefs = new AppPreferences(new InMemoryPreferences());
        prefs.setLegendShown(true);
        DlxApp.Window window = Fx.call(() -> DlxApp.openInStages(new Stage(), StartupArguments.parse(List.of("knuth", "--no-legend")),
                prefs, 1280, 720));
        Fx.whole(window);
        Fx.call(() -> {
            assertFalse(window.model().appearance().legendShownProperty().get());
            close(window);
            return null;
        });
    }

    @Test
    void runToEndThenHomeLeavesNoBannerAndTheTreeHeadingFollows() throws Exception {
        DlxApp.Window window = open(1280, 720, "ai-escargot", "--scale", "1.5", "--tab", "tree");
        Bounds before = Fx.call(() -> inScene(window.scene().lookup("#linksHost")));
        press(window, KeyCode.END);
        for (int i = 0; i < 300 && Fx.call(() -> window.model().busy().isBusy() || window.model().cursor().canStepForwardProperty().get()); i++) {
            Thread.sleep(100);
        }
        WaitForAsyncUtils.waitForFxEvents();
        Fx.call(() -> {
            assertEquals("", window.model().messages().text(), "no banner repeating the narration");
            assertEquals(before, inScene(window.scene().lookup("#linksHost")), "the links view did not move");
            String heading = ((javafx.scene.control.Label) window.scene().lookup("#treePath")).getText();
            assertTrue(heading.startsWith("The search is over"), heading);
            return null;
        });
        press(window, KeyCode.HOME);
        Fx.call(() -> {
            String heading = ((javafx.scene.control.Label) window.scene().lookup("#treePath")).getText();
            assertFalse(heading.startsWith("The search is over"), "at Ready the tree's heading says Ready's: " + heading);
            close(window);
            return null;
        });
    }

    @Test
    void aMessageLiesOverTheViewsAndLeavesAtHome() throws Exception {
        DlxApp.Window window = open(1280, 720, "ai-escargot", "--scale", "1.5", "--step-size", "choice", "--steps", "2");
        Bounds before = Fx.call(() -> inScene(window.scene().lookup("#linksHost")));
        Fx.call(() -> {
            window.model().messages().showInfo("Stopped at a breakpoint: a message of one line");
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        Fx.call(() -> {
            assertTrue(window.scene().lookup("#messageBar").isVisible());
            assertEquals(before, inScene(window.scene().lookup("#linksHost")), "the message bar lies over the views");
            return null;
        });
        press(window, KeyCode.HOME);
        Fx.call(() -> {
            assertFalse(window.scene().lookup("#messageBar").isVisible(), "Home clears an information line");
            close(window);
            return null;
        });
    }

    @Test
    void whileRunningTheStripKeepsItsControlsAndACancelThatReadsAsOne() throws Exception {
        DlxApp.Window window = open(1280, 720, "ai-escargot", "--scale", "1.5");
        double[] idle = Fx.call(() -> new double[] {((javafx.scene.layout.Region) window.scene().lookup("#stepSizeBox")).getWidth(),
                ((javafx.scene.layout.Region) window.scene().lookup("#speedBox")).getWidth()});
        Fx.call(() -> {
            WindowModelAccess.busy(window.model().busy(), "Running to the end…", "Running to the end: 12,345 events recorded", -1);
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        Fx.call(() -> {
            Scene scene = window.scene();
            javafx.scene.control.Button cancel = (javafx.scene.control.Button) scene.lookup("#cancelButton");
            assertTrue(cancel.isVisible() && cancel.getParent().isVisible(), "Cancel is shown");
            assertTrue(cancel.getContentDisplay() != javafx.scene.control.ContentDisplay.GRAPHIC_ONLY, "Cancel shows its word");
            javafx.scene.text.Text word = (javafx.scene.text.Text) cancel.lookup(".text");
            assertEquals("Cancel", word.getText(), "the word whole, not cut");
            String[] ids = {"#stepSizeBox", "#speedBox"};
            for (int i = 0; i < ids.length; i++) {
                javafx.scene.layout.Region box = (javafx.scene.layout.Region) scene.lookup(ids[i]);
                assertEquals(idle[i], box.getWidth(), 0.5, ids[i] + " keeps its width");
            }
            assertFalse(scene.lookup("#timeline").isVisible(), "the idle timeline gives the run its place");
            WindowModelAccess.idle(window.model().busy());
            close(window);
            return null;
        });
    }

    @Test
    void aRunsWordsReadWholeAtTheProjectorPresets() throws Exception {
        // beside the bar and Cancel they were cut to "R…" at 1280x720 x1.5 and to nothing at 1024x768 x1.25
        for (String[] preset : new String[][] {{"1280", "720", "1.5"}, {"1024", "768", "1.25"}}) {
            DlxApp.Window window = open(Double.parseDouble(preset[0]), Double.parseDouble(preset[1]), "ai-escargot", "--scale", preset[2]);
            for (String words : new String[] {"Running to the end…", "1,234,567 events recorded"}) {
                Fx.call(() -> {
                    WindowModelAccess.busy(window.model().busy(), "Running to the end…", words, -1);
                    return null;
                });
                WaitForAsyncUtils.waitForFxEvents();
                WaitForAsyncUtils.waitForFxEvents();
                Fx.call(() -> {
                    javafx.scene.control.Label label = (javafx.scene.control.Label) window.scene().lookup("#busyLabel");
                    assertTrue(label.isVisible() && label.getParent().isVisible(), "the words are shown");
                    javafx.scene.text.Text drawn = (javafx.scene.text.Text) label.lookup(".text");
                    assertEquals(words, drawn == null ? "" : drawn.getText(), preset[0] + ": the words whole, not cut");
                    Bounds b = inScene(label);
                    assertTrue(b.getMaxX() <= window.scene().getWidth() + 0.5, preset[0] + ": inside the window " + b);
                    return null;
                });
            }
            Fx.call(() -> {
                WindowModelAccess.idle(window.model().busy());
                close(window);
                return null;
            });
        }
    }

    @Test
    void thePresentationLayoutHasAVisibleToggleAndAFirstRunHint() throws Exception {
        DlxApp.Window window = open(1280, 720, "ai-escargot", "--scale", "1.5");
        AppPreferences prefs = new AppPreferences(new InMemoryPreferences());
        Fx.call(() -> {
            javafx.scene.control.ToggleButton present = (javafx.scene.control.ToggleButton) window.scene().lookup("#presentButton");
            assertTrue(present.isVisible() && present.getWidth() > 0, "the toggle is on the strip");
            assertTrue(PresentationHint.offer(window.model(), window.controller(), prefs, 1280), "a first run, small for its text");
            assertEquals(PresentationHint.TEXT, window.model().messages().text());
            window.model().messages().clear();
            assertFalse(PresentationHint.offer(window.model(), window.controller(), prefs, 1280), "once only");
            AppPreferences fresh = new AppPreferences(new InMemoryPreferences());
            window.model().appearance().setFontScale(1);
            assertFalse(PresentationHint.offer(window.model(), window.controller(), fresh, 1600), "1600 px at scale 1 is roomy");
            window.model().appearance().setFontScale(1.5);
            present.fire();
            assertTrue(window.model().appearance().presentationProperty().get(), "the toggle turns the layout on");
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        Fx.call(() -> {
            javafx.scene.control.ToggleButton present = (javafx.scene.control.ToggleButton) window.scene().lookup("#presentButton");
            assertTrue(present.isVisible() && present.isSelected(), "and stays in sight to turn it off");
            present.fire();
            assertFalse(window.model().appearance().presentationProperty().get());
            close(window);
            return null;
        });
    }

    @Test
    void langfordsSlotsAreNamedAndACaptionGivesWayOnlyToTheGrid() throws Exception {
        DlxApp.Window window = open(1280, 720, "--example", "langford4", "--scale", "1.5");
        Fx.call(() -> {
            dlxviz.app.boards.CellGridView slots = (dlxviz.app.boards.CellGridView) window.controller().puzzlePanel();
            assertTrue(slots.captionShown(), "a row of slots has the height for its caption");
            javafx.scene.control.Label caption = (javafx.scene.control.Label) slots.lookup(".board-caption");
            assertTrue(caption.getText().startsWith("Slots s1 to s8, left to right."), caption.getText());
            close(window);
            return null;
        });
        DlxApp.Window sudoku = open(1280, 720, "16x16-1", "--scale", "1.5");
        Fx.call(() -> {
            dlxviz.app.boards.CellGridView grid = (dlxviz.app.boards.CellGridView) sudoku.controller().puzzlePanel();
            assertFalse(grid.captionShown(), "in a panel made square for the grid the caption waits in a tooltip");
            close(sudoku);
            return null;
        });
    }

    static DlxApp.Window open(double width, double height, String... args) throws Exception {
        DlxApp.Window window = Fx.call(() -> DlxApp.openInStages(new Stage(), StartupArguments.parse(List.of(args)),
                new AppPreferences(new InMemoryPreferences()), width, height));
        Fx.whole(window);
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        return window;
    }

    static void press(DlxApp.Window window, KeyCode code) throws Exception {
        Fx.call(() -> {
            javafx.event.Event.fireEvent(window.scene(), new KeyEvent(KeyEvent.KEY_PRESSED, "", "", code, false, false, false, false));
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
    }

    static void close(DlxApp.Window window) {
        ((Stage) window.scene().getWindow()).close();
    }

    private static double height(Scene scene, String id) {
        Node node = scene.lookup(id);
        return node == null || !node.isVisible() ? 0 : node.getLayoutBounds().getHeight();
    }

    private static Bounds inScene(Node node) {
        return node.localToScene(node.getLayoutBounds());
    }

}
