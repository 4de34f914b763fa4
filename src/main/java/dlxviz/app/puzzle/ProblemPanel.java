package dlxviz.app.puzzle;

import dlxviz.app.Highlight;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Torus;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import javafx.beans.property.ObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The puzzle panel for problems that are not sudokus: the items with their live lengths, and
 * the options, struck out while hidden and bold while on the search stack. Hovering an item or
 * an option sets the window's shared highlight.
 */
public final class ProblemPanel extends VBox {
    private static final PseudoClass COVERED = PseudoClass.getPseudoClass("covered");
    private static final PseudoClass CHOSEN = PseudoClass.getPseudoClass("chosen");
    private static final PseudoClass HOVERED = PseudoClass.getPseudoClass("hovered-shared");
    private static final PseudoClass HIDDEN_OPTION = PseudoClass.getPseudoClass("hidden-option");
    private static final PseudoClass IN_SOLUTION = PseudoClass.getPseudoClass("in-solution");

    private final ExactCoverProblem problem;
    private final ObjectProperty<Highlight> highlight;
    private final List<Label> itemChips = new ArrayList<>();
    private final ListView<Integer> optionList;
    private boolean[] live = new boolean[0];
    private boolean[] onStack = new boolean[0];

    public ProblemPanel(ExactCoverProblem problem, ObjectProperty<Highlight> highlight) {
        this.problem = problem;
        this.highlight = highlight;
        getStyleClass().add("problem-panel");

        Label itemsTitle = new Label("Items (live options)");
        itemsTitle.getStyleClass().add("section-title");
        FlowPane items = new FlowPane();
        items.getStyleClass().add("items-flow");
        for (int item = 1; item <= problem.itemCount(); item++) {
            Label chip = new Label(problem.itemName(item));
            chip.getStyleClass().add("item-chip");
            if (!problem.isPrimary(item)) {
                chip.getStyleClass().add("secondary");
            }
            int it = item;
            chip.setOnMouseEntered(e -> highlight.set(Highlight.item(it)));
            chip.setOnMouseExited(e -> clearIf(Highlight.item(it)));
            itemChips.add(chip);
        }
        items.getChildren().addAll(itemChips);

        Label optionsTitle = new Label("Options");
        optionsTitle.getStyleClass().add("section-title");
        ObservableList<Integer> numbers = FXCollections.observableArrayList();
        IntStream.rangeClosed(1, problem.optionCount()).forEach(numbers::add);
        optionList = new ListView<>(numbers);
        optionList.getStyleClass().add("option-list");
        optionList.setFocusTraversable(false);
        optionList.setCellFactory(list -> new OptionCell());
        VBox.setVgrow(optionList, Priority.ALWAYS);
        getChildren().addAll(itemsTitle, items, optionsTitle, optionList);
        highlight.addListener((obs, before, now) -> refreshHighlight());
    }

    /** Shows the state of {@code torus}: call on every revision. */
    public void show(Torus torus, int[] stack, int chosenItem) {
        for (int item = 1; item <= problem.itemCount(); item++) {
            Label chip = itemChips.get(item - 1);
            boolean active = torus.isItemActive(item);
            chip.setText(problem.itemName(item) + " " + torus.length(item));
            chip.pseudoClassStateChanged(COVERED, !active && item != chosenItem);
            chip.pseudoClassStateChanged(CHOSEN, item == chosenItem);
        }
        live = new boolean[problem.optionCount() + 1];
        onStack = new boolean[problem.optionCount() + 1];
        for (int option = 1; option <= problem.optionCount(); option++) {
            live[option] = SudokuBoard.isLive(torus, option, chosenItem);
        }
        for (int option : stack) {
            onStack[option] = true;
        }
        optionList.refresh();
        refreshHighlight();
    }

    private void refreshHighlight() {
        Highlight now = highlight.get();
        for (int item = 1; item <= itemChips.size(); item++) {
            itemChips.get(item - 1).pseudoClassStateChanged(HOVERED, now != null && now.isItem(item));
        }
        optionList.refresh();
    }

    private void clearIf(Highlight mine) {
        if (mine.equals(highlight.get())) {
            highlight.set(null);
        }
    }

    private final class OptionCell extends ListCell<Integer> {
        OptionCell() {
            setOnMouseEntered(e -> {
                if (getItem() != null) {
                    highlight.set(Highlight.option(getItem()));
                }
            });
            setOnMouseExited(e -> {
                if (getItem() != null) {
                    clearIf(Highlight.option(getItem()));
                }
            });
        }

        @Override
        protected void updateItem(Integer option, boolean empty) {
            super.updateItem(option, empty);
            boolean real = !empty && option != null;
            setText(real ? option + ". " + label(option) : null);
            pseudoClassStateChanged(HIDDEN_OPTION, real && option < live.length && !live[option] && !onStack[option]);
            pseudoClassStateChanged(IN_SOLUTION, real && option < onStack.length && onStack[option]);
            Highlight now = highlight.get();
            pseudoClassStateChanged(HOVERED, real && now != null && (now.isOption(option)
                    || (now.kind() == Highlight.Kind.ITEM && contains(option, now.id()))));
        }

        private String label(int option) {
            String label = problem.optionLabel(option);
            String names = problem.itemNamesOf(option);
            return label.equals(names) ? names : label + "   [" + names + "]";
        }

        private boolean contains(int option, int item) {
            for (int i = 0; i < problem.optionSize(option); i++) {
                if (problem.optionItem(option, i) == item) {
                    return true;
                }
            }
            return false;
        }
    }
}
