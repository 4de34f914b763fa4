package dlxviz.app.window;

import dlxviz.app.DlxApp;
import dlxviz.app.exercise.model.ExerciseModel;
import dlxviz.app.hover.Highlight;
import dlxviz.exercise.Exercise;
import dlxviz.exercise.RandomExercise;
import dlxviz.playback.StepSize;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * Not a test: pictures of your move (issue 30) at 1280x720 x1.5, 1600x1000 x1 and 1024x768 x1.25, light and dark:
 * a cover by hand half done, a wrong click with its reason, the end score. Run on demand:
 * {@code mvn -o test -Dtest=ExerciseShotsCheck -Dshots=/tmp/i30-exercises}.
 */
@ExtendWith(ApplicationExtension.class)
class ExerciseShotsCheck {
    private static final String[][] PRESETS = {{"1280", "720", "1.5"}, {"1600", "1000", "1"}, {"1024", "768", "1.25"}};

    @Test
    void picturesOfYourMove() throws Exception {
        File out = new File(System.getProperty("shots", "/tmp/i30-exercises"));
        List<WindowShots.Shot> shots = new ArrayList<>();
        String[] knuth = {"--example", "knuth", "--step-size", "link"};
        shots.add(new WindowShots.Shot("cover-by-hand", knuth, List.of(w -> exercises(w).toggle(),
                w -> moves(w, Highlight.item(1), Highlight.item(1), Highlight.node(14), Highlight.option(2),
                        Highlight.node(15), Highlight.node(22), Highlight.node(13), Highlight.item(4), Highlight.node(28)))));
        shots.add(new WindowShots.Shot("wrong-click", knuth, List.of(w -> exercises(w).toggle(),
                w -> moves(w, Highlight.item(1), Highlight.item(1), Highlight.node(22)))));
        shots.add(new WindowShots.Shot("end-score", new String[] {"--example", "knuth"}, List.of(w -> {
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
        WindowShots.take(shots, PRESETS, out);
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
