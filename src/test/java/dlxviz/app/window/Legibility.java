package dlxviz.app.window;

import dlxviz.app.DlxApp;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.ProblemSources;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import dlxviz.app.testkit.TextCensus;
import dlxviz.app.window.model.WindowModelAccess;
import dlxviz.playback.Playback;
import dlxviz.playback.StepSize;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.prefs.Preferences;
import javafx.stage.Stage;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The legibility check of issue 24, shared by the quick {@code LegibilityTest} and the full
 * {@code LegibilityCheck}: for each window preset, legend and predict on or off, and problem, the
 * window at Ready, mid-search, at its first dead end and at its first solution, with every text
 * it shows read by {@link TextCensus}; the faults (under the floor, cut, overlapping) gathered
 * into one report.
 */
final class Legibility {
    /** A window size and text scale. */
    record Preset(int width, int height, double scale) {
        @Override
        public String toString() {
            return width + "x" + height + " x" + scale;
        }
    }

    static final Preset PROJECTOR = new Preset(1280, 720, 1.5);
    static final Preset SMALL = new Preset(1024, 768, 1.25);
    static final Preset LARGE = new Preset(1920, 1080, 2);
    static final List<String> PROBLEMS = List.of("matrix4x4", "knuth", "queens6", "langford4", "pentomino3x20", "ai-escargot",
            "16x16-1", "word-rectangle");
    static final List<String> STATES = List.of("Ready", "mid-search", "dead end", "solution");
    /** Covers taken at most while looking for the first dead end and solution. */
    private static final int LOOK_AHEAD = 2_000;
    /** Mid-search: this many covers in, or half way to the first solution when that comes sooner. */
    private static final int MID = 20;

    private final Map<String, Integer> counts = new TreeMap<>();
    private final Map<String, Integer> byView = new TreeMap<>();
    private final Map<String, List<String>> examples = new LinkedHashMap<>();
    private final Map<String, Integer> perCase = new LinkedHashMap<>();
    private final java.util.Set<String> seenViews = new java.util.HashSet<>();
    private final List<TextCensus.Seen> seen = new ArrayList<>();
    private int cases;
    private int texts;

    /** Reads every state of every problem in a window of {@code preset} with the legend and predict as given. */
    void window(Preset preset, boolean legend, boolean predict, List<String> problems, List<String> states) {
        window(preset, legend, predict, false, problems, states);
    }

    /** The same, in the presentation layout when {@code presentation} (key P: no menus, no counters). */
    void window(Preset preset, boolean legend, boolean predict, boolean presentation, List<String> problems,
                List<String> states) {
        Stage[] stage = new Stage[1];
        DlxApp.Window window = Fx.call(() -> {
            stage[0] = new Stage();
            Preferences node = new InMemoryPreferences();
            node.clear();
            return DlxApp.openInStages(stage[0], StartupArguments.parse(List.of("--scale",
                    Double.toString(preset.scale()))), new AppPreferences(node), preset.width(), preset.height());
        });
        Fx.whole(window);
        Fx.run(() -> {
            window.model().appearance().legendShownProperty().set(legend);
            window.model().cursor().predict().onProperty().set(predict);
            window.model().appearance().presentationProperty().set(presentation);
        });
        try {
            for (String problem : problems) {
                Fx.call(() -> {
                    if (!window.model().session().load(ProblemSources.example(problem))) {
                        throw new IllegalStateException(problem + ": " + window.model().messages().text());
                    }
                    return null;
                });
                WindowSeries series = Fx.call(() -> WindowSeries.of(window.model(), window.controller(), window.scene(),
                        StepSize.COVER));
                // stills, as the slides draw them: the steps below come faster than the eye
                // follows, and the links view would sketch its next frame without a word of text
                Fx.run(() -> series.series(true));
                int[] marks = Fx.call(() -> landmarks(window));
                for (String state : states) {
                    // "covers N": N covers from Ready, a state of a test's own choosing
                    int steps = state.equals("Ready") ? 0 : state.equals("mid-search") ? marks[0]
                            : state.equals("dead end") ? marks[1] : state.startsWith("covers ")
                            ? Integer.parseInt(state.substring("covers ".length())) : marks[2];
                    if (steps < 0) {
                        continue; // no dead end before the first solution (a 16x16 of singles)
                    }
                    Fx.run(() -> {
                        series.toReady();
                        series.stepForward(steps);
                    });
                    WaitForAsyncUtils.waitForFxEvents();
                    String name = problem + " at " + state + ", " + preset + (legend ? ", legend" : "")
                            + (predict ? ", predict" : "") + (presentation ? ", presentation" : "");
                    // twice: a new problem's side panel places its divider from the split's size
                    // listener, inside the first layout pass, and the split lays it out in the next
                    // (once, in a full run, queens6's tab names were read mid-way, cut)
                    for (int pass = 0; pass < 2; pass++) {
                        Fx.run(() -> {
                            window.scene().getRoot().applyCss();
                            window.scene().getRoot().layout();
                        });
                        WaitForAsyncUtils.waitForFxEvents();
                    }
                    add(name, Fx.call(() -> TextCensus.of(window.scene())));
                }
            }
        } finally {
            Fx.run(stage[0]::close);
        }
    }

    /** Covers from Ready to mid-search, to the first dead end (-1: none) and to the first solution. */
    private static int[] landmarks(DlxApp.Window window) {
        Playback playback = WindowModelAccess.livePlayback(window.model().cursor());
        playback.ready();
        int deadEnd = -1, solution = -1;
        for (int step = 1; step <= LOOK_AHEAD && playback.canStepForward() && solution < 0; step++) {
            playback.stepForward(StepSize.COVER);
            if (deadEnd < 0 && playback.marks().isDeadEnd()) {
                deadEnd = step;
            }
            if (playback.solutionAtCursor() != null) {
                solution = step;
            }
        }
        playback.ready();
        WindowModelAccess.publish(window.model().cursor());
        int mid = solution > 0 ? Math.min(MID, Math.max(1, solution / 2)) : MID;
        return new int[] {mid, deadEnd, solution};
    }

    private void add(String name, TextCensus census) {
        cases++;
        texts += census.seen().size();
        seen.addAll(census.seen());
        List<TextCensus.Fault> faults = census.faults();
        if (!faults.isEmpty()) {
            perCase.put(name, faults.size());
        }
        for (TextCensus.Fault f : faults) {
            counts.merge(f.kind(), 1, Integer::sum);
            byView.merge(f.kind() + " in " + f.what().replaceAll("^\"[^\"]*\" [0-9.]+px in ", "")
                    .replaceAll(" at .*", ""), 1, Integer::sum);
            List<String> list = examples.computeIfAbsent(f.kind(), k -> new ArrayList<>());
            // a few of each kind, from as many views as there are: the first of each view
            String view = f.what().replaceAll("^\"[^\"]*\" ", "").replaceAll(" at .*", "");
            if (list.size() < 12 && seenViews.add(f.kind() + view)) {
                list.add(name + ": " + f.what());
            }
        }
    }

    boolean passed() {
        return counts.isEmpty();
    }

    /** The faults counted by kind, the cases with most, and a few examples of each kind. */
    /** Every text read so far, in every state. */
    List<TextCensus.Seen> seen() {
        return List.copyOf(seen);
    }

    String report() {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT,
                "legibility: %d window states, %,d texts read, %d states with faults%n", cases, texts, perCase.size()));
        counts.forEach((kind, n) -> out.append(String.format(Locale.ROOT, "  %,6d %s%n", n, kind)));
        byView.forEach((kind, n) -> out.append(String.format(Locale.ROOT, "  %,6d %s%n", n, kind)));
        perCase.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(12)
                .forEach(e -> out.append(String.format(Locale.ROOT, "  %5d faults: %s%n", e.getValue(), e.getKey())));
        examples.forEach((kind, list) -> {
            out.append("  e.g. ").append(kind).append(":\n");
            list.forEach(line -> out.append("    ").append(line).append('\n'));
        });
        return out.toString();
    }
}
