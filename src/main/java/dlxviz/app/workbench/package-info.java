/**
 * The sudoku workbench (File > Sudoku workbench…): type a puzzle into a grid, check it before
 * stepping, generate one, or pick one from the library, then open it in the window ready to step.
 *
 * <p>The parts: {@link dlxviz.app.workbench.Draft} (the puzzle being typed, in its notation),
 * {@link dlxviz.app.workbench.Clashes} (givens that can never both stand),
 * {@link dlxviz.app.workbench.PuzzleCheck} and {@link dlxviz.app.workbench.CheckVerdict} (the
 * check and its four answers), {@link dlxviz.app.workbench.GenerateRequest} (the generator's form
 * read and refused where it cannot be met), and {@link dlxviz.app.workbench.LibraryRow}; then the
 * view models, tested without a window ({@link dlxviz.app.workbench.DraftModel},
 * {@link dlxviz.app.workbench.CheckModel}, {@link dlxviz.app.workbench.GeneratorModel},
 * {@link dlxviz.app.workbench.LibraryModel}, tied together by
 * {@link dlxviz.app.workbench.WorkbenchModel}); and the views, which only bind to them.
 * It knows the window only as a {@link dlxviz.app.workbench.WindowLink}, so the window's package
 * may use this one and not the other way round.
 */
package dlxviz.app.workbench;
