package dlxviz.app.session;

import java.util.function.Predicate;

/**
 * What the window opens first, decided from the start-up arguments and the preferences: a file,
 * a built-in example, a puzzle typed on the command line, a name that looks like a file but is
 * not one (an error to show), or the last file opened. A plain decision with no window, so it is
 * tested on its own; the window then loads it (and falls back to Knuth's example if that fails).
 *
 * @param kind   what {@code value} is
 * @param value  the path, example name, puzzle text or error message; null for {@link Kind#NOTHING}
 */
public record StartupChoice(Kind kind, String value) {
    public enum Kind { FILE, EXAMPLE, TEXT, MISSING_FILE, NOTHING }

    /** The example opened when nothing else is, or when the first choice fails: the classroom one. */
    public static final String FALLBACK_EXAMPLE = "knuth";

    /**
     * @param lastFile   the last file opened, from the preferences (null for none)
     * @param fileExists tells whether a name is an existing regular file
     */
    public static StartupChoice of(StartupArguments args, String lastFile, Predicate<String> fileExists) {
        String source = args.source();
        if (source != null) {
            if (fileExists.test(source)) {
                return new StartupChoice(Kind.FILE, source);
            }
            if (ProblemSources.isExampleName(source)) {
                return new StartupChoice(Kind.EXAMPLE, source); // `ai-escargot` on its own names the library puzzle
            }
            if (source.matches("(?i).*\\.(txt|dlx|sdk|ss)") || source.contains("/")) {
                return new StartupChoice(Kind.MISSING_FILE, "Cannot open '" + source + "': there is no such file.");
            }
            return new StartupChoice(Kind.TEXT, source);
        }
        if (args.example() != null) {
            return new StartupChoice(Kind.EXAMPLE, args.example());
        }
        if (lastFile != null && fileExists.test(lastFile)) {
            return new StartupChoice(Kind.FILE, lastFile);
        }
        return new StartupChoice(Kind.NOTHING, null);
    }
}
