package dlxviz.app.window;

import dlxviz.app.theme.Themes;
import java.util.Locale;
import javafx.beans.value.ObservableDoubleValue;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * The narration in its box of one fixed height (css/app.css, .narration-box): a sentence that
 * would need more lines than the box holds at the narration's own size is set a step smaller,
 * down to the text floor (0.7 of the window's text size), so the box never grows and the views
 * above it never jump. Below the floor the label's ellipsis ends it and its tooltip holds it all.
 */
final class NarrationFit {
    /** The narration's own size, in the window's em (as .narration in app.css says). */
    static final double OWN_EM = 1.1;
    /** The smallest it may be set, in the window's em: the text floor (DESIGN.md, "The room"). */
    static final double FLOOR_EM = 0.7;
    private static final double STEP_EM = 0.05;

    private final Label label;
    private final Region box;
    private final ObservableDoubleValue scale;
    private final Text probe = new Text();
    /**
     * The whole sentence, for a narration cut short; made the first time one is, not with the
     * window: a tooltip is a popup window of its own, 15-20 ms of the first frame's start-up.
     */
    private Tooltip whole;
    private double setEm = -1;

    private NarrationFit(Label label, Region box, ObservableDoubleValue scale) {
        this.label = label;
        this.box = box;
        this.scale = scale;
    }

    /** Keeps {@code label} (inside {@code box}) at the largest size that fits, following text, width and scale. */
    static NarrationFit install(Label label, Region box, ObservableDoubleValue scale) {
        NarrationFit fit = new NarrationFit(label, box, scale);
        label.textProperty().addListener((o, a, b) -> fit.fit());
        box.widthProperty().addListener((o, a, b) -> fit.fit());
        box.heightProperty().addListener((o, a, b) -> fit.fit());
        scale.addListener((o, a, b) -> fit.fit());
        label.fontProperty().addListener((o, a, b) -> fit.fit()); // bold for a solution or a dead end
        fit.fit();
        return fit;
    }

    /** The size the narration is set at now, in the window's em; for tests. */
    double emShown() {
        return setEm;
    }

    void fit() {
        double rootPx = Themes.BASE_FONT_PX * scale.get();
        double width = box.getWidth() - box.snappedLeftInset() - box.snappedRightInset();
        double height = box.getHeight() - box.snappedTopInset() - box.snappedBottomInset();
        double em = OWN_EM;
        if (width > 0 && height > 0) {
            String text = label.getText() == null ? "" : label.getText();
            while (em > FLOOR_EM + 1e-9 && !fits(text, em * rootPx, width, height)) {
                em -= STEP_EM;
            }
            em = Math.max(FLOOR_EM, em);
        }
        boolean fits = width <= 0 || fits(label.getText() == null ? "" : label.getText(), em * rootPx, width, height);
        if (!fits && whole == null) {
            whole = new Tooltip();
        }
        if (whole != null) {
            label.setTooltip(fits ? null : whole);
            whole.setText(label.getText());
        }
        if (Math.abs(em - setEm) > 1e-9) {
            setEm = em;
            label.setStyle(String.format(Locale.ROOT, "-fx-font-size: %.2fpx;", em * rootPx));
            // styled now, not at the next CSS pass: in the window as it starts (its parts put in
            // after the first frame, the box laid out anew) a size set here stayed in the style
            // and was never applied, nor any set after it, and a one-line sentence was drawn at
            // the size of Ready's three (NarrationFitTest)
            label.applyCss();
        }
    }

    /**
     * Whether {@code text} at {@code px} wraps within {@code width} x {@code height}, with a
     * tenth of a line to spare: a label given its lines' height to the pixel still ends them with
     * an ellipsis.
     */
    private boolean fits(String text, double px, double width, double height) {
        return heightOf(text, px, width) <= height - 0.1 * px;
    }

    private double heightOf(String text, double px, double width) {
        Font font = label.getFont();
        boolean bold = font.getStyle().toLowerCase(Locale.ROOT).contains("bold");
        probe.setFont(Font.font(font.getFamily(), bold ? FontWeight.BOLD : FontWeight.NORMAL, px));
        probe.setWrappingWidth(width);
        probe.setLineSpacing(label.getLineSpacing());
        probe.setText(text);
        return Math.ceil(probe.getLayoutBounds().getHeight());
    }
}
