package dlxviz.problems;

import dlxviz.engine.ExactCoverProblem;

/** The two classroom examples: small enough to follow every link by hand. */
public final class SmallExamples {
    private SmallExamples() {
    }

    /** The rows of the 4x4 example matrix, one option each; the unique solution is rows 1, 2, 4. */
    static final String[] MATRIX_ROWS = {"0100", "1000", "1110", "0011"};

    /**
     * The 4x4 0/1 matrix with rows {@code 0100}, {@code 1000}, {@code 1110}, {@code 0011}: its
     * columns are the items {@code c1}..{@code c4}, its rows the options, labelled
     * {@code row 1: 0100} and so on, so a class can see the matrix in the option list.
     */
    public static ExactCoverProblem matrix4x4() {
        return fromMatrix(MATRIX_ROWS);
    }

    /**
     * A problem from the rows of a 0/1 matrix given as strings of {@code 0} and {@code 1}: column
     * j is item {@code cj} (all primary), row k the option labelled {@code row k: <bits>}.
     *
     * @throws IllegalArgumentException when the rows differ in length or hold other characters
     */
    public static ExactCoverProblem fromMatrix(String... rows) {
        if (rows.length == 0) {
            throw new IllegalArgumentException("a matrix needs at least one row");
        }
        int width = rows[0].length();
        var builder = ExactCoverProblem.builder();
        for (int j = 1; j <= width; j++) {
            builder.primary("c" + j);
        }
        for (int k = 0; k < rows.length; k++) {
            String row = rows[k];
            if (row.length() != width) {
                throw new IllegalArgumentException("row " + (k + 1) + " '" + row + "' has "
                        + row.length() + " columns, row 1 has " + width);
            }
            var items = new java.util.ArrayList<String>();
            for (int j = 0; j < width; j++) {
                char bit = row.charAt(j);
                if (bit == '1') {
                    items.add("c" + (j + 1));
                } else if (bit != '0') {
                    throw new IllegalArgumentException("row " + (k + 1) + " '" + row
                            + "' has '" + bit + "' at column " + (j + 1) + "; only 0 and 1 are allowed");
                }
            }
            builder.labelledOption("row " + (k + 1) + ": " + row, items.toArray(new String[0]));
        }
        return builder.build();
    }

    /**
     * Knuth's example from "Dancing Links" and TAOCP 7.2.2.1 (6): items A..G, options
     * {@code C E F}, {@code A D G}, {@code B C F}, {@code A D}, {@code B G}, {@code D E G}; the
     * unique solution is {@code A D}, {@code B G}, {@code C E F}.
     */
    public static ExactCoverProblem knuth() {
        return ExactCoverProblem.builder()
                .primary("A", "B", "C", "D", "E", "F", "G")
                .option("C", "E", "F")
                .option("A", "D", "G")
                .option("B", "C", "F")
                .option("A", "D")
                .option("B", "G")
                .option("D", "E", "G")
                .build();
    }
}
