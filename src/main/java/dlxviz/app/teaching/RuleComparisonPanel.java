package dlxviz.app.teaching;

import dlxviz.app.fx.WhileShown;
import dlxviz.catalogue.RuleNames;
import dlxviz.engine.ItemChoice;
import java.util.Locale;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The choice rules side by side for the problem open: two rules to pick, Compare (Cancel while
 * it runs), and for each rule the solutions, the size of the search tree (nodes), the updates,
 * the deepest level and the time; then the two search trees at one scale, and the two profiles
 * as bars, level by level.
 */
public final class RuleComparisonPanel extends VBox {
    private final RuleComparison model;
    private final GridPane table = new GridPane();
    private final Label status = new Label();
    private final VBox charts = new VBox();
    private final ComparisonTrees trees;
    private final ProfileBars profiles = new ProfileBars();

    /**
     * @param start starts a comparison of the problem open (the window knows it and the seed)
     */
    public RuleComparisonPanel(RuleComparison model, Runnable start) {
        this.model = model;
        getStyleClass().add("rule-comparison");
        ComboBox<ItemChoice> left = ruleBox();
        ComboBox<ItemChoice> right = ruleBox();
        left.valueProperty().bindBidirectional(model.leftProperty());
        right.valueProperty().bindBidirectional(model.rightProperty());
        Label versus = new Label("against");
        Button compare = new Button("Compare");
        compare.setFocusTraversable(false);
        compare.setOnAction(e -> {
            if (model.runningProperty().get()) {
                model.cancel();
            } else {
                start.run();
            }
        });
        ProgressIndicator spinner = new ProgressIndicator();
        spinner.getStyleClass().add("rule-spinner");
        spinner.visibleProperty().bind(model.runningProperty());
        spinner.managedProperty().bind(model.runningProperty());
        // two rows, one rule each: a flowing row broke into four on a projector at a large text scale
        GridPane controls = new GridPane();
        controls.addRow(0, left, versus);
        javafx.scene.layout.HBox run = new javafx.scene.layout.HBox(compare, spinner);
        run.getStyleClass().add("rule-run");
        controls.addRow(1, right, run);
        for (ComboBox<ItemChoice> box : java.util.List.of(left, right)) {
            box.setMinWidth(0); // shrinks (its name cut short) rather than pushing the rest out of view
            box.setMaxWidth(Double.MAX_VALUE);
            GridPane.setHgrow(box, Priority.SOMETIMES);
        }
        versus.setMinWidth(Region.USE_PREF_SIZE);
        compare.setMinWidth(Region.USE_PREF_SIZE);
        controls.getStyleClass().add("rule-controls");
        status.getStyleClass().add("rule-status");
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);
        status.textProperty().bind(model.statusProperty());
        table.getStyleClass().add("rule-table");
        // each column as wide as its longest word (WordLabel), and the rest of the width shared
        // out evenly: left to the cells' preferred widths, the names' column kept its unwrapped
        // width and the second rule's heading broke a letter a line at 1280x720 x1.5 ("firs / t /
        // ite / m"); in fixed shares, a narrower panel broke words ("option / s")
        ColumnConstraints column = new ColumnConstraints();
        column.setPrefWidth(0);
        column.setHgrow(Priority.ALWAYS);
        table.getColumnConstraints().setAll(column, column, column);
        charts.getStyleClass().add("rule-charts");
        trees = new ComparisonTrees(model);
        charts.getChildren().add(trees);
        VBox.setVgrow(charts, Priority.ALWAYS);
        // the trees first: the picture of the two searches; the profile bars repeat their rows in figures
        VBox body = new VBox(controls, status, table, charts, profiles);
        body.getStyleClass().add("rule-body");
        // scrolls as a whole: on a projector at a large text scale the panel is short
        ScrollPane scroll = new ScrollPane(body);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("algorithm-scroll");
        VBox.setVgrow(scroll, Priority.ALWAYS);
        getChildren().setAll(scroll);
        WhileShown.listen(this, model.runningProperty(),
                () -> compare.setText(model.runningProperty().get() ? "Cancel" : "Compare"));
        WhileShown.listen(this, model.resultsProperty(), this::showTable); // both results at once
        showTable();
    }

    /** The two trees drawn side by side (for tests). */
    ComparisonTrees trees() {
        return trees;
    }

    private static ComboBox<ItemChoice> ruleBox() {
        ComboBox<ItemChoice> box = new ComboBox<>();
        box.getItems().setAll(RuleNames.OFFERED);
        box.setFocusTraversable(false);
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(ItemChoice rule) {
                return rule == null ? "" : RuleNames.name(rule);
            }

            @Override
            public ItemChoice fromString(String text) {
                return null;
            }
        });
        box.setButtonCell(new RuleCell());
        return box;
    }

    /**
     * The chosen rule's name, or its shortest form where the whole one does not fit: on a
     * projector at a large text scale the box read "fewest optio...".
     */
    static final class RuleCell extends ListCell<ItemChoice> {
        private final javafx.scene.text.Text measure = new javafx.scene.text.Text();

        RuleCell() {
            widthProperty().addListener((obs, before, now) -> show(getItem(), isEmpty()));
            fontProperty().addListener((obs, before, now) -> show(getItem(), isEmpty()));
        }

        @Override
        protected void updateItem(ItemChoice rule, boolean empty) {
            super.updateItem(rule, empty);
            show(rule, empty);
        }

        private void show(ItemChoice rule, boolean empty) {
            if (empty || rule == null) {
                setText("");
                return;
            }
            String whole = RuleNames.name(rule);
            measure.setText(whole);
            measure.setFont(getFont());
            double room = getWidth() - snappedLeftInset() - snappedRightInset();
            setText(getWidth() <= 0 || measure.getLayoutBounds().getWidth() <= room ? whole : RuleNames.shortest(rule));
        }
    }

    private void showTable() {
        RuleComparison.Result a = model.leftResultProperty().get();
        RuleComparison.Result b = model.rightResultProperty().get();
        table.getChildren().clear();
        profiles.getChildren().clear();
        if (a == null || b == null) {
            Label hint = new Label("Compare runs the whole search under each rule, in the background, and shows "
                    + "how big each search tree is: the same solutions, found with very different effort.");
            hint.setWrapText(true);
            hint.getStyleClass().add("rule-hint");
            table.add(hint, 0, 0, 3, 1);
            return;
        }
        int row = 0;
        table.addRow(row++, cell("", "rule-head"), cell(RuleNames.describe(a.rule(), a.seed()), "rule-head", "rule-a"),
                cell(RuleNames.describe(b.rule(), b.seed()), "rule-head", "rule-b"));
        row = line(row, "Solutions", a, b, r -> r.stats().solutions());
        row = line(row, "Nodes (the tree's size)", a, b, r -> r.stats().nodes());
        row = line(row, "Updates (links changed)", a, b, r -> r.stats().updates());
        row = line(row, "Deepest level", a, b, r -> (long) r.depth());
        row = line(row, "Time, ms", a, b, RuleComparison.Result::millis);
        table.addRow(row, cell("Finished", "rule-name"), cell(a.finished() ? "yes" : "no, stopped", "rule-value"),
                cell(b.finished() ? "yes" : "no, stopped", "rule-value"));
        profiles.show(RuleNames.name(a.rule()), a.stats().profile(), RuleNames.name(b.rule()), b.stats().profile());
    }

    private int line(int row, String name, RuleComparison.Result a, RuleComparison.Result b,
                     java.util.function.ToLongFunction<RuleComparison.Result> value) {
        table.addRow(row, cell(name, "rule-name"), cell(number(value.applyAsLong(a)), "rule-value"),
                cell(number(value.applyAsLong(b)), "rule-value"));
        return row + 1;
    }

    private static String number(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }

    /**
     * A cell of the table: figures keep their width, names and headings wrap, so a narrow panel
     * (a projector at a large text scale) shows the table whole instead of cutting it.
     */
    private static Label cell(String text, String... styles) {
        boolean figure = java.util.Arrays.asList(styles).contains("rule-value");
        Label label = figure ? new Label(text) : new WordLabel(text);
        label.getStyleClass().addAll(styles);
        if (figure) {
            label.setMinWidth(Region.USE_PREF_SIZE);
        } else {
            label.setWrapText(true);
            label.setMinHeight(Region.USE_PREF_SIZE);
        }
        return label;
    }

    /** A wrapping label no narrower than its longest word, in the font its style gives it: lines break between words only. */
    private static final class WordLabel extends Label {
        WordLabel(String text) {
            super(text);
        }

        @Override
        protected double computeMinWidth(double height) {
            javafx.scene.text.Text measure = new javafx.scene.text.Text();
            measure.setFont(getFont());
            double widest = 0;
            for (String word : getText().split("\\s+")) {
                measure.setText(word);
                widest = Math.max(widest, measure.getLayoutBounds().getWidth());
            }
            return Math.ceil(widest) + snappedLeftInset() + snappedRightInset();
        }
    }

    /** The profiles as shown, a level a line ("level 3: 12 | 40"), for tests. */
    String profileText() {
        return profiles.text();
    }
}
