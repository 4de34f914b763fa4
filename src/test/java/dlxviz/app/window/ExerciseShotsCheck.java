package dlxviz.app.window;

import dlxviz.app.DlxApp;
import dlxviz.app.exercise.ExerciseModel;
import dlxviz.app.hover.Highlight;
import dlxviz.app.testkit.Fx;
import dlxviz.exercise.Exercise;
import dlxviz.exercise.RandomExercise;
import dlxviz.playback.StepSize;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Not a test: pictures of your move (issue 30) at 1280x720 x1.5, 1600x1000 x1 and 1024x768 x1.25, light and dark:
 * a cover by hand half done, a wrong click with its reason, the end score. Run on demand:
 * {@code mvn -o test -Dtest=ExerciseShotsCheck -Dshots=/tmp/i30-exercises}.
 */
@ExtendWith(ApplicationExtension.class)
class ExerciseShotsCheck {
    private static final String[][] PRESETS = {{"1280", "720", "1.5"}, {"1600", "1000", "1"}, {"1024", "768", "1.25"}};

    private record Shot(String name, String[] args, List<Consumer<DlxApp.Window>> actions) {
    }

    @Test
    void picturesOfYourMove() throws Exception {
        File out = new File(System.getProperty("shots", "/tmp/i30-exercises"));
        List<Shot> shots = new ArrayList<>();
        String[] knuth = {"--example", "knuth", "--step-size", "link"};
        shots.add(new Shot("cover-by-hand", knuth, List.of(w -> exercises(w).toggle(),
                w -> moves(w, Highlight.item(1), Highlight.item(1), Highlight.node(14), Highlight.option(2),
                        Highlight.node(15), Highlight.node(22), Highlight.node(13), Highlight.item(4), Highlight.node(28)))));
        shots.add(new Shot("wrong-click", knuth, List.of(w -> exercises(w).toggle(),
                w -> moves(w, Highlight.item(1), Highlight.item(1), Highlight.node(22)))));
        shots.add(new Shot("end-score", new String[] {"--example", "knuth"}, List.of(w -> {
            RandomExercise.Request request = new RandomExercise.Request(7, 10, 1, true, 42);
            w.model().session().load(new dlxviz.app.session.LoadedProblem(request.name(), RandomExercise.generate(request),
                    new int[0], null, "", "dlx"));
            ExerciseModel model = exercises(w).model();
            var open = w.model().session().problem();
            model.start(new Exercise(open.title(), request.seed(), open.problem(), StepSize.CHOICE, false), new int[0]);
            int step = 0;
            while (model.waiting()) {
                if (step++ % 3 == 1) {
                    model.answer(Highlight.item(7));
                }
                var right = model.session().rightMove();
                model.answer(new Highlight(Highlight.Kind.valueOf(right.target().name()), right.number()));
            }
        })));
        String only = System.getProperty("only", "");
        for (Shot shot : shots) {
            if (!only.isEmpty() && !shot.name().contains(only)) {
                continue;
            }
            for (String[] preset : PRESETS) {
                for (String theme : new String[] {"light", "dark"}) {
                    List<String> args = new ArrayList<>(List.of(shot.args()));
                    args.addAll(List.of("--scale", preset[2], "--theme", theme));
                    DlxApp.Window window = RoomLayoutTest.open(Double.parseDouble(preset[0]), Double.parseDouble(preset[1]),
                            args.toArray(new String[0]));
                    for (Consumer<DlxApp.Window> action : shot.actions()) {
                        RoomLayoutTest.fx(() -> {
                            action.accept(window);
                            return null;
                        });
                        WaitForAsyncUtils.waitForFxEvents();
                        Thread.sleep(600);
                        WaitForAsyncUtils.waitForFxEvents();
                    }
                    Thread.sleep(800);
                    WaitForAsyncUtils.waitForFxEvents();
                    File file = new File(out, shot.name() + "-" + preset[0] + "x" + preset[1] + "-" + theme + ".png");
                    RoomLayoutTest.fx(() -> {
                        Fx.savePng(window.scene().snapshot(null), file);
                        RoomLayoutTest.close(window);
                        return null;
                    });
                }
            }
        }
    }

    private static ExerciseWiring exercises(DlxApp.Window window) {
        return window.controller().exercises();
    }

    private static void moves(DlxApp.Window window, Highlight... things) {
        for (Highlight thing : things) {
            exercises(window).model().answer(thing);
        }
    }
}
