/**
 * The sudoku workbench without a control: what its views show, tested without a window.
 *
 * <p>The parts: {@link dlxviz.app.workbench.model.Draft} (the puzzle being typed, in its notation),
 * {@link dlxviz.app.workbench.model.Clashes} (givens that can never both stand),
 * {@link dlxviz.app.workbench.model.PuzzleCheck} and {@link dlxviz.app.workbench.model.CheckVerdict}
 * (the check and its four answers), {@link dlxviz.app.workbench.model.GenerateRequest} (the
 * generator's form read and refused where it cannot be met), and
 * {@link dlxviz.app.workbench.model.LibraryRow}; then the view models
 * ({@link dlxviz.app.workbench.model.DraftModel}, {@link dlxviz.app.workbench.model.CheckModel},
 * {@link dlxviz.app.workbench.model.GeneratorModel}, {@link dlxviz.app.workbench.model.LibraryModel},
 * tied together by {@link dlxviz.app.workbench.model.WorkbenchModel}). It knows the window only as
 * a {@link dlxviz.app.workbench.model.WindowLink}, so the window's package may use this one and not
 * the other way round.
 */
package dlxviz.app.workbench.model;
