package dlxviz.sudoku;

import static dlxviz.sudoku.BandGeometry.BAND;
import static dlxviz.sudoku.BandGeometry.COLUMN_OF;
import static dlxviz.sudoku.BandGeometry.PEERS_IN_BAND;
import static dlxviz.sudoku.BandGeometry.ROW;

/**
 * The state of a 9x9 search in 30 ints, as tdoku and JCZSolve hold it: for each digit d and band
 * b (rows 3b..3b+2) the cells that may still hold d, {@code s[d * 3 + b]}, 27 bits (see
 * {@link BandGeometry}); then the unsolved cells of each band, {@code s[27 + b]}. A placed digit
 * keeps its own bit, so a digit's row, column or box always has at least one bit, and one with
 * none is a dead end. Saving the state for a guess is copying the 30 ints.
 *
 * <h2>One digit's band at a time</h2>
 * In a band a digit takes one cell in each of its three rows, in three different boxes. So of the
 * band's nine mini-rows (a row's three cells in one box) the digit uses three that form a
 * permutation: {@link MiniRows#KEPT} keeps, in one look-up, only the mini-rows that lie on some
 * permutation left open. That one step finds the row and box hidden singles (a row left with one
 * cell) and the locked candidates along rows (a box whose digit is held to one row, and the
 * reverse). A column's single is found over the digit's three bands. What a placement changes is
 * marked and looked at again until nothing changes; then the cells left with one digit (naked
 * singles) are placed, found for a whole band at once by adding the nine digits' bits. Not
 * thread-safe.
 */
final class DigitBands {
    static final int WORDS = 30;
    private static final int UNSOLVED = 27;

    final int[] s = new int[WORDS];
    /** Digit-bands (bit d * 3 + b) whose candidates changed since they were last looked at. */
    private int dirty;
    /** Candidates removed since {@link #clear()} (the solver's updates). */
    long updates;

    void clear() {
        for (int k = 0; k < 27; k++) {
            s[k] = BAND;
        }
        s[UNSOLVED] = BAND;
        s[UNSOLVED + 1] = BAND;
        s[UNSOLVED + 2] = BAND;
        dirty = 0;
        updates = 0;
    }

    /** Copies the state to {@code to} (a guess's save). */
    void save(int[] to) {
        System.arraycopy(s, 0, to, 0, WORDS);
    }

    /** Back to a state saved by {@link #save}: a settled state, nothing left to look at. */
    void restore(int[] from) {
        System.arraycopy(from, 0, s, 0, WORDS);
        dirty = 0;
    }

    /**
     * Places digit d (0-8) at bit i of band b: erases d from the rest of its row, column and box,
     * and the other digits from the cell. False when d is no longer a candidate there (a dead
     * end); true and nothing done when d is there already.
     */
    boolean place(int d, int b, int i) {
        int[] s = this.s;
        int bit = 1 << i;
        int k = d * 3 + b;
        int f = s[k];
        if ((f & bit) == 0) {
            return false;
        }
        int unsolved = s[UNSOLVED + b];
        if ((unsolved & bit) == 0) {
            return true; // placed already (a single found two ways)
        }
        s[UNSOLVED + b] = unsolved & ~bit;
        int changed = 0;
        for (int e = b; e < 27; e += 3) { // every digit leaves the cell (d's own bit is put back below); no branch to mispredict
            int g = s[e];
            s[e] = g & ~bit;
            changed |= ((g >>> i) & 1) << e;
        }
        int kept = f & ~PEERS_IN_BAND[i];
        s[k] = kept;
        changed &= ~(1 << k);
        int removed = Integer.bitCount(changed) + Integer.bitCount(f ^ kept);
        changed |= f == kept ? 0 : 1 << k;
        int column = COLUMN_OF[i];
        for (int o = d * 3, end = o + 3; o < end; o++) {
            int g = s[o];
            int gone = o == k ? 0 : g & column;
            s[o] = g & ~gone;
            removed += Integer.bitCount(gone);
            changed |= (gone == 0 ? 0 : 1) << o;
        }
        dirty |= changed;
        updates += removed;
        return true;
    }

    /** Takes every consequence this state has (see the class comment); false at a dead end. */
    boolean propagate() {
        while (true) {
            int placed;
            do { // naked singles first: a sweep over a band costs less than looking at one digit
                placed = nakedSingles();
                if (placed < 0) {
                    return false;
                }
            } while (placed > 0);
            if (dirty == 0) {
                return true;
            }
            // Every digit-band changed since the last look, once, however many placements changed it;
            // what this round's placements change waits for the next round.
            int todo = dirty;
            dirty = 0;
            while (todo != 0) {
                int d = Integer.numberOfTrailingZeros(todo) / 3;
                int bands = (todo >>> (d * 3)) & 7;
                todo &= ~(7 << (d * 3));
                for (; bands != 0; bands &= bands - 1) {
                    if (!digitBand(d, Integer.numberOfTrailingZeros(bands))) {
                        return false;
                    }
                }
                if (!columns(d)) {
                    return false;
                }
            }
        }
    }

    /** Digit-band k changed: keep its mini-rows on open permutations, place its row singles. */
    private boolean digitBand(int d, int b) {
        int[] s = this.s;
        int k = d * 3 + b;
        int f = s[k];
        int unsolved = s[UNSOLVED + b];
        if ((f & unsolved) == 0) { // only cells where d is placed: the band is done, or a row lacks d
            return Integer.bitCount(f) == 3;
        }
        int kept = f & MiniRows.kept(f);
        if (kept == 0) {
            return false;
        }
        if (kept != f) {
            s[k] = kept;
            updates += Integer.bitCount(f ^ kept);
            f = kept;
        }
        for (int r = 0; r < 27; r += 9) {
            int row = f & (ROW << r);
            if ((row & unsolved) != 0 && (row & (row - 1)) == 0 && !place(d, b, Integer.numberOfTrailingZeros(row))) {
                return false;
            }
        }
        return true;
    }

    /** Digit d with one place left in a column goes there; false when a column has none. */
    private boolean columns(int d) {
        int[] s = this.s;
        int base = d * 3;
        int once = 0;
        int twice = 0;
        for (int b = 0; b < 3; b++) {
            int f = s[base + b];
            int r0 = f & ROW;
            int r1 = (f >>> 9) & ROW;
            int r2 = f >>> 18;
            int inBand = r0 | r1 | r2;
            twice |= (r0 & r1) | (r0 & r2) | (r1 & r2) | (once & inBand);
            once |= inBand;
        }
        if (once != ROW) {
            return false;
        }
        int open = 0; // the columns where d is not placed yet
        for (int b = 0; b < 3; b++) {
            int f = s[base + b] & s[UNSOLVED + b];
            open |= (f | (f >>> 9) | (f >>> 18)) & ROW;
        }
        for (int singles = open & ~twice; singles != 0; singles &= singles - 1) {
            int column = BandGeometry.COLUMN << Integer.numberOfTrailingZeros(singles);
            for (int b = 0; b < 3; b++) {
                int x = s[base + b] & column;
                if (x != 0) {
                    if ((x & s[UNSOLVED + b]) != 0 && !place(d, b, Integer.numberOfTrailingZeros(x))) {
                        return false;
                    }
                    break;
                }
            }
        }
        return true;
    }

    /** Places the cells left with one candidate: how many, or -1 when a cell has none. */
    private int nakedSingles() {
        int[] s = this.s;
        int placed = 0;
        for (int b = 0; b < 3; b++) {
            int unsolved = s[UNSOLVED + b];
            if (unsolved == 0) {
                continue;
            }
            int once = 0;
            int twice = 0;
            for (int k = b; k < 27; k += 3) {
                int f = s[k];
                twice |= once & f;
                once |= f;
            }
            if ((unsolved & ~once) != 0) {
                return -1;
            }
            for (int singles = unsolved & ~twice; singles != 0; singles &= singles - 1) {
                int bit = singles & -singles;
                int k = b;
                while (k < 27 && (s[k] & bit) == 0) {
                    k += 3;
                }
                if (k >= 27 || !place(k / 3, b, Integer.numberOfTrailingZeros(bit))) {
                    return -1; // an earlier single of this sweep took its last candidate
                }
                placed++;
            }
        }
        return placed;
    }

    boolean solved() {
        return (s[UNSOLVED] | s[UNSOLVED + 1] | s[UNSOLVED + 2]) == 0;
    }

    /**
     * The unsolved cell (b * 27 + i) with the fewest candidates: the first with two, else the
     * first with three, else the first unsolved. Called after {@link #propagate()}, so none has one.
     */
    int chooseCell() {
        int three = -1;
        int any = -1;
        for (int b = 0; b < 3; b++) {
            int unsolved = s[UNSOLVED + b];
            if (unsolved == 0) {
                continue;
            }
            int one = 0;
            int two = 0;
            int atLeast3 = 0;
            int four = 0;
            for (int k = b; k < 27; k += 3) {
                int f = s[k];
                four |= atLeast3 & f;
                atLeast3 |= two & f;
                two |= one & f;
                one |= f;
            }
            int pairs = unsolved & ~atLeast3;
            if (pairs != 0) {
                return b * 27 + Integer.numberOfTrailingZeros(pairs);
            }
            int triples = unsolved & ~four;
            if (three < 0 && triples != 0) {
                three = b * 27 + Integer.numberOfTrailingZeros(triples);
            }
            if (any < 0) {
                any = b * 27 + Integer.numberOfTrailingZeros(unsolved);
            }
        }
        return three >= 0 ? three : any;
    }

    /** The digits (bits 0-8) that may go in cell b * 27 + i. */
    int candidates(int cell) {
        int b = cell / 27;
        int bit = 1 << (cell - b * 27);
        int digits = 0;
        for (int d = 0; d < 9; d++) {
            if ((s[d * 3 + b] & bit) != 0) {
                digits |= 1 << d;
            }
        }
        return digits;
    }

    /** The grid's digits (1-9) in reading order; a solved state has one per cell. */
    int[] digits() {
        int[] cells = new int[81];
        for (int d = 0; d < 9; d++) {
            for (int b = 0; b < 3; b++) {
                for (int x = s[d * 3 + b]; x != 0; x &= x - 1) {
                    cells[b * 27 + Integer.numberOfTrailingZeros(x)] = d + 1;
                }
            }
        }
        return cells;
    }
}
