package dlxviz.app.window;

import dlxviz.app.fx.Tips;
import dlxviz.app.window.model.BusyState;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.value.ObservableStringValue;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * What a run (run to end, next solution, a count) says while it holds the search (issue 24). In
 * the full layout its words stand on the counters' row, in the timeline position's place; the
 * presentation layout hides that row, so there they stand in the run's own box, over its bar and
 * before Cancel. Either label shows the words whole where they fit, else without their
 * closing bracket of detail ("1,234 solutions so far (12 of 40 parts, 2 cores)" reads "1,234
 * solutions so far"), which stays true; the whole is in the tooltip.
 */
final class RunWords {
    private RunWords() {
    }

    /**
     * {@code rowWords} on the counters' row; a second label made for the run's box {@code busyBox},
     * over its {@code bar}, in the presentation layout.
     */
    static void bind(BusyState busy, BooleanExpression presentation, Label rowWords, HBox busyBox, ProgressBar bar) {
        rowWords.visibleProperty().bind(busy.busyProperty());
        rowWords.managedProperty().bind(busy.busyProperty());
        fit(rowWords, busy.textProperty());

        Label boxWords = new Label();
        boxWords.setId("busyBoxLabel");
        boxWords.getStyleClass().add("busy-label");
        fit(boxWords, busy.textProperty());
        // in the presentation layout the words over the bar, which then spans their width: beside
        // it, with Cancel and the strip's combo boxes, a long count was cut to "123,456,789 solu…"
        VBox column = new VBox(boxWords);
        column.getStyleClass().add("run-column");
        column.setMinWidth(0);
        column.setPrefWidth(0);
        column.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(column, Priority.ALWAYS);
        busyBox.getChildren().add(busyBox.getChildren().indexOf(bar) + 1, column);
        column.visibleProperty().bind(presentation);
        column.managedProperty().bind(presentation);
        presentation.addListener((obs, before, now) -> placeBar(now, busyBox, column, bar));
        placeBar(presentation.get(), busyBox, column, bar);
    }

    /** The bar under the words in the presentation layout, else in the run's box before Cancel. */
    private static void placeBar(boolean presenting, HBox busyBox, VBox column, ProgressBar bar) {
        if (presenting) {
            column.getChildren().add(bar);
        } else if (bar.getParent() != busyBox) {
            busyBox.getChildren().add(busyBox.getChildren().indexOf(column), bar);
        }
    }

    /**
     * {@code label} takes the room its row leaves and shows {@code words} in the longest form that
     * room holds, chosen again when the words or the room change.
     */
    private static void fit(Label label, ObservableStringValue words) {
        // the room left, never more: a label as wide as its words squeezed the combo boxes to "2 ste…"
        label.setMinWidth(0);
        label.setPrefWidth(0);
        label.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(label, Priority.ALWAYS);
        Tips.onFirstHover(label, () -> { // the whole, made when first wanted (Tips)
            Tooltip whole = new Tooltip();
            whole.textProperty().bind(words);
            label.setTooltip(whole);
        });
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
