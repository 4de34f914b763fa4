package dlxviz.cli;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** Test helper: runs the CLI on in-memory streams and keeps what it wrote. */
public record CliRun(int exitCode, String out, String err) {

    public static CliRun of(String... args) {
        return withInput("", args);
    }

    public static CliRun withInput(String stdin, String... args) {
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

    /** Runs with an output that fails after {@code chars} characters, as a pipe to head does. */
    static int withClosingOutput(int chars, String... args) {
        java.io.Writer closing = new java.io.Writer() {
            private int written;

            @Override
            public void write(char[] buffer, int offset, int length) throws java.io.IOException {
                written += length;
                if (written > chars) {
                    throw new java.io.IOException("Broken pipe");
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        CommandLine cli = DlxCli.newCommandLine(new PrintWriter(closing), new PrintWriter(new StringWriter()));
        return cli.execute(args);
    }
}
