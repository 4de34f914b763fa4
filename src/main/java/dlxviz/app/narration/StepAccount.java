package dlxviz.app.narration;

import dlxviz.events.DeadEnd;
import dlxviz.events.HeaderRelinked;
import dlxviz.events.HeaderUnlinked;
import dlxviz.events.ItemChosen;
import dlxviz.events.ItemCovered;
import dlxviz.events.ItemPurified;
import dlxviz.events.ItemUncovered;
import dlxviz.events.ItemUnpurified;
import dlxviz.events.NodeCleansed;
import dlxviz.events.NodeUncleansed;
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
    enum Kind { CHOOSE, TRY, COVER, UNCOVER, PURIFY, UNPURIFY, RETRACT, LINKS, DEAD_END, SOLUTION, FINISHED }

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
        /** Nodes cleansed by a purify, or given their colour back by an unpurify (Algorithm C). */
        int cleansed;

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
            } else if (event instanceof ItemPurified purified) {
                open = account.add(new Clause(Kind.PURIFY, purified.level(), event));
                open.items.add(purified.item());
                open.links.add(purified);
            } else if (event instanceof HeaderUnlinked || event instanceof NodeHidden || event instanceof NodeCleansed) {
                if (open == null || (open.kind != Kind.COVER && open.kind != Kind.PURIFY)) {
                    open = account.add(new Clause(Kind.LINKS, -1, null));
                }
                open.links.add((TorusChange) event);
                open.nodes += event instanceof NodeHidden ? 1 : 0;
                open.cleansed += event instanceof NodeCleansed ? 1 : 0;
            } else if (event instanceof NodeRestored || event instanceof HeaderRelinked || event instanceof NodeUncleansed) {
                if (open == null || open.kind != Kind.LINKS) {
                    open = account.add(new Clause(Kind.LINKS, -1, null));
                }
                open.links.add((TorusChange) event);
                open.nodes += event instanceof NodeRestored ? 1 : 0;
                open.cleansed += event instanceof NodeUncleansed ? 1 : 0;
            } else if (event instanceof ItemUncovered uncovered) {
                account.uncovered(Kind.UNCOVER, uncovered.item(), uncovered.level(), uncovered, open, null);
                open = null;
            } else if (event instanceof ItemUnpurified unpurified) {
                account.uncovered(Kind.UNPURIFY, unpurified.item(), unpurified.level(), unpurified, open, unpurified);
                open = null;
            } else {
                open = null;
                account.add(new Clause(kindOf(event), event.level(), event));
            }
        }
        return account;
    }

    /**
     * An uncover (or unpurify) ends: its restores (the open run of links, if any) join it, and it
     * joins the uncover before it.
     */
    private void uncovered(Kind kind, int item, int level, SearchEvent event, Clause restores, TorusChange last) {
        if (restores != null && restores.kind == Kind.LINKS) {
            clauses.remove(restores);
        }
        Clause previous = last();
        Clause clause = kind == Kind.UNCOVER && previous != null && previous.kind == Kind.UNCOVER
                && previous.level == level ? previous : add(new Clause(kind, level, event));
        clause.items.add(item);
        if (restores != null && restores.kind == Kind.LINKS) {
            clause.links.addAll(restores.links);
            clause.nodes += restores.nodes;
            clause.cleansed += restores.cleansed;
        }
        if (last != null) {
            clause.links.add(last);
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
