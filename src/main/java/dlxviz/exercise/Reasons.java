package dlxviz.exercise;

import dlxviz.engine.ItemChoice;
import dlxviz.engine.TorusView;
import dlxviz.events.HeaderRelinked;
import dlxviz.events.HeaderUnlinked;
import dlxviz.events.ItemChosen;
import dlxviz.events.NodeHidden;
import dlxviz.events.NodeRestored;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;

/**
 * Why a move is not the engine's next event, in a sentence a student can act on ("node 22 is
 * below node 14 in column A: hide the nodes top to bottom"). Read from the torus as the student
 * sees it (before the expected event) and from where the dance stands.
 */
final class Reasons {
    private final TorusView torus;
    private final Choreography dance;
    private final Words words;
    private final ItemChoice rule;

    Reasons(TorusView torus, Choreography dance, ItemChoice rule) {
        this.torus = torus;
        this.dance = dance;
        this.words = new Words(torus);
        this.rule = rule;
    }

    /** The move that performs {@code expected}. */
    static Move rightMove(SearchEvent expected) {
        if (expected instanceof ItemChosen e) {
            return Move.item(e.item());
        }
        if (expected instanceof OptionTried e) {
            return Move.option(e.option());
        }
        if (expected instanceof HeaderUnlinked e) {
            return Move.item(e.item());
        }
        if (expected instanceof HeaderRelinked e) {
            return Move.item(e.item());
        }
        if (expected instanceof NodeHidden e) {
            return Move.node(e.node());
        }
        if (expected instanceof NodeRestored e) {
            return Move.node(e.node());
        }
        throw new IllegalArgumentException("the student does not perform " + expected);
    }

    /** True when {@code move} performs {@code expected}; a node stands for its option when an option is due. */
    boolean matches(SearchEvent expected, Move move) {
        Move right = rightMove(expected);
        if (expected instanceof OptionTried && move.target() == Move.Target.NODE && isNode(move.number())) {
            return torus.optionOf(move.number()) == right.number();
        }
        return right.equals(move);
    }

    /** Why {@code move} is wrong when {@code expected} is due. */
    String why(SearchEvent expected, Move move) {
        if (!inRange(move)) {
            return "there is no " + move.target().name().toLowerCase(java.util.Locale.ROOT) + " " + move.number();
        }
        if (expected instanceof ItemChosen e) {
            return whyNotChosen(e, move);
        }
        if (expected instanceof OptionTried e) {
            return whyNotTried(e, move);
        }
        if (expected instanceof HeaderUnlinked e) {
            return whyNotUnlinked(e, move);
        }
        if (expected instanceof NodeHidden e) {
            return whyNotHidden(e, move);
        }
        if (expected instanceof NodeRestored e) {
            return whyNotRestored(e, move);
        }
        return whyNotRelinked((HeaderRelinked) expected, move);
    }

    private String whyNotChosen(ItemChosen e, Move move) {
        if (move.target() != Move.Target.ITEM) {
            return "first choose the item to branch on: click a header in the item list";
        }
        int j = move.number();
        String name = words.item(j);
        if (!torus.problem().isPrimary(j)) {
            return name + " is a secondary item: the search branches only on primary items";
        }
        if (!torus.isItemActive(j)) {
            return name + " is covered already: it has left the item list";
        }
        if (rule != ItemChoice.MIN_LENGTH) {
            return "the rule chooses another item than " + name;
        }
        int mine = torus.length(j);
        if (mine > e.length()) {
            return name + " has " + options(mine) + ", and an item with " + options(e.length())
                    + " is in the list: choose an item with the fewest options";
        }
        return name + " has " + options(mine) + " like an item to its left: of equal lengths, take the leftmost";
    }

    private String whyNotTried(OptionTried e, Move move) {
        String chosen = words.item(torus.top(e.node()));
        if (move.target() == Move.Target.ITEM) {
            return chosen + " is covered; now try one of its options: click a node in column " + chosen;
        }
        int option = move.target() == Move.Target.OPTION ? move.number() : torus.optionOf(move.number());
        int mine = nodeIn(option, torus.top(e.node()));
        if (mine == 0) {
            return words.option(option) + " has no node in column " + chosen + ": try an option of " + chosen;
        }
        if (!torus.isNodeVisible(mine)) {
            return words.option(option) + " is no longer in column " + chosen + ": an earlier cover hid it";
        }
        if (above(mine, e.node())) {
            return words.option(option) + " was tried already at this level: the options go top to bottom";
        }
        return words.option(option) + " is further down column " + chosen + ": try the options top to bottom";
    }

    private String whyNotUnlinked(HeaderUnlinked e, Move move) {
        Choreography.Cover cover = dance.latestCover();
        boolean chosen = cover != null && cover.ofChosenItem();
        if (move.target() != Move.Target.ITEM) {
            return chosen ? words.item(e.item()) + " was chosen: its header leaves the item list before any node is hidden"
                    : "a cover starts with a header leaving the item list; the nodes follow";
        }
        int j = move.number();
        if (!torus.isItemActive(j)) {
            return words.item(j) + " is covered already: its header has left the item list";
        }
        if (chosen) {
            return words.item(e.item()) + " was chosen: cover it first";
        }
        Choreography.Tried option = dance.latestTried();
        if (option == null || option.indexOf(j) < 0) {
            return words.item(j) + " is not in " + (option == null ? "the option tried" : words.option(option.option()))
                    + ": only that option's items are covered";
        }
        return words.item(j) + " comes later in " + words.option(option.option())
                + ": cover its other items going right from the node in column " + words.item(option.item());
    }

    private String whyNotHidden(NodeHidden e, Move move) {
        Choreography.Cover cover = dance.latestCover();
        String column = words.item(cover.item());
        if (move.target() != Move.Target.NODE) {
            return "the header of " + column + " has left; now hide the nodes of " + column
                    + "'s options, top to bottom, each row left to right";
        }
        int m = move.number();
        if (!isNode(m)) {
            return "that is a header: hide the nodes of " + column + "'s options";
        }
        if (torus.top(m) == cover.item()) {
            return words.node(m) + " is in column " + column + " itself: covering " + column
                    + " hides the other nodes of its options and leaves its own column alone";
        }
        if (!torus.isNodeVisible(m)) {
            return words.node(m) + " is hidden already";
        }
        int at = cover.indexOf(m);
        if (at < 0) {
            int own = nodeIn(torus.optionOf(m), cover.item());
            return own == 0 ? words.option(torus.optionOf(m)) + " has no node in column " + column
                    + ": covering " + column + " leaves it alone"
                    : words.option(torus.optionOf(m)) + " is no longer in column " + column + ": an earlier cover hid it";
        }
        if (torus.optionOf(m) == torus.optionOf(e.node())) {
            return words.node(m) + " comes after " + words.node(e.node()) + " in " + words.option(torus.optionOf(m))
                    + ": go across the row to the right";
        }
        return words.node(m) + " is in " + words.option(torus.optionOf(m)) + ", below " + words.node(e.node())
                + "'s option in column " + column + ": hide the nodes top to bottom";
    }

    private String whyNotRestored(NodeRestored e, Move move) {
        Choreography.Cover cover = dance.latestCover();
        String column = words.item(cover.item());
        if (move.target() != Move.Target.NODE) {
            if (move.target() == Move.Target.ITEM && move.number() == cover.item()) {
                return "the header of " + column + " comes back last: first restore its options' nodes, bottom to top";
            }
            return "undo the cover of " + column + " first: restore its nodes, bottom to top, each row right to left";
        }
        int m = move.number();
        if (!isNode(m) || torus.isNodeVisible(m)) {
            return words.node(m) + " is not hidden";
        }
        int at = cover.indexOf(m);
        if (at < 0) {
            Choreography.Cover other = dance.coverThatHid(m);
            return words.node(m) + " was hidden by an earlier cover" + (other == null ? "" : " (of " + words.item(other.item()) + ")")
                    + ": undo the latest cover, of " + column + ", first";
        }
        if (torus.optionOf(m) == torus.optionOf(e.node())) {
            return words.node(m) + " comes back after " + words.node(e.node())
                    + ": restore each row right to left, the reverse of the cover";
        }
        return words.node(m) + "'s option is above " + words.node(e.node()) + "'s in column " + column
                + ": restore bottom to top, the exact reverse of the cover";
    }

    private String whyNotRelinked(HeaderRelinked e, Move move) {
        String column = words.item(e.item());
        if (move.target() != Move.Target.ITEM) {
            return "the nodes of " + column + "'s options are back; now its header returns to the item list";
        }
        int j = move.number();
        if (torus.isItemActive(j)) {
            return words.item(j) + " is in the item list already";
        }
        return words.item(j) + " was covered before " + column + ": uncover in the reverse order, the latest cover first";
    }

    private boolean inRange(Move move) {
        int n = move.number();
        switch (move.target()) {
            case ITEM:
                return n >= 1 && n <= torus.itemCount();
            case OPTION:
                return n >= 1 && n <= torus.optionCount();
            default:
                return isNode(n);
        }
    }

    private boolean isNode(int n) {
        return n > torus.itemCount() && n < torus.size() && !torus.isSpacer(n);
    }

    /** The node of {@code option} in column {@code item}, or 0. */
    private int nodeIn(int option, int item) {
        int first = torus.firstNode(option);
        for (int k = 0; k < torus.optionSize(option); k++) {
            if (torus.top(first + k) == item) {
                return first + k;
            }
        }
        return 0;
    }

    /** True when visible node {@code a} is above {@code b} in their column. */
    private boolean above(int a, int b) {
        for (int n = torus.up(b); !torus.isHeader(n); n = torus.up(n)) {
            if (n == a) {
                return true;
            }
        }
        return false;
    }

    private static String options(int count) {
        return count == 1 ? "1 option" : count + " options";
    }
}
