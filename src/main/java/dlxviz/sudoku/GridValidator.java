package dlxviz.sudoku;

import java.util.ArrayList;
import java.util.List;

/**
 * Checks givens before any search: two equal digits in a row, column or box can never be part
 * of a solution, and saying which two cells clash is more use than "no solution". Also the
 * independent checker of solved grids: it knows nothing of the exact-cover encoding.
 */
public final class GridValidator {
    private GridValidator() {
    }

    /** Two cells (0-based indices) that hold the same digit in one unit. */
    public record Conflict(int cellA, int cellB, int digit, String unit) {
        /** "r1c1 and r1c5 both hold 7 (row 1)", the digit as the app's grid shows it ("E" for 14). */
        public String message(int n) {
            return message(n, Notation.defaultFor(n));
        }

        /** The same, the digit written in {@code notation}, as the puzzle was typed. */
        public String message(int n, Notation notation) {
            return Grid.cellName(n, cellA) + " and " + Grid.cellName(n, cellB) + " both hold " + notation.write(digit, n)
                    + " (" + unit + ")";
        }
    }

    /** Every clash of equal givens, each pair named once, in reading order of the first cell. */
    public static List<Conflict> conflicts(Grid grid) {
        int n = grid.size();
        List<Conflict> out = new ArrayList<>();
        for (int a = 0; a < n * n; a++) {
            int d = grid.cell(a);
            if (d == 0) {
                continue;
            }
            int ra = a / n, ca = a % n, ba = grid.boxOf(ra, ca);
            for (int b = a + 1; b < n * n; b++) {
                if (grid.cell(b) != d) {
                    continue;
                }
                int rb = b / n, cb = b % n;
                if (ra == rb) {
                    out.add(new Conflict(a, b, d, "row " + (ra + 1)));
                } else if (ca == cb) {
                    out.add(new Conflict(a, b, d, "column " + (ca + 1)));
                } else if (ba == grid.boxOf(rb, cb)) {
                    out.add(new Conflict(a, b, d, "box " + (ba + 1)));
                }
            }
        }
        return out;
    }

    /** The first clash, fast (bit masks per unit): null when the givens are consistent. */
    public static Conflict firstConflict(Grid grid) {
        int n = grid.size();
        long[] rowSeen = new long[n], colSeen = new long[n], boxSeen = new long[n];
        for (int i = 0; i < n * n; i++) {
            int d = grid.cell(i);
            if (d == 0) {
                continue;
            }
            int r = i / n, c = i % n, b = grid.boxOf(r, c);
            long bit = 1L << d;
            if (((rowSeen[r] | colSeen[c] | boxSeen[b]) & bit) != 0) {
                return conflictsInvolving(grid, i);
            }
            rowSeen[r] |= bit;
            colSeen[c] |= bit;
            boxSeen[b] |= bit;
        }
        return null;
    }

    /** The clash of cell i with an earlier cell (there is one). */
    private static Conflict conflictsInvolving(Grid grid, int i) {
        for (Conflict conflict : conflicts(grid)) {
            if (conflict.cellB() == i) {
                return conflict;
            }
        }
        throw new IllegalStateException("no conflict at cell " + i);
    }

    /**
     * The independent check of a solution: null when {@code solution} is full, every row, column
     * and box holds each digit once, and every given of {@code givens} is kept (givens may be
     * null); else what is wrong, naming a cell.
     */
    public static String checkSolution(Grid givens, Grid solution) {
        int n = solution.size();
        for (int i = 0; i < n * n; i++) {
            if (solution.cell(i) == 0) {
                return Grid.cellName(n, i) + " is empty";
            }
            if (givens != null && givens.cell(i) != 0 && givens.cell(i) != solution.cell(i)) {
                return Grid.cellName(n, i) + " holds " + solution.cell(i) + " but the given is " + givens.cell(i);
            }
        }
        if (givens != null && !givens.shape().equals(solution.shape())) {
            return "the solution's boxes are " + solution.shape() + " but the puzzle's " + givens.shape();
        }
        Conflict conflict = firstConflict(solution);
        return conflict == null ? null : conflict.message(n);
    }
}
