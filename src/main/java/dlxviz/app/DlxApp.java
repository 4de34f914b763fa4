package dlxviz.app;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/** The app window (a placeholder until the app issue lands). */
public final class DlxApp extends Application {

    @Override
    public void start(Stage stage) {
        stage.setTitle("DLX Visualizer");
        stage.setScene(new Scene(new StackPane(new Label("DLX Visualizer")), 1280, 800));
        stage.show();
    }

    public static void main(String[] args) {
        launch(args);
    }
}
