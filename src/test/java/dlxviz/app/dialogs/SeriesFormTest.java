package dlxviz.app.dialogs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dlxviz.app.export.SeriesChoice;
import dlxviz.playback.StepSize;
import dlxviz.slides.FrameSize;
import dlxviz.slides.StepRange;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** File > Export picture > A series: the fields as typed make a choice, or say what is wrong. */
class SeriesFormTest {
    @TempDir
    Path dir;

    @Test
    void theFieldsMakeTheChoiceTheCommandWouldTake() {
        SeriesForm form = form();
        form.fromProperty().set(" 2 ");
        form.toProperty().set("12");
        form.everyProperty().set("5");
        form.stepSizeProperty().set(StepSize.CHOICE);
        form.viewProperty("links").set(true);
        form.widthProperty().set("1600");
        form.heightProperty().set("1000");
        form.gifNameProperty().set("knuth");
        form.delayProperty().set("500");

        assertEquals(new SeriesChoice(StepSize.CHOICE, new StepRange(2, 12, 5), List.of("window", "links"),
                new FrameSize(1600, 1000), dir, dir.resolve("knuth.gif"), 500), form.choice());
        assertEquals("", form.errorProperty().get());
    }

    @Test
    void withoutAGifTheGifFieldsDoNotMatter() {
        SeriesForm form = form();
        form.gifProperty().set(false);
        form.gifNameProperty().set("");
        form.delayProperty().set("fast");
        assertNull(form.choice().gif());
    }

    @Test
    void eachWrongFieldIsNamed() {
        assertWrong("From: 'one' is not a whole number of 0 or more.", form -> form.fromProperty().set("one"));
        assertWrong("To (3) comes before From (9): the steps run from From to To.", form -> {
            form.fromProperty().set("9");
            form.toProperty().set("3");
        });
        assertWrong("Every: 0 is outside 1 to 100000000.", form -> form.everyProperty().set("0"));
        assertWrong("Tick at least one view to take pictures of.", form -> form.viewProperty("window").set(false));
        assertWrong("Width: 640 is outside 800 to 4096.", form -> form.widthProperty().set("640"));
        assertWrong("Folder: choose where the pictures go.", form -> form.folderProperty().set(" "));
        assertWrong("GIF: give a file name (such as lesson.gif); it goes into the folder.",
                form -> form.gifNameProperty().set("sub/lesson.gif"));
        assertWrong("Each frame: 5 is outside 20 to 60000.", form -> form.delayProperty().set("5"));
    }

    @Test
    void aFolderThatIsAFileIsRefused() throws Exception {
        Path file = Files.writeString(dir.resolve("notes.txt"), "mine");
        SeriesForm form = form();
        form.folderProperty().set(file.toString());
        assertNull(form.choice());
        assertEquals("Folder: " + file + " is a file, not a folder.", form.errorProperty().get());
    }

    private SeriesForm form() {
        SeriesForm form = new SeriesForm(List.of("window", "links", "board", "matrix"));
        form.folderProperty().set(dir.toString());
        return form;
    }

    private void assertWrong(String message, java.util.function.Consumer<SeriesForm> change) {
        SeriesForm form = form();
        change.accept(form);
        assertNull(form.choice(), message);
        assertEquals(message, form.errorProperty().get());
    }
}
