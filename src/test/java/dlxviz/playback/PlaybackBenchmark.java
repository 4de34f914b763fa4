package dlxviz.playback;

import java.lang.management.ManagementFactory;
import java.util.Random;
import java.util.concurrent.TimeUnit;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * Playback's two targets (issue #4): memory per recorded event (at most 16 bytes, checkpoints
 * included) and the time of a seek into a history of 10 million events (under 100 ms); plus the
 * replay speed that "play as fast as possible" relies on.
 *
 * <pre>
 * mvn -o test-compile exec:exec@jmh -Djmh.args="PlaybackBenchmark -f 1 -wi 3 -i 5"
 * </pre>
 * The set-up records the first {@code events} events of N-queens {@code queens} (DLX1 rule) and
 * prints the memory figures ("memory:" lines) before the timings.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class PlaybackBenchmark {
    @Param({"12"})
    public int queens;

    @Param({"10000000"})
    public long events;

    private Playback playback;
    private long[] targets;
    private int next;

    @Setup(Level.Trial)
    public void record() {
        long before = usedHeap();
        playback = new Playback(TestProblems.queens(queens));
        long recorded = 0;
        while (recorded < events && !playback.isSearchComplete()) {
            recorded += playback.record(events - recorded);
        }
        long length = playback.recordedLength();
        long after = usedHeap();
        System.out.printf("%nmemory: queens %d, %,d events recorded (search complete: %b)%n", queens, length,
                playback.isSearchComplete());
        System.out.printf("memory: %.2f bytes/event by array sizes (log + checkpoints every %d events)%n",
                (double) playback.memoryBytes() / length, playback.checkpointInterval());
        System.out.printf("memory: %.2f bytes/event by heap growth after GC (whole Playback)%n",
                (double) (after - before) / length);
        Random random = new Random(42);
        targets = new long[4096];
        for (int i = 0; i < targets.length; i++) {
            targets[i] = (long) (random.nextDouble() * length);
        }
    }

    private static long usedHeap() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /** A jump to a random point of the whole history: checkpoint restore plus replay. */
    @Benchmark
    public long seekAnywhere() {
        playback.seek(targets[next++ & (targets.length - 1)]);
        return playback.nodes();
    }

    /** A seek as above, then one step back of size choice (context replay, inverses, listing). */
    @Benchmark
    public long seekThenStepBackChoice() {
        playback.seek(targets[next++ & (targets.length - 1)]);
        return playback.stepBack(StepSize.CHOICE).to();
    }

    /** 100,000 events applied to the replica, as "play as fast as possible" does per few frames. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public long advance100k() {
        playback.seek(targets[next++ & (targets.length - 1)] / 2);
        return playback.advance(100_000).to();
    }
}
