package dlxviz.app.lesson;

import dlxviz.lesson.ShippedLessons;
import java.util.ArrayList;
import java.util.List;

/**
 * The app's start-up arguments that open a lesson: {@code --lesson FILE}, or a lesson file given
 * as the file to open ({@code NAME.lesson.yaml}, a moment saved). Taken out before the other
 * arguments are read, so those stay as they were.
 *
 * @param lesson the lesson file (or a shipped lesson's name), null for none
 * @param rest   the other arguments
 */
public record LessonArgument(String lesson, List<String> rest) {
    public static final String OPTION = "--lesson";

    /** @throws IllegalArgumentException for {@code --lesson} without a file, or two lessons */
    public static LessonArgument split(List<String> args) {
        String lesson = null;
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            String file = null;
            if (arg.equals(OPTION)) {
                if (i + 1 >= args.size() || args.get(i + 1).startsWith("--")) {
                    throw new IllegalArgumentException(OPTION + " needs a lesson file (NAME" + ShippedLessons.EXTENSION + ")");
                }
                file = args.get(++i);
            } else if (arg.startsWith(OPTION + "=")) {
                file = arg.substring(OPTION.length() + 1);
            } else if (!arg.startsWith("--") && arg.endsWith(ShippedLessons.EXTENSION)) {
                file = arg;
            }
            if (file == null) {
                rest.add(arg);
            } else if (lesson != null) {
                throw new IllegalArgumentException("two lessons given ('" + lesson + "' and '" + file + "'); give one");
            } else {
                lesson = file;
            }
        }
        return new LessonArgument(lesson, List.copyOf(rest));
    }
}
