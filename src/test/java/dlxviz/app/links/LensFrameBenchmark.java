package dlxviz.app.links;

import dlxviz.app.links.model.LinksModel;
import dlxviz.app.links.model.PlaybackFeed;
import dlxviz.app.testkit.CanvasFrameBenchmark;
import dlxviz.app.testkit.Fx;
import dlxviz.engine.ItemChoice;
import dlxviz.events.ItemChosen;
import dlxviz.playback.Playback;
import dlxviz.playback.Step;
import dlxviz.playback.StepSize;
import javafx.scene.Node;
import javafx.util.Duration;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Frame times of the lens and the overview (the links pane as the window shows a large problem)
 * at 1600x1000, headless with the software pipeline (Monocle, prism.order=sw). A frame: both
 * canvases record their commands, then a snapshot of the pane makes Prism rasterise them and
 * read the pixels back (the tool bar's few controls included). The lens is put on a cell chosen
 * in mid-search, the widest kind of lens (28 items of a 9x9, 49 of a 16x16).
 * {@code play} is "as fast as possible": each frame gives playback {@link #engineMillis} of
 * events, feeds the state at the cursor to the model as the window does (the lens moves with the
 * choices, the overview follows every length), and draws.
 *
 * <pre>mvn -o test-compile exec:exec@jmh -Djmh.args="LensFrameBenchmark -f 1 -wi 3 -i 5"</pre>
 */
public class LensFrameBenchmark extends CanvasFrameBenchmark {
    /** Sudoku size: 9 (729 options) or 16 (4,096 options). */
    @Param({"9", "16"})
    public int size;
    /** What {@code frame} redraws: both views, or one alone (to see where the time goes). */
    @Param({"both"})
    public String part;

    /** Engine time per frame in {@code play}, milliseconds (the window's play loop gives it 10). */
    @Param({"10"})
    public int engineMillis;

    private Playback playback;
    private PlaybackFeed feed;
    private long afterGivens;
    private LinksPane pane;
    private long frames;
    private long lensMoves;
    private int lastFocus;

    @Setup
    public void setUp() {
        Fx.start();
        // the app's own encoding and library puzzles: AI Escargot, and the library's first 16x16
        dlxviz.sudoku.Grid grid = dlxviz.sudoku.PuzzleLibrary.get(size == 16 ? "16x16-1" : "ai-escargot").grid();
        dlxviz.sudoku.SudokuEncoding encoding = dlxviz.sudoku.SudokuEncoding.full(grid.shape());
        playback = new Playback(encoding.problem(), ItemChoice.MIN_LENGTH, encoding.givenOptions(grid));
        playback.ready();
        afterGivens = playback.position();
        toACellChosenInMidSearch(size * size);
        LinksModel model = new LinksModel();
        model.setSudoku(encoding);
        feed = new PlaybackFeed(model);
        feed.show(playback, null, Duration.ZERO);
        Fx.run(() -> {
            pane = new LinksPane(model);
            javafx.scene.Parent root = show(pane);
            root.applyCss();
            root.layout(); // the overview's height follows the lens's first layout
            if (!pane.view().showsLens()) {
                throw new IllegalStateException("no lens on a " + size + "x" + size);
            }
            frameNow();
        });
    }

    /** Twenty choices in, then on to the next choice of a cell item (items 1..cells are the cells). */
    private void toACellChosenInMidSearch(int cells) {
        int choices = 0;
        while (playback.canStepForward()) {
            Step step = playback.stepForward(StepSize.LINK);
            for (var event : step.events()) {
                if (event instanceof ItemChosen chosen && ++choices >= 20 && chosen.item() <= cells) {
                    return;
                }
            }
        }
        throw new IllegalStateException("no cell chosen after 20 choices");
    }

    /** Frames redrawn, and Prism's render thread's processor time, since the iteration began. */
    private long iterationFrames;
    private long iterationRenderNanos;

    /**
     * Starts counting the render thread's processor time: on a loaded machine the wall time per
     * frame says more about the other builds than about the drawing, processor time less so.
     */
    @Setup(org.openjdk.jmh.annotations.Level.Iteration)
    public void startCounting() {
        iterationFrames = 0;
        iterationRenderNanos = renderCpu();
    }

    /** Prints the render thread's processor time per frame of the iteration just ended. */
    @TearDown(org.openjdk.jmh.annotations.Level.Iteration)
    public void printRenderCpu() {
        if (iterationFrames > 0) {
            System.out.printf("%n  render thread: %.2f ms of processor time a frame (%d frames, load %.1f)%n",
                    (renderCpu() - iterationRenderNanos) / 1e6 / iterationFrames, iterationFrames,
                    java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        }
    }

    /** Processor time of Prism's render thread so far, in nanoseconds. */
    private static long renderCpu() {
        var threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long total = 0;
        for (var info : threads.dumpAllThreads(false, false)) {
            if (info.getThreadName().startsWith("QuantumRenderer")) {
                total += threads.getThreadCpuTime(info.getThreadId());
            }
        }
        return total;
    }

    /** The lens and the overview, or the one {@link #part} names. */
    @Override
    protected void redraw() {
        iterationFrames++;
        if (!part.equals("overview")) {
            pane.view().redrawNow();
        }
        if (!part.equals("lens")) {
            pane.overview().redrawNow();
        }
    }

    @Override
    protected Node picture() {
        return pane;
    }

    /**
     * One frame of "as fast as possible": the engine for {@link #engineMillis}, the state fed to
     * the model (the lens moves to each new choice), then both views drawn. The search restarts
     * when it ends, within the same frame, so every frame draws.
     */
    @Benchmark
    public void play(Blackhole hole) {
        Fx.run(() -> {
            Step step = playback.advanceFor(null, engineMillis * 1_000_000L);
            if (!playback.canStepForward()) {
                step = playback.seek(afterGivens); // the search ended: start it again
            }
            frames++;
            feed.show(playback, step, Duration.ZERO);
            int focus = pane.view().currentLayout().lens().focus();
            lensMoves += focus != lastFocus ? 1 : 0;
            lastFocus = focus;
            hole.consume(frameNow());
        });
    }

    @TearDown
    public void report() {
        if (frames > 0) {
            System.out.println("\nplay: " + frames + " frames, the lens moved on " + lensMoves + " of them");
        }
    }
}
