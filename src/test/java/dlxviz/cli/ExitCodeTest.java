package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class ExitCodeTest {
    @Test
    void picocliAnswersBadArgumentsWithTheBadInputStatus() {
        StringWriter sink = new StringWriter();
        int status = DlxCli.newCommandLine(new PrintWriter(sink), new PrintWriter(sink))
                .execute("exact-cover", "--no-such-option");
        assertEquals(ExitCode.BAD_INPUT, status);
    }

    @Test
    void theHelpListsTheNamedStatuses() {
        StringWriter out = new StringWriter();
        DlxCli.newCommandLine(new PrintWriter(out), new PrintWriter(new StringWriter())).execute("exact-cover", "--help");
        String help = out.toString();
        assertEquals(true, help.contains(ExitCode.OUT_OF_MEMORY + "   out of memory while solving"), help);
    }
}
