package dlxviz.app.lesson;

import dlxviz.app.theme.Theme;
import dlxviz.app.theme.Themes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputDialog;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Window;

/**
 * File > Lesson > Edit the stops: the lesson's title, and its stops in order, to move up or down,
 * delete, or give a new caption. Each change goes to the player at once (the window shows the
 * stop selected); Save lesson as writes the file.
 */
public final class StopsDialog {
    private final Dialog<ButtonType> dialog = new Dialog<>();
    private final ListView<String> list = new ListView<>();
    private final TextField title = new TextField();
    private final LessonPlayer player;

    public StopsDialog(Window owner, LessonPlayer player, Runnable saveAs) {
        this.player = player;
        dialog.initOwner(owner);
        dialog.initModality(Modality.NONE);
        dialog.setTitle("The lesson's stops");
        dialog.setResizable(true);
        list.setId("lessonStops");
        list.setPrefHeight(320);
        title.setId("lessonTitle");
        title.setOnAction(e -> apply(stops(), list.getSelectionModel().getSelectedIndex()));
        Button up = button("Up", () -> move(-1));
        Button down = button("Down", () -> move(1));
        Button delete = button("Delete", this::delete);
        Button caption = button("Caption\u2026", this::recaption);
        Button save = button("Save lesson as\u2026", saveAs);
        list.getSelectionModel().selectedIndexProperty().addListener((obs, before, now) -> {
            if (now.intValue() >= 0 && now.intValue() != player.indexProperty().get()) {
                player.goTo(now.intValue());
            }
        });
        VBox content = new VBox(8, new Label("Title:"), title, new Label("Stops, in the order Page Down plays them:"), list,
                new HBox(8, up, down, delete, caption, save));
        dialog.getDialogPane().setContent(content);
        dialog.getDialogPane().getButtonTypes().setAll(ButtonType.CLOSE);
        player.lessonProperty().addListener((obs, before, now) -> refresh());
    }

    private static Button button(String text, Runnable action) {
        Button button = new Button(text);
        button.setOnAction(e -> action.run());
        return button;
    }

    public void open(Theme theme, double scale) {
        Themes.apply(dialog.getDialogPane(), theme);
        Themes.applyScale(dialog.getDialogPane(), scale);
        refresh();
        if (!dialog.isShowing()) {
            dialog.show();
        }
    }

    private void refresh() {
        PreparedLesson lesson = player.lessonProperty().get();
        if (lesson == null) {
            list.getItems().clear();
            return;
        }
        if (!title.isFocused()) {
            title.setText(lesson.title());
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < lesson.size(); i++) {
            PreparedLesson.ReadyStop stop = lesson.stop(i);
            names.add((i + 1) + ". " + stop.stop().problem().label() + ", " + stop.stop().at()
                    + (stop.until() != stop.at() ? " until " + stop.stop().until() : "") + ": " + stop.stop().caption());
        }
        list.getItems().setAll(names);
        list.getSelectionModel().select(player.indexProperty().get());
    }

    private List<PreparedLesson.ReadyStop> stops() {
        return new ArrayList<>(player.lessonProperty().get().stops());
    }

    private void apply(List<PreparedLesson.ReadyStop> stops, int showing) {
        if (stops.isEmpty()) {
            player.close();
            return;
        }
        player.edit(stops, title.getText(), Math.max(0, showing));
    }

    private void move(int by) {
        int i = list.getSelectionModel().getSelectedIndex();
        List<PreparedLesson.ReadyStop> stops = stops();
        if (i < 0 || i + by < 0 || i + by >= stops.size()) {
            return;
        }
        stops.add(i + by, stops.remove(i));
        apply(stops, i + by);
    }

    private void delete() {
        int i = list.getSelectionModel().getSelectedIndex();
        if (i >= 0) {
            List<PreparedLesson.ReadyStop> stops = stops();
            stops.remove(i);
            apply(stops, Math.min(i, stops.size() - 1));
        }
    }

    private void recaption() {
        int i = list.getSelectionModel().getSelectedIndex();
        if (i < 0) {
            return;
        }
        List<PreparedLesson.ReadyStop> stops = stops();
        PreparedLesson.ReadyStop stop = stops.get(i);
        ask(dialog.getOwner(), "Caption of stop " + (i + 1), stop.stop().caption()).ifPresent(text -> {
            stops.set(i, new PreparedLesson.ReadyStop(stop.stop().withCaption(text), stop.problem(), stop.at(), stop.until()));
            apply(stops, i);
        });
    }

    /** Asks for a caption (Add this moment, Caption...). */
    public static Optional<String> ask(Window owner, String header, String text) {
        TextInputDialog input = new TextInputDialog(text);
        input.initOwner(owner);
        input.setTitle("Caption");
        input.setHeaderText(header);
        input.getEditor().setPrefColumnCount(50);
        return input.showAndWait();
    }
}
