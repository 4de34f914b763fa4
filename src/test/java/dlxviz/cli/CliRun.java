package dlxviz.cli;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** Test helper: runs the CLI on in-memory streams and keeps what it wrote. */
record CliRun(int exitCode, String out, String err) {

    static CliRun of(String... args) {
        return withInput("", args);
    }

    static CliRun withInput(String stdin, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = DlxCli.newCommandLine(new PrintWriter(out, true), new PrintWriter(err, true));
        byte[] bytes = stdin.getBytes(StandardCharsets.UTF_8);
        ((ExactCoverCommand) cli.getSubcommands().get("exact-cover").getCommand())
                .setStandardInput(new ByteArrayInputStream(bytes));
        ((TraceCommand) cli.getSubcommands().get("trace").getCommand())
                .setStandardInput(new ByteArrayInputStream(bytes));
        int code = cli.execute(args);
        return new CliRun(code, out.toString(), err.toString());
    }
}
