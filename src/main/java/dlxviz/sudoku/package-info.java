/**
 * Sudoku for the DLX Visualizer, without JavaFX: grids of any box shape ({@link dlxviz.sudoku.Grid},
 * {@link dlxviz.sudoku.BoxShape}), reading and writing the common text formats
 * ({@link dlxviz.sudoku.PuzzleParser} for text in memory, {@link dlxviz.sudoku.PuzzleReader} for
 * files of any size, one puzzle at a time; {@link dlxviz.sudoku.GridWriter}) with errors that name
 * their line and column, the budgets that bound a search ({@link dlxviz.sudoku.Effort}),
 * validation that names clashing givens ({@link dlxviz.sudoku.GridValidator}),
 * the exact-cover encoding ({@link dlxviz.sudoku.SudokuEncoding}), a reusable DLX solver
 * ({@link dlxviz.sudoku.DlxSudokuSolver}), the logic reading of a choice
 * ({@link dlxviz.sudoku.LogicReader}), the backtracking baseline
 * ({@link dlxviz.sudoku.BacktrackingSolver}), a generator of unique puzzles
 * ({@link dlxviz.sudoku.Generator}) and the named library ({@link dlxviz.sudoku.PuzzleLibrary}).
 */
package dlxviz.sudoku;
