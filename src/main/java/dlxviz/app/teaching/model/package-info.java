/**
 * The teaching panels' view models, tested without a window: Algorithm X's listing and the line
 * lit at the cursor ({@link dlxviz.app.teaching.model.AlgorithmModel}), the search tree's view
 * ({@link dlxviz.app.teaching.model.TreeViewModel}) and predict mode
 * ({@link dlxviz.app.teaching.model.PredictModel}), with the plain values they compute. The panels
 * that draw them are in {@code app.teaching}.
 */
package dlxviz.app.teaching.model;
