package dlxviz.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Knuth's {@code dlx1} (or a program that behaves like it), run as a separate process on a DLX1
 * file for {@code exact-cover --bench --against}: the problem on standard input, the summary
 * line "Altogether N solutions, ... U updates, ... K nodes." on standard error.
 */
final class Dlx1Program {
    private static final Pattern SUMMARY =
            Pattern.compile("Altogether (\\d+) solutions?, .*?(\\d+) updates, .*?(\\d+) nodes");

    private final String program;
    private final Path input;
    private final long solutionLimit;

    /** What one run printed, and how long it took from start to exit. */
    record Run(double seconds, long solutions, long updates, long nodes) {
    }

    /**
     * @param program       the command, a path to the binary
     * @param input         the problem in DLX1 format
     * @param solutionLimit stop after this many solutions (dlx1's {@code t} option); MAX_VALUE for all
     */
    Dlx1Program(String program, Path input, long solutionLimit) {
        this.program = program;
        this.input = input;
        this.solutionLimit = solutionLimit;
    }

    String name() {
        return program;
    }

    /** A whole search. */
    Run search() throws BadInputException {
        List<String> command = new ArrayList<>(List.of(program));
        if (solutionLimit != Long.MAX_VALUE) {
            command.add("t" + solutionLimit);
        }
        return run(command);
    }

    /**
     * Start-up and input only: dlx1's {@code T0} (time out after 0 mems) stops at the first node,
     * so this is what to subtract from a search's time.
     */
    double startUpSeconds() throws BadInputException {
        return run(List.of(program, "T0")).seconds();
    }

    private Run run(List<String> command) throws BadInputException {
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectInput(input.toFile())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        String stderr;
        long start = System.nanoTime();
        double seconds;
        try {
            Process process = builder.start();
            try (InputStream err = process.getErrorStream()) {
                stderr = new String(err.readAllBytes(), StandardCharsets.UTF_8);
            }
            process.waitFor();
            seconds = (System.nanoTime() - start) / 1e9;
        } catch (IOException e) {
            throw new BadInputException("cannot run '" + program + "': " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BadInputException("interrupted while '" + program + "' ran");
        }
        Matcher summary = SUMMARY.matcher(stderr);
        if (!summary.find()) {
            String said = stderr.isBlank() ? "nothing" : "'" + lastLine(stderr) + "'";
            throw new BadInputException("'" + program + "' did not print dlx1's line 'Altogether N solutions, "
                    + "... U updates, ... K nodes.' on standard error; it printed " + said);
        }
        return new Run(seconds, Long.parseLong(summary.group(1)), Long.parseLong(summary.group(2)),
                Long.parseLong(summary.group(3)));
    }

    private static String lastLine(String text) {
        String[] lines = text.strip().split("\\R");
        return lines[lines.length - 1];
    }
}
