package dlxviz.app.teaching;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.app.session.ProblemSources;
import dlxviz.cli.CliRun;
import dlxviz.engine.ItemChoice;
import dlxviz.app.testkit.Fx;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Rules tab shows the two profiles level by level, and they are the ones DLX1's profile
 * option prints through the command line ({@code exact-cover --count --show profile}).
 */
class ProfileBarsTest {

    @BeforeAll
    static void toolkit() {
        Fx.start();
    }

    /** "level 0: 1", … as the command line prints "  0: 1". */
    private static String cliProfile(String heuristic) {
        CliRun run = CliRun.of("exact-cover", "--count", "--show", "profile", "--heuristic", heuristic,
                "--example", "queens8");
        assertEquals(0, run.exitCode(), run.err());
        StringBuilder profile = new StringBuilder();
        for (String line : run.err().split("\n")) {
            if (line.matches("\\s*\\d+: \\d+")) {
                String[] parts = line.trim().split(": ");
                profile.append(parts[0]).append(':').append(parts[1]).append('\n');
            }
        }
        return profile.toString();
    }

    @Test
    void theRulesTabShowsBothProfilesAsTheCommandLinePrintsThem() throws Exception {
        RuleComparison comparison = new RuleComparison(Runnable::run, Runnable::run);
        comparison.leftProperty().set(ItemChoice.MIN_LENGTH);
        comparison.rightProperty().set(ItemChoice.FIRST_ACTIVE);
        comparison.start(ProblemSources.example("queens8"), 1);
        // a panel made after the run shows its results at once (it listens only while shown)
        String shown = Fx.call(() -> new RuleComparisonPanel(comparison, () -> { }).profileText());
        StringBuilder left = new StringBuilder();
        StringBuilder right = new StringBuilder();
        for (String line : shown.split("\n")) {
            // "level 3: 138 | 140"
            String[] parts = line.split(": ");
            String[] counts = parts[1].split(" \\| ");
            String level = parts[0].substring("level ".length());
            left.append(level).append(':').append(counts[0]).append('\n');
            right.append(level).append(':').append(counts[1]).append('\n');
        }
        assertEquals(cliProfile("min-length"), left.toString());
        assertEquals(cliProfile("first-active"), right.toString());
    }
}
