package dlxviz.sudoku;

/**
 * Solves and counts the sudokus of one box shape. Two implementations run the same algorithm
 * (Algorithm X on {@link SudokuEncoding}'s exact cover, shortest item first) on different data
 * structures: {@link BitmaskSolver} (bitmask items, the fastest) and {@link DlxSudokuSolver} (the
 * dancing-links torus the app animates). Not thread-safe: one instance per thread.
 */
public interface SudokuCounter {
    /** The box shape this counter was built for; it accepts only puzzles of that shape. */
    BoxShape shape();

    /**
     * Counts solutions up to {@code limit} (2 = the uniqueness check), keeping the first, within
     * {@code effort} (updates, nodes, a monitor that may stop it); {@link SolveResult#complete()}
     * tells whether the count is settled. Conflicting givens give 0 solutions at once, without a
     * search.
     */
    SolveResult count(Grid puzzle, long limit, Effort effort);

    /** Counts solutions up to {@code limit}, spending at most about {@code updateBudget} updates. */
    default SolveResult count(Grid puzzle, long limit, long updateBudget) {
        return count(puzzle, limit, Effort.ofUpdates(updateBudget));
    }

    /** Counts solutions up to {@code limit}, keeping the first. */
    default SolveResult count(Grid puzzle, long limit) {
        return count(puzzle, limit, Effort.UNLIMITED);
    }

    /** The first solution, or null when there is none (conflicting givens included). */
    default Grid solve(Grid puzzle) {
        return count(puzzle, 1).solution();
    }

    /** Which data structure a command or a caller wants. */
    enum Method {
        /**
         * {@link BandSolver} on 9x9 grids (each digit's candidates as three 27-bit bands, the
         * layout of tdoku and JCZSolve), {@link BitmaskSolver} on other sizes: the fastest.
         */
        BANDS("bands", "Digit bands of bits, 9x9"),
        /** {@link BitmaskSolver}: each item's live options as a bitmask. */
        BITMASK("bitmask", "Algorithm X, bitmask items"),
        /** {@link DlxSudokuSolver}: DLX on the torus, as the app shows it. */
        DLX("dlx", "DLX (dancing links)");

        private final String word;
        private final String label;

        Method(String word, String label) {
            this.word = word;
            this.label = label;
        }

        /** The name users type ({@code --method bitmask}). */
        public String word() {
            return word;
        }

        /** A short description for output. */
        public String label() {
            return label;
        }

        public SudokuCounter create(BoxShape shape) {
            if (this == DLX) {
                return new DlxSudokuSolver(shape);
            }
            return this == BANDS && BandSolver.fits(shape) ? new BandSolver() : new BitmaskSolver(shape);
        }

        /** The method named {@code word}, or IllegalArgumentException listing the names. */
        public static Method parse(String word) {
            for (Method method : values()) {
                if (method.word.equalsIgnoreCase(word.trim())) {
                    return method;
                }
            }
            throw new IllegalArgumentException("unknown method '" + word + "' (use bands, bitmask or dlx)");
        }

        @Override
        public String toString() {
            return word;
        }
    }
}
