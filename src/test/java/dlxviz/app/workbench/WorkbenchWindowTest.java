package dlxviz.app.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import dlxviz.app.theme.Theme;
import dlxviz.app.workbench.model.CheckModelTest;
import dlxviz.app.workbench.model.CheckVerdict;
import dlxviz.app.workbench.model.PuzzleCheckTest;
import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.PuzzleLibrary;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.css.PseudoClass;
import javafx.geometry.Bounds;
import javafx.scene.control.Label;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The sudoku workbench as a teacher uses it, by keys and clicks, headless under Monocle. */
@ExtendWith(ApplicationExtension.class)
class WorkbenchWindowTest {
    private static final PseudoClass CLASH = PseudoClass.getPseudoClass("clash");
    private DlxApp.Window window;

    @Start
    void start(Stage stage) throws Exception {
        window = DlxApp.openInStages(stage, StartupArguments.parse(List.of("--example", "knuth")),
                new AppPreferences(new InMemoryPreferences()));
    }

    @BeforeEach
    void whole() {
        Fx.whole(window); // as users get it: the first frame, then the rest
    }

    @Test
    void ctrlNOpensItAndTypingAClashingGivenMarksBothCells(FxRobot robot) throws Exception {
        WorkbenchWindow bench = openWithCtrlN(robot);
        DraftGridView grid = grid(bench);
        robot.clickOn(grid.cellNode(0)).write("7");
        robot.clickOn(grid.cellNode(4)).write("7");

        assertTrue(Fx.call(() -> grid.cellNode(0).getPseudoClassStates().contains(CLASH)));
        assertTrue(Fx.call(() -> grid.cellNode(4).getPseudoClassStates().contains(CLASH)));
        assertFalse(Fx.call(() -> grid.cellNode(1).getPseudoClassStates().contains(CLASH)));
        assertTrue(Fx.call(() -> mark(grid, 0).isVisible() && mark(grid, 4).isVisible()), "a mark that reads without colour");
        assertEquals("r1c1 and r1c5 both hold 7 (row 1)", text(robot, "#clashText"));

        robot.type(KeyCode.DELETE);
        assertFalse(Fx.call(() -> grid.cellNode(4).getPseudoClassStates().contains(CLASH)), "mended: the marks go");
        assertFalse(Fx.call(() -> grid.cellNode(0).getPseudoClassStates().contains(CLASH)));
    }

    @Test
    void checkReportsEachOfTheFourVerdicts(FxRobot robot) throws Exception {
        WorkbenchWindow bench = openWithCtrlN(robot);
        String[][] cases = {
            {PuzzleCheckTest.CLASH, "\u2715 Invalid: two givens clash"},
            {PuzzleCheckTest.UNSOLVABLE, "\u2715 No solution"},
            {PuzzleLibrary.get("ai-escargot").grid().toString(), "\u2713 Exactly one solution"},
            {PuzzleCheckTest.TWO_SOLUTIONS, "Several solutions: at least 2"},
        };
        for (String[] each : cases) {
            Fx.call(() -> bench.model().draft().paste(each[0]));
            assertEquals("Not checked yet", text(robot, "#verdictHeadline"), "a new puzzle drops the old verdict");
            robot.clickOn("#checkButton");
            waitUntil(30, () -> bench.model().check().verdict() != null && !bench.model().check().runningProperty().get());
            assertEquals(each[1], text(robot, "#verdictHeadline"), each[0]);
        }
    }

    @Test
    void aLongCheckShowsItsProgressAndCancelStopsIt(FxRobot robot) throws Exception {
        WorkbenchWindow bench = openWithCtrlN(robot);
        Fx.call(() -> {
            bench.model().draft().useShape(new BoxShape(5, 5)); // the empty 25x25, counted far past any patience
            bench.model().check().limitProperty().set(1_000_000_000L);
            return null;
        });
        robot.clickOn("#checkButton");
        waitUntil(20, () -> bench.model().check().progressProperty().get() >= 0);
        assertTrue(Fx.call(() -> robot.lookup("#checkCancel").query().isVisible()));
        assertTrue(text(robot, "#checkStatus").startsWith("Checking: "), text(robot, "#checkStatus"));
        robot.clickOn("#checkCancel");

        assertEquals("Check cancelled", text(robot, "#verdictHeadline"));
        assertFalse(Fx.call(() -> robot.lookup("#checkCancel").query().isVisible()));
        waitUntil(10, () -> !CheckModelTest.threadAlive("sudoku-check")); // the search stopped, not just forgotten
    }

    @Test
    void cancellingTheGeneratorLeavesTheOldPuzzleOpen(FxRobot robot) throws Exception {
        WorkbenchWindow bench = openWithCtrlN(robot);
        LoadedProblem before = Fx.call(() -> window.model().session().problem());
        Fx.call(() -> bench.model().draft().paste(PuzzleLibrary.get("easy-1").grid().toString()));
        Grid typed = Fx.call(() -> bench.model().draft().draft().grid());
        Fx.call(() -> {
            bench.open(WorkbenchWindow.Page.GENERATE, window.model().appearance().theme(), 1);
            bench.model().generator().shapeProperty().set(new BoxShape(5, 5)); // 20 s or so: time to cancel
            return null;
        });
        robot.clickOn("#generateButton");
        assertTrue(Fx.call(() -> bench.model().generator().runningProperty().get()));
        robot.clickOn("#generateCancel");

        waitUntil(10, () -> !generatorThreadAlive()); // the generator stopped, not just forgotten
        assertFalse(Fx.call(() -> bench.model().generator().runningProperty().get()));
        assertSame(before, Fx.call(() -> window.model().session().problem()), "the window keeps its puzzle");
        assertEquals(typed, Fx.call(() -> bench.model().draft().draft().grid()), "and the workbench its grid");
        assertEquals("Generation cancelled; nothing was changed.", text(robot, "#generateStatus"));
    }

    @Test
    void aGeneratedPuzzleOpensInTheWindowReadyToStep(FxRobot robot) throws Exception {
        WorkbenchWindow bench = openWithCtrlN(robot);
        Fx.call(() -> {
            bench.open(WorkbenchWindow.Page.GENERATE, window.model().appearance().theme(), 1);
            bench.model().generator().shapeProperty().set(new BoxShape(2, 2));
            bench.model().generator().seedProperty().set("42");
            return null;
        });
        robot.clickOn("#generateButton");
        waitUntil(30, () -> bench.model().generatedProperty().get() != null);

        Grid made = Fx.call(() -> bench.model().generatedProperty().get().grid());
        LoadedProblem open = Fx.call(() -> window.model().session().problem());
        assertTrue(open.title().startsWith("Sudoku generated (4x4"), open.title());
        assertEquals(made, open.encoding().decode(open.forced()));
        assertAtReady();
        waitUntil(30, () -> bench.model().check().verdict() != null);
        assertEquals("\u2713 Exactly one solution", text(robot, "#verdictHeadline"));
    }

    @Test
    void aPasted16x16LaysOutA16x16Grid(FxRobot robot) throws Exception {
        WorkbenchWindow bench = openWithCtrlN(robot);
        Grid sixteen = PuzzleLibrary.get("16x16-3").grid();
        Fx.call(() -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(sixteen.toString());
            return Clipboard.getSystemClipboard().setContent(content);
        });
        robot.clickOn(grid(bench).cellNode(0));
        robot.press(KeyCode.CONTROL, KeyCode.V).release(KeyCode.V, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        DraftGridView grid = grid(bench);
        assertEquals(16, grid.shape().size());
        assertEquals(sixteen, Fx.call(() -> bench.model().draft().draft().grid()));
        Set<Double> columns = new HashSet<>();
        Set<Double> rows = new HashSet<>();
        for (int cell = 0; cell < 256; cell++) {
            Bounds bounds = Fx.call(boundsOf(grid.cellNode(cell)));
            assertTrue(bounds.getWidth() > 8 && bounds.getHeight() > 8, "cell " + cell + " is drawn: " + bounds);
            columns.add(bounds.getMinX());
            rows.add(bounds.getMinY());
        }
        assertEquals(16, columns.size());
        assertEquals(16, rows.size());
        assertEquals("G", Fx.call(() -> ((Label) grid.cellNode(firstCellHolding(sixteen, 16)).getChildren().get(0)).getText()));

        // typed in its notation: the arrows move, a letter is a digit of the 16x16
        assertTrue(sixteen.cell(34) != 12, "the cell did not hold C already");
        robot.clickOn(grid.cellNode(17)).type(KeyCode.RIGHT, KeyCode.DOWN).write("C");
        assertEquals(12, (int) Fx.call(() -> bench.model().draft().draft().grid().cell(34)));
        assertEquals("C", Fx.call(() -> ((Label) grid.cellNode(34).getChildren().get(0)).getText()));
    }

    @Test
    void theLibraryOpensAPuzzleReadyToStep(FxRobot robot) throws Exception {
        WorkbenchWindow bench = openWithCtrlN(robot);
        Fx.call(() -> {
            bench.open(WorkbenchWindow.Page.LIBRARY, window.model().appearance().theme(), 1);
            return null;
        });
        robot.clickOn("golden-nugget");
        robot.clickOn("#libraryOpen");

        LoadedProblem open = Fx.call(() -> window.model().session().problem());
        assertTrue(open.title().startsWith("Sudoku golden-nugget"), open.title());
        assertEquals(PuzzleLibrary.get("golden-nugget").grid(), open.encoding().decode(open.forced()));
        assertAtReady();
        assertTrue(text(robot, "#libraryDetails").contains("enjoysudoku forum"), text(robot, "#libraryDetails"));
    }

    @Test
    void openInTheWindowLoadsThePuzzleAsPasteDoes(FxRobot robot) throws Exception {
        WorkbenchWindow bench = openWithCtrlN(robot);
        String escargot = PuzzleLibrary.get("ai-escargot").grid().toString();
        Fx.call(() -> bench.model().draft().paste(escargot));
        robot.clickOn("#openInWindow");
        LoadedProblem fromWorkbench = Fx.call(() -> window.model().session().problem());
        assertAtReady();

        Fx.call(() -> window.model().session().loadText(escargot, "The pasted text"));
        LoadedProblem pasted = Fx.call(() -> window.model().session().problem());
        assertTrue(Arrays.equals(pasted.forced(), fromWorkbench.forced()), "the same givens placed, in the same order");
        assertEquals(pasted.problem().optionCount(), fromWorkbench.problem().optionCount());
        assertEquals(pasted.saveText(), fromWorkbench.saveText());
        assertAtReady();
    }

    @Test
    void aClashIsNotOpenedAndSaysWhy(FxRobot robot) throws Exception {
        WorkbenchWindow bench = openWithCtrlN(robot);
        LoadedProblem before = Fx.call(() -> window.model().session().problem());
        Fx.call(() -> bench.model().draft().paste(PuzzleCheckTest.CLASH));
        robot.clickOn("#openInWindow");
        assertSame(before, Fx.call(() -> window.model().session().problem()));
        assertTrue(text(robot, "#draftMessage").contains("r1c1 and r1c2 both hold 1"), text(robot, "#draftMessage"));
    }

    @Test
    void itFollowsTheWindowsThemeAndTextScale(FxRobot robot) throws Exception {
        WorkbenchWindow bench = openWithCtrlN(robot);
        Fx.call(() -> {
            window.model().appearance().setTheme(Theme.DARK);
            window.model().appearance().setFontScale(1.5);
            return null;
        });
        assertTrue(Fx.call(() -> bench.stage().getScene().getRoot().getStyleClass().contains(Theme.DARK.styleClass())));
        assertFalse(Fx.call(() -> bench.stage().getScene().getRoot().getStyleClass().contains(Theme.LIGHT.styleClass())));
        assertTrue(Fx.call(() -> bench.stage().getScene().getRoot().getStyle()).contains("25.5px"), "17 px at 1.5");
    }

    @Test
    void closingAndOpeningAgainKeepsTheGridAndTheText(FxRobot robot) throws Exception {
        WorkbenchWindow bench = openWithCtrlN(robot);
        robot.clickOn(grid(bench).cellNode(10)).write("5");
        Fx.call(() -> {
            bench.model().draft().textProperty().set("half a puzzle: 12..");
            bench.stage().close();
            return null;
        });
        assertFalse(Fx.call(bench::isShowing));
        WorkbenchWindow again = openWithCtrlN(robot);
        assertSame(bench, again);
        assertEquals(5, (int) Fx.call(() -> again.model().draft().draft().grid().cell(10)));
        assertEquals("half a puzzle: 12..", Fx.call(() -> again.model().draft().textProperty().get()));
    }

    @Test
    void startedWithWorkbenchAClashingPuzzleIsOnItsGridMarked(FxRobot robot) throws Exception {
        DlxApp.Window started = Fx.whole(Fx.call(() -> DlxApp.openInStages(new Stage(),
                StartupArguments.parse(List.of("11" + ".".repeat(79), "--workbench")),
                new AppPreferences(new InMemoryPreferences()))));
        WorkbenchWindow bench = Fx.call(() -> started.controller().openWorkbench(null, null));
        assertTrue(Fx.call(bench::isShowing));
        assertEquals(1, (int) Fx.call(() -> bench.model().draft().clashes().count()));
        waitUntil(10, () -> bench.model().check().verdict() != null);
        assertEquals(CheckVerdict.Kind.INVALID, Fx.call(() -> bench.model().check().verdict().kind()), "checked at once");
        assertTrue(Fx.call(() -> started.model().messages().textProperty().get()).contains("r1c1 and r1c2 both hold 1"),
                "the window says why it did not open it");
        Fx.call(() -> {
            bench.stage().close();
            ((Stage) started.scene().getWindow()).close();
            return null;
        });
    }

    @Test
    void startedWithWorkbenchAndAnExampleThatIsNoSudokuTheGridStaysEmptyWithoutAComplaint(FxRobot robot) throws Exception {
        DlxApp.Window started = Fx.whole(Fx.call(() -> DlxApp.openInStages(new Stage(),
                StartupArguments.parse(List.of("--example", "knuth", "--workbench")),
                new AppPreferences(new InMemoryPreferences()))));
        WorkbenchWindow bench = Fx.call(() -> started.controller().openWorkbench(null, null));
        assertTrue(Fx.call(bench::isShowing));
        assertEquals(0, (int) Fx.call(() -> bench.model().draft().draft().grid().clueCount()));
        assertEquals("", Fx.call(() -> bench.model().draft().messageProperty().get()), "knuth was not read as puzzle text");
        assertEquals("", Fx.call(() -> bench.model().draft().textProperty().get()));
        Fx.call(() -> {
            bench.stage().close();
            ((Stage) started.scene().getWindow()).close();
            return null;
        });
    }

    // ------------------------------------------------------------------ helpers

    /** The window is at Ready: its givens placed, the search not yet begun. */
    private void assertAtReady() throws Exception {
        long setUp = Fx.call(() -> window.model().cursor().playback().setUpLength());
        assertTrue(setUp > 0);
        assertEquals(setUp, (long) Fx.call(() -> window.model().cursor().positionProperty().get()), "at Ready");
    }

    /**
     * On a projector (text at 1.5, a short window) the Generate page's sentences are whole, not
     * two lines and "...", and the Generate button is in view: the page scrolls, the button comes
     * right under the form.
     */
    @Test
    void onAProjectorTheGeneratePageShowsItsSentencesWholeAndItsButton() throws Exception {
        WorkbenchWindow bench = Fx.call(() -> window.controller().openWorkbench("generate", null));
        Fx.call(() -> {
            bench.style(dlxviz.app.theme.Theme.LIGHT, 1.5);
            bench.stage().setWidth(1180);
            bench.stage().setHeight(660);
            return null;
        });
        Fx.nextFrame(Fx.call(() -> bench.stage().getScene())); // laid out at the new height
        javafx.scene.Parent root = Fx.call(() -> bench.stage().getScene().getRoot());
        java.util.List<javafx.scene.control.Label> hints = Fx.call(() -> root.lookupAll(".workbench-hint").stream()
                .map(node -> (javafx.scene.control.Label) node).collect(java.util.stream.Collectors.toList()));
        assertTrue(hints.size() >= 2, "the page's sentences: " + hints.size());
        for (javafx.scene.control.Label hint : hints) {
            double height = Fx.call(hint::getHeight);
            double needed = Fx.call(() -> hint.prefHeight(hint.getWidth()));
            assertTrue(height >= needed - 0.5, "whole, " + height + " px of " + needed + ": " + hint.getText());
        }
        javafx.scene.control.Button generate = Fx.call(() -> (javafx.scene.control.Button) root.lookup("#generateButton"));
        javafx.geometry.Bounds button = Fx.call(() -> generate.localToScene(generate.getLayoutBounds()));
        double sceneHeight = Fx.call(() -> bench.stage().getScene().getHeight());
        assertTrue(button.getMaxY() <= sceneHeight, "the button in view: its bottom at " + button.getMaxY()
                + " of " + sceneHeight);
    }

    private WorkbenchWindow openWithCtrlN(FxRobot robot) throws Exception {
        Fx.call(() -> {
            ((Stage) window.scene().getWindow()).requestFocus();
            return null;
        });
        robot.press(KeyCode.CONTROL, KeyCode.N).release(KeyCode.N, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        // the windows Ctrl+N left showing, before the lookup below (which opens the workbench itself)
        java.util.List<javafx.stage.Window> shown = Fx.call(() -> javafx.stage.Window.getWindows().stream()
                .filter(javafx.stage.Window::isShowing).collect(java.util.stream.Collectors.toList()));
        WorkbenchWindow bench = Fx.call(() -> window.controller().openWorkbench(null, null));
        assertTrue(shown.contains(bench.stage()), "Ctrl+N opened the workbench");
        assertTrue(Fx.call(bench::isShowing));
        return bench;
    }

    private static DraftGridView grid(WorkbenchWindow bench) throws Exception {
        return (DraftGridView) Fx.call(bench::grid);
    }

    private static Label mark(DraftGridView grid, int cell) {
        return (Label) grid.cellNode(cell).getChildren().get(1);
    }

    private static Callable<Bounds> boundsOf(StackPane cell) {
        return () -> cell.localToScene(cell.getLayoutBounds());
    }

    private static int firstCellHolding(Grid grid, int digit) {
        for (int cell = 0; ; cell++) {
            if (grid.cell(cell) == digit) {
                return cell;
            }
        }
    }

    private static boolean generatorThreadAlive() {
        return Thread.getAllStackTraces().keySet().stream()
                .anyMatch(thread -> thread.getName().equals("sudoku-generator") && thread.isAlive());
    }

    private static String text(FxRobot robot, String query) throws Exception {
        return Fx.call(() -> robot.lookup(query).queryAs(Label.class).getText());
    }

    private static void waitUntil(int seconds, Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> Fx.call(condition));
    }
}
