package dlxviz.app.narration;

import dlxviz.events.DeadEnd;
import dlxviz.events.HeaderRelinked;
import dlxviz.events.HeaderUnlinked;
import dlxviz.events.ItemChosen;
import dlxviz.events.ItemCovered;
import dlxviz.events.ItemUncovered;
import dlxviz.events.NodeHidden;
import dlxviz.events.NodeRestored;
import dlxviz.events.OptionRetracted;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.events.SearchFinished;
import dlxviz.events.SolutionFound;
import dlxviz.events.TorusChange;
import java.util.ArrayList;
import java.util.List;

/**
 * What one step did, read from its events in the order they came: the choice and its reason,
 * the options tried or taken back, the items covered or uncovered (a run of covers is one
 * clause, with the nodes it hid), the dead end, the solution, the end. Every sentence of the
 * narration is built from this account and from nothing else, so a sentence can say no more and
 * no less than its step did.
 */
final class StepAccount {
    enum Kind { CHOOSE, TRY, COVER, UNCOVER, RETRACT, LINKS, DEAD_END, SOLUTION, FINISHED }

    /**
     * One clause: its kind, its level, its event (the choice, the option, the dead end, ...),
     * the items of a cover or uncover run in order, the nodes hidden or restored with them, and
     * the link changes it made, in order.
     */
    static final class Clause {
        final Kind kind;
        final int level;
        final SearchEvent event;
        final List<Integer> items = new ArrayList<>();
        final List<TorusChange> links = new ArrayList<>();
        int nodes;

        Clause(Kind kind, int level, SearchEvent event) {
            this.kind = kind;
            this.level = level;
            this.event = event;
        }
    }

    private final List<Clause> clauses = new ArrayList<>();

    private StepAccount() {
    }

    List<Clause> clauses() {
        return clauses;
    }

    boolean has(Kind kind) {
        for (Clause clause : clauses) {
            if (clause.kind == kind) {
                return true;
            }
        }
        return false;
    }

    /** The account of a forward step's events (log order). */
    static StepAccount of(List<SearchEvent> events) {
        StepAccount account = new StepAccount();
        Clause open = null; // the cover whose links are coming, or the restores waiting for their uncover
        for (SearchEvent event : events) {
            if (event instanceof ItemCovered covered) {
                Clause last = account.last();
                open = last != null && last.kind == Kind.COVER && last.level == covered.level() ? last
                        : account.add(new Clause(Kind.COVER, covered.level(), event));
                open.items.add(covered.item());
            } else if (event instanceof HeaderUnlinked || event instanceof NodeHidden) {
                if (open == null || open.kind != Kind.COVER) {
                    open = account.add(new Clause(Kind.LINKS, -1, null));
                }
                open.links.add((TorusChange) event);
                open.nodes += event instanceof NodeHidden ? 1 : 0;
            } else if (event instanceof NodeRestored || event instanceof HeaderRelinked) {
                if (open == null || open.kind != Kind.LINKS) {
                    open = account.add(new Clause(Kind.LINKS, -1, null));
                }
                open.links.add((TorusChange) event);
                open.nodes += event instanceof NodeRestored ? 1 : 0;
            } else if (event instanceof ItemUncovered uncovered) {
                account.uncovered(uncovered, open);
                open = null;
            } else {
                open = null;
                account.add(new Clause(kindOf(event), event.level(), event));
            }
        }
        return account;
    }

    /** An uncover ends: its restores (the open run of links, if any) join it, and it joins the uncover before it. */
    private void uncovered(ItemUncovered uncovered, Clause restores) {
        if (restores != null && restores.kind == Kind.LINKS) {
            clauses.remove(restores);
        }
        Clause last = last();
        Clause clause = last != null && last.kind == Kind.UNCOVER && last.level == uncovered.level() ? last
                : add(new Clause(Kind.UNCOVER, uncovered.level(), uncovered));
        clause.items.add(uncovered.item());
        if (restores != null && restores.kind == Kind.LINKS) {
            clause.links.addAll(restores.links);
            clause.nodes += restores.nodes;
        }
    }

    private static Kind kindOf(SearchEvent event) {
        if (event instanceof ItemChosen) {
            return Kind.CHOOSE;
        }
        if (event instanceof OptionTried) {
            return Kind.TRY;
        }
        if (event instanceof OptionRetracted) {
            return Kind.RETRACT;
        }
        if (event instanceof DeadEnd) {
            return Kind.DEAD_END;
        }
        if (event instanceof SolutionFound) {
            return Kind.SOLUTION;
        }
        if (event instanceof SearchFinished) {
            return Kind.FINISHED;
        }
        throw new IllegalArgumentException("not a marker: " + event);
    }

    private Clause add(Clause clause) {
        clauses.add(clause);
        return clause;
    }

    private Clause last() {
        return clauses.isEmpty() ? null : clauses.get(clauses.size() - 1);
    }
}
