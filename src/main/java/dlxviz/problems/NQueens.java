package dlxviz.problems;

import dlxviz.engine.ExactCoverProblem;

/**
 * The N-queens problem as exact cover, as in TAOCP 7.2.2.1: each row {@code r1..rN} and each
 * column {@code c1..cN} holds exactly one queen (primary items), each diagonal at most one
 * (secondary items, since most diagonals stay empty). Diagonal {@code a<s>} holds the squares with
 * row + column = s (2..2N); diagonal {@code b<d>} those with row - column + N = d (1..2N-1).
 * Option {@code Q r1c3} places a queen in row 1, column 3: items {@code r1 c3 a4 b<N-2>}. The
 * names are {@link QueensEncoding}'s, which also reads them back.
 */
public final class NQueens {
    private NQueens() {
    }

    /**
     * @throws IllegalArgumentException when {@code n < 1}
     */
    public static ExactCoverProblem of(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("N-queens needs N >= 1, not " + n);
        }
        var builder = ExactCoverProblem.builder();
        for (int r = 1; r <= n; r++) {
            builder.primary(QueensEncoding.rowName(r));
        }
        for (int c = 1; c <= n; c++) {
            builder.primary(QueensEncoding.columnName(c));
        }
        for (int s = 2; s <= 2 * n; s++) {
            builder.secondary(QueensEncoding.sumDiagonalName(s));
        }
        for (int d = 1; d <= 2 * n - 1; d++) {
            builder.secondary(QueensEncoding.differenceDiagonalName(d));
        }
        for (int r = 1; r <= n; r++) {
            for (int c = 1; c <= n; c++) {
                builder.labelledOption(QueensEncoding.optionLabel(r, c), QueensEncoding.rowName(r),
                        QueensEncoding.columnName(c), QueensEncoding.sumDiagonalName(r + c),
                        QueensEncoding.differenceDiagonalName(r - c + n));
            }
        }
        return builder.build();
    }
}
