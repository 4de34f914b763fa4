package dlxviz.engine;

/**
 * Algorithm C's steps on a torus with colours (Knuth's DLX2): cover and uncover that pass by
 * cleansed nodes, purify and unpurify, and commit and uncommit, which choose between them.
 *
 * <p>Colours live in {@code COLOR}, beside {@code TOP}: at an option node its colour (1..K, 0
 * for none) or -1 once cleansed; at a header the colour the item is purified to, 0 when it is
 * not. DLX2 leaves the header's colour set after an unpurify (it only prints it); here the
 * unpurify clears it, so that undoing a search restores every array exactly.
 *
 * <p>Counting is DLX2's: an update per header unlinked and per node hidden (by a cover or a
 * purify); a cleansing per purify (the item's own constraint) and per node cleansed. A purify
 * returns both in one long, updates in the low half, so the hot loops allocate nothing.
 *
 * <p>Kept apart from {@link Torus}, whose colourless cover and uncover stay as they were: a
 * problem without colours never comes here.
 */
final class ColourDance {
    private final int[] L, R, U, D, TOP, COLOR;

    ColourDance(Torus torus) {
        L = torus.L;
        R = torus.R;
        U = torus.U;
        D = torus.D;
        TOP = torus.TOP;
        COLOR = torus.COLOR;
    }

    static long updates(long counted) {
        return counted & 0xFFFFFFFFL;
    }

    static long cleansings(long counted) {
        return counted >>> 32;
    }

    /** commit(p, j): cover an uncoloured item, purify a coloured one, nothing for a cleansed node. */
    long commit(int node, int level, SearchObserver obs) {
        int colour = COLOR[node];
        if (colour == 0) {
            return cover(TOP[node], level, obs);
        }
        return colour > 0 ? purify(node, level, obs) : 0;
    }

    /** uncommit(p, j): the inverse of {@link #commit}. */
    void uncommit(int node, int level, SearchObserver obs) {
        int colour = COLOR[node];
        if (colour == 0) {
            uncover(TOP[node], level, obs);
        } else if (colour > 0) {
            unpurify(node, level, obs);
        }
    }

    /** DLX2's cover: as Algorithm X's, but a cleansed node stays in its column (its item is settled). */
    int cover(int c, int level, SearchObserver obs) {
        if (obs != null) {
            obs.itemCovered(c, level);
        }
        int l = L[c], r = R[c];
        R[l] = r;
        L[r] = l;
        if (obs != null) {
            obs.headerUnlinked(c, l, r);
        }
        int updates = 1;
        for (int rr = D[c]; rr != c; rr = D[rr]) {
            updates += hideOthers(rr, obs);
        }
        return updates;
    }

    /** The exact reverse of {@link #cover}. */
    void uncover(int c, int level, SearchObserver obs) {
        for (int rr = U[c]; rr != c; rr = U[rr]) {
            restoreOthers(rr, obs);
        }
        int l = L[c], r = R[c];
        R[l] = c;
        L[r] = c;
        if (obs != null) {
            obs.headerRelinked(c, l, r);
            obs.itemUncovered(c, level);
        }
    }

    /**
     * purify(p): item X = TOP[p] takes p's colour x. Each option left in X's column that gives X
     * another colour (or none) leaves the other columns; each that gives X colour x is cleansed.
     * Returns updates and cleansings (see {@link #updates}, {@link #cleansings}).
     */
    long purify(int p, int level, SearchObserver obs) {
        int c = TOP[p], x = COLOR[p];
        COLOR[c] = x;
        if (obs != null) {
            obs.itemPurified(p, c, x, level);
        }
        long cleansings = 1;
        long updates = 0;
        for (int rr = D[c]; rr != c; rr = D[rr]) {
            if (COLOR[rr] != x) {
                updates += hideOthers(rr, obs);
            } else {
                COLOR[rr] = -1;
                cleansings++;
                if (obs != null) {
                    obs.nodeCleansed(rr, c, x);
                }
            }
        }
        return cleansings << 32 | updates;
    }

    /** The exact reverse of {@link #purify}: bottom up, each option right to left, then X's colour cleared. */
    void unpurify(int p, int level, SearchObserver obs) {
        int c = TOP[p], x = COLOR[p];
        for (int rr = U[c]; rr != c; rr = U[rr]) {
            if (COLOR[rr] < 0) {
                COLOR[rr] = x;
                if (obs != null) {
                    obs.nodeUncleansed(rr, c, x);
                }
            } else {
                restoreOthers(rr, obs);
            }
        }
        COLOR[c] = 0;
        if (obs != null) {
            obs.itemUnpurified(p, c, x, level);
        }
    }

    /** Hides the nodes of rr's option other than rr, left to right, passing cleansed ones by. */
    private int hideOthers(int rr, SearchObserver obs) {
        int updates = 0;
        for (int nn = rr + 1; nn != rr; ) {
            if (COLOR[nn] < 0) {
                nn++;
                continue;
            }
            int cc = TOP[nn];
            if (cc <= 0) {
                nn = U[nn];
                continue;
            }
            int uu = U[nn], dd = D[nn];
            D[uu] = dd;
            U[dd] = uu;
            TOP[cc]--;
            updates++;
            if (obs != null) {
                obs.nodeHidden(nn, cc, uu, dd);
            }
            nn++;
        }
        return updates;
    }

    /** The reverse of {@link #hideOthers}: right to left. */
    private void restoreOthers(int rr, SearchObserver obs) {
        for (int nn = rr - 1; nn != rr; ) {
            if (COLOR[nn] < 0) {
                nn--;
                continue;
            }
            int cc = TOP[nn];
            if (cc <= 0) {
                nn = D[nn];
                continue;
            }
            int uu = U[nn], dd = D[nn];
            D[uu] = nn;
            U[dd] = nn;
            TOP[cc]++;
            if (obs != null) {
                obs.nodeRestored(nn, cc, uu, dd);
            }
            nn--;
        }
    }
}
