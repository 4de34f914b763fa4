package dlxviz.app.headless;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.lesson.LessonFiles;
import dlxviz.app.lesson.PreparedLesson;
import dlxviz.slides.FrameSize;
import dlxviz.slides.LessonSlideFiles;
import dlxviz.slides.LessonSlideRequest;
import dlxviz.slides.SlidesException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code slides --lesson}: every stop pictured with its caption, in PNGs, a GIF and a one-file handout. */
class LessonSlidesTest {
    @TempDir
    Path dir;

    @BeforeAll
    static void startJavaFx() {
        dlxviz.app.testkit.Fx.start();
    }

    private LessonSlideRequest request(String lesson, boolean between) {
        return new LessonSlideRequest(lesson, between, new FrameSize(1000, 640), null, null, dir, dir.resolve("lesson.gif"), 800);
    }

    @Test
    void everyStopAndEveryStepBetweenBecomesAPictureAndTheHandoutHoldsThemInOrder() throws Exception {
        LessonSlideRequest request = request("matrix4x4", true);
        var lesson = new HeadlessSlides().prepareLesson(request);
        LessonSlideFiles files = LessonSlideFiles.open(request, lesson.title());
        try (files) {
            lesson.render(files, (done, total) -> { });
        }
        PreparedLesson prepared = LessonFiles.prepare("matrix4x4");
        List<String> names = new ArrayList<>();
        for (Path picture : files.pictures()) {
            names.add(picture.getFileName().toString());
        }
        assertEquals("stop-01.png", names.get(0));
        for (int stop = 1; stop <= prepared.size(); stop++) {
            assertTrue(names.contains(String.format("stop-%02d.png", stop)), names.toString());
        }
        assertTrue(names.contains("stop-02-step-01.png"), "stop 2 steps from Ready to the solution: " + names);
        assertEquals(names.size(), files.gifFrames(), "the GIF has every picture");

        String html = Files.readString(request.handout());
        Matcher image = Pattern.compile("src=\"data:image/png;base64,([^\"]+)\"").matcher(html);
        int images = 0;
        while (image.find()) {
            var picture = ImageIO.read(new java.io.ByteArrayInputStream(Base64.getDecoder().decode(image.group(1))));
            assertEquals(1000, picture.getWidth(), "an inlined picture is the window's");
            images++;
        }
        assertEquals(names.size(), images, "one inlined picture per file");
        int from = 0;
        for (PreparedLesson.ReadyStop stop : prepared.stops()) {
            String caption = stop.stop().caption();
            int at = html.indexOf(caption, from);
            assertTrue(at > from, "the captions come in the lesson's order: " + caption);
            from = at;
        }
        assertTrue(html.contains("Ask: Which column will the search look at first"), "a question is in the handout");
    }

    @Test
    void aBrokenLessonIsBadInputWithItsLineAndNothingIsDrawn() throws Exception {
        Path file = dir.resolve("broken.lesson.yaml");
        Files.writeString(file, "stops:\n  - example: knuth\n    step: huge\n");
        SlidesException e = assertThrows(SlidesException.class,
                () -> new HeadlessSlides().prepareLesson(request(file.toString(), false)));
        assertTrue(e.isBadInput());
        assertEquals("--lesson " + file + ", line 3, column 11: unknown step size 'huge': use one of link, cover, choice, "
                + "level, solution", e.getMessage());
        assertEquals(List.of("broken.lesson.yaml"), Files.list(dir).map(p -> p.getFileName().toString()).toList());
    }
}
