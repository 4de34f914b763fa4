package dlxviz.bench;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Search;
import dlxviz.engine.SearchObserver;
import dlxviz.problems.Examples;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The engine's speed in DLX1's unit: updates per second, counting every solution of a large
 * instance from the start. Knuth's DLX1, built from dlx1.w with ctangle and gcc -O3 on the
 * development machine, does 182-192 million on pentominoes 5x12 and 99-112 million on 12 queens.
 * {@code exact-cover --example pentomino5x12 --bench} measures the same from the jar.
 *
 * <p>Read the {@code updates} line of the report: its score is updates per second
 * (JMH prints "ops/s" for such counters). The primary score is whole searches per second.
 * Run: {@code mvn -o test-compile exec:exec@jmh -Djmh.args="EngineBenchmark -f 1 -wi 3 -i 5"}.
 *
 * <ul>
 *   <li>{@code problem}: {@code pentomino5x12} (4040 solutions, 770,490,101 updates per search)
 *       or {@code queens12} (14200 solutions, 6,285,452 updates per search).</li>
 *   <li>{@code observer}: {@code none} (the solver's path) or {@code counting} (every event
 *       goes to an observer that counts the calls: the cost of listening, as playback does).</li>
 * </ul>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 5)
// An iteration must hold a few whole searches: one pentomino 5x12 search takes about 3-4 s.
@Measurement(iterations = 5, time = 10)
@Fork(1)
@State(Scope.Thread)
public class EngineBenchmark {

    /** Known solution counts: a benchmark of a wrong engine is worthless, so it fails instead. */
    private static final Map<String, Long> SOLUTIONS = Map.of("pentomino5x12", 4040L, "queens12", 14200L);

    @Param({"pentomino5x12", "queens12"})
    public String problem;

    @Param({"none", "counting"})
    public String observer;

    private Search search;
    private CountingObserver counting;

    /** Updates done in the measured searches; JMH reports it per second. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Updates {
        public long updates;

        @Setup(Level.Iteration)
        public void clear() {
            updates = 0;
        }
    }

    /** Counts every call, so the JIT cannot drop the event calls as dead code. */
    static final class CountingObserver implements SearchObserver {
        long calls;

        @Override public void itemChosen(int item, int length, int level) { calls++; }
        @Override public void itemCovered(int item, int level) { calls++; }
        @Override public void headerUnlinked(int item, int left, int right) { calls++; }
        @Override public void nodeHidden(int node, int item, int up, int down) { calls++; }
        @Override public void nodeRestored(int node, int item, int up, int down) { calls++; }
        @Override public void headerRelinked(int item, int left, int right) { calls++; }
        @Override public void itemUncovered(int item, int level) { calls++; }
        @Override public void optionTried(int option, int node, int level) { calls++; }
        @Override public void optionRetracted(int option, int node, int level) { calls++; }
        @Override public void deadEnd(int item, int level) { calls++; }
        @Override public void solutionFound(long number, int[] options) { calls++; }
        @Override public void searchFinished(long solutions) { calls++; }
    }

    @Setup(Level.Trial)
    public void build() {
        ExactCoverProblem instance = Examples.get(problem)
                .orElseThrow(() -> new IllegalArgumentException("no example " + problem));
        search = new Search(instance);
        if (observer.equals("counting")) {
            counting = new CountingObserver();
            search.setObserver(counting);
        } else if (!observer.equals("none")) {
            throw new IllegalArgumentException("observer is none or counting, not " + observer);
        }
    }

    @Benchmark
    public long countAllSolutions(Updates updates) {
        search.reset();
        search.runToEnd();
        long solutions = search.solutions();
        if (solutions != SOLUTIONS.get(problem)) {
            throw new IllegalStateException(problem + ": " + solutions + " solutions, expected " + SOLUTIONS.get(problem));
        }
        updates.updates += search.updates();
        return solutions;
    }

    @TearDown(Level.Trial)
    public void check() {
        if (counting != null && counting.calls == 0) {
            throw new IllegalStateException("the counting observer heard nothing");
        }
    }
}
