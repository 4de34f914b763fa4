package dlxviz.cli;

import picocli.CommandLine.Option;

/** {@code --threads N}: how many threads {@code solve} and {@code count} answer puzzles on. */
public final class ThreadsOption {
    @Option(names = "--threads", paramLabel = "N", defaultValue = "0",
            description = "Threads that answer the puzzles: 0, the default, for every core; 1 to answer each puzzle "
                    + "as it is read; never more than the cores, and a thread starts only when there is a batch of "
                    + "puzzles for it. The answers, their order and the exit status are the same.")
    int threads = 0;

    /** Null when the value is fine, else the message. */
    String problem() {
        return threads < 0 ? "--threads must be 0 (every core) or positive, not " + threads : null;
    }

    /**
     * The number of threads: the cores for 0, and never more than the cores: the work is all
     * computing, so more threads only wait their turn (10,000 of them took 9-16 s and 450 MB to
     * start for one puzzle).
     */
    int count() {
        int cores = Runtime.getRuntime().availableProcessors();
        return threads == 0 ? cores : Math.min(threads, cores);
    }
}
