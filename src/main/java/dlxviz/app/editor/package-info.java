/**
 * The matrix editor: a custom exact-cover problem built by hand in a 0/1 grid (items as columns,
 * options as rows), opened from and saved to Knuth's DLX1 format with its comment lines kept, and
 * run in the window at once.
 *
 * <p>This package holds the dialog, {@link dlxviz.app.editor.MatrixEditorDialog}, which only shows
 * the view model of {@link dlxviz.app.editor.model}.
 */
package dlxviz.app.editor;
