package dlxviz.sudoku;

/**
 * One puzzle read from text: the grid, the notation it was written in (so answers can be
 * written back the same way), the line it started on, and what a tdoku-style line
 * ({@code puzzle:count:solution}) listed after it.
 *
 * @param listedCount    the count a {@code puzzle:count:solution} line gives (0, 1, or 2 for
 *                       "two or more"); -1 when none was listed
 * @param listedSolution the solution such a line gives; null when none
 */
public record ParsedPuzzle(int line, Grid grid, Notation notation, int listedCount, Grid listedSolution) {
}
