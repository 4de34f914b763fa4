/**
 * Exercises where the student performs Algorithm X: each choice, and each cover and uncover link
 * by link, checked against the engine's next event (issue 30). No JavaFX: the app draws an
 * exercise, the {@code grade} command reads its results.
 *
 * <ul>
 *   <li>{@link dlxviz.exercise.ExerciseSession}: the student's moves against the engine's event
 *       stream, a reason in words for a wrong one, the model answer after two wrong tries.</li>
 *   <li>{@link dlxviz.exercise.RandomExercise}: a random exact-cover matrix from a seed, with a
 *       chosen number of solutions and, when asked, a dead end.</li>
 *   <li>{@link dlxviz.exercise.ResultsFile}: the results as documented JSON with a checksum
 *       (src/docs/exercises.md), read back by {@link dlxviz.exercise.GradeTable}.</li>
 * </ul>
 */
package dlxviz.exercise;
