package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.export.SeriesChoice;
import dlxviz.app.headless.HeadlessSlidesAccess;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import dlxviz.app.window.model.SeriesSteps;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.StepSize;
import dlxviz.slides.FrameSize;
import dlxviz.slides.StepRange;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** File > Export picture > A series: in the background, off-screen, the same pictures as the slides command's. */
class SeriesExportTest {
    private static final FrameSize SIZE = new FrameSize(1000, 640);

    @TempDir
    Path dir;
    private DlxApp.Window window;
    private Stage stage;

    @BeforeEach
    void open() throws Exception {
        Fx.start();
        StartupArguments args = StartupArguments.parse(List.of("--example", "knuth", "--step-size", "cover"));
        window = Fx.whole(Fx.call(() -> {
            stage = new Stage();
            return DlxApp.openInStages(stage, args, AppPreferences.inMemory(), 1200, 760);
        }));
    }

    @AfterEach
    void close() {
        Fx.run(stage::close);
    }

    @Test
    void picturesAreMadeOffScreenAndTheWindowStaysWhereItWas() throws Exception {
        Fx.run(() -> window.model().cursor().stepForward());
        long position = Fx.call(() -> window.model().cursor().positionProperty().get());

        export(new SeriesChoice(StepSize.COVER, new StepRange(0, 1, 1), List.of("window", "links"), SIZE, dir,
                dir.resolve("lesson.gif"), 500));

        assertEquals("Exported 4 pictures to " + dir + " (0000-window.png .. 0001-links.png); lesson-window.gif, 2 frames; "
                + "lesson-links.gif, 2 frames.", Fx.call(() -> window.model().messages().text()));
        assertEquals(position, Fx.call(() -> window.model().cursor().positionProperty().get()));
        BufferedImage picture = ImageIO.read(dir.resolve("0001-window.png").toFile());
        assertEquals(SIZE.width(), picture.getWidth());
        assertEquals(SIZE.height(), picture.getHeight());
    }

    @Test
    void theSamePicturesAsTheSlidesCommand() throws Exception {
        export(new SeriesChoice(StepSize.COVER, new StepRange(2, 2, 1), List.of("window"), SIZE, dir, null, 500));
        BufferedImage fromTheMenu = ImageIO.read(dir.resolve("0002-window.png").toFile());

        BufferedImage fromTheCommand = HeadlessSlidesAccess.picture("knuth", "cover", 2, "window", SIZE);

        // the menu's copy is off-screen, the command's on a headless stage: the same window all the same
        assertEquals(0, differingPixels(fromTheMenu, fromTheCommand));
    }

    @Test
    void cancelStopsBeforeTheNextStepAndKeepsWhatWasMade() throws Exception {
        Fx.run(() -> window.model().session().loadExample("queens6"));
        Fx.run(() -> window.model().exportSeries(new SeriesChoice(StepSize.LINK, new StepRange(0, 200, 1),
                List.of("window"), SIZE, dir, null, 500)));
        waitUntil(() -> Fx.call(() -> window.model().busy().progressProperty().get()) > 0);
        Fx.run(() -> window.model().cancelTask());
        waitUntil(() -> !Fx.call(() -> window.model().busy().isBusy()));

        String said = Fx.call(() -> window.model().messages().text());
        assertTrue(said.startsWith("Stopped after "), said);
        long made;
        try (var files = Files.list(dir)) {
            made = files.count();
        }
        assertTrue(made >= 1 && made < 201, made + " pictures");
    }

    @Test
    void aRangePastTheEndSaysWhereTheSearchEnds() throws Exception {
        export(new SeriesChoice(StepSize.COVER, new StepRange(0, 500, 1), List.of("window"), SIZE, dir, null, 500));
        String said = Fx.call(() -> window.model().messages().text());
        assertTrue(said.startsWith("Cannot export the series: the search has "), said);
        assertTrue(said.endsWith(" cover steps after Ready, so step " + said.replaceAll(".*so step ([0-9]+) .*", "$1")
                + " is the last picture; choose a range up to " + said.replaceAll(".*so step ([0-9]+) .*", "$1")), said);
        try (var files = Files.list(dir)) {
            assertEquals(0, files.count(), "nothing written");
        }
    }

    @Test
    void theRangeIsCheckedOnTheSearchOfTheWindowsOwnChoiceRule() throws Exception {
        Fx.run(() -> window.model().session().loadExample("queens6"));
        Fx.run(() -> window.model().session().useRule(ItemChoice.FIRST_ACTIVE, 0));
        LoadedProblem queens = Fx.call(() -> window.model().session().problem());
        int underDlx1Rule = SeriesSteps.afterReady(queens, ItemChoice.MIN_LENGTH, 0, StepSize.CHOICE, 10_000);
        int underFirstItem = SeriesSteps.afterReady(queens, ItemChoice.FIRST_ACTIVE, 0, StepSize.CHOICE, 10_000);
        assertTrue(underFirstItem > underDlx1Rule, underFirstItem + " choices against " + underDlx1Rule);

        // the last choice of the window's own search: past the end of DLX1's rule's
        export(new SeriesChoice(StepSize.CHOICE, new StepRange(underFirstItem, underFirstItem, 1), List.of("links"),
                SIZE, dir, null, 500));

        String said = Fx.call(() -> window.model().messages().text());
        assertTrue(said.startsWith("Exported 1 picture"), said);
    }

    private void export(SeriesChoice choice) throws Exception {
        // asked in the same turn of the FX thread: the task cannot have ended and said so yet
        assertTrue(Fx.call(() -> {
            window.model().exportSeries(choice);
            return window.model().busy().isBusy();
        }), "runs in the background");
        waitUntil(() -> !Fx.call(() -> window.model().busy().isBusy()));
    }

    private static void waitUntil(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out");
            }
            Thread.sleep(20);
        }
    }

    private static int differingPixels(BufferedImage a, BufferedImage b) {
        assertEquals(a.getWidth(), b.getWidth());
        assertEquals(a.getHeight(), b.getHeight());
        int count = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    count++;
                }
            }
        }
        return count;
    }
}
