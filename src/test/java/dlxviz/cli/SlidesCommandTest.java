package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code slides}: the files it writes, and a clear message with exit code 2 for each kind of bad input. */
class SlidesCommandTest {
    @TempDir
    Path dir;

    /** JavaFX started as every UI test here starts it (through TestFX), before the renderer would start it itself. */
    @BeforeAll
    static void startJavaFx() {
        dlxviz.app.testkit.Fx.start();
    }

    @Test
    void writesOnePicturePerStepAndAGifAndSaysSo() throws Exception {
        Path out = dir.resolve("pictures");
        Path gif = dir.resolve("lesson.gif");
        CliRun run = CliRun.of("slides", "--example", "matrix4x4", "--step-size", "cover", "--steps", "0..2", "--every", "2",
                "--views", "window", "--size", "900x600", "--out", out.toString(), "--gif", gif.toString(), "--delay", "500");

        assertEquals(0, run.exitCode(), run.err());
        assertEquals("2 pictures in " + out + " (0000-window.png .. 0002-window.png), the window at 900x600\n"
                + gif + ": 2 frames, 500 ms each, looping\n", run.out());
        assertEquals("", run.err(), "no progress bar into a pipe");
        assertEquals(List.of("0000-window.png", "0002-window.png"), names(out));
        assertEquals(900, ImageIO.read(out.resolve("0002-window.png").toFile()).getWidth());
        assertEquals(2, gifFrames(gif));
    }

    @Test
    void aBackwardRange() {
        assertBadInput("slides: --steps '9..3' runs backwards: give FROM..TO with FROM at most TO, for example 3..9",
                "--example", "knuth", "--steps", "9..3", "--out", dir.toString());
    }

    @Test
    void aRangePastTheEndOfTheSearch() {
        CliRun run = run("--example", "knuth", "--steps", "0..500", "--out", dir.resolve("never").toString());
        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("slides: --steps 0..500 goes past the end of the search: Knuth's 7-item example has "),
                run.err());
        assertFalse(Files.exists(dir.resolve("never")), "nothing is made before the request is known good");
    }

    @Test
    void anUnknownView() {
        assertBadInput("slides: --views: unknown view 'sudoku'; the views are window, links, board, matrix, pseudocode",
                "--example", "knuth", "--steps", "0..1", "--views", "window,sudoku", "--out", dir.toString());
    }

    @Test
    void aSizeThatIsNotOne() {
        assertBadInput("slides: --size '1280 by 720' is not a size: give WIDTHxHEIGHT in pixels, for example 1280x720",
                "--example", "knuth", "--steps", "0..1", "--size", "1280 by 720", "--out", dir.toString());
    }

    @Test
    void anOutFolderThatIsAFile() throws Exception {
        Path file = Files.writeString(dir.resolve("notes.txt"), "mine");
        assertBadInput("slides: --out " + file + ": " + file + " is a file, not a folder",
                "--example", "knuth", "--steps", "0..1", "--out", file.toString());
        assertEquals("mine", Files.readString(file));
    }

    @Test
    void aMissingFile() {
        assertBadInput("slides: cannot read 'no-such.dlx': no such file", "no-such.dlx", "--steps", "0..1", "--out",
                dir.toString());
    }

    @Test
    void aDelayWithoutAGif() {
        assertBadInput("slides: --delay goes with --gif",
                "--example", "knuth", "--steps", "0..1", "--out", dir.toString(), "--delay", "300");
    }

    @Test
    void bothAFileAndAnExampleOrNeither() {
        assertBadInput("slides: give either FILE or --example, not both",
                "knuth.dlx", "--example", "knuth", "--steps", "0..1", "--out", dir.toString());
        assertBadInput("slides: no problem given: name a puzzle or DLX1 FILE, or --example NAME",
                "--steps", "0..1", "--out", dir.toString());
    }

    @Test
    void anUnknownStepSize() {
        assertBadInput("slides: --step-size 'move' is not one of link, cover, choice, level, solution",
                "--example", "knuth", "--step-size", "move", "--steps", "0..1", "--out", dir.toString());
    }

    private static CliRun run(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "slides";
        System.arraycopy(args, 0, all, 1, args.length);
        return CliRun.of(all);
    }

    private static void assertBadInput(String message, String... args) {
        CliRun run = run(args);
        assertEquals(2, run.exitCode(), run.err());
        assertEquals(message + "\n", run.err());
        assertEquals("", run.out());
    }

    private static List<String> names(Path folder) throws Exception {
        try (var files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static int gifFrames(Path gif) throws Exception {
        try (ImageInputStream in = ImageIO.createImageInputStream(gif.toFile())) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            return reader.getNumImages(true);
        }
    }
}
