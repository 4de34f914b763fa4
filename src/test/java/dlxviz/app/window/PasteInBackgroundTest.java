package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.testkit.Fx;
import dlxviz.app.testkit.ManualClock;
import dlxviz.app.window.model.MainViewModel;
import dlxviz.app.window.model.WindowModelAccess;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 26: File > Paste of a big DLX1 problem parsed on the FX thread (8-10 s of a frozen window).
 * Now Open hands the text to the background, as File > Open does with a file: the dialog closes,
 * the busy strip says what is read with its Cancel, and the FX thread is free until the problem is
 * read. The background here is a queue the test runs when it likes, so "not parsed on the FX
 * thread" is a fact checked, not a time; headless under Monocle, with the real dialog.
 */
class PasteInBackgroundTest {
    private final Queue<Runnable> background = new ConcurrentLinkedQueue<>();
    private MainViewModel vm;
    private WindowFiles files;

    @BeforeEach
    void window() {
        Fx.run(() -> {
            Window.getWindows().stream().filter(w -> w.getScene() != null && w.getScene().lookup("#pasteText") != null)
                    .toList().forEach(Window::hide);
            vm = new MainViewModel(new ManualClock());
            WindowModelAccess.readFilesOn(vm, background::add);
            vm.session().loadExample("knuth");
            Stage stage = new Stage();
            stage.setScene(new Scene(new StackPane(), 640, 480));
            stage.show();
            files = new WindowFiles(vm, () -> stage);
        });
    }

    /**
     * A DLX1 problem of about {@code chars} characters: item A, items b0..b99, options "A b(k mod 100)".
     * The box holds a million, but the TextArea takes seconds to lay out so much under Monocle.
     */
    private static String dlx(int chars) {
        StringBuilder text = new StringBuilder("A |");
        for (int i = 0; i < 100; i++) {
            text.append(" b").append(i);
        }
        text.append('\n');
        for (int k = 0; text.length() < chars; k++) {
            text.append("A b").append(k % 100).append('\n');
        }
        return text.toString();
    }

    private static Scene pasteScene() {
        return Window.getWindows().stream().map(Window::getScene)
                .filter(scene -> scene != null && scene.lookup("#pasteText") != null).findFirst().orElse(null);
    }

    private static boolean pasteShowing() {
        Scene scene = pasteScene();
        return scene != null && scene.getWindow().isShowing();
    }

    /** Opens File > Paste, types {@code text}, and presses Open: all on the FX thread. */
    private void pasteAndOpen(String text) {
        Fx.run(() -> {
            files.paste();
            ((TextArea) pasteScene().lookup("#pasteText")).setText(text);
            ((Button) pasteScene().lookup("#pasteOpen")).fire();
        });
    }

    /** Runs the held background work here (off the FX thread), then lets the FX thread take what it handed back. */
    private void runBackground() {
        while (!background.isEmpty()) {
            background.poll().run();
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aBigPasteIsParsedOffTheFxThreadWithTheBusyStripsProgressAndCancel() {
        String text = dlx(200_000);
        pasteAndOpen(text);
        // Open has returned to the FX thread and nothing is parsed yet: the old dialog parsed in its handler
        assertEquals("Knuth's 7-item example", Fx.call(() -> vm.session().problem().title()),
                "the FX thread did not parse the paste");
        assertTrue(Fx.call(() -> vm.busy().isBusy()), "the busy strip says it is reading, with Cancel");
        assertEquals("Reading the pasted text…", Fx.call(() -> vm.busy().textProperty().get()));
        assertFalse(Fx.call(PasteInBackgroundTest::pasteShowing), "the dialog closed while the text is read");
        assertEquals(1, background.size(), "the parse waits on the background");
        runBackground();
        assertFalse(Fx.call(() -> vm.busy().isBusy()));
        int options = (text.split("\n").length - 1);
        assertEquals("Exact cover from the pasted text (1 items, " + options + " options)",
                Fx.call(() -> vm.session().problem().title()));
    }

    @Test
    void badTextBringsTheDialogBackWithItsTextAndWhereItIsWrong() {
        String text = dlx(20_000) + "A c7\n";
        int line = text.split("\n").length;
        pasteAndOpen(text);
        assertFalse(Fx.call(PasteInBackgroundTest::pasteShowing));
        runBackground();
        assertTrue(Fx.call(PasteInBackgroundTest::pasteShowing), "the dialog is back");
        assertEquals(text, Fx.call(() -> ((TextArea) pasteScene().lookup("#pasteText")).getText()), "nothing typed is lost");
        Label error = Fx.call(() -> (Label) pasteScene().lookup("#pasteError"));
        assertNotNull(error);
        assertTrue(Fx.call(error::isVisible));
        assertEquals("The pasted text (DLX1 format), line " + String.format("%d", line) + ", column 3: unknown item 'c7'",
                Fx.call(error::getText));
        assertEquals("Knuth's 7-item example", Fx.call(() -> vm.session().problem().title()), "the problem open stays");
    }

    @Test
    void cancelStopsTheReadingAndKeepsTheProblemOpenAndTheText() {
        String text = dlx(20_000);
        pasteAndOpen(text);
        Fx.run(vm::cancelTask);
        assertFalse(Fx.call(() -> vm.busy().isBusy()));
        assertEquals("Stopped reading the pasted text; the problem open before is still open.",
                Fx.call(() -> vm.messages().text()));
        runBackground(); // the stopped parse ends at its next read, and nothing it read is loaded
        assertEquals("Knuth's 7-item example", Fx.call(() -> vm.session().problem().title()));
        assertFalse(Fx.call(PasteInBackgroundTest::pasteShowing), "a cancelled paste does not come back by itself");
        Fx.run(files::paste);
        assertEquals(text, Fx.call(() -> ((TextArea) pasteScene().lookup("#pasteText")).getText()),
                "the text is there when the dialog opens again");
    }

    @Test
    void anEmptyPasteBringsTheDialogBackSayingSo() {
        pasteAndOpen("   ");
        runBackground();
        assertTrue(Fx.call(PasteInBackgroundTest::pasteShowing));
        assertTrue(Fx.call(() -> ((Label) pasteScene().lookup("#pasteError")).getText()).startsWith("The pasted text is empty"));
    }
}
