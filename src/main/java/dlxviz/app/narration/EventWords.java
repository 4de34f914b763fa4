package dlxviz.app.narration;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.TorusView;
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
import java.util.HashMap;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * One event in words. Link changes are said in the terms of the link operations, as a student
 * writes them ({@code R[c3] = root, L[root] = c3}); the rest in plain words. An item whose name
 * means something in the puzzle ({@code r7#2}) is explained the first time the lesson names it
 * ("r7#2, row 7 needs a 2").
 */
final class EventWords {
    private static final int MAX_LISTED_OPTIONS = 8;

    private final ExactCoverProblem problem;
    private final SudokuReading sudoku;
    private final IntFunction<String> meaning;
    /** Per item, the earliest position at which the narration named it: it is explained there. */
    private final Map<Integer, Long> explainedAt = new HashMap<>();
    /** Items explained in the line being made: once a line is enough. */
    private final java.util.Set<Integer> inThisLine = new java.util.HashSet<>();
    private long position;
    /** The choice rule of the search being told: the words for a choice follow it. */
    private ItemChoice rule = ItemChoice.MIN_LENGTH;
    private java.util.function.IntPredicate numberShown = node -> true;
    private java.util.function.IntPredicate itemShown = item -> true;

    EventWords(ExactCoverProblem problem, SudokuReading sudoku, IntFunction<String> meaning) {
        this.problem = problem;
        this.sudoku = sudoku;
        this.meaning = meaning == null ? item -> null : meaning;
    }

    /** Which node numbers the picture shows (see {@link Narrator#nodeNumbersShown}). */
    void nodeNumbersShown(java.util.function.IntPredicate shown) {
        this.numberShown = shown == null ? node -> true : shown;
    }

    /** Which items the picture shows (see {@link Narrator#itemsShown}). */
    void itemsShown(java.util.function.IntPredicate shown) {
        this.itemShown = shown == null ? item -> true : shown;
    }

    /** Whether the picture shows {@code item} (its header): a name it does not show is not said. */
    boolean itemShown(int item) {
        return itemShown.test(item);
    }

    /** The choice rule of the playback being told. */
    void rule(ItemChoice choice) {
        this.rule = choice == null ? ItemChoice.MIN_LENGTH : choice;
    }

    /** The cursor's position for the sentences that follow: items are explained where first named. */
    void at(long cursor) {
        this.position = cursor;
        inThisLine.clear();
    }

    /**
     * One event in words, starting with a capital: where the cursor stands after a jump, the
     * last event told on its own (a step's sentences are built by {@link StepWords}).
     */
    String describe(SearchEvent event, TorusView torus) {
        if (event instanceof ItemChosen e) {
            return choice(e, torus, 0);
        }
        if (event instanceof OptionTried e) {
            return e.forced() ? "Placing the given " + option(e.option())
                    : "Level " + e.level() + ": trying option " + option(e.option());
        }
        if (event instanceof OptionRetracted e) {
            return e.forced() ? "The given " + option(e.option()) + " is taken back"
                    : "Level " + e.level() + ": option " + option(e.option()) + " is taken back";
        }
        if (event instanceof ItemCovered e) {
            return "Level " + e.level() + ": covering " + item(e.item());
        }
        if (event instanceof ItemUncovered e) {
            return "Level " + e.level() + ": " + item(e.item()) + " is uncovered again";
        }
        if (event instanceof DeadEnd e) {
            return "Dead end at level " + e.level() + ": " + item(e.item()) + " has no option left; back up";
        }
        if (event instanceof SolutionFound e) {
            return "Solution " + e.number() + ": " + options(e.options());
        }
        if (event instanceof SearchFinished e) {
            return "The search is complete: " + count(e.solutions(), "solution") + " in all";
        }
        return capitalised(link(event, torus));
    }

    /**
     * A link change in the terms of the link operations, lower case ("unlink header A: R[root] =
     * B, L[B] = root"); null for an event that changes no link.
     */
    String link(SearchEvent event, TorusView torus) {
        if (event instanceof HeaderUnlinked e && !(headerShown(e.left(), torus) && headerShown(e.right(), torus))) {
            return "unlink header " + name(e.item()) + ": its neighbours in the item list, outside the lens, now point"
                    + " at each other";
        }
        if (event instanceof HeaderRelinked e && !(headerShown(e.left(), torus) && headerShown(e.right(), torus))) {
            return "relink header " + name(e.item()) + ": its neighbours in the item list, outside the lens, point at it"
                    + " again (" + name(e.item()) + " kept its L and R)";
        }
        if (event instanceof HeaderUnlinked e) {
            return "unlink header " + name(e.item()) + ": R[" + itemOrRoot(e.left(), torus) + "] = "
                    + itemOrRoot(e.right(), torus) + ", L[" + itemOrRoot(e.right(), torus) + "] = "
                    + itemOrRoot(e.left(), torus);
        }
        if (event instanceof HeaderRelinked e) {
            return "relink header " + name(e.item()) + ": R[" + itemOrRoot(e.left(), torus) + "] = " + name(e.item())
                    + ", L[" + itemOrRoot(e.right(), torus) + "] = " + name(e.item())
                    + " (" + name(e.item()) + " kept its L and R)";
        }
        if (event instanceof NodeHidden e && !numbersShown(e.node(), e.up(), e.down(), torus)) {
            return "hide the node of option " + option(torus.optionOf(e.node())) + " from " + column(e.item())
                    + ": the nodes above and below it now point at each other";
        }
        if (event instanceof NodeRestored e && !numbersShown(e.node(), e.up(), e.down(), torus)) {
            return "restore the node of option " + option(torus.optionOf(e.node())) + " to " + column(e.item())
                    + ": the nodes above and below it point at it again";
        }
        if (event instanceof NodeHidden e) {
            return "hide node " + e.node() + " from column " + name(e.item()) + ": D[" + node(e.up(), torus) + "] = " + node(e.down(), torus)
                    + ", U[" + node(e.down(), torus) + "] = " + node(e.up(), torus);
        }
        if (event instanceof ItemPurified e) {
            // Knuth's words (TAOCP 7.2.2.1, Algorithm C): purify keeps the options that agree
            return "purify " + item(e.item()) + ": options that give " + problem.itemName(e.item())
                    + " a colour other than " + colour(e.colour()) + " leave; those that agree stay, cleansed";
        }
        if (event instanceof ItemUnpurified e) {
            return "unpurify " + item(e.item()) + ": the options that gave it a colour other than "
                    + colour(e.colour()) + " are back, and " + problem.itemName(e.item()) + " has no colour again";
        }
        if (event instanceof NodeCleansed e) {
            return "cleanse node " + e.node() + " (option " + option(torus.optionOf(e.node())) + "): it gives "
                    + problem.itemName(e.item()) + " colour " + colour(e.colour()) + " too, so it stays, marked "
                    + "COLOR[" + e.node() + "] = −1";
        }
        if (event instanceof NodeUncleansed e) {
            return "node " + e.node() + " (option " + option(torus.optionOf(e.node())) + ") has colour "
                    + colour(e.colour()) + " again: COLOR[" + e.node() + "] = " + colour(e.colour());
        }
        if (event instanceof NodeRestored e) {
            return "restore node " + e.node() + " to column " + name(e.item()) + ": D[" + node(e.up(), torus) + "] = " + e.node() + ", U["
                    + node(e.down(), torus) + "] = " + e.node() + " (" + e.node() + " kept its U and D)";
        }
        return null;
    }

    /** A choice in words: the logic reading for a sudoku, the shortest-list rule otherwise. */
    String choice(ItemChosen e, TorusView torus, int knownOption) {
        if (sudoku != null) {
            String reading = sudoku.readChoice(e, torus, knownOption);
            if (reading != null) {
                // with its level, as every other choice is told: the counters and the lens say it
                return "Level " + e.level() + ": " + reading;
            }
        }
        if (e.length() == 0) {
            return "Level " + e.level() + ": choose item " + item(e.item()) + ": it has no option left";
        }
        if (rule == ItemChoice.FIRST_ACTIVE) {
            return "Level " + e.level() + ": choose item " + item(e.item()) + ", the first item left ("
                    + count(e.length(), "option") + ")";
        }
        return "Level " + e.level() + ": choose item " + item(e.item()) + ", fewest options ("
                + e.length() + (rule == ItemChoice.MIN_LENGTH_RANDOM ? "; ties broken at random" : "") + ")";
    }

    String options(int[] options) {
        if (sudoku != null) {
            return "every cell is filled (" + options.length + " digits placed by the search)";
        }
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < options.length && i < MAX_LISTED_OPTIONS; i++) {
            text.append(i == 0 ? "" : ", ").append(option(options[i]));
        }
        if (options.length > MAX_LISTED_OPTIONS) {
            text.append(", … (").append(options.length).append(" options)");
        }
        return text.toString();
    }

    /** An item's name; explained the first time the lesson names it, where it means something. */
    String item(int item) {
        String name = problem.itemName(item);
        String means = meaning.apply(item);
        if (means == null) {
            return name;
        }
        Long first = explainedAt.get(item);
        if ((first == null || position <= first) && inThisLine.add(item)) {
            explainedAt.put(item, position);
            return name + " (" + means + ")";
        }
        return name;
    }

    /** An item's name alone, never explained (in a list, in link terms). */
    String name(int item) {
        return problem.itemName(item);
    }

    String option(int option) {
        return option >= 1 && option <= problem.optionCount() ? problem.optionLabel(option) : "#" + option;
    }

    String colour(int colour) {
        return colour >= 1 && colour <= problem.colourCount() ? problem.colourName(colour) : "#" + colour;
    }

    /** Whether the picture shows the numbers of a node and of its neighbours (headers named, where shown). */
    private boolean numbersShown(int node, int up, int down, TorusView torus) {
        return numberShown.test(node) && itemShown.test(torus.top(node))
                && (torus.isHeader(up) ? itemShown.test(up) : numberShown.test(up))
                && (torus.isHeader(down) ? itemShown.test(down) : numberShown.test(down));
    }

    /** A header the picture shows: the root always, an item where the lens shows it. */
    private boolean headerShown(int header, TorusView torus) {
        return header == 0 || header == torus.secondaryRoot() || itemShown.test(header);
    }

    /** "column c3#2", or "its column" when the picture does not show it. */
    private String column(int item) {
        return itemShown.test(item) ? "column " + name(item) : "its column";
    }

    private String itemOrRoot(int item, TorusView torus) {
        if (item == 0 || item == torus.secondaryRoot()) {
            return "root";
        }
        return problem.itemName(item);
    }

    private String node(int node, TorusView torus) {
        return torus.isHeader(node) ? "header " + problem.itemName(node) : Integer.toString(node);
    }

    static String count(long n, String noun) {
        return String.format("%,d %s%s", n, noun, n == 1 ? "" : "s");
    }

    private static String capitalised(String text) {
        return text == null || text.isEmpty() ? String.valueOf(text) : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
