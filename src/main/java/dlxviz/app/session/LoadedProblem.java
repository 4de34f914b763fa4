package dlxviz.app.session;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.sudoku.SudokuEncoding;

/**
 * A problem ready for the window: the exact-cover problem, the options to force before the
 * search (a sudoku's givens), and for sudokus their encoding, which knows the grid.
 *
 * @param title     shown above the window's centre ("Knuth's 7-item example", "sudoku: ai-escargot")
 * @param problem   the exact-cover problem
 * @param forced    options selected before the search starts, in order (givens); may be empty
 * @param encoding  the sudoku's exact-cover encoding (the grid, its names, the logic reading), null otherwise
 * @param saveText  the problem as text to save (a puzzle line or a DLX1-format file)
 * @param saveExtension the file extension that text belongs in ({@code txt}, {@code dlx})
 */
public record LoadedProblem(String title, ExactCoverProblem problem, int[] forced, SudokuEncoding encoding,
                            String saveText, String saveExtension) {

    public LoadedProblem {
        forced = forced.clone();
    }

    @Override
    public int[] forced() {
        return forced.clone();
    }

    /**
     * The record's equals and hashCode (the same array, not the same contents, for {@code forced})
     * written out as the generated ones behave: their first call is a property's change check at
     * start-up, and the generated ones link through java.lang.runtime.ObjectMethods, which nothing
     * else links before the window's whole frame (measured: see {@code CurrentProblem.Opened}).
     */
    @Override
    public boolean equals(Object other) {
        return this == other || other instanceof LoadedProblem o && java.util.Objects.equals(title, o.title)
                && java.util.Objects.equals(problem, o.problem) && forced == o.forced
                && java.util.Objects.equals(encoding, o.encoding) && java.util.Objects.equals(saveText, o.saveText)
                && java.util.Objects.equals(saveExtension, o.saveExtension);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(title, problem, System.identityHashCode(forced), encoding, saveText, saveExtension);
    }

    public boolean isSudoku() {
        return encoding != null;
    }
}
