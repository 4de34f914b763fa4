package dlxviz.app.workbench;

import dlxviz.app.workbench.model.CheckVerdict;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/**
 * A check's verdict: the answer in large type, marked as the app marks things (✓ for one
 * solution, as a solution is ticked; ✕ where no solution can be), and what it means underneath.
 * Colour adds to the words and marks, never replaces them.
 */
final class VerdictBox extends VBox {
    private static final String[] KINDS = {"invalid", "no-solution", "one", "several", "not-settled", "cancelled"};

    private final Label headline = new Label();
    private final Label detail = new Label();

    VerdictBox(ObservableValue<CheckVerdict> verdict) {
        getStyleClass().add("verdict");
        headline.setId("verdictHeadline");
        headline.getStyleClass().add("verdict-headline");
        headline.setWrapText(true);
        detail.setId("verdictDetail");
        detail.getStyleClass().add("verdict-detail");
        detail.setWrapText(true);
        getChildren().addAll(headline, detail);
        verdict.addListener((obs, before, now) -> show(now));
        show(verdict.getValue());
    }

    private void show(CheckVerdict verdict) {
        getStyleClass().removeAll(KINDS);
        if (verdict == null) {
            headline.setText("Not checked yet");
            detail.setText("Check counts the solutions before you step: none, exactly one, or several.");
            getStyleClass().add("cancelled");
            return;
        }
        getStyleClass().add(KINDS[verdict.kind().ordinal()]);
        headline.setText(mark(verdict.kind()) + verdict.headline());
        detail.setText(verdict.detail());
    }

    private static String mark(CheckVerdict.Kind kind) {
        switch (kind) {
            case ONE:
                return "\u2713 ";
            case INVALID:
            case NO_SOLUTION:
                return "\u2715 ";
            default:
                return "";
        }
    }
}
