package dlxviz.app.window;

import dlxviz.app.window.model.CursorModel;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.value.ObservableNumberValue;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/** The counters row under the controls: level, nodes, updates, solutions and events, grouped by thousands. */
final class CounterBindings {
    private CounterBindings() {
    }

    static void bind(CursorModel cursor, HBox counters, Label level, Label nodes, Label updates, Label solutions,
                     Label events) {
        // never "Le…": the names and the figures are what the class reads; the counters keep their width
        for (Node counter : counters.getChildren()) {
            if (counter instanceof HBox box) {
                box.setMinWidth(Region.USE_PREF_SIZE);
                box.getChildren().forEach(label -> ((Label) label).setMinWidth(Region.USE_PREF_SIZE));
            }
        }
        // "givens" while they are placed; from Ready on, the search's level (0 at Ready, where the
        // last given's cover, at level -1, would otherwise still speak)
        level.textProperty().bind(Bindings.createStringBinding(
                () -> cursor.playback() == null ? "–"
                        : cursor.levelProperty().get() >= 0 ? Integer.toString(cursor.levelProperty().get())
                        : cursor.positionProperty().get() < cursor.playback().setUpLength() ? "givens" : "0",
                cursor.levelProperty(), cursor.positionProperty(), cursor.revisionProperty()));
        nodes.textProperty().bind(grouped(cursor.nodesProperty()));
        updates.textProperty().bind(grouped(cursor.updatesProperty()));
        solutions.textProperty().bind(grouped(cursor.solutionsProperty()));
        events.textProperty().bind(Bindings.createStringBinding(
                () -> String.format("%,d / %,d%s", cursor.positionProperty().get(), cursor.recordedLengthProperty().get(),
                        cursor.searchCompleteProperty().get() ? "" : "+"),
                cursor.positionProperty(), cursor.recordedLengthProperty(), cursor.searchCompleteProperty()));
    }

    private static StringBinding grouped(ObservableNumberValue value) {
        return Bindings.createStringBinding(() -> String.format("%,d", value.longValue()), value);
    }
}
