package dlxviz.app.lesson;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemInputException;
import dlxviz.app.session.ProblemSources;
import dlxviz.engine.ItemChoice;
import dlxviz.lesson.Look;
import dlxviz.lesson.Position;
import dlxviz.lesson.ProblemRef;
import dlxviz.lesson.Stop;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The window's moment as a lesson's stop ("Add this moment", File > Save moment) and as start-up
 * arguments ("Copy as start-up arguments"). The problem is named as the lesson playing named it,
 * else by its example's name when it is one, else written out (a puzzle line or DLX1 text), so a
 * moment file holds everything it needs.
 */
public final class Moments {
    private Moments() {
    }

    /** The window's moment as a one-picture stop with {@code caption}. */
    public static PreparedLesson.ReadyStop capture(LessonWindow window, PreparedLesson playing, String caption) {
        LoadedProblem problem = window.problem();
        long event = window.position();
        Position at = event == 0 ? new Position(Position.Kind.START, 0) : Position.event(event);
        Stop stop = new Stop(refOf(problem, playing), window.rule(), at, at, window.stepSize(), window.tab(), window.look(),
                caption, null);
        return new PreparedLesson.ReadyStop(stop, problem, event, event);
    }

    /** How a lesson names {@code problem}. */
    static ProblemRef refOf(LoadedProblem problem, PreparedLesson playing) {
        if (playing != null) {
            for (PreparedLesson.ReadyStop stop : playing.stops()) {
                if (stop.problem() == problem) {
                    return stop.stop().problem();
                }
            }
        }
        String example = exampleName(problem);
        if (example != null) {
            return ProblemRef.example(example);
        }
        return new ProblemRef(problem.isSudoku() ? ProblemRef.Kind.PUZZLE : ProblemRef.Kind.DLX, problem.saveText());
    }

    /**
     * The built-in example or library sudoku {@code problem} was opened as, or null. Only the
     * candidates are built: a library sudoku's title holds its name, and the other examples are few.
     */
    static String exampleName(LoadedProblem problem) {
        for (String name : ProblemSources.exampleNames()) {
            boolean library = dlxviz.catalogue.ExampleNames.sudoku(name).isPresent();
            if (library != problem.isSudoku() || (library && !problem.title().contains(name))) {
                continue;
            }
            try {
                LoadedProblem example = ProblemSources.example(name);
                if (example.title().equals(problem.title()) && example.saveText().equals(problem.saveText())) {
                    return name;
                }
            } catch (ProblemInputException e) {
                // a name of the list is always an example
            }
        }
        return null;
    }

    /**
     * The moment as the app's start-up arguments, or null when the problem cannot be given on a
     * command line (DLX1 text of several lines: save the moment instead).
     */
    public static List<String> arguments(PreparedLesson.ReadyStop moment) {
        Stop stop = moment.stop();
        List<String> args = new ArrayList<>();
        ProblemRef ref = stop.problem();
        switch (ref.kind()) {
            case EXAMPLE:
                args.addAll(List.of("--example", ref.text()));
                break;
            case PUZZLE:
                if (ref.text().contains("\n")) {
                    return null;
                }
                args.add(ref.text());
                break;
            default:
                return null;
        }
        if (stop.rule() != ItemChoice.MIN_LENGTH) {
            return null; // the start-up arguments have no rule
        }
        args.addAll(List.of("--goto", Long.toString(moment.at()), "--step-size", stop.step().label(), "--tab", stop.tab()));
        Look look = stop.look();
        if (look.theme() != null) {
            args.addAll(List.of("--theme", look.theme()));
        }
        if (look.scale() != 0) {
            args.addAll(List.of("--scale", String.format(Locale.ROOT, "%s", look.scale())));
        }
        if (look.legend()) {
            args.add("--legend");
        }
        if (look.presentation()) {
            args.add("--presentation");
        }
        return args;
    }

    /** The arguments as one line to paste in a shell: each quoted when it needs to be. */
    public static String commandLine(List<String> args) {
        StringBuilder line = new StringBuilder();
        for (String arg : args) {
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(arg.matches("[A-Za-z0-9_./=,:+-]+") ? arg : "'" + arg.replace("'", "'\\''") + "'");
        }
        return line.toString();
    }
}
