/**
 * Lessons a teacher prepares: a title and a list of stops, each naming a problem, a moment of its
 * search, the step size, the tab and the look to show there, a caption and perhaps a question.
 * The file is YAML ({@link LessonReader}, {@link LessonWriter}; src/docs/lessons.md describes
 * it), read with SnakeYAML Engine so that every mistake is reported with its line and column.
 * {@link PositionFinder} turns a stop's moment ("the first dead end") into an event number on a
 * playback. No JavaFX: the app plays and edits lessons, the {@code slides} command renders them.
 */
package dlxviz.lesson;
