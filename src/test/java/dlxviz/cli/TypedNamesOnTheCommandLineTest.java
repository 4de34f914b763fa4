package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The command line finds examples and rules by the names users type, in any case, as the window does. */
class TypedNamesOnTheCommandLineTest {

    @Test
    void anExampleNamedInCapitalsIsTheSameExample() {
        CliRun upper = CliRun.of("exact-cover", "--example", "KNUTH");
        assertEquals(0, upper.exitCode(), upper.err());
        assertEquals(CliRun.of("exact-cover", "--example", "knuth").out(), upper.out());
        assertEquals("92\n", CliRun.of("exact-cover", "--count", "--example", "Queens8").out());
        assertEquals(0, CliRun.of("exact-cover", "--count", "--example", "AI-ESCARGOT").exitCode());
    }

    @Test
    void aHeuristicNamedInCapitalsIsTheSameRule() {
        CliRun upper = CliRun.of("exact-cover", "--stats", "--example", "queens6", "--heuristic", "FIRST-ACTIVE");
        assertEquals(0, upper.exitCode(), upper.err());
        assertEquals(CliRun.of("exact-cover", "--stats", "--example", "queens6", "--heuristic", "first-active").out(),
                upper.out());
        CliRun wrong = CliRun.of("exact-cover", "--example", "queens6", "--heuristic", "fewest");
        assertTrue(wrong.err().contains("'fewest' is not a heuristic"), wrong.err());
    }
}
