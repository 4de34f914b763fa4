package dlxviz.cli;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.problems.Dlx1Format;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code exact-cover --bench}, alone or {@code --against} dlx1 on a copy of the problem in DLX1
 * format, which this program, started again, counts too for the whole-process times.
 */
final class ExactCoverBench {
    private final String name;
    private final Heuristic heuristic;
    private final int runs;
    private final int threads;
    private final String against;

    /** {@code against}: the path of Knuth's dlx1, or null to time this engine alone. */
    ExactCoverBench(String name, Heuristic heuristic, int runs, int threads, String against) {
        this.name = name;
        this.heuristic = heuristic;
        this.runs = runs;
        this.threads = threads;
        this.against = against;
    }

    int run(ExactCoverProblem problem, long wanted, PrintWriter out, PrintWriter err) {
        Path copy = null;
        try {
            Dlx1Program dlx1 = null;
            OwnProcess own = null;
            if (against != null) {
                copy = Files.createTempFile("dlx-visualizer-bench", ".dlx");
                Files.writeString(copy, Dlx1Format.toText(problem));
                dlx1 = new Dlx1Program(against, copy, wanted);
                own = new OwnProcess(copy, wanted, threads);
            }
            boolean agree = new EngineBench().run(name, problem, heuristic.choice(), wanted, runs, threads, dlx1, own,
                    out);
            return agree ? ExitCode.OK : ExitCode.INCOMPLETE;
        } catch (BadInputException e) {
            out.flush();
            err.println("exact-cover: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        } catch (IllegalArgumentException e) {
            err.println("exact-cover: cannot write this problem in DLX1 format for dlx1: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        } catch (IOException e) {
            err.println("exact-cover: cannot write the problem for dlx1 to a temporary file: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        } finally {
            if (copy != null) {
                try {
                    Files.deleteIfExists(copy);
                } catch (IOException e) {
                    err.println("exact-cover: warning: could not delete " + copy);
                }
            }
        }
    }
}
