package dlxviz.sudoku.nine;

import static dlxviz.sudoku.nine.BandGeometry.BAND;
import static dlxviz.sudoku.nine.BandGeometry.BOX;
import static dlxviz.sudoku.nine.BandGeometry.COLUMN_OF;
import static dlxviz.sudoku.nine.BandGeometry.PEERS_IN_BAND;
import static dlxviz.sudoku.nine.BandGeometry.ROW;

/**
 * The state of a 9x9 search in 30 ints, as tdoku and JCZSolve hold it: for each digit d and band
 * b (rows 3b..3b+2) the cells that may still hold d, {@code s[d * 3 + b]}, 27 bits (see
 * {@link BandGeometry}); then the unsolved cells of each band, {@code s[27 + b]}. A placed digit
 * keeps its own bit, so a digit's row, column or box always has at least one bit, and one with
 * none is a dead end. Saving the state for a guess is copying the 30 ints.
 *
 * <p>Singles come from whole bands at a time: a cell with one candidate is a bit set in exactly
 * one digit's band (an adder over the nine digits: "at least once", "at least twice"); a digit
 * with one place in a row, box or column is a one-bit row or box of its band, or a column set
 * once over the three bands. Not thread-safe.
 */
final class Bands {
    static final int WORDS = 30;
    private static final int UNSOLVED = 27;

    final int[] s = new int[WORDS];
    /** Digit-bands (bit d * 3 + b) whose candidates changed since their hidden singles were last looked for. */
    private int dirty;
    /** Candidates removed since {@link #clear()} (the solver's updates). */
    long updates;
    /** Cells placed: 81 is a solution. */
    int filled;

    void clear() {
        for (int k = 0; k < 27; k++) {
            s[k] = BAND;
        }
        s[UNSOLVED] = BAND;
        s[UNSOLVED + 1] = BAND;
        s[UNSOLVED + 2] = BAND;
        dirty = BAND;
        updates = 0;
        filled = 0;
    }

    /** Copies the state to {@code to} (a guess's save). */
    void save(int[] to) {
        System.arraycopy(s, 0, to, 0, WORDS);
        to[WORDS] = filled;
    }

    /** Back to a state saved by {@link #save}. */
    void restore(int[] from) {
        System.arraycopy(from, 0, s, 0, WORDS);
        filled = from[WORDS];
        dirty = 0;
    }

    /**
     * Places digit d (0-8) at bit i of band b: erases d from the rest of its row, column and box,
     * and the other digits from the cell. False when d is no longer a candidate there (a dead
     * end); true and nothing done when d is there already.
     */
    boolean place(int d, int b, int i) {
        int bit = 1 << i;
        int k = d * 3 + b;
        int f = s[k];
        if ((f & bit) == 0) {
            return false;
        }
        if ((s[UNSOLVED + b] & bit) == 0) {
            return true; // placed already (a single found two ways in one sweep)
        }
        int kept = f & ~PEERS_IN_BAND[i];
        int[] s = this.s;
        int changed = 0; // the digit-bands this placement changes
        for (int e = b; e < 27; e += 3) { // the other digits leave the cell (d's own bit is put back below)
            int g = s[e];
            if ((g & bit) != 0) {
                s[e] = g & ~bit;
                changed |= 1 << e;
            }
        }
        s[k] = kept;
        int column = COLUMN_OF[i];
        int base = d * 3;
        for (int o = 0; o < 3; o++) {
            int g = s[base + o];
            if (o != b && (g & column) != 0) {
                s[base + o] = g & ~column;
                changed |= 1 << (base + o);
            }
        }
        dirty |= changed | (1 << k);
        updates += Integer.bitCount(f ^ kept) + Integer.bitCount(changed) - 1;
        s[UNSOLVED + b] &= ~bit;
        dirty |= 1 << k;
        filled++;
        return true;
    }

    /** Places every naked and hidden single until none is left; false at a dead end. */
    boolean propagate() {
        while (true) {
            int before;
            do { // naked singles first: one sweep costs less than one digit's hidden singles
                before = filled;
                if (!nakedSingles()) {
                    return false;
                }
            } while (filled != before);
            if (dirty == 0) {
                return true;
            }
            if (!hiddenSingles()) {
                return false;
            }
        }
    }

    /** The cells left with one candidate get it; false when a cell has none. */
    private boolean nakedSingles() {
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
                return false;
            }
            for (int singles = unsolved & ~twice; singles != 0; singles &= singles - 1) {
                int i = Integer.numberOfTrailingZeros(singles);
                int d = digitAt(b, 1 << i);
                if (d < 0 || !place(d, b, i)) {
                    return false; // an earlier single of this sweep took its last candidate
                }
            }
        }
        return true;
    }

    /** The first digit that may go at bit of band b, or -1. */
    private int digitAt(int b, int bit) {
        for (int d = 0; d < 9; d++) {
            if ((s[d * 3 + b] & bit) != 0) {
                return d;
            }
        }
        return -1;
    }

    /** Each changed digit with one place left in a row, box or column goes there; false when it has none. */
    private boolean hiddenSingles() {
        int todo = dirty;
        dirty = 0; // what the placements below change is looked at in the next round
        for (int d = 0; d < 9; d++) {
            int bands = (todo >>> (d * 3)) & 7;
            if (bands != 0 && (!rowsAndBoxes(d, bands) || !columns(d))) {
                return false;
            }
        }
        return true;
    }

    private boolean rowsAndBoxes(int d, int bands) {
        for (int b = 0; b < 3; b++) {
            if ((bands & (1 << b)) == 0) {
                continue;
            }
            int f = s[d * 3 + b];
            int unsolved = s[UNSOLVED + b];
            for (int r = 0; r < 3; r++) {
                int x = f & (ROW << (9 * r));
                if (!single(d, b, x, unsolved)) {
                    return false;
                }
                int y = f & (BOX << (3 * r));
                if (!single(d, b, y, unsolved)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The places x of digit d in one row or box of band b: none is a dead end, one unsolved is placed. */
    private boolean single(int d, int b, int x, int unsolved) {
        if (x == 0) {
            return false;
        }
        if ((x & (x - 1)) == 0 && (x & unsolved) != 0) {
            return place(d, b, Integer.numberOfTrailingZeros(x));
        }
        return true;
    }

    private boolean columns(int d) {
        int once = 0;
        int twice = 0;
        for (int b = 0; b < 3; b++) {
            int f = s[d * 3 + b];
            int r0 = f & ROW;
            int r1 = (f >>> 9) & ROW;
            int r2 = (f >>> 18) & ROW;
            int inBand = r0 | r1 | r2;
            twice |= (r0 & r1) | (r0 & r2) | (r1 & r2) | (once & inBand);
            once |= inBand;
        }
        if (once != ROW) {
            return false;
        }
        for (int singles = once & ~twice; singles != 0; singles &= singles - 1) {
            int column = BandGeometry.COLUMN << Integer.numberOfTrailingZeros(singles);
            for (int b = 0; b < 3; b++) {
                int x = s[d * 3 + b] & column;
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
            int three3 = 0;
            int four = 0;
            for (int k = b; k < 27; k += 3) {
                int f = s[k];
                four |= three3 & f;
                three3 |= two & f;
                two |= one & f;
                one |= f;
            }
            int pairs = unsolved & ~three3;
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
