package dlxviz.engine;

import dlxviz.events.HeaderRelinked;
import dlxviz.events.HeaderUnlinked;
import dlxviz.events.ItemPurified;
import dlxviz.events.ItemUnpurified;
import dlxviz.events.NodeCleansed;
import dlxviz.events.NodeHidden;
import dlxviz.events.NodeRestored;
import dlxviz.events.NodeUncleansed;
import dlxviz.events.TorusChange;

/** {@link Torus#apply} and {@link Torus#sanity}: replaying recorded changes, checked, and Knuth's sanity check. */
final class TorusChecks {
    private TorusChecks() {
    }

    static void apply(Torus t, TorusChange change) {
        if (change instanceof NodeHidden h) {
            expectNeighbours(h.node(), t.U[h.node()], t.D[h.node()], h.up(), h.down());
            t.hideNode(h.node());
        } else if (change instanceof NodeRestored r) {
            expectNeighbours(r.node(), t.U[r.node()], t.D[r.node()], r.up(), r.down());
            t.restoreNode(r.node());
        } else if (change instanceof HeaderUnlinked u) {
            expectNeighbours(u.item(), t.L[u.item()], t.R[u.item()], u.left(), u.right());
            t.unlinkHeader(u.item());
        } else if (change instanceof HeaderRelinked r) {
            expectNeighbours(r.item(), t.L[r.item()], t.R[r.item()], r.left(), r.right());
            t.relinkHeader(r.item());
        } else if (change instanceof ItemPurified p) {
            setColour(t, p.item(), 0, p.colour());
        } else if (change instanceof ItemUnpurified p) {
            setColour(t, p.item(), p.colour(), 0);
        } else if (change instanceof NodeCleansed c) {
            setColour(t, c.node(), c.colour(), -1);
        } else if (change instanceof NodeUncleansed c) {
            setColour(t, c.node(), -1, c.colour());
        }
    }

    /** Sets a node's or header's colour, checking the one it should have (as the links are checked). */
    static void setColour(Torus t, int node, int expected, int colour) {
        if (t.COLOR == null || t.COLOR[node] != expected) {
            throw new IllegalStateException("event for " + node + " expects colour " + expected + " but the torus has "
                    + (t.COLOR == null ? "no colours" : String.valueOf(t.COLOR[node])));
        }
        t.COLOR[node] = colour;
    }

    private static void expectNeighbours(int node, int a, int b, int expectedA, int expectedB) {
        if (a != expectedA || b != expectedB) {
            throw new IllegalStateException("event for " + node + " expects neighbours "
                    + expectedA + "/" + expectedB + " but the torus has " + a + "/" + b);
        }
    }

    static String sanity(Torus t) {
        final int[] L = t.L, R = t.R, U = t.U, D = t.D, TOP = t.TOP;
        int itemCount = t.itemCount();
        for (int root : new int[] {0, t.secondaryRoot()}) {
            int steps = 0;
            for (int i = R[root]; i != root; i = R[i]) {
                if (L[R[i]] != i) {
                    return "item list: L[R[" + i + "]] != " + i;
                }
                if (++steps > itemCount + 1) {
                    return "item list from " + root + " does not close";
                }
            }
        }
        for (int c = 1; c <= itemCount; c++) {
            int count = 0;
            for (int p = D[c]; p != c; p = D[p]) {
                if (U[D[p]] != p) {
                    return "column " + c + ": U[D[" + p + "]] != " + p;
                }
                if (TOP[p] != c) {
                    return "column " + c + ": node " + p + " has TOP " + TOP[p];
                }
                if (++count > U.length) {
                    return "column " + c + " does not close";
                }
            }
            if (U[D[c]] != c) {
                return "column " + c + ": U[D[header]] != header";
            }
            if (count != TOP[c]) {
                return "column " + c + ": length " + TOP[c] + " but " + count + " nodes";
            }
        }
        return null;
    }
}
