package dlxviz.exercise;

import dlxviz.engine.ExactCoverProblem;
import java.util.ArrayList;
import java.util.List;

/**
 * The independent check of the exercise's orders: Algorithm X written again from TAOCP 7.2.2.1,
 * recursive, on its own arrays laid out as DLX1 lays them out (headers 1..N, then options
 * separated by spacers) so node numbers agree. It writes the moves a student makes:
 * "choose A", "try 2", "unlink A", "hide 14", "restore 14", "relink A", up to the first solution.
 *
 * <p>TAOCP's cover unlinks the header after hiding the nodes and its uncover relinks it first;
 * the engine's cover takes the header out first and its uncover puts it back last, so that an
 * uncover is the exact reverse of its cover event by event. The nodes' order is the same either
 * way, and that is what this checks; the header is written where the engine does it.
 */
final class TextbookDance {
    private final int n;
    private final int[] llink, rlink, ulink, dlink, top, len, optionOf;
    private final List<String> names = new ArrayList<>();
    private final List<String> moves = new ArrayList<>();
    private boolean solved;

    TextbookDance(ExactCoverProblem problem) {
        n = problem.itemCount();
        int size = n + 1 + problem.nodeCount() + problem.optionCount() + 1;
        llink = new int[n + 2];
        rlink = new int[n + 2];
        ulink = new int[size];
        dlink = new int[size];
        top = new int[size];
        len = new int[n + 1];
        optionOf = new int[size];
        names.add("root");
        int primary = problem.primaryCount();
        for (int i = 1; i <= n; i++) {
            names.add(problem.itemName(i));
            ulink[i] = dlink[i] = i;
        }
        for (int i = 0; i <= primary; i++) {
            rlink[i] = i == primary ? 0 : i + 1;
            llink[i] = i == 0 ? primary : i - 1;
        }
        for (int i = primary + 1; i <= n; i++) { // secondary items: each a list of its own
            llink[i] = rlink[i] = i;
        }
        int spacer = n + 1;
        for (int option = 1; option <= problem.optionCount(); option++) {
            int first = spacer + 1;
            for (int item : problem.option(option)) {
                int node = ++spacer;
                top[node] = item;
                optionOf[node] = option;
                ulink[node] = ulink[item];
                dlink[ulink[item]] = node;
                dlink[node] = item;
                ulink[item] = node;
                len[item]++;
            }
            spacer++;
            top[spacer] = -option;
            ulink[spacer] = first;
            dlink[first - 1] = spacer - 1;
        }
    }

    List<String> danceToFirstSolution() {
        search(0);
        return moves;
    }

    private void search(int level) {
        if (rlink[0] == 0) {
            solved = true;
            return;
        }
        int best = 0, min = Integer.MAX_VALUE;
        for (int i = rlink[0]; i != 0; i = rlink[i]) {
            if (len[i] < min) {
                min = len[i];
                best = i;
            }
        }
        moves.add("choose " + names.get(best));
        cover(best);
        for (int r = dlink[best]; r != best && !solved; r = dlink[r]) {
            moves.add("try " + optionOf[r]);
            for (int j = right(r); j != r; j = right(j)) {
                cover(top[j]);
            }
            if (rlink[0] == 0) {
                solved = true;
                return;
            }
            search(level + 1);
            if (solved) {
                return;
            }
            for (int j = left(r); j != r; j = left(j)) {
                uncover(top[j]);
            }
        }
        if (!solved) {
            uncover(best);
        }
    }

    private int right(int node) {
        return top[node + 1] <= 0 ? ulink[node + 1] : node + 1;
    }

    private int left(int node) {
        return top[node - 1] <= 0 ? dlink[node - 1] : node - 1;
    }

    private void cover(int i) {
        moves.add("unlink " + names.get(i));
        for (int p = dlink[i]; p != i; p = dlink[p]) {
            for (int q = right(p); q != p; q = right(q)) {
                dlink[ulink[q]] = dlink[q];
                ulink[dlink[q]] = ulink[q];
                len[top[q]]--;
                moves.add("hide " + q);
            }
        }
        rlink[llink[i]] = rlink[i];
        llink[rlink[i]] = llink[i];
    }

    private void uncover(int i) {
        rlink[llink[i]] = i;
        llink[rlink[i]] = i;
        for (int p = ulink[i]; p != i; p = ulink[p]) {
            for (int q = left(p); q != p; q = left(q)) {
                dlink[ulink[q]] = q;
                ulink[dlink[q]] = q;
                len[top[q]]++;
                moves.add("restore " + q);
            }
        }
        moves.add("relink " + names.get(i));
    }
}
