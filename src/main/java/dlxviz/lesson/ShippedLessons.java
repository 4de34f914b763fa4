package dlxviz.lesson;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The lessons that come with the app (Examples > Lessons, {@code slides --lesson NAME}): the files
 * of src/examples/lessons, which the build also puts in the jar.
 */
public final class ShippedLessons {
    /** Each lesson's name, in the menu's order; its file is {@code NAME.lesson.yaml}. */
    public static final List<String> NAMES = List.of("matrix4x4", "knuth-links", "sudoku-exact-cover");
    /** The ending of a lesson file's name. */
    public static final String EXTENSION = ".lesson.yaml";
    private static final String FOLDER = "/dlxviz/lesson/shipped/";

    private ShippedLessons() {
    }

    /** The text of the shipped lesson {@code name}. */
    public static String text(String name) {
        if (!NAMES.contains(name)) {
            throw new IllegalArgumentException("there is no shipped lesson '" + name + "'; they are " + String.join(", ", NAMES));
        }
        try (InputStream in = ShippedLessons.class.getResourceAsStream(FOLDER + name + EXTENSION)) {
            if (in == null) {
                throw new IllegalStateException("the jar lacks the lesson " + name + EXTENSION);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the lesson " + name + ": " + e.getMessage(), e);
        }
    }

    /** The shipped lesson {@code name}, read. */
    public static Lesson read(String name) {
        try {
            return LessonReader.read(text(name), null);
        } catch (LessonFormatException e) {
            throw new IllegalStateException("the shipped lesson " + name + " does not read: " + e.getMessage(), e);
        }
    }
}
