package dlxviz.app.teaching;

import java.util.Locale;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * Two searches' profiles side by side (DLX1's nodes at each level): a row per level, each rule's
 * bar scaled to the larger of the two counts anywhere, and the count written beside it, so the
 * figures read without the bars and the bars read without colour (the upper bar of a row is
 * always the left-hand rule's). Bars are regions styled by CSS, so each theme colours them.
 */
final class ProfileBars extends GridPane {
    private static final double BAR_EM = 9;

    ProfileBars() {
        getStyleClass().add("profile-bars");
        ColumnConstraints level = new ColumnConstraints();
        ColumnConstraints bars = new ColumnConstraints();
        bars.setHgrow(Priority.ALWAYS);
        getColumnConstraints().setAll(level, bars);
    }

    /** Shows the two profiles; either may be longer (the searches reach different depths). */
    void show(String leftName, long[] left, String rightName, long[] right) {
        getChildren().clear();
        int levels = Math.max(deepest(left), deepest(right)) + 1;
        if (levels == 0) {
            return;
        }
        long max = 1;
        for (int level = 0; level < levels; level++) {
            max = Math.max(max, Math.max(at(left, level), at(right, level)));
        }
        Label title = new Label("Nodes at each level (DLX1's profile): upper bar " + leftName
                + ", lower bar " + rightName);
        title.setWrapText(true);
        title.setMinHeight(Region.USE_PREF_SIZE);
        title.getStyleClass().add("profile-title");
        add(title, 0, 0, 2, 1);
        for (int level = 0; level < levels; level++) {
            Label name = new Label("level " + level);
            name.getStyleClass().add("rule-name");
            add(name, 0, 1 + 2 * level, 1, 2);
            add(bar(at(left, level), max, "rule-a"), 1, 1 + 2 * level);
            add(bar(at(right, level), max, "rule-b"), 1, 2 + 2 * level);
        }
    }

    /** The rows as shown, a level a line ("level 3: 12 | 40"), for tests. */
    String text() {
        StringBuilder text = new StringBuilder();
        String level = null;
        for (var node : getChildren()) {
            if (node instanceof Label && ((Label) node).getStyleClass().contains("rule-name")) {
                level = ((Label) node).getText();
            } else if (node instanceof HBox) {
                Label count = (Label) ((HBox) node).getChildren().get(1);
                text.append(text.length() == 0 || text.charAt(text.length() - 1) == '\n' ? level + ": " : " | ")
                        .append(count.getText().replace(",", ""));
                if (((HBox) node).getStyleClass().contains("rule-b")) {
                    text.append('\n');
                }
            }
        }
        return text.toString();
    }

    private static HBox bar(long count, long max, String side) {
        Region fill = new Region();
        fill.getStyleClass().addAll("profile-bar", side);
        // at least a sliver for a non-zero count, so "1" never looks like "0"
        double em = count == 0 ? 0 : Math.max(0.15, BAR_EM * count / max);
        fill.styleProperty().set(String.format(Locale.ROOT, "-fx-pref-width: %.3fem;", em));
        fill.setMinWidth(Region.USE_PREF_SIZE);
        Label figure = new Label(String.format(Locale.ROOT, "%,d", count));
        figure.getStyleClass().add("rule-value");
        figure.setMinWidth(Region.USE_PREF_SIZE);
        HBox row = new HBox(fill, figure);
        row.setAlignment(Pos.CENTER_LEFT);
        row.getStyleClass().addAll("profile-row", side);
        return row;
    }

    private static long at(long[] profile, int level) {
        return profile != null && level < profile.length ? profile[level] : 0;
    }

    private static int deepest(long[] profile) {
        if (profile == null) {
            return -1;
        }
        for (int level = profile.length - 1; level >= 0; level--) {
            if (profile[level] > 0) {
                return level;
            }
        }
        return -1;
    }
}
