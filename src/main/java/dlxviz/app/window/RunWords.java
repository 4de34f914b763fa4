package dlxviz.app.window;

import javafx.beans.value.ObservableStringValue;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * What a run (run to end, next solution, a count) says while it holds the search (issue 24): its
 * words on the counters' row, in the timeline position's place, whole where they fit, else
 * without their closing bracket of detail ("1,234 solutions so far (12 of 40 parts, 2 cores)"
 * reads "1,234 solutions so far"), which stays true; the whole is in the tooltip. At 1024x768
 * x1.25 a count's line was cut with "…".
 */
final class RunWords {
    private RunWords() {
    }

    /** {@code rowWords} on the counters' row, shown while a run holds the search. */
    static void bind(BusyState busy, Label rowWords) {
        rowWords.visibleProperty().bind(busy.busyProperty());
        rowWords.managedProperty().bind(busy.busyProperty());
        fit(rowWords, busy.textProperty());
    }

    /**
     * {@code label} takes the room its row leaves and shows {@code words} in the longest form that
     * room holds, chosen again when the words or the room change.
     */
    private static void fit(Label label, ObservableStringValue words) {
        // the room left, never more
        label.setMinWidth(0);
        label.setPrefWidth(0);
        label.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(label, Priority.ALWAYS);
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(words);
        label.setTooltip(whole);
        Runnable refit = () -> label.setText(fitted(words.get(), label.getFont(),
                label.getWidth() - label.snappedLeftInset() - label.snappedRightInset()));
        words.addListener((obs, before, now) -> refit.run());
        label.widthProperty().addListener((obs, before, now) -> refit.run());
        label.fontProperty().addListener((obs, before, now) -> refit.run());
        refit.run();
    }

    /**
     * {@code words} whole where they fit {@code room} pixels in {@code font} (or where the room is
     * not known yet), else without a closing bracket of detail; the label cuts what even that
     * leaves too long.
     */
    static String fitted(String words, Font font, double room) {
        if (words == null || room <= 0 || widthOf(words, font) <= room) {
            return words;
        }
        return withoutDetail(words);
    }

    /** {@code words} less a closing " (…)": what the run has done, without how. */
    static String withoutDetail(String words) {
        int open = words.lastIndexOf(" (");
        return words.endsWith(")") && open > 0 ? words.substring(0, open) : words;
    }

    private static double widthOf(String words, Font font) {
        Text probe = new Text(words);
        probe.setFont(font);
        return probe.getLayoutBounds().getWidth();
    }
}
