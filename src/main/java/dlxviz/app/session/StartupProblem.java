package dlxviz.app.session;

import java.nio.file.Path;

/**
 * What the window opens first, already read: the {@link StartupChoice} and, for a file, an
 * example or a puzzle typed on the command line, the problem it gave or what was wrong with it.
 * Made on any thread but the FX thread, while the toolkit starts and the layout is read, so that
 * no file is read on the FX thread at the start and a large last file (a 25x25 sudoku's
 * {@code .dlx}) does not hold the first frame back (issue 27). A stream (a pipe or a device) is
 * not read here: it may never end, and is read once the window shows.
 *
 * @param choice what was chosen
 * @param loaded the problem read, or null (nothing to read, or it could not be read)
 * @param error  what was wrong with it, where and what (the window says it), or null
 */
public record StartupProblem(StartupChoice choice, LoadedProblem loaded, String error) {
    /** The origin a puzzle typed on the command line is named by in messages. */
    public static final String COMMAND_LINE = "The puzzle on the command line";

    /** Reads what {@code choice} names; never throws for bad input, which becomes {@link #error}. */
    public static StartupProblem read(StartupChoice choice) {
        try {
            switch (choice.kind()) {
                case FILE:
                    return new StartupProblem(choice, ProblemSources.readFile(Path.of(choice.value())), null);
                case EXAMPLE:
                    return new StartupProblem(choice, ProblemSources.example(choice.value()), null);
                case TEXT:
                    return new StartupProblem(choice, ProblemSources.fromText(choice.value(), COMMAND_LINE, false), null);
                default:
                    return new StartupProblem(choice, null, null);
            }
        } catch (ProblemInputException e) {
            return new StartupProblem(choice, null, e.getMessage());
        }
    }

    /** What the arguments and the last file opened choose, read: {@link StartupChoice} and {@link #read}. */
    public static StartupProblem of(StartupArguments args, String lastFile) {
        return read(StartupChoice.of(args, lastFile, StartupChoice::onDisk));
    }
}
