/**
 * The matrix editor without a control, tested without a window.
 *
 * <p>Bottom up: {@link dlxviz.app.editor.model.MatrixDocument} is the problem being edited;
 * {@link dlxviz.app.editor.model.MatrixEdit}s change it, each with its exact inverse, made by
 * {@link dlxviz.app.editor.model.Edits} (which refuses bad edits with a reason) and kept by
 * {@link dlxviz.app.editor.model.EditHistory} for undo and redo;
 * {@link dlxviz.app.editor.model.MatrixText} reads and writes DLX1 text;
 * {@link dlxviz.app.editor.model.MatrixCheck} says what DLX1 would warn of and whether there is a
 * solution; {@link dlxviz.app.editor.model.MatrixEditorModel}, the view model, ties them together.
 */
package dlxviz.app.editor.model;
