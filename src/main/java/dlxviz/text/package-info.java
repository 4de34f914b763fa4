/**
 * Showing user text in messages ({@link dlxviz.text.Shown}): shared by the readers of puzzles
 * ({@code sudoku}) and of DLX1 files ({@code problems}) and by the command line. Depends on
 * nothing else here.
 */
package dlxviz.text;
