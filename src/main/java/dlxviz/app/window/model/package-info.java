/**
 * The main window's view model ({@link dlxviz.app.window.model.MainViewModel}) and its parts: the
 * problem open ({@link dlxviz.app.window.model.CurrentProblem}), the cursor in its search
 * ({@link dlxviz.app.window.model.CursorModel}) with play on a
 * {@link dlxviz.app.window.model.FrameClock}, the look, the message bar, the busy state, and the
 * background runs, reads and exports. No control in sight (LayerRulesTest): the window's views
 * in {@code app.window} bind to these, and they are tested in milliseconds without a window.
 */
package dlxviz.app.window.model;
