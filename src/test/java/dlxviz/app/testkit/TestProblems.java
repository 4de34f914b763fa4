package dlxviz.app.testkit;

import dlxviz.app.links.model.LinksModel;
import dlxviz.app.links.model.PlaybackFeed;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.Search;
import dlxviz.events.SearchEvent;
import dlxviz.playback.Playback;
import dlxviz.playback.Step;
import dlxviz.playback.StepSize;
import java.util.ArrayList;
import java.util.List;
import javafx.util.Duration;

/** Small problems and a sudoku encoding for the links view's tests, demos and benchmark. */
public final class TestProblems {
    private TestProblems() {
    }

    /** The 4x4 example of DESIGN.md: rows 0100, 1000, 1110, 0011. */
    public static ExactCoverProblem matrix4x4() {
        return ExactCoverProblem.builder()
                .primary("c1", "c2", "c3", "c4")
                .option("c2").option("c1").option("c1", "c2", "c3").option("c3", "c4")
                .build();
    }

    /** Knuth's 7-item example from "Dancing Links" (2000). */
    public static ExactCoverProblem knuth() {
        return ExactCoverProblem.builder()
                .primary("a", "b", "c", "d", "e", "f", "g")
                .option("c", "e", "f").option("a", "d", "g").option("b", "c", "f")
                .option("a", "d").option("b", "g").option("d", "e", "g")
                .build();
    }

    /** An n x n sudoku (n = box * box) as exact cover: cells, row#d, col#d, box#d; options rRcC=D. */
    public static ExactCoverProblem sudoku(int box) {
        int n = box * box;
        List<String> items = new ArrayList<>();
        for (int r = 1; r <= n; r++) {
            for (int c = 1; c <= n; c++) {
                items.add("r" + r + "c" + c);
            }
        }
        for (String kind : new String[] {"r", "c", "b"}) {
            for (int i = 1; i <= n; i++) {
                for (int d = 1; d <= n; d++) {
                    items.add(kind + i + "#" + d);
                }
            }
        }
        List<int[]> options = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (int r = 1; r <= n; r++) {
            for (int c = 1; c <= n; c++) {
                int b = ((r - 1) / box) * box + (c - 1) / box + 1;
                for (int d = 1; d <= n; d++) {
                    options.add(new int[] {
                        (r - 1) * n + c,
                        n * n + (r - 1) * n + d,
                        2 * n * n + (c - 1) * n + d,
                        3 * n * n + (b - 1) * n + d});
                    labels.add("r" + r + "c" + c + "=" + d);
                }
            }
        }
        return ExactCoverProblem.of(items, items.size(), options, labels);
    }

    /** Forces the givens of {@code puzzle} (n*n chars, 1-9 then A-G, '.' or '0' empty) on an n x n search. */
    public static void forceGivens(Search search, String puzzle, int n) {
        for (int i = 0; i < n * n; i++) {
            char ch = puzzle.charAt(i);
            int digit = ch >= '1' && ch <= '9' ? ch - '0' : ch >= 'A' && ch <= 'Z' ? ch - 'A' + 10 : 0;
            if (digit > 0 && !search.forceOption(i * n + digit)) {
                throw new IllegalArgumentException("given " + ch + " at cell " + i + " clashes");
            }
        }
    }

    public static void forceGivens(Search search, String puzzle) {
        forceGivens(search, puzzle, 9);
    }

    /** The first generated 16x16 puzzle of ../shared/data (CC0). */
    public static String puzzle16() {
        try {
            for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of("../shared/data/sudoku/generated-16x16.txt"))) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    return line.substring(0, line.indexOf(':'));
                }
            }
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
        throw new IllegalStateException("no 16x16 puzzle");
    }

    /** The options that place the givens of {@code puzzle} (as in {@link #forceGivens}) in the encoding of {@link #sudoku}. */
    public static int[] givenOptions(String puzzle, int n) {
        List<Integer> options = new ArrayList<>();
        for (int i = 0; i < n * n; i++) {
            char ch = puzzle.charAt(i);
            int digit = ch >= '1' && ch <= '9' ? ch - '0' : ch >= 'A' && ch <= 'Z' ? ch - 'A' + 10 : 0;
            if (digit > 0) {
                options.add(i * n + digit);
            }
        }
        return options.stream().mapToInt(Integer::intValue).toArray();
    }

    /** A playback of {@code problem} after {@code givens}, stepped a link at a time until {@code stop} accepts an event. */
    public static Playback playbackUntil(ExactCoverProblem problem, int[] givens, java.util.function.Predicate<SearchEvent> stop) {
        Playback playback = new Playback(problem, ItemChoice.MIN_LENGTH, givens);
        while (playback.canStepForward()) {
            Step step = playback.stepForward(StepSize.LINK);
            if (step.events().stream().anyMatch(stop)) {
                break;
            }
        }
        return playback;
    }

    public static Playback playbackUntil(ExactCoverProblem problem, java.util.function.Predicate<SearchEvent> stop) {
        return playbackUntil(problem, new int[0], stop);
    }

    /** A links model showing {@code playback} at its cursor, as the window feeds it. */
    public static LinksModel modelOf(Playback playback) {
        LinksModel model = new LinksModel();
        new PlaybackFeed(model).show(playback, null, Duration.ZERO);
        return model;
    }

    /** Steps {@code search} until {@code stop} accepts an event (inclusive); returns the events. */
    public static List<SearchEvent> stepUntil(Search search, java.util.function.Predicate<SearchEvent> stop) {
        List<SearchEvent> events = new ArrayList<>();
        SearchEvent event;
        while ((event = search.step()) != null) {
            events.add(event);
            if (stop.test(event)) {
                break;
            }
        }
        return events;
    }

    /** AI Escargot, a famously hard 9x9 (Arto Inkala, 2006). */
    public static final String HARD_9X9 =
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
}
