package dlxviz.exercise;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Search;
import dlxviz.events.DeadEnd;
import dlxviz.events.SearchEvent;
import dlxviz.events.SolutionFound;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * A random exact-cover matrix for one student, from a seed the screen prints so the teacher can
 * make the same one again: {@code items} primary items named A, B, C, ..., {@code options}
 * options (at most two per item: more, and nearly every set of them would be a solution), exactly {@code solutions} solutions, and when asked a dead end before the first one.
 *
 * <p>How: plant the solutions (each a random split of the items into options of one to three
 * items), fill up with random options of two or three items, each kept only when the engine
 * still counts no more solutions than asked for, and keep the matrix when it counts exactly those (and meets a dead end first, if asked); else
 * draw again from the same generator. The same seed and size always give the same matrix.
 */
public final class RandomExercise {
    public static final int MIN_ITEMS = 3;
    public static final int MAX_ITEMS = 12;
    public static final int MAX_OPTIONS = 30;
    public static final int MAX_SOLUTIONS = 4;
    private static final int ATTEMPTS = 2_000;

    /** What the student asked for. */
    public record Request(int items, int options, int solutions, boolean deadEnd, long seed) {
        public Request {
            if (items < MIN_ITEMS || items > MAX_ITEMS) {
                throw new IllegalArgumentException("items: " + MIN_ITEMS + " to " + MAX_ITEMS + ", not " + items);
            }
            if (solutions < 1 || solutions > MAX_SOLUTIONS) {
                throw new IllegalArgumentException("solutions: 1 to " + MAX_SOLUTIONS + ", not " + solutions);
            }
            int least = solutions * 2 + (deadEnd ? 2 : 0);
            int most = Math.min(MAX_OPTIONS, 2 * items);
            if (options < least || options > most) {
                throw new IllegalArgumentException("options: " + least + " to " + most + " for " + items + " items, " + solutions
                        + (solutions == 1 ? " solution" : " solutions") + (deadEnd ? " and a dead end" : "")
                        + ", not " + options);
            }
        }

        /** The name the screen and the results file show: "random 7x9, 1 solution, dead end, seed 42". */
        public String name() {
            return "random " + items + "x" + options + ", " + solutions + (solutions == 1 ? " solution" : " solutions")
                    + (deadEnd ? ", dead end" : "") + ", seed " + seed;
        }
    }

    private RandomExercise() {
    }

    /**
     * The matrix for {@code request}.
     *
     * @throws IllegalArgumentException when no such matrix turned up (too few options for the items,
     *         say): the message suggests what to change
     */
    public static ExactCoverProblem generate(Request request) {
        SplittableRandom random = new SplittableRandom(request.seed());
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            ExactCoverProblem problem = draw(request, random);
            if (problem != null && fits(problem, request)) {
                return problem;
            }
        }
        throw new IllegalArgumentException("no " + request.items() + "x" + request.options() + " matrix with "
                + request.solutions() + (request.solutions() == 1 ? " solution" : " solutions") + (request.deadEnd() ? " and a dead end" : "")
                + " turned up: try more options or fewer solutions");
    }

    private static ExactCoverProblem draw(Request request, SplittableRandom random) {
        int n = request.items();
        Set<List<Integer>> options = new HashSet<>();
        List<int[]> ordered = new ArrayList<>();
        for (int s = 0; s < request.solutions(); s++) {
            int[] items = shuffled(n, random);
            int at = 0;
            while (at < n) {
                int size = Math.min(n - at, 1 + random.nextInt(3));
                add(Arrays.copyOfRange(items, at, at + size), options, ordered);
                at += size;
            }
        }
        if (ordered.size() > request.options()) {
            return null;
        }
        int tries = 0;
        while (ordered.size() < request.options() && tries++ < 200) {
            int[] items = shuffled(n, random);
            if (add(Arrays.copyOf(items, 2 + random.nextInt(2)), options, ordered)
                    && count(ordered, n, request.solutions() + 1) > request.solutions()) {
                options.remove(key(ordered.remove(ordered.size() - 1)));
            }
        }
        if (ordered.size() < request.options()) {
            return null;
        }
        for (int k = ordered.size() - 1; k > 0; k--) {
            int j = random.nextInt(k + 1);
            int[] swap = ordered.get(k);
            ordered.set(k, ordered.get(j));
            ordered.set(j, swap);
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            names.add(String.valueOf((char) ('A' + i)));
        }
        return ExactCoverProblem.of(names, n, ordered, null);
    }

    /** Adds an option (items in increasing order, as a matrix row reads) unless it is there already. */
    private static boolean add(int[] items, Set<List<Integer>> seen, List<int[]> ordered) {
        int[] sorted = items.clone();
        Arrays.sort(sorted);
        if (seen.add(key(sorted))) {
            ordered.add(sorted);
            return true;
        }
        return false;
    }

    private static List<Integer> key(int[] sorted) {
        return Arrays.stream(sorted).boxed().toList();
    }

    /** Solutions of the options so far, counted up to {@code limit}: a decoy that makes another is dropped. */
    private static long count(List<int[]> options, int n, long limit) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            names.add("i" + i);
        }
        Search search = new Search(ExactCoverProblem.of(names, n, options, null));
        search.run(limit, Long.MAX_VALUE);
        return search.solutions();
    }

    private static int[] shuffled(int n, SplittableRandom random) {
        int[] items = new int[n];
        for (int i = 0; i < n; i++) {
            items[i] = i + 1;
        }
        for (int k = n - 1; k > 0; k--) {
            int j = random.nextInt(k + 1);
            int swap = items[k];
            items[k] = items[j];
            items[j] = swap;
        }
        return items;
    }

    /** The engine's count, and a dead end before the first solution when one is asked for. */
    private static boolean fits(ExactCoverProblem problem, Request request) {
        Search search = new Search(problem);
        boolean deadEndFirst = false;
        boolean solved = false;
        SearchEvent event;
        while ((event = search.step()) != null) {
            if (event instanceof DeadEnd && !solved) {
                deadEndFirst = true;
            } else if (event instanceof SolutionFound) {
                solved = true;
                if (search.solutions() > request.solutions()) {
                    return false;
                }
            }
        }
        return search.solutions() == request.solutions() && (deadEndFirst || !request.deadEnd());
    }
}
