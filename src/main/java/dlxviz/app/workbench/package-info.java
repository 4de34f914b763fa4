/**
 * The sudoku workbench (File > Sudoku workbench…): type a puzzle into a grid, check it before
 * stepping, generate one, or pick one from the library, then open it in the window ready to step.
 *
 * <p>This package holds the views, which only bind to the view models of
 * {@link dlxviz.app.workbench.model}: {@link dlxviz.app.workbench.WorkbenchWindow} and its panes
 * ({@link dlxviz.app.workbench.TypePane}, {@link dlxviz.app.workbench.GeneratePane},
 * {@link dlxviz.app.workbench.LibraryPane}).
 */
package dlxviz.app.workbench;
