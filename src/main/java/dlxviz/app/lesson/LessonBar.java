package dlxviz.app.lesson;

import dlxviz.lesson.Stop;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The lesson's title line, above the views while a lesson plays (in the presentation layout too):
 * the stop's number, its caption, a list of the stops to jump to, and, when the window was
 * stepped away from the stop, how to come back. A stop's question is asked in predict mode's
 * bar, which opens with it (LessonWindow#ask). Colours and sizes in css/app.css.
 */
public final class LessonBar extends VBox {
    private final LessonPlayer player;
    private final Label caption = new Label();
    private final Label away = new Label();
    /** The stop's number ("2/6"); its list jumps to any stop. */
    private final MenuButton stops = new MenuButton();

    public LessonBar(LessonPlayer player) {
        this.player = player;
        getStyleClass().add("lesson-bar");
        caption.getStyleClass().add("lesson-caption");
        away.getStyleClass().add("lesson-away");
        caption.setWrapText(true);
        caption.setMaxWidth(Double.MAX_VALUE);
        caption.setMinHeight(Region.USE_PREF_SIZE);
        HBox.setHgrow(caption, Priority.ALWAYS);
        stops.getStyleClass().add("lesson-stops");
        stops.setFocusTraversable(false);
        stops.setMinWidth(Region.USE_PREF_SIZE);
        Button leave = new Button("\u2715");
        leave.setFocusTraversable(false);
        leave.getStyleClass().add("lesson-leave");
        leave.setOnAction(e -> player.close());
        dlxviz.app.fx.Tips.install(leave, "Leave the lesson (the window stays where it is)");
        dlxviz.app.fx.Tips.install(stops, "Jump to a stop of the lesson");
        HBox top = new HBox(stops, caption, leave);
        top.getStyleClass().add("lesson-row");
        getChildren().addAll(top, away);
        away.managedProperty().bind(away.visibleProperty());
        away.setText("Stepped away from the lesson: Page Down or Backspace goes back to the stop.");
        away.visibleProperty().bind(player.onStopProperty().not());
        visibleProperty().bind(player.lessonProperty().isNotNull());
        managedProperty().bind(visibleProperty());
        player.lessonProperty().addListener((obs, before, now) -> refresh());
        player.indexProperty().addListener((obs, before, now) -> refresh());
        refresh();
    }

    private void refresh() {
        PreparedLesson lesson = player.lessonProperty().get();
        Stop stop = player.stop();
        if (lesson == null || stop == null) {
            return;
        }
        int index = player.indexProperty().get();
        stops.setText((index + 1) + "/" + lesson.size());
        caption.setText(stop.caption().isEmpty() ? lesson.title() : stop.caption());
        List<MenuItem> items = new ArrayList<>();
        for (int i = 0; i < lesson.size(); i++) {
            String text = lesson.stop(i).stop().caption();
            MenuItem item = new MenuItem((i + 1) + ". " + (text.length() > 60 ? text.substring(0, 57) + "..." : text));
            item.setMnemonicParsing(false);
            int target = i;
            item.setOnAction(e -> player.goTo(target));
            items.add(item);
        }
        stops.getItems().setAll(items);
    }

    /** The caption shown; for tests. */
    public String captionText() {
        return caption.getText();
    }
}
