package dlxviz.slides;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SlideFilesTest {
    @TempDir
    Path dir;

    @Test
    void picturesAreNamedByStepAndViewSoTheySortInOrder() throws Exception {
        Path out = dir.resolve("made/on/demand");
        try (SlideFiles files = SlideFiles.open(out, new StepRange(8, 10, 1), List.of("window", "links"), null, 100)) {
            for (int step = 8; step <= 10; step++) {
                files.frame(step, "window", picture(40, 30, step));
                files.frame(step, "links", picture(20, 10, step));
            }
            assertEquals(List.of("0008-window.png", "0008-links.png", "0009-window.png", "0009-links.png",
                    "0010-window.png", "0010-links.png"),
                    files.pictures().stream().map(p -> p.getFileName().toString()).toList());
            assertTrue(files.gifs().isEmpty());
        }
        assertEquals(6, Files.list(out).count());
    }

    @Test
    void namesGrowPastFourDigitsForLongSeries() throws Exception {
        try (SlideFiles files = SlideFiles.open(dir, new StepRange(0, 123456, 1000), List.of("window"), null, 100)) {
            assertEquals("000000-window.png", files.nameOf(0, "window"));
            assertEquals("123000-window.png", files.nameOf(123000, "window"));
        }
    }

    @Test
    void oneGifPerViewEachAsLargeAsItsLargestPicture() throws Exception {
        Path gif = Files.createDirectory(dir.resolve("gifs")).resolve("lesson.gif");
        Map<Path, Integer> written;
        // closed by hand, not by a try: the GIFs are written at close, and read after it
        SlideFiles files = SlideFiles.open(dir.resolve("png"), new StepRange(0, 1, 1), List.of("window", "links"), gif, 500);
        files.frame(0, "window", picture(40, 30, 0));
        files.frame(0, "links", picture(20, 10, 0));
        files.frame(1, "window", picture(40, 30, 1));
        files.frame(1, "links", picture(20, 14, 1)); // the narration took one line less
        files.close();
        written = files.gifs();
        Path windowGif = dir.resolve("gifs/lesson-window.gif");
        Path linksGif = dir.resolve("gifs/lesson-links.gif");
        assertEquals(Map.of(windowGif, 2, linksGif, 2), written);
        assertEquals(List.of(40, 30, 2), sizeAndFrames(windowGif));
        assertEquals(List.of(20, 14, 2), sizeAndFrames(linksGif));
    }

    @Test
    void withOneViewTheGifIsTheFileAskedFor() throws Exception {
        Path gif = dir.resolve("lesson.gif");
        try (SlideFiles files = SlideFiles.open(dir, new StepRange(0, 0, 1), List.of("board"), gif, 500)) {
            files.frame(0, "board", picture(10, 10, 0));
        }
        assertTrue(Files.isRegularFile(gif));
    }

    @Test
    void aSmallerPictureIsPaddedInItsBackgroundColour() {
        BufferedImage small = picture(10, 8, 3);
        BufferedImage padded = SlideFiles.onCanvas(small, 12, 10);
        assertEquals(small.getRGB(0, 0), padded.getRGB(0, 0));
        assertEquals(small.getRGB(9, 7), padded.getRGB(11, 9));
    }

    @Test
    void picturesOfAnEarlierSeriesAreReportedNotDeleted() throws Exception {
        Files.writeString(dir.resolve("0013-window.png"), "old");
        Files.writeString(dir.resolve("notes.txt"), "mine");
        try (SlideFiles files = SlideFiles.open(dir, new StepRange(0, 0, 1), List.of("window"), null, 500)) {
            files.frame(0, "window", picture(10, 10, 0));
            assertEquals(List.of("0013-window.png"), files.leftovers());
        }
        assertTrue(Files.exists(dir.resolve("0013-window.png")));
    }

    @Test
    void anOutFolderThatIsAFileIsBadInput() throws Exception {
        Path file = Files.writeString(dir.resolve("taken"), "x");
        SlidesException e = assertThrows(SlidesException.class,
                () -> SlideFiles.open(file, new StepRange(0, 0, 1), List.of("window"), null, 500));
        assertTrue(e.isBadInput());
        assertEquals("--out " + file + ": " + file + " is a file, not a folder", e.getMessage());
    }

    @Test
    void aGifThatIsAFolderIsBadInput() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("lesson.gif"));
        SlidesException e = assertThrows(SlidesException.class,
                () -> SlideFiles.open(dir.resolve("png"), new StepRange(0, 0, 1), List.of("window"), folder, 500));
        assertTrue(e.isBadInput());
        assertTrue(e.getMessage().contains("is a folder"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("png")), "no folder made for a request that cannot be done");
    }

    @Test
    void aGifInAFolderThatIsNotThereIsRefusedAndNoFolderIsMade() {
        Path gif = dir.resolve("nonexistent/x.gif");
        SlidesException e = assertThrows(SlidesException.class,
                () -> SlideFiles.open(dir.resolve("png"), new StepRange(0, 0, 1), List.of("window"), gif, 500));
        assertTrue(e.isBadInput());
        assertEquals("--gif " + gif + ": no such folder " + dir.resolve("nonexistent")
                + " (a GIF is written into a folder that exists; --out makes its own)", e.getMessage());
        assertFalse(Files.exists(dir.resolve("nonexistent")), "the missing folder is not made");
        assertFalse(Files.exists(dir.resolve("png")), "no folder made for a request that cannot be done");
    }

    private static BufferedImage picture(int width, int height, int shade) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                image.setRGB(x, y, 0xFF000000 | (x * 5 + shade * 40) << 16 | y * 7 << 8);
            }
        }
        return image;
    }

    private static List<Integer> sizeAndFrames(Path gif) throws Exception {
        try (ImageInputStream in = ImageIO.createImageInputStream(gif.toFile())) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            return List.of(reader.getWidth(0), reader.getHeight(0), reader.getNumImages(true));
        }
    }
}
