/**
 * Lessons in the window: a lesson file read and made ready in the background
 * ({@link dlxviz.app.lesson.PreparedLesson}), played from a clicker
 * ({@link dlxviz.app.lesson.LessonPlayer}, which moves the window through
 * {@link dlxviz.app.lesson.LessonWindow}), shown as a caption line ({@link dlxviz.app.lesson.LessonBar}),
 * made and edited in the app, and shared as a moment ({@link dlxviz.app.lesson.Moments}).
 */
package dlxviz.app.lesson;
