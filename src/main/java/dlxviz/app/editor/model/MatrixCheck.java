package dlxviz.app.editor.model;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.Search;
import dlxviz.engine.StopReason;
import dlxviz.problems.Dlx1Format;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What is wrong with a document, or worth knowing, in words a student follows: what stops it
 * from being saved or run (errors), what DLX1 would warn of or what makes a solution impossible
 * (warnings), and how its search goes (DLX1's counters, from a search with a budget so that a
 * large problem never holds the window).
 */
public final class MatrixCheck {
    public enum Severity { ERROR, WARNING, INFO }

    public record Finding(Severity severity, String text) {
    }

    /** Updates the search may spend (a few tens of milliseconds): enough for any grid a person edits. */
    static final long UPDATE_BUDGET = 5_000_000;

    private MatrixCheck() {
    }

    static List<Finding> of(MatrixDocument document) {
        List<Finding> findings = new ArrayList<>();
        if (document.itemCount() == 0) {
            findings.add(error("No items yet: add an item (a column) for each thing to cover."));
            return findings;
        }
        Set<Integer> primary = new HashSet<>();
        for (MatrixDocument.Item item : document.items()) {
            if (!item.secondary()) {
                primary.add(item.id());
            }
        }
        if (primary.isEmpty()) {
            findings.add(error("Every item is secondary: DLX1 needs at least one primary item, one that a solution "
                    + "must cover exactly once."));
        }
        Set<Integer> covered = new HashSet<>();
        int k = -1;
        for (MatrixDocument.Line line : document.lines()) {
            if (!(line instanceof MatrixDocument.Option option)) {
                continue;
            }
            k++;
            List<Integer> items = option.items();
            if (items.isEmpty()) {
                findings.add(error("Option " + (k + 1) + " is empty: put an item into it, or remove it."));
            } else if (items.stream().noneMatch(primary::contains) && !primary.isEmpty()) {
                findings.add(warning("Option " + (k + 1) + " (" + document.text(option) + ") has no primary item: "
                        + "DLX1 ignores such an option (\"Option ignored (no primary items)\"), and so does Run."));
            } else {
                covered.addAll(items);
            }
        }
        for (MatrixDocument.Item item : document.items()) {
            if (!item.secondary() && !covered.contains(item.id())) {
                findings.add(warning("Item " + item.name() + " is in no option" + (document.optionCount() == 0 ? "" :
                        " that counts") + ", so nothing can cover it: the problem has no solution."));
            }
        }
        if (findings.stream().noneMatch(f -> f.severity() == Severity.ERROR)) {
            findings.add(search(document));
        }
        return findings;
    }

    /** DLX1's search on the problem as it would be saved and run. */
    private static Finding search(MatrixDocument document) {
        ExactCoverProblem problem = Dlx1Format.read(MatrixText.write(document)).problem();
        Search search = new Search(problem, ItemChoice.MIN_LENGTH);
        StopReason stop = search.run(Long.MAX_VALUE, UPDATE_BUDGET);
        long solutions = search.solutions();
        if (stop != StopReason.FINISHED) {
            return info(String.format("At least %,d %s so far; the search is too long to finish here (more than %,d "
                    + "updates): run it in the window.", solutions, solutions == 1 ? "solution" : "solutions", UPDATE_BUDGET));
        }
        if (solutions == 0) {
            return warning(String.format("No solution: the search ends after %,d nodes and %,d updates without "
                    + "covering every primary item (%s).", search.nodes(), search.updates(), search.stats().summary()));
        }
        return info(String.format("%,d %s; the search counts %s, as DLX1 does.", solutions,
                solutions == 1 ? "solution" : "solutions", search.stats().summary()));
    }

    private static Finding error(String text) {
        return new Finding(Severity.ERROR, text);
    }

    private static Finding warning(String text) {
        return new Finding(Severity.WARNING, text);
    }

    private static Finding info(String text) {
        return new Finding(Severity.INFO, text);
    }
}
