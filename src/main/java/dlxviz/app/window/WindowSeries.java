package dlxviz.app.window;

import dlxviz.app.export.SteppedWindow;
import dlxviz.app.window.model.MainViewModel;
import dlxviz.app.window.model.SeriesSteps;
import dlxviz.playback.StepSize;
import javafx.scene.Scene;

/**
 * The main window as a series of pictures steps through it: the steps taken on its cursor
 * ({@link SeriesSteps}), the views found by name ({@link PictureViews}), and the links view
 * drawing every frame in full while the series runs. FX thread only.
 */
public final class WindowSeries implements SteppedWindow {
    private final MainViewModel model;
    private final MainController controller;
    private final Scene scene;
    private final SeriesSteps steps;

    private WindowSeries(MainViewModel model, MainController controller, Scene scene, StepSize size) {
        this.model = model;
        this.controller = controller;
        this.scene = scene;
        this.steps = new SeriesSteps(model.cursor(), size);
    }

    /** The window of {@code model} and {@code controller}, shown in {@code scene}, stepped {@code size} at a time. */
    public static WindowSeries of(MainViewModel model, MainController controller, Scene scene, StepSize size) {
        return new WindowSeries(model, controller, scene, size);
    }

    @Override
    public void toReady() {
        steps.toReady();
    }

    @Override
    public int stepForward(int count) {
        return steps.stepForward(count);
    }

    @Override
    public javafx.scene.Node view(String name) {
        return PictureViews.find(name, scene, controller, model.boardProperty().get());
    }

    @Override
    public void series(boolean on) {
        controller.linksView().setStills(on);
        steps.series(on);
    }
}
