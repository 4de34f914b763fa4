package dlxviz.app.headless;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.slides.FrameSize;
import dlxviz.slides.SlideRequest;
import dlxviz.slides.SlidesException;
import dlxviz.slides.StepRange;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The slides renderer: the real window, headless (Monocle, as every UI test here runs), stepped and pictured. */
class HeadlessSlidesTest {
    @TempDir
    Path dir;

    /** JavaFX started as every UI test here starts it (through TestFX), before the renderer would start it itself. */
    @BeforeAll
    static void startJavaFx() {
        dlxviz.app.testkit.Fx.start();
    }

    @Test
    void twoStepsAreTwoDifferentPicturesOfTheWindowsSize() throws Exception {
        List<BufferedImage> pictures = new ArrayList<>();
        List<String> names = new ArrayList<>();
        new HeadlessSlides().prepare(request("knuth", "0..1", "window"))
                .render((step, view, picture) -> {
                    names.add(step + "-" + view);
                    pictures.add(picture);
                }, (done, total) -> { });

        assertEquals(List.of("0-window", "1-window"), names);
        for (BufferedImage picture : pictures) {
            assertEquals(1000, picture.getWidth());
            assertEquals(640, picture.getHeight());
        }
        int differing = differingPixels(pictures.get(0), pictures.get(1));
        // step 1 chooses and covers A: its column and options change, and the narration and counters
        assertTrue(differing > 2_000, differing + " pixels differ");
    }

    @Test
    void aViewThatIsBeingBuiltIsNamedAsNotThereYet() {
        SlidesException e = assertThrows(SlidesException.class,
                () -> new HeadlessSlides().prepare(request("knuth", "0..1", "window", "tree")));
        assertTrue(e.isBadInput());
        assertEquals("--views: view 'tree' does not exist yet (tree is being built); "
                + "the views are window, links, board, matrix, pseudocode", e.getMessage());
    }

    @Test
    void anUnknownViewListsTheViews() {
        SlidesException e = assertThrows(SlidesException.class,
                () -> new HeadlessSlides().prepare(request("knuth", "0..1", "lnks")));
        assertEquals("--views: unknown view 'lnks'; the views are window, links, board, matrix, pseudocode",
                e.getMessage());
    }

    @Test
    void aSudokuHasAMatrixToo() {
        // the matrix tab shows a large problem's current step: a picture of it is no error
        org.junit.jupiter.api.Assertions.assertDoesNotThrow(
                () -> new HeadlessSlides().prepare(request("easy-1", "0..1", "matrix")));
    }

    @Test
    void stepsPastTheEndOfTheSearchSayWhereItEnds() {
        SlidesException e = assertThrows(SlidesException.class,
                () -> new HeadlessSlides().prepare(request("matrix4x4", "5..40", "window")));
        assertTrue(e.isBadInput());
        assertEquals("--steps 5..40 goes past the end of the search: The 4x4 matrix (rows 0100 1000 1110 0011) has 10 "
                + "cover steps after Ready, so step 10 is the last picture (give at most 5..10)", e.getMessage());
    }

    @Test
    void anUnknownExampleOrThemeIsBadInput() {
        SlidesException example = assertThrows(SlidesException.class,
                () -> new HeadlessSlides().prepare(request("knuht", "0..1", "window")));
        assertTrue(example.isBadInput());
        assertTrue(example.getMessage().startsWith("There is no example called 'knuht'."), example.getMessage());

        SlideRequest dark = request("knuth", "0..1", "window");
        SlideRequest purple = new SlideRequest(null, "knuth", "cover", dark.steps(), dark.views(), dark.size(), "purple",
                null, dir, null, 800);
        SlidesException theme = assertThrows(SlidesException.class, () -> new HeadlessSlides().prepare(purple));
        assertEquals("--theme 'purple' is not one of light, dark, high-contrast", theme.getMessage());
    }

    @Test
    void aMissingFileSaysSo() {
        SlideRequest missing = new SlideRequest(dir.resolve("nope.dlx").toString(), null, "cover", new StepRange(0, 1, 1),
                List.of("window"), new FrameSize(1000, 640), null, null, dir, null, 800);
        SlidesException e = assertThrows(SlidesException.class, () -> new HeadlessSlides().prepare(missing));
        assertEquals("cannot read '" + dir.resolve("nope.dlx") + "': no such file", e.getMessage());
    }

    private SlideRequest request(String example, String steps, String... views) {
        return new SlideRequest(null, example, "cover", StepRange.parse(steps, 1), List.of(views), new FrameSize(1000, 640),
                null, null, dir, null, 800);
    }

    private static int differingPixels(BufferedImage a, BufferedImage b) {
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
