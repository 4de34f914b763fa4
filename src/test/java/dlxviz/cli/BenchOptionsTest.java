package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A bad bench option is named with its value, as the other commands name theirs, not as a list of rules. */
class BenchOptionsTest {
    private static void refused(String expected, String... args) {
        CliRun run = CliRun.of(args);
        assertEquals(ExitCode.BAD_INPUT, run.exitCode(), String.join(" ", args));
        assertEquals(expected + System.lineSeparator(), run.err());
    }

    @Test
    void eachBadOptionIsNamedWithItsValue() {
        refused("bench: --runs must be at least 1, not 0", "bench", "--runs", "0", "ai-escargot");
        refused("bench: --limit must be at least 1, not -1", "bench", "--limit", "-1", "ai-escargot");
        refused("bench: --cap must be at least 1, not 0", "bench", "--cap", "0", "ai-escargot");
        refused("bench: --sample must be 0 (no backtracking) or more, not -2", "bench", "--sample", "-2", "ai-escargot");
        refused("bench: --warmup must be 0 or more, not -1", "bench", "--warmup", "-1", "ai-escargot");
    }
}
