package dlxviz.exercise;

import dlxviz.engine.ExactCoverProblem;

/**
 * One thing the student points at: an item (its header), an option (a row), or a node. A click
 * or a typed word becomes a move; the session decides what it means at that moment.
 */
public record Move(Target target, int number) {

    /** What a move points at. */
    public enum Target {
        ITEM, OPTION, NODE
    }

    public static Move item(int item) {
        return new Move(Target.ITEM, item);
    }

    public static Move option(int option) {
        return new Move(Target.OPTION, option);
    }

    public static Move node(int node) {
        return new Move(Target.NODE, node);
    }

    /** The move in words, as the results file and the grade table print it: "item A", "option 2", "node 14". */
    public String words(ExactCoverProblem problem) {
        if (target == Target.ITEM) {
            return "item " + problem.itemName(number);
        }
        return (target == Target.OPTION ? "option " : "node ") + number;
    }
}
