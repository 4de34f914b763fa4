package dlxviz.app.boards;

import dlxviz.app.boards.model.OptionList;
import dlxviz.app.boards.model.OptionListModel;
import dlxviz.app.fx.WhileShown;
import dlxviz.app.hover.Highlight;
import dlxviz.engine.ExactCoverProblem;
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
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The panel for problems with no board of their own and too large for the matrix: the items with
 * their live lengths (the first {@link #MOST_CHIPS} of a larger problem), and the options, struck
 * out while hidden and bold while on the search stack. Hovering an item or an option sets the
 * window's shared highlight.
 */
public final class OptionListView extends VBox {
    /**
     * The most items drawn as chips. Each chip is a label with its own styling and layout: the
     * 2,500 items of a 25x25 sudoku given as a {@code .dlx} file took 0.7 s of CSS and 0.2 s of
     * layout when the window first showed them (the whole window came 1.1 s after the first frame),
     * and every step restyled them all. Past this many the panel shows the first ones, in the
     * problem's order, and its title says so; the links view and the options below show every
     * item.
     */
    static final int MOST_CHIPS = 200;
    private static final PseudoClass COVERED = PseudoClass.getPseudoClass("covered");
    private static final PseudoClass CHOSEN = PseudoClass.getPseudoClass("chosen");
    private static final PseudoClass HOVERED = PseudoClass.getPseudoClass("hovered-shared");
    private static final PseudoClass HIDDEN_OPTION = PseudoClass.getPseudoClass("hidden-option");
    private static final PseudoClass IN_SOLUTION = PseudoClass.getPseudoClass("in-solution");

    private final OptionListModel model;
    private final ExactCoverProblem problem;
    private final ObjectProperty<Highlight> highlight;
    private final List<Label> itemChips = new ArrayList<>();
    private final ListView<Integer> optionList;
    private long shows;

    public OptionListView(OptionListModel model, ObjectProperty<Highlight> highlight) {
        this.model = model;
        this.problem = model.problem();
        this.highlight = highlight;
        getStyleClass().add("problem-panel");

        FlowPane items = new FlowPane();
        items.getStyleClass().add("items-flow");
        for (int item = 1; item <= Math.min(problem.itemCount(), MOST_CHIPS); item++) {
            Label chip = new Label(problem.itemName(item));
            chip.getStyleClass().add("item-chip");
            if (!problem.isPrimary(item)) {
                chip.getStyleClass().add("secondary");
            }
            Hover.lights(chip, highlight, Highlight.item(item));
            itemChips.add(chip);
        }
        items.getChildren().addAll(itemChips);
        // The chips scroll in a place of their own, which gives up height as the option list does
        // when the panel is short of it (a VBox takes from every child): 64 items at the
        // projector's size had filled the panel, cut off beneath it with the options.
        ScrollPane itemsScroll = new ScrollPane(items);
        itemsScroll.getStyleClass().add("items-scroll");
        itemsScroll.setFitToWidth(true);
        itemsScroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        itemsScroll.setFocusTraversable(false);
        // the height the chips want is theirs at the width they get (the viewport's, beside a
        // scroll bar), not at FlowPane's own wrap
        items.prefWrapLengthProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
                () -> itemsScroll.getViewportBounds().getWidth(), itemsScroll.viewportBoundsProperty()));
        Label itemsTitle = new Label(itemsTitle(itemChips.size(), problem.itemCount()));
        itemsTitle.getStyleClass().add("section-title");
        // the side panel is narrow at the projector's text scale: wrapped, and never shrunk to
        // one cut line ("the first 20...") when the chips take more height than there is
        itemsTitle.setWrapText(true);
        itemsTitle.setMinHeight(Region.USE_PREF_SIZE);

        Label optionsTitle = new Label("Options");
        optionsTitle.getStyleClass().add("section-title");
        optionsTitle.setMinHeight(Region.USE_PREF_SIZE);
        ObservableList<Integer> numbers = FXCollections.observableArrayList();
        IntStream.rangeClosed(1, problem.optionCount()).forEach(numbers::add);
        optionList = new ListView<>(numbers);
        optionList.getStyleClass().add("option-list");
        optionList.setFocusTraversable(false);
        optionList.setCellFactory(list -> new OptionCell());
        VBox.setVgrow(optionList, Priority.ALWAYS);
        getChildren().addAll(itemsTitle, itemsScroll, optionsTitle, optionList);
        model.stateProperty().addListener((o, was, is) -> show(is));
        WhileShown.listen(this, highlight, this::refreshHighlight);
        if (model.state() != null) {
            show(model.state());
        }
    }

    private void show(OptionList state) {
        for (int item = 1; item <= itemChips.size(); item++) {
            Label chip = itemChips.get(item - 1);
            chip.setText(problem.itemName(item) + " " + state.length(item));
            chip.pseudoClassStateChanged(COVERED, state.isCovered(item));
            chip.pseudoClassStateChanged(CHOSEN, state.isChosen(item));
        }
        shows++;
        refreshHighlight();
    }

    /** The title over the chips, which says when they are not all the items. */
    static String itemsTitle(int chips, int items) {
        return chips == items ? "Items (live options)"
                : String.format("Items (live options): the first %,d of %,d", chips, items);
    }

    /** How many items are drawn as chips: all, or the first {@link #MOST_CHIPS}. */
    public int chipCount() {
        return itemChips.size();
    }

    /** How many states this panel has shown: for tests that check an old panel stays quiet. */
    public long showCount() {
        return shows;
    }

    private void refreshHighlight() {
        Highlight now = highlight.get();
        for (int item = 1; item <= itemChips.size(); item++) {
            itemChips.get(item - 1).pseudoClassStateChanged(HOVERED, now != null && now.isItem(item));
        }
        optionList.refresh();
    }

    private final class OptionCell extends ListCell<Integer> {
        OptionCell() {
            setOnMouseEntered(e -> {
                if (getItem() != null) {
                    highlight.set(Highlight.option(getItem()));
                }
            });
            setOnMouseExited(e -> {
                if (getItem() != null && Highlight.option(getItem()).equals(highlight.get())) {
                    highlight.set(null);
                }
            });
        }

        @Override
        protected void updateItem(Integer option, boolean empty) {
            super.updateItem(option, empty);
            boolean real = !empty && option != null;
            OptionList state = model.state();
            setText(real ? option + ". " + label(option) : null);
            pseudoClassStateChanged(HIDDEN_OPTION, real && state != null && state.isHidden(option));
            pseudoClassStateChanged(IN_SOLUTION, real && state != null && state.isOnStack(option));
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
