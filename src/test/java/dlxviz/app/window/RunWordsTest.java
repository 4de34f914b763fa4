package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.testkit.Fx;
import dlxviz.app.window.model.WindowModelAccess;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.control.Label;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A run's words read whole, or shorter and still true, at the room's presets (issue 24): a count's
 * long line was cut with "…" at 1024x768 x1.25; and in the presentation layout, which hides the
 * counters' row, a run showed only its bar and Cancel.
 */
@ExtendWith(ApplicationExtension.class)
class RunWordsTest {
    /** A long count's line, as CountTask words it. */
    private static final String COUNT = String.format("%,d solutions so far (%,d of %,d parts, %d cores)",
            123_456_789, 1_234, 5_678, 16);
    private static final List<String[]> PRESETS = List.of(new String[] {"1280", "720", "1.5"},
            new String[] {"1024", "768", "1.25"});

    @Test
    void aCountsLongLineReadsWholeOrWithoutItsDetailAtTheProjectorPresets() throws Exception {
        for (String[] preset : PRESETS) {
            DlxApp.Window window = counting(preset);
            Fx.call(() -> {
                assertReadable(window, "#busyLabel", preset);
                RoomLayoutTest.close(window);
                return null;
            });
        }
    }

    @Test
    void inThePresentationLayoutARunSaysItsWordsOverItsBarAndTheViewsStayPut() throws Exception {
        for (String[] preset : PRESETS) {
            DlxApp.Window window = RoomLayoutTest.open(Double.parseDouble(preset[0]), Double.parseDouble(preset[1]),
                    "ai-escargot", "--scale", preset[2]);
            Fx.call(() -> {
                window.model().appearance().presentationProperty().set(true);
                return null;
            });
            WaitForAsyncUtils.waitForFxEvents();
            Bounds links = Fx.call(() -> inScene(window.scene().lookup("#linksHost")));
            begin(window);
            Fx.call(() -> {
                assertReadable(window, "#busyBoxLabel", preset);
                javafx.scene.control.Button cancel = (javafx.scene.control.Button) window.scene().lookup("#cancelButton");
                assertEquals("Cancel", ((Text) cancel.lookup(".text")).getText(), preset[0] + ": Cancel whole");
                assertEquals(links, inScene(window.scene().lookup("#linksHost")), preset[0] + ": the views did not move");
                window.model().appearance().presentationProperty().set(false);
                return null;
            });
            WaitForAsyncUtils.waitForFxEvents();
            Fx.call(() -> {
                // back in the full layout: the words on the counters' row, the bar in its box again
                assertReadable(window, "#busyLabel", preset);
                assertEquals(window.scene().lookup(".busy-box"), window.scene().lookup("#busyProgress").getParent());
                WindowModelAccess.idle(window.model().busy());
                RoomLayoutTest.close(window);
                return null;
            });
        }
    }

    @Test
    void theShorterFormDropsOnlyAClosingBracketOfDetail() {
        assertEquals("123,456,789 solutions so far", RunWords.withoutDetail(COUNT));
        assertEquals("Running to the end: 12,345 events recorded",
                RunWords.withoutDetail("Running to the end: 12,345 events recorded"));
        assertEquals("counting on one thread",
                RunWords.withoutDetail("counting on one thread (random ties follow the search's order)"));
    }

    private static DlxApp.Window counting(String[] preset) throws Exception {
        DlxApp.Window window = RoomLayoutTest.open(Double.parseDouble(preset[0]), Double.parseDouble(preset[1]),
                "ai-escargot", "--scale", preset[2]);
        begin(window);
        return window;
    }

    private static void begin(DlxApp.Window window) throws Exception {
        Fx.call(() -> {
            WindowModelAccess.busy(window.model().busy(), "Counting solutions…", COUNT, 0.2);
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The label {@code id} shows the count's words whole or without their detail, uncut and in the window. */
    private static void assertReadable(DlxApp.Window window, String id, String[] preset) {
        Label label = (Label) window.scene().lookup(id);
        assertTrue(label != null && label.isVisible() && label.getParent().isVisible(), preset[0] + ": the words are shown");
        Text drawn = (Text) label.lookup(".text");
        String shown = drawn == null ? "" : drawn.getText();
        assertTrue(shown.equals(COUNT) || shown.equals(RunWords.withoutDetail(COUNT)),
                preset[0] + "x" + preset[1] + " x" + preset[2] + ": \"" + shown + "\", neither whole nor without its detail");
        Bounds text = inScene(drawn);
        Bounds box = inScene(label);
        assertTrue(text.getMaxX() <= box.getMaxX() + 0.5 && text.getMaxX() <= window.scene().getWidth(),
                preset[0] + ": the words at " + text + " inside their label " + box + " and the window");
        Fx.mouseEnters(label); // on the FX thread already
        assertEquals(COUNT, label.getTooltip().getText(), "the whole in the tooltip");
        System.out.println(preset[0] + " " + id + ": \"" + shown + "\" in " + box.getWidth() + " px");
    }

    private static Bounds inScene(javafx.scene.Node node) {
        return node.localToScene(node.getLayoutBounds());
    }
}
