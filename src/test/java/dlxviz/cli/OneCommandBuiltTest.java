package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** A run builds only the command it was given, and says exactly what the whole command line says. */
class OneCommandBuiltTest {
    private static final List<List<String>> RUNS = List.of(
            List.of("count", "--bogus"), List.of("count", "--help"), List.of("count", "--limit", "x"),
            List.of("solve", "--method", "nope"), List.of("solve", "--help"), List.of("generate", "--size", "7"),
            List.of("exact-cover", "--nope"), List.of("exact-cover", "--help"), List.of("trace", "--help"),
            List.of("bench", "--help"), List.of("bench"), List.of("help", "count"), List.of("help"),
            List.of("--help"), List.of("solv", "x.txt"), List.of("--version"));

    @Test
    void aCommandGivenIsTheOnlyOneBuilt() {
        CommandLine cli = DlxCli.newCommandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), "count");
        assertEquals(Set.of("count"), cli.getSubcommands().keySet());
        CommandLine help = DlxCli.newCommandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), "help");
        assertEquals(List.of("solve", "count", "generate", "exact-cover", "trace", "bench", "slides", "grade", "help"),
                List.copyOf(help.getSubcommands().keySet()));
    }

    @Test
    void usageErrorsAndHelpAreTheSameWithOneCommandAsWithAll() {
        for (List<String> run : RUNS) {
            String[] args = run.toArray(new String[0]);
            assertEquals(execute(false, args), execute(true, args), String.join(" ", run));
        }
    }

    /** Exit code, output and error output of a run. */
    private static String execute(boolean oneCommand, String[] args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        PrintWriter o = new PrintWriter(out, true);
        PrintWriter e = new PrintWriter(err, true);
        CommandLine cli = oneCommand ? DlxCli.newCommandLine(o, e, args[0]) : DlxCli.newCommandLine(o, e);
        int code = cli.execute(args);
        return code + "\n" + out + "\n" + err;
    }
}
