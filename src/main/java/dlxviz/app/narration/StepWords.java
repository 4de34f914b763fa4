package dlxviz.app.narration;

import dlxviz.app.narration.StepAccount.Clause;
import dlxviz.engine.TorusView;
import dlxviz.events.ItemChosen;
import dlxviz.events.OptionRetracted;
import dlxviz.events.OptionTried;
import dlxviz.events.HeaderUnlinked;
import dlxviz.events.NodeHidden;
import dlxviz.events.TorusChange;
import java.util.List;

/**
 * A step's account in words, clause by clause in the order the step did them, each clause
 * short: "Level 1: try option B C F; cover C and F: 4 nodes leave their columns". Above step
 * size link the links are counted in plain words; at step size link (one link change a step)
 * the change is said in the link operations' terms after its clause ("cover C — unlink header
 * C: R[root] = E, L[E] = root").
 */
final class StepWords {
    /** A run of covers longer than this is counted ("cover 4 items"), not listed. */
    private static final int MAX_LISTED_ITEMS = 3;
    /**
     * A step of more clauses than this (a level, a solution, a run) is counted, not told clause by
     * clause: a choice step has at most about six.
     */
    static final int MAX_TOLD_CLAUSES = 8;

    private final EventWords words;

    StepWords(EventWords words) {
        this.words = words;
    }

    /**
     * The sentence for {@code account} at the cursor's torus.
     *
     * @param linkTerms say each link change in the link operations' terms (step size link)
     * @param covering  the item whose cover a lone link change belongs to, 0 if none
     * @param uncovering the item whose uncover a lone link change belongs to, 0 if none
     */
    String sentence(StepAccount account, TorusView torus, boolean linkTerms, int covering, int uncovering) {
        if (account.clauses().size() > MAX_TOLD_CLAUSES) {
            return summary(account, torus);
        }
        StringBuilder text = new StringBuilder();
        int level = Integer.MIN_VALUE;
        // "their columns" once, in a short sentence: a choice step's line is long enough
        boolean sayLeave = account.clauses().size() <= 2;
        String solution = null;
        List<Clause> clauses = account.clauses();
        for (int i = 0; i < clauses.size(); i++) {
            Clause clause = clauses.get(i);
            String words;
            boolean levelled = clause.kind == StepAccount.Kind.CHOOSE || clause.kind == StepAccount.Kind.TRY
                    || clause.kind == StepAccount.Kind.RETRACT
                    || ((clause.kind == StepAccount.Kind.COVER || clause.kind == StepAccount.Kind.UNCOVER
                    || clause.kind == StepAccount.Kind.PURIFY || clause.kind == StepAccount.Kind.UNPURIFY)
                    && clause.level != level);
            switch (clause.kind) {
                case CHOOSE:
                    words = choice((ItemChosen) clause.event, torus, nextTried(clauses, i));
                    break;
                case TRY:
                    OptionTried t = (OptionTried) clause.event;
                    words = t.forced() ? "place the given " + this.words.option(t.option())
                            : "try option " + this.words.option(t.option());
                    break;
                case RETRACT:
                    OptionRetracted r = (OptionRetracted) clause.event;
                    words = (r.forced() ? "take back the given " : "take back option ") + this.words.option(r.option());
                    break;
                case COVER:
                    // at step size link the cover is said as it goes, its link change after it;
                    // the item just chosen was explained by its choice
                    boolean justChosen = i > 0 && clauses.get(i - 1).kind == StepAccount.Kind.CHOOSE
                            && clause.items.size() == 1;
                    words = "cover " + (justChosen ? this.words.name(clause.items.get(0)) : items(clause))
                            + (linkTerms ? "" : nodes(clause, true, sayLeave));
                    sayLeave = sayLeave && clause.nodes == 0;
                    break;
                case UNCOVER:
                    words = "uncover " + items(clause) + (linkTerms ? "" : nodes(clause, false, true));
                    break;
                case PURIFY:
                    // Algorithm C: at step size link Knuth's own words for the purify follow
                    words = linkTerms ? "" : "purify " + items(clause) + " to colour "
                            + this.words.colour(((dlxviz.events.ItemPurified) clause.event).colour())
                            + nodes(clause, true, false) + (clause.cleansed == 0 ? ""
                            : clause.cleansed == 1 ? ", 1 agrees and is cleansed" : ", " + clause.cleansed
                                    + " agree and are cleansed");
                    break;
                case UNPURIFY:
                    words = linkTerms ? "" : "unpurify " + items(clause) + nodes(clause, false, true)
                            + (clause.cleansed == 0 ? "" : clause.cleansed == 1 ? ", 1 has its colour again"
                                    : ", " + clause.cleansed + " have their colour again");
                    break;
                case LINKS:
                    // link changes of a cover or uncover begun in an earlier step (step size link)
                    words = covering > 0 ? "covering " + this.words.item(covering)
                            : uncovering > 0 ? "uncovering " + this.words.item(uncovering) : "";
                    levelled = false;
                    if (!linkTerms) {
                        boolean hiding = clause.links.get(0) instanceof NodeHidden
                                || clause.links.get(0) instanceof HeaderUnlinked;
                        words += (words.isEmpty() ? "" : ", ") + nodes(clause, hiding, true).substring(2);
                    }
                    break;
                case DEAD_END:
                    words = text.indexOf("back up") >= 0 ? "a dead end" : "dead end, back up";
                    levelled = false;
                    break;
                case SOLUTION:
                    solution = this.words.describe(clause.event, torus); // said last, below
                    words = "";
                    levelled = false;
                    break;
                default:
                    words = "";
                    levelled = false;
            }
            if (linkTerms && !clause.links.isEmpty()) {
                words += (words.isEmpty() ? "" : " \u2014 ") + links(clause.links, torus);
            }
            if (words.isEmpty()) {
                continue;
            }
            if (levelled && clause.level >= 0 && clause.level != level) {
                words = "level " + clause.level + ": " + words;
            }
            if (clause.level >= 0 && levelled) {
                level = clause.level;
            }
            text.append(text.length() == 0 ? "" : "; ").append(words);
        }
        // in the step's own order: the try that completes the cover comes before the solution it
        // makes (said first, it read as if the solution came before the try)
        return solution == null ? capitalised(text.toString())
                : text.length() == 0 ? solution : capitalised(text.toString()) + ". " + solution;
    }

    /**
     * A long step counted: "Tried 12 options and took back 9, 3 dead ends; covered 40 items (212
     * nodes left their columns) and uncovered 31 (170 came back)", after its solution, if any.
     */
    private String summary(StepAccount account, TorusView torus) {
        int tried = 0;
        int retracted = 0;
        int deadEnds = 0;
        int covered = 0;
        int uncovered = 0;
        int hidden = 0;
        int restored = 0;
        Clause solution = null;
        for (Clause clause : account.clauses()) {
            switch (clause.kind) {
                case TRY:
                    tried++;
                    break;
                case RETRACT:
                    retracted++;
                    break;
                case DEAD_END:
                    deadEnds++;
                    break;
                case COVER:
                case PURIFY:
                    covered += clause.items.size();
                    hidden += clause.nodes;
                    break;
                case UNCOVER:
                case UNPURIFY:
                    uncovered += clause.items.size();
                    restored += clause.nodes;
                    break;
                case SOLUTION:
                    solution = clause;
                    break;
                default:
                    break;
            }
        }
        StringBuilder text = new StringBuilder();
        if (solution != null) {
            // what the student waited for first, then the way there
            text.append(words.describe(solution.event, torus)).append(". On the way: ");
        }
        text.append(text.length() == 0 ? "Tried " : "tried ").append(EventWords.count(tried, "option"))
                .append(" and took back ").append(retracted);
        if (deadEnds > 0) {
            text.append(", ").append(EventWords.count(deadEnds, "dead end"));
        }
        text.append("; covered ").append(EventWords.count(covered, "item")).append(" (").append(hidden)
                .append(hidden == 1 ? " node left its column" : " nodes left their columns").append(") and uncovered ")
                .append(uncovered).append(" (").append(restored).append(" came back)");
        return text.toString();
    }

    /** The choice's words without the "Level k: " the sentence puts in front. */
    private String choice(ItemChosen chosen, TorusView torus, int knownOption) {
        String said = words.choice(chosen, torus, knownOption);
        String prefix = "Level " + chosen.level() + ": ";
        return said.startsWith(prefix) ? said.substring(prefix.length()) : said;
    }

    /** The option tried right after a choice in the same step, 0 if none. */
    private static int nextTried(List<Clause> clauses, int at) {
        for (int i = at + 1; i < clauses.size(); i++) {
            if (clauses.get(i).kind == StepAccount.Kind.TRY) {
                return ((OptionTried) clauses.get(i).event).option();
            }
            if (clauses.get(i).kind == StepAccount.Kind.CHOOSE) {
                return 0;
            }
        }
        return 0;
    }

    /**
     * "c4", "C and F", "r6#2, c3#2 and b4#2", "5 items": one name explained, a list plain; counted
     * too when the picture does not show one of them (a lens moved on to the next level's item).
     */
    private String items(Clause clause) {
        List<Integer> items = clause.items;
        for (int item : items) {
            if (!words.itemShown(item)) {
                return items.size() == 1 ? "1 item" : items.size() + " items";
            }
        }
        if (items.size() == 1) {
            return words.item(items.get(0));
        }
        if (items.size() > MAX_LISTED_ITEMS) {
            return items.size() + " items";
        }
        StringBuilder list = new StringBuilder();
        for (int i = 0; i < items.size(); i++) {
            list.append(i == 0 ? "" : i == items.size() - 1 ? " and " : ", ").append(words.name(items.get(i)));
        }
        return list.toString();
    }

    /** ": 4 nodes leave their columns", ": 1 node comes back", ": no node leaves". */
    private static String nodes(Clause clause, boolean leave, boolean long_) {
        int n = clause.nodes;
        if (n == 0) {
            return leave ? ": no node leaves" : ": no node comes back";
        }
        String verb = leave ? (n == 1 ? " node leaves" : " nodes leave") : (n == 1 ? " node comes back" : " nodes come back");
        String where = leave && long_ ? (n == 1 ? " its column" : " their columns") : "";
        return ": " + n + verb + where;
    }

    private String links(List<TorusChange> links, TorusView torus) {
        StringBuilder text = new StringBuilder();
        for (TorusChange change : links) {
            text.append(text.length() == 0 ? "" : "; ").append(words.link(change, torus));
        }
        return text.toString();
    }

    static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
