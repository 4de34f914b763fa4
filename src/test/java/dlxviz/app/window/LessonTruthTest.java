package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.boards.MatrixView;
import dlxviz.app.canvas.Palette;
import dlxviz.app.links.LinksView;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import dlxviz.app.window.model.CursorModel;
import dlxviz.playback.StepSize;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import javafx.scene.image.WritableImage;
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
 * The lesson never misleads: what the window shows at the moments a teacher reported as wrong
 * (issue: true colours and every event narrated). Each test failed before its fix.
 */
@ExtendWith(ApplicationExtension.class)
class LessonTruthTest {
    private DlxApp.Window window;

    @Start
    void start(Stage stage) throws Exception {
        window = DlxApp.openInStages(stage, StartupArguments.parse(List.of("--example", "knuth", "--step-size", "cover")),
                new AppPreferences(new InMemoryPreferences()));
    }

    @BeforeEach
    void whole() {
        Fx.whole(window); // as users get it: the first frame, then the rest
    }

    private CursorModel cursor() {
        return window.model().cursor();
    }

    /** Steps at {@code size} until the narration contains {@code text}; fails if it never does. */
    private void stepUntil(StepSize size, String text) throws Exception {
        Fx.call(() -> {
            cursor().stepSizeProperty().set(size);
            for (int i = 0; i < 500 && cursor().canStepForwardProperty().get(); i++) {
                cursor().stepForward();
                if (cursor().narrationProperty().get().contains(text)) {
                    return null;
                }
            }
            throw new AssertionError("never narrated: " + text);
        });
    }

    private static boolean close(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen())
                + Math.abs(a.getBlue() - b.getBlue()) < 0.06;
    }

    /** {@code paint} at {@code alpha} over {@code background}: how a band of it looks. */
    private static Color over(Color background, Color paint, double alpha) {
        return background.interpolate(paint, alpha);
    }

    private LinksView linksView(FxRobot robot) {
        return robot.lookup(".links-view").queryAs(LinksView.class);
    }

    /** The colour inside the band of {@code option}'s row in the links view, where nothing else is drawn. */
    private Color linksBand(FxRobot robot, int option) throws Exception {
        LinksView view = linksView(robot);
        return Fx.call(() -> {
            window.scene().getRoot().applyCss();
            window.scene().getRoot().layout();
            view.redrawNow();
            WritableImage image = view.snapshot(null, null);
            Point2D at = view.bandProbe(option);
            return image.getPixelReader().getColor((int) at.getX(), (int) at.getY());
        });
    }

    private Color solutionBand(FxRobot robot) throws Exception {
        LinksView view = linksView(robot);
        return Fx.call(() -> {
            window.scene().getRoot().applyCss();
            Palette palette = view.palette();
            return over((Color) palette.background(), (Color) palette.solution(), 0.4);
        });
    }

    @Test
    void atKnuthsDeadEndNoRowIsPaintedInTheSolutionColour(FxRobot robot) throws Exception {
        stepUntil(StepSize.COVER, "Level 2: choose item E: it has no option left; cover E: no node leaves; dead end");
        assertEquals("0", text(robot, "#solutionsValue"));
        Color solution = solutionBand(robot);
        for (int option : Fx.call(() -> cursor().playback().partialSolution())) {
            assertFalse(close(solution, linksBand(robot, option)), "option " + option + " painted as a solution");
        }
        // and at the real solution it is
        stepUntil(StepSize.CHOICE, "Solution 1");
        for (int option : Fx.call(() -> cursor().playback().partialSolution())) {
            assertTrue(close(solution, linksBand(robot, option)), "option " + option + " of the solution");
        }
    }

    @Test
    void onTheFourByFourMatrixNothingTurnsGreenWhenTheLastItemIsChosen(FxRobot robot) throws Exception {
        Fx.call(() -> window.model().session().loadExample("matrix4x4"));
        stepUntil(StepSize.COVER, "choose item c2");
        Color solution = solutionBand(robot);
        for (int option : Fx.call(() -> cursor().playback().partialSolution())) {
            assertFalse(close(solution, linksBand(robot, option)), "option " + option + " painted as a solution");
        }
    }

    @Test
    void theChosenItemsOwnOptionsAreNotStruckOutButTheHiddenOnesAre(FxRobot robot) throws Exception {
        Fx.call(() -> window.model().session().loadExample("matrix4x4"));
        stepUntil(StepSize.COVER, "choose item c4"); // c4 chosen and covered; its option is row 4
        MatrixView matrix = (MatrixView) Fx.call(() -> window.controller().puzzlePanel());
        assertFalse(struck(matrix, 4), "row 4 waits its turn: not struck");
        assertFalse(struck(matrix, 3), "row 3 (1110) is still live");
        stepUntil(StepSize.COVER, "try"); // row 4 tried: c3 covered, so row 3, which needs c3 too, is hidden
        assertTrue(struck(matrix, 3), "row 3 hidden by the cover of c3: struck");
    }

    @Test
    void aCoveredColumnsLineRunsBetweenItsCellsNotThroughTheirOnes(FxRobot robot) throws Exception {
        Fx.call(() -> window.model().session().loadExample("matrix4x4"));
        stepUntil(StepSize.COVER, "choose item c4"); // c4 covered at level 0; row 4 (0011) has a 1 in it
        MatrixView matrix = (MatrixView) Fx.call(() -> window.controller().puzzlePanel());
        int c4 = Fx.call(() -> cursor().playback().problem().itemNumber("c4"));
        assertFalse(crossedByLevelLine(0, matrix, 4, c4), "row 4's 1 in c4 is not struck by c4's line");
        assertTrue(crossedByLevelLine(0, matrix, 1, c4), "row 1 (0100) has no 1 in c4: the line shows there");
    }

    /** Whether a pixel of {@code level}'s colour lies on the vertical centre line of the cell, inside its edges. */
    private boolean crossedByLevelLine(int level, MatrixView matrix, int option, int item) throws Exception {
        return Fx.call(() -> {
            window.scene().getRoot().applyCss();
            window.scene().getRoot().layout();
            matrix.redrawNow();
            Color colour = (Color) matrix.palette().level(level); // the theme's, read after the redraw
            WritableImage image = matrix.snapshot(null, null);
            javafx.geometry.Rectangle2D cell = matrix.cellBounds(option, item);
            int x = (int) (cell.getMinX() + cell.getWidth() / 2);
            for (int y = (int) cell.getMinY() + 3; y < cell.getMaxY() - 3; y++) {
                for (int dx = -1; dx <= 1; dx++) {
                    if (close(colour, image.getPixelReader().getColor(x + dx, y))) {
                        return true;
                    }
                }
            }
            return false;
        });
    }

    /** Whether the line that strikes out {@code option}'s row is drawn: its probe is not the background. */
    private boolean struck(MatrixView matrix, int option) throws Exception {
        return Fx.call(() -> {
            window.scene().getRoot().applyCss();
            window.scene().getRoot().layout(); // a matrix just put on screen has no size until laid out
            matrix.redrawNow();
            WritableImage image = matrix.snapshot(null, null);
            Point2D at = matrix.strikeProbe(option);
            Color pixel = image.getPixelReader().getColor((int) at.getX(), (int) at.getY());
            return !close((Color) matrix.palette().background(), pixel);
        });
    }

    @Test
    void aLinkStepNarratesTheHeaderUnlinkInTermsOfTheLinks(FxRobot robot) throws Exception {
        Fx.call(() -> {
            cursor().stepSizeProperty().set(StepSize.LINK);
            cursor().stepForward();
            return null;
        });
        String line = text(robot, "#narration");
        assertTrue(line.contains("choose item A"), line);
        assertTrue(line.contains("unlink header A") && line.contains("R[root] = B") && line.contains("L[B] = root"), line);
    }

    @Test
    void theEndOfASudokuSearchSaysItIsCompleteWithTheCount(FxRobot robot) throws Exception {
        Fx.call(() -> window.model().session().loadExample("ai-escargot")); // its last steps back up through dead ends
        robot.type(javafx.scene.input.KeyCode.END);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> Fx.call(() -> !window.model().busy().isBusy()));
        String line = text(robot, "#narration");
        assertTrue(line.startsWith("The search is complete: 1 solution"), line);
    }

    @Test
    void afterNextSolutionAnotherPuzzleOpensAtReady(FxRobot robot) throws Exception {
        Fx.call(() -> window.model().session().loadExample("easy-1"));
        Fx.call(() -> {
            window.model().nextSolution();
            return null;
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> Fx.call(() -> !window.model().busy().isBusy()));
        Fx.call(() -> window.model().session().loadExample("ai-escargot"));
        for (int i = 0; i < 10; i++) {
            WaitForAsyncUtils.sleep(20, TimeUnit.MILLISECONDS);
            WaitForAsyncUtils.waitForFxEvents();
        }
        assertEquals(Fx.call(() -> cursor().playback().setUpLength()), Fx.call(() -> cursor().playback().position()));
        assertTrue(text(robot, "#narration").startsWith("Ready"), text(robot, "#narration"));
        // a problem with nothing recorded yet: the timeline's shorter range must not move the cursor
        Fx.call(() -> window.model().session().loadExample("queens4"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0L, (long) Fx.call(() -> cursor().playback().position()));
        assertTrue(text(robot, "#narration").startsWith("Ready"), text(robot, "#narration"));
    }

    @Test
    void aPuzzleOpensWithItsGivensPlaced(FxRobot robot) throws Exception {
        Fx.call(() -> window.model().session().loadExample("ai-escargot"));
        var board = (dlxviz.app.boards.SudokuView) Fx.call(() -> window.controller().puzzlePanel());
        String shown = Fx.call(() -> board.board().toLine());
        assertEquals("1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..", shown);
        // the set-up stays available: stepping back from Ready takes the givens out one at a time
        Fx.call(() -> {
            cursor().stepSizeProperty().set(StepSize.CHOICE);
            cursor().stepBack();
            return null;
        });
        assertEquals(22, Fx.call(() -> board.board().toLine().chars().filter(c -> c != '.').count()).intValue());
    }

    @Test
    void sixteenBySixteenDigitsAreNarratedAsTheGridWritesThem(FxRobot robot) throws Exception {
        Fx.call(() -> window.model().session().loadExample("16x16-1"));
        List<String> lines = new ArrayList<>();
        Fx.call(() -> {
            cursor().stepSizeProperty().set(StepSize.CHOICE);
            for (int i = 0; i < 300 && cursor().canStepForwardProperty().get(); i++) {
                cursor().stepForward();
                lines.add(cursor().narrationProperty().get());
            }
            return null;
        });
        Pattern then = Pattern.compile("(?:^|; )[Ll]evel \\d+: (\\S+) has one place left");
        int letters = 0;
        for (String line : lines) {
            Matcher m = then.matcher(line);
            while (m.find()) {
                assertFalse(m.group(1).matches("[a-g]"), "a digit written in lower case: " + line);
                letters += m.group(1).matches("[A-G]") ? 1 : 0;
            }
        }
        assertTrue(letters > 0, "the first 300 choices of 16x16-1 name a letter digit");
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }
}
