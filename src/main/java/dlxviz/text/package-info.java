/**
 * Showing user text in messages ({@link dlxviz.text.Shown}): shared by the readers of puzzles
 * ({@code sudoku}) and of DLX1 files ({@code problems}) and by the command line; what the YAML and
 * JSON readers say of text nested too deep ({@link dlxviz.text.TooDeep}). Depends on
 * nothing else here.
 */
package dlxviz.text;
