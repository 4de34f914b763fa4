package dlxviz.app.lesson;

import dlxviz.lesson.Lesson;
import dlxviz.lesson.LessonFormatException;
import dlxviz.lesson.LessonReader;
import dlxviz.lesson.LessonWriter;
import dlxviz.lesson.ShippedLessons;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javafx.application.Platform;

/**
 * Lesson files read, made ready and written off the FX thread, one at a time; the outcome comes
 * back on the FX thread: the lesson ready, or a message saying where and what (the window keeps
 * what it had).
 */
public final class LessonFiles {
    private static final ExecutorService WORKER = Executors.newSingleThreadExecutor(run -> {
        Thread thread = new Thread(run, "lesson files");
        thread.setDaemon(true);
        return thread;
    });

    private LessonFiles() {
    }

    /** Reads {@code file} (or a shipped lesson by name) and prepares it; then one of the two callbacks, on the FX thread. */
    public static CompletableFuture<Void> open(String file, Consumer<PreparedLesson> ready, Consumer<String> failed) {
        return CompletableFuture.runAsync(() -> {
            try {
                PreparedLesson prepared = prepare(file);
                Platform.runLater(() -> ready.accept(prepared));
            } catch (LessonFormatException e) {
                String name = ShippedLessons.NAMES.contains(file) ? file : String.valueOf(Path.of(file).getFileName());
                Platform.runLater(() -> failed.accept("Lesson " + name + ", " + e.getMessage()));
            } catch (RuntimeException e) {
                Platform.runLater(() -> failed.accept("Cannot open the lesson " + file + ": " + e));
            }
        }, WORKER);
    }

    /** Reads and prepares a lesson file, or a shipped lesson by name. Not on the FX thread. */
    public static PreparedLesson prepare(String file) throws LessonFormatException {
        if (ShippedLessons.NAMES.contains(file) && !Files.exists(Path.of(file))) {
            return PreparedLesson.of(ShippedLessons.read(file), null);
        }
        Path path;
        try {
            path = Path.of(file);
        } catch (java.nio.file.InvalidPathException e) {
            throw new LessonFormatException(0, 0, "'" + file + "' is not a file name");
        }
        if (!Files.isRegularFile(path)) {
            throw new LessonFormatException(0, 0, "there is no such file");
        }
        Lesson lesson = LessonReader.read(path);
        return PreparedLesson.of(lesson, path.toAbsolutePath().getParent());
    }

    /** Writes {@code lesson} to {@code file}; then {@code done} with a message, on the FX thread. */
    public static void save(Lesson lesson, Path file, Consumer<String> done, Consumer<String> failed) {
        String text = LessonWriter.write(lesson);
        CompletableFuture.runAsync(() -> {
            try {
                Files.writeString(file, text, StandardCharsets.UTF_8);
                Platform.runLater(() -> done.accept("Saved " + file.getFileName() + " (" + lesson.size()
                        + (lesson.size() == 1 ? " stop)." : " stops).")));
            } catch (IOException | RuntimeException e) {
                Platform.runLater(() -> failed.accept("Cannot save " + file + ": " + e.getMessage()));
            }
        }, WORKER);
    }
}
