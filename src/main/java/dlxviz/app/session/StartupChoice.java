package dlxviz.app.session;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * What the window opens first, decided from the start-up arguments and the preferences: a file,
 * a built-in example, a puzzle typed on the command line, a name that cannot be opened (an error
 * to show), or the last file opened. A plain decision with no window, so it is tested on its own;
 * the window then loads it (and falls back to Knuth's example if that fails).
 *
 * @param kind   what {@code value} is
 * @param value  the path, example name, puzzle text or error message; null for {@link Kind#NOTHING}
 */
public record StartupChoice(Kind kind, String value) {
    /**
     * FILE: a regular file, read before the window shows (off the FX thread: {@link
     * StartupProblem}). STREAM: a device or a pipe, which may never end or never start: read in
     * the background once the window shows. MISSING_FILE: a name that cannot be opened, {@code
     * value} the message that says why.
     */
    public enum Kind { FILE, STREAM, EXAMPLE, TEXT, MISSING_FILE, NOTHING }

    /** What a name is on disk. */
    public enum OnDisk { FILE, DIRECTORY, STREAM, NONE }

    /** The example opened when nothing else is, or when the first choice fails: the classroom one. */
    public static final String FALLBACK_EXAMPLE = "knuth";

    /**
     * @param lastFile   the last file opened, from the preferences (null for none)
     * @param fileExists tells whether a name is an existing regular file (nothing else exists)
     */
    public static StartupChoice of(StartupArguments args, String lastFile, Predicate<String> fileExists) {
        return of(args, lastFile, (Function<String, OnDisk>) name -> fileExists.test(name) ? OnDisk.FILE : OnDisk.NONE);
    }

    /**
     * @param lastFile the last file opened, from the preferences (null for none)
     * @param disk     what a name is on disk ({@link #onDisk} for the real one)
     */
    public static StartupChoice of(StartupArguments args, String lastFile, Function<String, OnDisk> disk) {
        String source = args.source();
        if (source != null) {
            switch (disk.apply(source)) {
                case FILE:
                    return new StartupChoice(Kind.FILE, source);
                case STREAM:
                    return new StartupChoice(Kind.STREAM, source);
                case DIRECTORY:
                    return new StartupChoice(Kind.MISSING_FILE, "Cannot open '" + source
                            + "': it is a folder. Give a puzzle or .dlx file, or open one with File > Open.");
                default:
                    break;
            }
            if (ProblemSources.isExampleName(source)) {
                return new StartupChoice(Kind.EXAMPLE, source); // `ai-escargot` on its own names the library puzzle
            }
            if (!looksLikeAPuzzle(source)) {
                return new StartupChoice(Kind.MISSING_FILE, "Cannot open '" + source
                        + "': there is no such file, and no example of that name.");
            }
            return new StartupChoice(Kind.TEXT, source);
        }
        if (args.example() != null) {
            return new StartupChoice(Kind.EXAMPLE, args.example());
        }
        if (lastFile != null && disk.apply(lastFile) == OnDisk.FILE) {
            return new StartupChoice(Kind.FILE, lastFile);
        }
        return new StartupChoice(Kind.NOTHING, null);
    }

    /**
     * True for text that is meant as a puzzle or a problem, not as a file name: several lines, or
     * words without a path between them (a grid, a DLX1 problem), or one word of a puzzle's length
     * (16, 36, 64, 81, ... characters) or mostly cells (digits, '.', '-', '_', '*'). A mistyped
     * {@code nosuchfile.csv} or {@code puzzles} is a name, and was read as "14 cells ... of a
     * 14x14 grid"; so is a path ({@code dir/x}).
     */
    static boolean looksLikeAPuzzle(String source) {
        String text = source.strip();
        if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
            return true;
        }
        if (text.contains("/") || text.contains("\\")) {
            return false;
        }
        if (text.chars().anyMatch(Character::isWhitespace)) {
            return true;
        }
        int root = (int) Math.round(Math.sqrt(text.length()));
        long cells = text.chars().filter(ch -> Character.isDigit(ch) || "._-*".indexOf(ch) >= 0).count();
        return root * root == text.length() && text.length() >= 16 || 2 * cells >= text.length();
    }

    /** What {@code name} is on this machine's disk. */
    public static OnDisk onDisk(String name) {
        try {
            Path path = Path.of(name);
            if (Files.isRegularFile(path)) {
                return OnDisk.FILE;
            }
            if (Files.isDirectory(path)) {
                return OnDisk.DIRECTORY;
            }
            return Files.exists(path) ? OnDisk.STREAM : OnDisk.NONE;
        } catch (InvalidPathException e) {
            return OnDisk.NONE; // a pasted puzzle with characters no path may hold
        }
    }
}
