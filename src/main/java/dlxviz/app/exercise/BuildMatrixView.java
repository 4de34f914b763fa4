package dlxviz.app.exercise;

import dlxviz.exercise.MatrixQuiz;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * Build the matrix (File > Build the matrix): one question of a {@link MatrixQuiz} at a time.
 * For an option, the 64 items of a 4x4 sudoku as four 4x4 blocks (cells, row-digit,
 * column-digit, box-digit), as the links view's overview draws them; for an item, the 64 options
 * as a board whose cells each hold their four digits. The student ticks, then Check.
 */
public final class BuildMatrixView extends VBox {
    private final MatrixQuiz quiz;
    private final Label question = new Label();
    private final Label progress = new Label();
    private final Label verdict = new Label();
    private final VBox ticks = new VBox();
    private final Button check = new Button("Check");
    private final List<ToggleButton> toggles = new ArrayList<>();

    public BuildMatrixView(MatrixQuiz quiz) {
        this.quiz = quiz;
        getStyleClass().add("build-matrix");
        question.getStyleClass().add("exercise-prompt");
        progress.getStyleClass().add("exercise-score");
        verdict.getStyleClass().add("exercise-feedback");
        verdict.setWrapText(true);
        verdict.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        check.setDefaultButton(true);
        check.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        check.setOnAction(e -> check());
        HBox top = new HBox(question, progress);
        top.getStyleClass().add("exercise-row");
        HBox bottom = new HBox(check, verdict);
        bottom.getStyleClass().add("exercise-row");
        getChildren().setAll(top, ticks, bottom);
        show();
    }

    private void check() {
        MatrixQuiz.Question asked = quiz.current();
        if (asked == null) {
            return;
        }
        Set<String> ticked = new LinkedHashSet<>();
        for (ToggleButton t : toggles) {
            if (t.isSelected()) {
                ticked.add((String) t.getUserData());
            }
        }
        MatrixQuiz.Check result = quiz.answer(ticked);
        verdict.getStyleClass().removeAll("right", "wrong", "helped");
        if (result.right()) {
            verdict.setText("Right: " + String.join(" ", asked.answer()) + ".");
            verdict.getStyleClass().add("right");
        } else if (quiz.current() == asked) {
            verdict.setText("Not quite. " + result.reason() + ". One more try.");
            verdict.getStyleClass().add("wrong");
            return; // the same question, the ticks kept
        } else {
            verdict.setText("Not quite. " + result.reason() + ". The answer: " + String.join(" ", asked.answer()) + ".");
            verdict.getStyleClass().add("helped");
        }
        show();
    }

    private void show() {
        MatrixQuiz.Question q = quiz.current();
        progress.setText(quiz.rightFirstTime() + " of " + Math.min(quiz.number() - 1, quiz.count()) + " right");
        toggles.clear();
        if (q == null) {
            question.setText("Done: " + quiz.rightFirstTime() + " of " + quiz.count() + " right first time.");
            ticks.getChildren().clear();
            check.setDisable(true);
            return;
        }
        question.setText(quiz.number() + ". " + q.text());
        ticks.getChildren().setAll(q.kind() == MatrixQuiz.Kind.ITEMS_OF_OPTION ? items() : options());
    }

    /** The 64 items as four 4x4 blocks, two by two, each named by what it asks. */
    private GridPane items() {
        GridPane blocks = new GridPane();
        blocks.getStyleClass().add("build-blocks");
        String[] titles = {"cell rRcC filled", "row R has digit", "column C has digit", "box B has digit"};
        for (int kind = 0; kind < 4; kind++) {
            GridPane block = new GridPane();
            block.getStyleClass().add("build-block");
            for (int unit = 1; unit <= 4; unit++) {
                for (int k = 1; k <= 4; k++) {
                    String name = kind == 0 ? "r" + unit + "c" + k : "rcb".charAt(kind - 1) + "" + unit + "#" + k;
                    block.add(toggle(name, name), k - 1, unit - 1);
                }
            }
            Label title = new Label(titles[kind]);
            blocks.add(new VBox(title, block), kind % 2, kind / 2);
        }
        return blocks;
    }

    /** The 64 options as a 4x4 board, each cell holding its four digits two by two. */
    private GridPane options() {
        GridPane board = new GridPane();
        board.getStyleClass().add("build-blocks");
        for (int c = 1; c <= 4; c++) {
            board.add(new Label("c" + c), c, 0);
        }
        for (int r = 1; r <= 4; r++) {
            board.add(new Label("r" + r), 0, r);
            for (int c = 1; c <= 4; c++) {
                GridPane cell = new GridPane();
                cell.getStyleClass().add("build-block");
                for (int d = 1; d <= 4; d++) {
                    cell.add(toggle(String.valueOf(d), "r" + r + "c" + c + "=" + d), (d - 1) % 2, (d - 1) / 2);
                }
                board.add(cell, c, r);
            }
        }
        return board;
    }

    private ToggleButton toggle(String text, String name) {
        ToggleButton t = new ToggleButton(text);
        t.setUserData(name);
        t.getStyleClass().add("build-tick");
        t.setFocusTraversable(true);
        toggles.add(t);
        return t;
    }

    /** The toggle of {@code name} (for tests and the pictures). */
    ToggleButton toggleOf(String name) {
        return toggles.stream().filter(t -> name.equals(t.getUserData())).findFirst().orElse(null);
    }

    /** Checks the ticks (for tests and the pictures). */
    void pressCheck() {
        check.fire();
    }
}
