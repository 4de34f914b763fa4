/**
 * An exercise in the window without a control: {@link dlxviz.app.exercise.model.ExerciseModel},
 * the view model its bar and dialogs in {@code app.exercise} show.
 */
package dlxviz.app.exercise.model;
