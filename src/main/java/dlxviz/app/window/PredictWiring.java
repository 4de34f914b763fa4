package dlxviz.app.window;

import dlxviz.app.fx.FirstTime;
import dlxviz.app.hover.Highlight;
import dlxviz.app.teaching.PredictBar;
import dlxviz.app.teaching.model.PredictModel;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;

/**
 * Predict mode in the window: its strip above the narration, and a click on any view (a header, a
 * column, a row, a node, a cell) answers with the thing under the mouse, the shared hover.
 */
final class PredictWiring {
    private PredictWiring() {
    }

    static void wire(PredictModel predict, ObservableValue<Highlight> hover, Pane strip, Node sideTabs, Node links) {
        // its strip is made when predict mode is first turned on, not at start-up (issue 15)
        FirstTime.whenTrue(predict.onProperty(), () -> strip.getChildren().add(0, new PredictBar(predict)));
        sideTabs.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (answering(e, predict)) {
                predict.answer(hover.getValue());
            }
        });
        // A filter, not a handler: while a question waits, a click on an item in the lens or the
        // overview is the answer and nothing else. Passed on, it would also pick that item for
        // the lens, which then stays on the guess instead of following the search to the answer.
        links.addEventFilter(MouseEvent.MOUSE_CLICKED, e -> {
            Highlight under = hover.getValue();
            if (answering(e, predict) && under != null) {
                predict.answer(under);
                e.consume();
            }
        });
    }

    private static boolean answering(MouseEvent e, PredictModel predict) {
        return e.getButton() == MouseButton.PRIMARY && e.isStillSincePress() && predict.holds();
    }
}
