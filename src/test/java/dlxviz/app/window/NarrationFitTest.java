package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.app.DlxApp;
import dlxviz.app.session.ProblemSources;
import dlxviz.app.testkit.Fx;
import dlxviz.playback.StepSize;
import java.util.Locale;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;

/**
 * The narration is drawn at the size its fit chose, in the window as users get it (its parts put
 * in after the first frame): a size set while the narration's box was being laid out was kept
 * in the label's style but never applied, and the sizes after it neither, so a sentence that
 * fits on one line stayed at the size of Ready's three (the slides command's ai-escargot at
 * 1280x720 x1.5, step 2 by cover, 0.95 em where 1.1 em fits).
 */
class NarrationFitTest {
    private static final double ROOT_PX = 17 * 1.5;

    @Test
    void theNarrationIsDrawnAtTheSizeItsFitChose() throws Exception {
        DlxApp.Window window = RoomLayoutTest.open(1280, 720, "--scale", "1.5");
        WindowSeries series = Fx.call(() -> {
            window.model().session().load(ProblemSources.example("ai-escargot"));
            return WindowSeries.of(window.model(), window.controller(), window.scene(), StepSize.COVER);
        });
        Fx.run(() -> {
            series.series(true);
            series.toReady();
            series.stepForward(2);
        });
        Fx.nextFrame(window.scene());
        Fx.run(() -> {
            Label narration = (Label) window.scene().lookup("#narration");
            String chosen = narration.getStyle();
            String drawn = String.format(Locale.ROOT, "-fx-font-size: %.2fpx;", narration.getFont().getSize());
            assertEquals(chosen, drawn, "the size chosen is the size drawn: " + narration.getText());
            // "Level 0: try option r8c3=1; cover b7#1 (box 7 needs a 1): no node leaves", one line
            assertEquals(NarrationFit.OWN_EM * ROOT_PX, narration.getFont().getSize(), 0.01, narration.getText());
            series.series(false);
            RoomLayoutTest.close(window);
        });
    }
}
