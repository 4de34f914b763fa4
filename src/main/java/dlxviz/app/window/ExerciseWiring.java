package dlxviz.app.window;

import dlxviz.app.exercise.ExerciseBar;
import dlxviz.app.exercise.ExerciseDialog;
import dlxviz.app.exercise.model.ExerciseModel;
import dlxviz.app.exercise.ResultsTableView;
import dlxviz.app.fx.FirstTime;
import dlxviz.app.session.LoadedProblem;
import dlxviz.app.window.model.Appearance;
import dlxviz.app.window.model.CursorModel;
import dlxviz.app.window.model.MainViewModel;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.exercise.Exercise;
import dlxviz.exercise.GradeTable;
import dlxviz.exercise.RandomExercise;
import dlxviz.exercise.ResultsFile;
import dlxviz.playback.StepSize;
import dlxviz.problems.Dlx1Format;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.TextInputDialog;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Stage;

/**
 * "Your move" in the window (key Y, File > Exercise..., File > Open results...): the exercise's
 * strip above the narration, a click on any view answering with the thing under the mouse (as
 * predict mode does), and the window's cursor moved by the exercise's events alone. A step the
 * user takes meanwhile (an arrow key) is undone before the next move, so the views always show
 * the exercise's state.
 */
final class ExerciseWiring {
    private final MainViewModel model;
    private final CursorModel cursor;
    private final Supplier<Stage> stage;
    private final ExerciseModel exercise;
    /** Where the exercise has the window's cursor: Ready plus the events performed. */
    private long position;
    private boolean starting;

    ExerciseWiring(MainViewModel model, Supplier<Stage> stage, Pane strip, Node sideTabs, Node links) {
        this.model = model;
        this.cursor = model.cursor();
        this.stage = stage;
        this.exercise = new ExerciseModel(new ExerciseModel.WindowSteps() {
            @Override
            public void ready() {
                cursor.reset();
                position = cursor.positionProperty().get();
            }

            @Override
            public void advance(int events) {
                if (cursor.positionProperty().get() != position) {
                    cursor.seek(position);
                }
                // told at the exercise's detail: after a link move, the link's own words, not a cover's
                dlxviz.exercise.ExerciseSession session = ExerciseWiring.this.exercise.session();
                cursor.advanceEvents(events, session == null ? null : session.exercise().detail());
                position += events;
            }
        }, System::currentTimeMillis);
        FirstTime.whenTrue(exercise.onProperty(), () -> strip.getChildren().add(0, new ExerciseBar(exercise, this::save)));
        cursor.playbackProperty().addListener((obs, before, now) -> {
            if (!starting) {
                exercise.stop(); // another problem opened: the exercise was on the old one
            }
        });
        sideTabs.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (answering(e)) {
                exercise.answer(model.highlightProperty().getValue());
            }
        });
        // a filter: a click that answers does nothing else (it would pick the lens's item too)
        links.addEventFilter(MouseEvent.MOUSE_CLICKED, e -> {
            if (answering(e) && model.highlightProperty().getValue() != null) {
                exercise.answer(model.highlightProperty().getValue());
                e.consume();
            }
        });
    }

    ExerciseModel model() {
        return exercise;
    }

    /** Key Y: your move on the problem open, at the step size chosen (link, cover or choice), or off again. */
    void toggle() {
        if (exercise.onProperty().get()) {
            exercise.stop();
            return;
        }
        StepSize size = cursor.stepSizeProperty().get();
        start(null, size == StepSize.LEVEL || size == StepSize.SOLUTION ? StepSize.COVER : size, false);
    }

    /** File > Exercise...: the dialog, then the exercise. */
    void choose() {
        Appearance look = model.appearance();
        Optional<ExerciseDialog.Choice> choice = ExerciseDialog.ask(stage.get(), look.theme(), look.fontScale(),
                cursor.stepSizeProperty().get());
        choice.ifPresent(c -> start(c.random(), c.detail(), c.wholeSearch()));
    }

    private void start(RandomExercise.Request random, StepSize detail, boolean wholeSearch) {
        starting = true;
        try {
            exercise.stop();
            Long seed = null;
            if (random != null) {
                ExactCoverProblem problem = RandomExercise.generate(random);
                seed = random.seed();
                model.session().load(new LoadedProblem(random.name(), problem, new int[0], null,
                        Dlx1Format.toText(problem), "dlx"));
            }
            LoadedProblem open = model.session().problem();
            if (open == null) {
                model.messages().showError("Your move: open a problem first (Examples, or File > Exercise... for a random one)");
                return;
            }
            if (model.session().ruleProperty().get() != Exercise.RULE) {
                model.session().useRule(ItemChoice.MIN_LENGTH, model.session().seed()); // the rule the reasons explain
            }
            cursor.predict().onProperty().set(false);
            exercise.start(new Exercise(open.title(), seed, open.problem(), detail, wholeSearch), open.forced());
            model.messages().clear();
        } catch (IllegalArgumentException e) {
            model.messages().showError("Your move: " + e.getMessage());
        } finally {
            starting = false;
        }
    }

    /** File > Build the matrix: a 4x4 sudoku's exact cover, ticked by hand, in a window of its own. */
    void buildMatrix() {
        long seed = java.util.concurrent.ThreadLocalRandom.current().nextInt(1, 100_000);
        Stage window = new Stage();
        window.initOwner(stage.get());
        window.setTitle("Build the matrix of a 4x4 sudoku, seed " + seed);
        dlxviz.app.exercise.BuildMatrixView view = new dlxviz.app.exercise.BuildMatrixView(new dlxviz.exercise.MatrixQuiz(seed, 10));
        javafx.scene.Scene scene = new javafx.scene.Scene(view);
        Appearance look = model.appearance();
        dlxviz.app.theme.Themes.apply(view, look.theme());
        dlxviz.app.theme.Themes.applyScale(view, look.fontScale());
        window.setScene(scene);
        window.show();
    }

    /** At the end: the student's name, then the results file (written off the FX thread). */
    private void save() {
        TextInputDialog name = new TextInputDialog();
        name.initOwner(stage.get());
        name.setTitle("Save results");
        name.setHeaderText("Your name, as the teacher's table will show it");
        Optional<String> student = name.showAndWait();
        if (student.isEmpty()) {
            return;
        }
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Save results");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Exercise results", "*" + ResultsFile.EXTENSION));
        chooser.setInitialFileName(student.get().strip().replaceAll("[^A-Za-z0-9_-]+", "-") + ResultsFile.EXTENSION);
        File file = chooser.showSaveDialog(stage.get());
        if (file == null) {
            return;
        }
        String text = exercise.resultsText(student.get().strip());
        CompletableFuture.runAsync(() -> {
            try {
                Files.writeString(file.toPath(), text, StandardCharsets.UTF_8);
                Platform.runLater(() -> model.messages().showInfo("Results saved to " + file.getName()));
            } catch (IOException e) {
                Platform.runLater(() -> model.messages().showError("Cannot save " + file.getName() + ": " + e.getMessage()));
            }
        });
    }

    /** File > Open results...: a folder of results files, read off the FX thread, shown as one table. */
    void openResults() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("A folder of results files");
        File folder = chooser.showDialog(stage.get());
        if (folder != null) {
            showResults(folder);
        }
    }

    void showResults(File folder) {
        CompletableFuture.supplyAsync(() -> {
            try {
                return GradeTable.read(folder.toPath());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }).whenComplete((table, failure) -> Platform.runLater(() -> {
            if (failure != null) {
                model.messages().showError("Cannot read the folder " + folder.getName() + ": " + failure.getCause().getMessage());
                return;
            }
            Appearance look = model.appearance();
            ResultsTableView.dialog(stage.get(), folder.getName(), table, look.theme(), look.fontScale()).show();
        }));
    }

    private boolean answering(MouseEvent e) {
        return e.getButton() == MouseButton.PRIMARY && e.isStillSincePress() && exercise.waiting();
    }
}
