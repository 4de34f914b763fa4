package dlxviz.app.links;

import dlxviz.engine.Search;
import dlxviz.engine.Torus;
import dlxviz.events.NodeHidden;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import java.io.File;
import java.util.List;
import java.util.function.Consumer;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;

/**
 * Pictures of the links view for people to look at (not a test):
 * {@code mvn -o test-compile exec:exec@jmh -Djmh.args=...} cannot run it, so run it with
 * {@code java -cp "$(cat target/test-classpath)" dlxviz.app.links.LinksShots /work/shots}.
 */
public final class LinksShots {
    public static void main(String[] args) {
        File dir = new File(args.length > 0 ? args[0] : "/work/shots");
        Fx.start();
        // 4x4 example mid-cover: the first choice's cover half done
        {
            Search search = new Search(TestProblems.matrix4x4());
            List<SearchEvent> events = TestProblems.stepUntil(search, e -> e instanceof NodeHidden);
            shoot(search.torus(), events, 900, 560, false, null, new File(dir, "links-4x4-mid-cover.png"));
        }
        // Knuth's example after the first choice (chosen item covered, first option tried and covered)
        {
            Search search = new Search(TestProblems.knuth());
            List<SearchEvent> events = TestProblems.stepUntil(search, e -> e instanceof OptionTried);
            events.addAll(TestProblems.stepUntil(search, e -> e instanceof dlxviz.events.ItemChosen));
            shoot(search.torus(), events, 1000, 640, false, null, new File(dir, "links-knuth-first-choice.png"));
            shootMatrix(search.torus(), events, 700, 420, new File(dir, "matrix-knuth-first-choice.png"));
        }
        // 9x9 sudoku (AI Escargot) with givens, a few choices in: unfolded (fit), unfolded zoomed, folded
        {
            Search search = new Search(TestProblems.sudoku(3));
            List<SearchEvent> events = new java.util.ArrayList<>();
            search.setObserver(dlxviz.engine.EventCollector.into(events));
            TestProblems.forceGivens(search, TestProblems.HARD_9X9);
            search.setObserver(null);
            for (int i = 0; i < 400; i++) {
                events.add(search.step());
            }
            shoot(search.torus(), events, 1600, 1000, false, null, new File(dir, "links-9x9-unfolded.png"));
            shootMatrix(search.torus(), events, 800, 800, new File(dir, "matrix-9x9.png"));
            shoot(search.torus(), events, 1600, 1000, false, v -> v.zoomToCellHeight(30), new File(dir, "links-9x9-unfolded-zoom.png"));
            shoot(search.torus(), events, 1600, 1000, true, null, new File(dir, "links-9x9-folded.png"));
            shoot(search.torus(), events, 1600, 1000, true, v -> v.zoomToCellHeight(26), new File(dir, "links-9x9-folded-zoom.png"));
        }
        System.out.println("pictures in " + dir);
        System.exit(0);
    }

    static void shootMatrix(Torus torus, List<SearchEvent> events, int w, int h, File file) {
        Fx.run(() -> {
            LinksModel model = new LinksModel(torus);
            model.applied(events, true);
            MatrixView view = new MatrixView(model);
            StackPane root = new StackPane(view);
            Scene scene = new Scene(root, w, h);
            Fx.useAppStylesheet(scene);
            root.applyCss();
            root.layout();
            view.redrawNow();
            Fx.savePng(Fx.snapshot(view), file);
        });
    }

    static void shoot(Torus torus, List<SearchEvent> events, int w, int h, boolean folded,
                      Consumer<LinksView> adjust, File file) {
        Fx.run(() -> {
            LinksModel model = new LinksModel(torus);
            model.applied(events, true);
            LinksView view = new LinksView(model);
            view.foldedProperty().set(folded);
            StackPane root = new StackPane(view);
            Scene scene = new Scene(root, w, h);
            Fx.useAppStylesheet(scene);
            root.applyCss();
            root.layout();
            view.fitToWindow();
            if (adjust != null) {
                adjust.accept(view);
            }
            view.redrawNow();
            Fx.savePng(Fx.snapshot(view), file);
        });
    }
}
