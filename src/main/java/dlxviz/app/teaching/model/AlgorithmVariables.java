package dlxviz.app.teaching.model;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.TorusView;
import dlxviz.events.HeaderRelinked;
import dlxviz.events.HeaderUnlinked;
import dlxviz.events.NodeHidden;
import dlxviz.events.NodeRestored;
import dlxviz.events.SearchEvent;
import dlxviz.playback.ReadOnlyPlayback;
import java.util.ArrayList;
import java.util.List;

/**
 * The variables of Algorithm X and of the link routines at the cursor, with the values a student
 * would write beside the listing: {@code l}, {@code i} and {@code LEN(i)}, {@code x_l} with DLX1's
 * "k of d", and for a link change the nodes {@code p} and {@code q} or the header's neighbours.
 */
public final class AlgorithmVariables {
    private AlgorithmVariables() {
    }

    /**
     * One variable: its name as the listing writes it, its value in words, and whether it belongs
     * to the link routines (p, q and the item being covered) rather than to Algorithm X's steps.
     */
    public record Variable(String name, String value, boolean ofRoutine) {
        Variable(String name, String value) {
            this(name, value, false);
        }
    }

    public static List<Variable> at(ReadOnlyPlayback playback) {
        List<Variable> out = new ArrayList<>();
        TorusView torus = playback.torus();
        ExactCoverProblem problem = playback.problem();
        if (playback.isSettingUp() || playback.level() < 0) {
            out.add(new Variable("l", "\u2014 (placing the givens)"));
        } else {
            out.add(new Variable("l", Integer.toString(playback.level())));
        }
        int item = playback.chosenItem();
        if (item > 0) {
            out.add(new Variable("i", problem.itemName(item)));
            out.add(new Variable("LEN(i)", Integer.toString(torus.length(item))));
            int level = playback.level();
            int[] stack = playback.partialSolution();
            if (level >= 0 && stack.length > level) {
                out.add(new Variable("x[l]", optionAt(playback, torus, problem, item, stack[level])));
            } else if (playback.marks().isDeadEnd()) {
                out.add(new Variable("x[l]", "i itself: " + problem.itemName(item) + " has no option left"));
            }
        }
        SearchEvent last = playback.lastEvent();
        if (last instanceof NodeHidden hidden) {
            nodeVariables(out, torus, problem, "covering", playback.coveringItem(), hidden.node());
        } else if (last instanceof NodeRestored restored) {
            nodeVariables(out, torus, problem, "uncovering", playback.uncoveringItem(), restored.node());
        } else if (last instanceof HeaderUnlinked unlinked) {
            headerVariables(out, torus, problem, "covering", unlinked.item(), unlinked.left(), unlinked.right());
        } else if (last instanceof HeaderRelinked relinked) {
            headerVariables(out, torus, problem, "uncovering", relinked.item(), relinked.left(), relinked.right());
        }
        return out;
    }

    /** x_l as DLX1 reports it: the option, and "k of d", its place among the d options of i. */
    private static String optionAt(ReadOnlyPlayback playback, TorusView torus, ExactCoverProblem problem, int item,
                                   int option) {
        // i is covered, so its own column keeps every node it had when chosen: k counts down it
        int k = 0;
        int d = 0;
        for (int node = torus.down(item); node != item; node = torus.down(node)) {
            d++;
            if (torus.optionOf(node) == option) {
                k = d;
            }
        }
        String label = problem.optionLabel(option);
        return k > 0 ? label + " (" + k + " of " + d + ")" : label;
    }

    /** p, the node in the column being covered, and q, the node of p's option being unlinked. */
    private static void nodeVariables(List<Variable> out, TorusView torus, ExactCoverProblem problem, String role,
                                      int covering, int q) {
        int p = q;
        if (covering > 0) {
            for (int n = torus.nodeRight(q); n != q; n = torus.nodeRight(n)) {
                if (torus.top(n) == covering) {
                    p = n;
                    break;
                }
            }
            out.add(new Variable(role, problem.itemName(covering), true));
        }
        int option = torus.optionOf(q);
        out.add(new Variable("p", p + ", of " + problem.optionLabel(option), true));
        int column = torus.top(q);
        out.add(new Variable("q", q + ", in " + problem.itemName(column), true));
        out.add(new Variable("LEN(TOP(q))", Integer.toString(torus.length(column)), true));
    }

    private static void headerVariables(List<Variable> out, TorusView torus, ExactCoverProblem problem, String role,
                                        int item, int left, int right) {
        out.add(new Variable(role, problem.itemName(item), true));
        out.add(new Variable("L(i), R(i)", name(torus, problem, left) + ", " + name(torus, problem, right), true));
    }

    private static String name(TorusView torus, ExactCoverProblem problem, int item) {
        return item == 0 || item == torus.secondaryRoot() ? "the root" : problem.itemName(item);
    }
}
