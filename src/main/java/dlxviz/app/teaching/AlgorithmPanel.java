package dlxviz.app.teaching;

import dlxviz.app.fx.WhileShown;
import dlxviz.app.teaching.model.AlgorithmLines;
import dlxviz.app.teaching.model.AlgorithmModel;
import dlxviz.app.teaching.model.AlgorithmText;
import dlxviz.app.teaching.model.AlgorithmVariables;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * Algorithm X beside the dance: the listing with the line of the current event lit (tinted, and
 * marked with ▶ so it reads without colour), the variables with their values below it, and a
 * switch between Algorithm X's steps and the link routines (by default following the step size).
 */
public final class AlgorithmPanel extends VBox {
    private static final Map<AlgorithmModel.Listing, String> TIPS = Map.of(
            AlgorithmModel.Listing.FOLLOW, "The link routines at step size link (key 1), Algorithm X at any larger step",
            AlgorithmModel.Listing.ALGORITHM, "Algorithm X, steps X1 to X8 (with colours Algorithm C, C1 to C8)",
            AlgorithmModel.Listing.ROUTINES, "cover, hide, uncover and unhide, as the torus does them");

    private final AlgorithmModel model;
    private final Map<String, Label> stepLines = new LinkedHashMap<>();
    private final Map<String, Label> routineLines = new LinkedHashMap<>();
    private final VBox stepListing = new VBox();
    private final VBox routineListing = new VBox();
    private final Label context = new Label();
    private final FlowPane variables = new FlowPane();
    private final ScrollPane scroll;
    /** The line to bring into view once the listing is laid out, or null. */
    private Label toReveal;
    /** The line lit last, brought back into view when the panel is shown or resized. */
    private Label litLine;

    /** The variables' two first lines, or all of them when they take fewer. */
    private double variablesLeastHeight() {
        double all = variables.prefHeight(variables.getWidth() > 0 ? variables.getWidth() : -1);
        if (variables.getChildren().isEmpty()) {
            return all;
        }
        double line = variables.getChildren().get(0).prefHeight(-1);
        return Math.min(all, 2 * line + variables.getVgap() + variables.snappedTopInset() + variables.snappedBottomInset());
    }

    public AlgorithmPanel(AlgorithmModel model) {
        this.model = model;
        getStyleClass().add("algorithm-panel");
        FlowPane switches = listingSwitch();
        fill(stepListing, AlgorithmText.ALGORITHM, stepLines);
        fill(routineListing, AlgorithmText.ROUTINES, routineLines);
        context.getStyleClass().addAll("algorithm-line", "algorithm-context");
        Label marker = new Label("\u25B6");
        marker.getStyleClass().add("lit-marker");
        context.setGraphic(marker);
        context.setWrapText(true);
        context.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        routineListing.getChildren().add(0, context);
        variables.getStyleClass().add("algorithm-variables");
        VBox body = new VBox(stepListing, routineListing);
        body.getStyleClass().add("algorithm-body");
        scroll = new ScrollPane(body);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("algorithm-scroll");
        VBox.setVgrow(scroll, Priority.ALWAYS);
        // the variables stay in view above the listing, which scrolls to its lit line. In a short
        // panel (a projector's, text at 1.5) the listing keeps three lines (app.css) and the
        // variables scroll in what is left: they had taken four lines and left the lit line cut
        ScrollPane variablesScroll = new ScrollPane(variables);
        variablesScroll.setFitToWidth(true);
        variablesScroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        variablesScroll.getStyleClass().add("algorithm-variables-scroll");
        variablesScroll.prefViewportHeightProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
                () -> variables.prefHeight(variables.getWidth() > 0 ? variables.getWidth() : -1),
                variables.widthProperty(), variables.needsLayoutProperty()));
        variablesScroll.minHeightProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
                this::variablesLeastHeight, variables.widthProperty(), variables.needsLayoutProperty()));
        getChildren().setAll(switches, variablesScroll, scroll);
        scroll.viewportBoundsProperty().addListener((obs, before, now) -> {
            if (before.getHeight() != now.getHeight()) {
                reveal(litLine);
            }
        });
        // the model lives with the window; this panel listens only while it is shown
        WhileShown.listen(this, model.litProperty(), this::showLit);
        WhileShown.listen(this, model.variablesProperty(), this::showVariables);
        WhileShown.listen(this, model.ruleProperty(), this::showRule);
        WhileShown.listen(this, model.coloursProperty(), this::showColours);
        WhileShown.listen(this, model.showsRoutinesProperty(), () -> {
            showListing();
            showVariables();
        });
        showListing();
        showColours();
        showLit();
        showVariables();
    }

    private FlowPane listingSwitch() {
        ToggleGroup group = new ToggleGroup();
        // a flow, so that a narrow panel at a large text scale wraps the buttons instead of clipping
        FlowPane box = new FlowPane();
        box.getStyleClass().add("algorithm-switch");
        for (AlgorithmModel.Listing listing : AlgorithmModel.Listing.values()) {
            ToggleButton button = new ToggleButton(listing.toString());
            button.setToggleGroup(group);
            button.setUserData(listing);
            button.setFocusTraversable(false);
            button.setSelected(model.listingProperty().get() == listing);
            button.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            button.setTooltip(new Tooltip(TIPS.get(listing)));
            box.getChildren().add(button);
        }
        group.selectedToggleProperty().addListener((obs, before, now) -> {
            if (now == null) {
                before.setSelected(true); // one is always on
            } else {
                model.listingProperty().set((AlgorithmModel.Listing) now.getUserData());
            }
        });
        model.listingProperty().addListener((obs, before, now) -> group.getToggles().forEach(
                toggle -> toggle.setSelected(toggle.getUserData() == now)));
        return box;
    }

    private static void fill(VBox listing, List<AlgorithmText.Line> lines, Map<String, Label> byId) {
        if (!listing.getStyleClass().contains("algorithm-listing")) {
            listing.getStyleClass().add("algorithm-listing");
        }
        for (AlgorithmText.Line line : lines) {
            Label label = new Label(line.text());
            label.setWrapText(true);
            label.setMaxWidth(Double.MAX_VALUE);
            label.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
            label.getStyleClass().add("algorithm-line");
            Label marker = new Label("\u25B6");
            marker.getStyleClass().add("lit-marker");
            marker.setOpacity(0); // always laid out, so lighting a line never moves the text
            label.setGraphic(marker);
            if (line.text().endsWith(":")) {
                label.getStyleClass().add("routine-head");
            }
            byId.put(line.id(), label);
            listing.getChildren().add(label);
        }
    }

    private void showRule() {
        Label x3 = stepLines.get("X3");
        if (x3 != null) {
            x3.setText(AlgorithmText.x3(model.ruleProperty().get()));
        } else {
            stepLines.get("C3").setText("C" + AlgorithmText.x3(model.ruleProperty().get()).substring(1));
        }
    }

    /** Algorithm C's steps and routines for a problem with colours, Algorithm X's otherwise. */
    private void showColours() {
        boolean colours = model.coloursProperty().get();
        if (colours == stepLines.containsKey("C1")) {
            showRule();
            return;
        }
        stepListing.getChildren().clear();
        stepLines.clear();
        routineListing.getChildren().clear();
        routineLines.clear();
        fill(stepListing, colours ? AlgorithmText.algorithmC(model.ruleProperty().get()) : AlgorithmText.ALGORITHM,
                stepLines);
        fill(routineListing, colours ? AlgorithmText.ROUTINES_C : AlgorithmText.ROUTINES, routineLines);
        routineListing.getChildren().add(0, context);
        showRule();
        showLit();
    }

    private void showListing() {
        boolean routines = model.showsRoutines();
        stepListing.setVisible(!routines);
        stepListing.setManaged(!routines);
        routineListing.setVisible(routines);
        routineListing.setManaged(routines);
    }

    private void showLit() {
        AlgorithmLines.Lit lit = model.litProperty().get();
        stepLines.forEach((id, label) -> mark(label, id.equals(lit.step())));
        List<String> lines = lit.routineLines();
        routineLines.forEach((id, label) -> mark(label, lines.contains(id)));
        Label step = stepLines.get(lit.step());
        context.setText((lit.step().startsWith("C") ? "Algorithm C is in " : "Algorithm X is in ") + lit.step() + (step == null ? "" : ": " + firstSentence(step)));
        // with no routine running (an option retracted, a dead end), the step itself is what is lit
        mark(context, lines.isEmpty());
        Label first = model.showsRoutines()
                ? (lines.isEmpty() ? context : routineLines.get(lines.get(lines.size() - 1))) : step;
        reveal(first);
    }

    /**
     * Scrolls the listing so the lit line is in view: on a projector at a large text scale the
     * listing is taller than the panel. Done after the next layout, when the line has its place.
     */
    private void reveal(Label line) {
        litLine = line;
        boolean scheduled = toReveal != null;
        toReveal = line;
        if (!scheduled && line != null) {
            Platform.runLater(this::revealNow);
        }
    }

    private void revealNow() {
        Label line = toReveal;
        toReveal = null;
        if (line == null || getScene() == null) {
            return;
        }
        layout();
        Node content = scroll.getContent();
        double contentHeight = content.getBoundsInLocal().getHeight();
        double viewHeight = scroll.getViewportBounds().getHeight();
        if (contentHeight <= viewHeight) {
            return;
        }
        // the lit step whole, with the one before it and the one after where the view holds
        // them: a projector's short panel showed one step cut mid-sentence (issue 24)
        Bounds bounds = boundsIn(content, line);
        Bounds before = boundsIn(content, sibling(line, -1));
        Bounds after = boundsIn(content, sibling(line, +1));
        double first = before != null && (after != null ? after.getMaxY() : bounds.getMaxY()) - before.getMinY() <= viewHeight
                ? before.getMinY() : bounds.getMinY();
        // from the top of a whole line: centred, the slack showed a fragment of the line above
        // (a clipped "X4 …" over X5 on a projector)
        double y = first;
        scroll.setVvalue(Math.max(0, Math.min(1, y / (contentHeight - viewHeight))));
    }

    private static Bounds boundsIn(Node content, Node node) {
        return node == null ? null : content.sceneToLocal(node.localToScene(node.getBoundsInLocal()));
    }

    /** The line {@code step} places before (-1) or after (+1) {@code line} in its listing, or null. */
    private static Node sibling(Node line, int step) {
        if (line.getParent() == null) {
            return null;
        }
        java.util.List<Node> lines = line.getParent().getChildrenUnmodifiable();
        int at = lines.indexOf(line) + step;
        return at < 0 || at >= lines.size() ? null : lines.get(at);
    }

    /** "X4. Cover i, and set x_l ← D(i), its first option." gives "Cover i, and set ...". */
    private static String firstSentence(Label step) {
        String text = step.getText();
        int dot = text.indexOf(". ");
        return dot < 0 ? text : text.substring(dot + 2);
    }

    private static void mark(Label label, boolean lit) {
        label.getStyleClass().remove("lit");
        if (lit) {
            label.getStyleClass().add("lit");
        }
        label.getGraphic().setOpacity(lit ? 1 : 0);
    }

    private void showVariables() {
        variables.getChildren().clear();
        boolean routines = model.showsRoutines();
        for (AlgorithmVariables.Variable variable : model.variablesProperty().get()) {
            if (variable.ofRoutine() && !routines) {
                continue; // p and q of the last link change mean nothing to a step of a whole cover
            }
            Label name = new Label(variable.name() + " =");
            name.getStyleClass().add("variable-name");
            name.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            Label value = new Label(variable.value());
            value.getStyleClass().add("variable-value");
            value.setWrapText(true);
            HBox chip = new HBox(name, value);
            chip.getStyleClass().add("variable");
            variables.getChildren().add(chip);
        }
    }

    /** The label of a step (X1..X8) or routine line, for tests. */
    Label line(String id) {
        Label label = stepLines.get(id);
        return label != null ? label : routineLines.get(id);
    }
}
