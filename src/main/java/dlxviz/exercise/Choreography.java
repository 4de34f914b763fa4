package dlxviz.exercise;

import dlxviz.engine.TorusView;
import dlxviz.events.ItemChosen;
import dlxviz.events.ItemCovered;
import dlxviz.events.ItemUncovered;
import dlxviz.events.OptionRetracted;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Where the dance stands, read from the events performed so far: the covers not yet undone (each
 * with the nodes it hides, in Algorithm X's order) and the options being tried. The reasons for a
 * wrong move are worded from it. Covers nest, and each uncover undoes the latest cover in the
 * exact reverse order ("the choreography is delicate"), so a stack holds them.
 */
final class Choreography {

    /** A cover of {@code item}: {@code plan} lists the nodes it hides, down the column, across each row. */
    record Cover(int item, int[] plan, boolean ofChosenItem) {
        int indexOf(int node) {
            for (int k = 0; k < plan.length; k++) {
                if (plan[k] == node) {
                    return k;
                }
            }
            return -1;
        }
    }

    /** An option tried at a level: {@code others} are its other items, in the order they are covered. */
    record Tried(int option, int node, int item, int[] others) {
        int indexOf(int item) {
            for (int k = 0; k < others.length; k++) {
                if (others[k] == item) {
                    return k;
                }
            }
            return -1;
        }
    }

    private final TorusView torus;
    private final Deque<Cover> covers = new ArrayDeque<>();
    private final Deque<Tried> tried = new ArrayDeque<>();
    private int justChosen;

    Choreography(TorusView torus) {
        this.torus = torus;
    }

    /** Call before an event is performed: a cover's plan is read from the torus as the cover begins. */
    void before(SearchEvent event) {
        if (event instanceof ItemChosen chosen) {
            justChosen = chosen.item();
        } else if (event instanceof ItemCovered covered) {
            covers.push(new Cover(covered.item(), plan(covered.item()), covered.item() == justChosen));
            justChosen = 0;
        } else if (event instanceof ItemUncovered) {
            covers.pop();
        } else if (event instanceof OptionTried option) {
            tried.push(new Tried(option.option(), option.node(), torus.top(option.node()), others(option.node())));
        } else if (event instanceof OptionRetracted) {
            tried.pop();
        }
    }

    /** The latest cover not yet undone: the one in progress, or the one an uncover is undoing. */
    Cover latestCover() {
        return covers.peek();
    }

    /** The cover that hid {@code node}, or null. */
    Cover coverThatHid(int node) {
        for (Cover cover : covers) {
            if (cover.indexOf(node) >= 0) {
                return cover;
            }
        }
        return null;
    }

    boolean isCoveredNow(int item) {
        for (Cover cover : covers) {
            if (cover.item() == item) {
                return true;
            }
        }
        return false;
    }

    /** The option being tried at the deepest level, or null. */
    Tried latestTried() {
        return tried.peek();
    }

    /** cover(i)'s nodes in its order: for each live option down column i, its other nodes left to right. */
    private int[] plan(int item) {
        List<Integer> nodes = new ArrayList<>();
        for (int row = torus.down(item); row != item; row = torus.down(row)) {
            for (int node = torus.nodeRight(row); node != row; node = torus.nodeRight(node)) {
                nodes.add(node);
            }
        }
        return nodes.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The other items of the option at {@code node}, going right from it: the order of their covers. */
    private int[] others(int node) {
        List<Integer> items = new ArrayList<>();
        for (int other = torus.nodeRight(node); other != node; other = torus.nodeRight(other)) {
            items.add(torus.top(other));
        }
        return items.stream().mapToInt(Integer::intValue).toArray();
    }
}
