package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.session.StartupArguments;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The top-level help and the answer to a mistyped command (issue 27). */
class HelpAndMistakesTest {

    @Test
    void aMistypedCommandGetsTheDidYouMeanAlone() {
        CliRun run = CliRun.of("solv", "x.txt");
        assertEquals(2, run.exitCode());
        assertEquals("Did you mean: dlx-visualizer solve?", run.err().strip());
        assertEquals("", run.out());
    }

    @Test
    void aMistypedOptionOfACommandStillSaysWhichOne() {
        CliRun run = CliRun.of("exact-cover", "--limt", "2", "x");
        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("Unknown options: '--limt', 'x'"), run.err());
    }

    @Test
    void theHelpListsEveryStartUpOptionOfTheWindow() {
        String help = CliRun.of("--help").out();
        Matcher option = Pattern.compile("--[a-z-]+").matcher(StartupArguments.USAGE);
        int found = 0;
        while (option.find()) {
            found++;
            assertTrue(help.contains(option.group()), "--help does not list " + option.group() + ":\n" + help);
            assertTrue(DlxCli.APP_OPTIONS.contains(option.group()),
                    option.group() + " would be taken for a command, not passed to the window");
        }
        assertTrue(found >= 10, "the window's options were not found in " + StartupArguments.USAGE);
    }
}
