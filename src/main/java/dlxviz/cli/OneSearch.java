package dlxviz.cli;

import dlxviz.engine.BudgetedRun;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Search;
import dlxviz.engine.SearchStats;
import dlxviz.engine.StopReason;
import dlxviz.problems.Dlx1Show;
import dlxviz.problems.Dlx1Verbose;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code exact-cover} on one search, in the search's order: prints the solutions (or counts
 * them), under a {@code --budget} if one is given, with DLX1's verbose lines and shape file when
 * asked ({@code --show}, {@code --shape}).
 */
final class OneSearch {
    private final ExactCoverProblem problem;
    private final Heuristic heuristic;
    private final long seed;
    private final Budget budget;
    private final List<Dlx1Show> show;
    private final Path shape;
    private final boolean countOnly;
    private final boolean stats;

    OneSearch(ExactCoverProblem problem, Heuristic heuristic, long seed, Budget budget, List<Dlx1Show> show,
              Path shape, boolean countOnly, boolean stats) {
        this.problem = problem;
        this.heuristic = heuristic;
        this.seed = seed;
        this.budget = budget;
        this.show = show;
        this.shape = shape;
        this.countOnly = countOnly;
        this.stats = stats;
    }

    /** Searches for up to {@code wanted} solutions; the exit status. */
    int run(long wanted, PrintWriter out, PrintWriter err) {
        Search search = new Search(problem, heuristic.choice());
        search.setTieBreakSeed(seed);
        BudgetedRun spending = Budget.start(budget, search);
        Dlx1Outputs dlx1Lines = null;
        if (!show.isEmpty() || shape != null) {
            try {
                dlx1Lines = Dlx1Outputs.start(search, Set.copyOf(show), shape, err);
            } catch (BadInputException e) {
                err.println("exact-cover: " + e.getMessage());
                return ExitCode.BAD_INPUT;
            }
        }
        if (countOnly) {
            try (CountWatch watch = CountWatch.start(out, err)) {
                spending.between(BudgetedRun.SLICE, () -> {
                    watch.update(() -> String.format(Locale.ROOT,
                            "%,d solutions so far, %,d updates", search.solutions(), search.updates()));
                    return true;
                });
                spending.run(wanted);
            }
            out.print(spending.stopped() ? stoppedLine(search, "at least " + search.solutions() + " solutions")
                    : search.solutions() + "\n");
        } else {
            if (!printSolutions(search, spending, wanted, out)) {
                return ExitCode.INCOMPLETE;
            }
            if (spending.stopped()) {
                out.print((search.solutions() == 0 ? "" : "\n")
                        + stoppedLine(search, search.solutions() + " solutions so far"));
            } else if (search.solutions() == 0 && show.isEmpty()) {
                // DLX1 says so on standard error, where --show basics puts its line: not silence
                err.flush();
                new Dlx1Verbose(search.torus(), Set.of(Dlx1Show.BASICS), line -> err.print(line + "\n"), null)
                        .finish(search.stats());
                err.flush();
            }
        }
        SearchStats counted = search.stats();
        boolean stopped = spending.stopped();
        if (dlx1Lines != null && !dlx1Lines.finish(counted)) {
            return ExitCode.INCOMPLETE;
        }
        return ExactCoverCommand.end(out, stats, counted, !(countOnly || counted.solutions() == 0 || stopped), stopped);
    }

    /** "stopped by --budget 10s after 123456 updates: 3 solutions so far". */
    private String stoppedLine(Search search, String found) {
        return "stopped by --budget " + budget.text() + " after " + search.updates() + " updates: " + found + "\n";
    }

    /** Prints the solutions; false when the output went away (a closed pipe). */
    private boolean printSolutions(Search search, BudgetedRun spending, long wanted, PrintWriter out) {
        StringBuilder text = new StringBuilder();
        for (long found = 0; found < wanted && spending.run(1) == StopReason.SOLUTION_LIMIT; found++) {
            text.setLength(0);
            if (found > 0) {
                text.append('\n');
            }
            for (int option : search.currentOptions()) {
                text.append(problem.optionLabel(option)).append('\n');
            }
            out.print(text);
            // A closed pipe (| head) makes PrintWriter drop output silently; stop searching then.
            if (found % 64 == 63 && out.checkError()) {
                return false;
            }
        }
        return true;
    }
}
