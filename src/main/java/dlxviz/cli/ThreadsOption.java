package dlxviz.cli;

import picocli.CommandLine.Option;

/** {@code --threads N}: how many threads {@code solve} and {@code count} answer puzzles on. */
public final class ThreadsOption {
    @Option(names = "--threads", paramLabel = "N", defaultValue = "0",
            description = "Threads that answer the puzzles: 0, the default, for every core; 1 to answer each puzzle "
                    + "as it is read. The answers, their order and the exit status are the same.")
    int threads = 0;

    /** Null when the value is fine, else the message. */
    String problem() {
        return threads < 0 ? "--threads must be 0 (every core) or positive, not " + threads : null;
    }

    /** The number of threads: the cores for 0. */
    int count() {
        return threads == 0 ? Runtime.getRuntime().availableProcessors() : threads;
    }
}
