package dlxviz.problems;

import dlxviz.engine.ExactCoverProblem;

/**
 * Langford pairs as exact cover (TAOCP 7.2.2.1): arrange two copies of each of 1..n in a row of
 * 2n positions so that the two k's have exactly k other numbers between them. Items are the
 * numbers {@code 1..n} and the positions {@code s1..s2n}; option {@code k sj sl} puts the k's at
 * positions j and l = j + k + 1. A sequence and its reverse are both counted, so n = 3 and n = 4
 * have 2 solutions each, n = 5 and n = 6 none (there are solutions only when n mod 4 is 0 or 3).
 * The slots are named by {@link TilingEncoding}, which reads them back as one row of cells.
 */
public final class LangfordPairs {
    private LangfordPairs() {
    }

    /**
     * @throws IllegalArgumentException when {@code n < 1}
     */
    public static ExactCoverProblem of(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("Langford pairs need n >= 1, not " + n);
        }
        var builder = ExactCoverProblem.builder();
        for (int k = 1; k <= n; k++) {
            builder.primary(String.valueOf(k));
        }
        for (int j = 1; j <= 2 * n; j++) {
            builder.primary(TilingEncoding.slotName(j));
        }
        for (int k = 1; k <= n; k++) {
            for (int j = 1; j + k + 1 <= 2 * n; j++) {
                String first = TilingEncoding.slotName(j);
                String second = TilingEncoding.slotName(j + k + 1);
                builder.labelledOption(k + " at " + first + " and " + second, String.valueOf(k), first, second);
            }
        }
        return builder.build();
    }
}
