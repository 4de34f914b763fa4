package dlxviz.app.lesson;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemInputException;
import dlxviz.app.session.ProblemSources;
import dlxviz.lesson.Lesson;
import dlxviz.lesson.LessonFormatException;
import dlxviz.lesson.PositionFinder;
import dlxviz.lesson.ProblemRef;
import dlxviz.lesson.Stop;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A lesson ready to play: each stop with its problem loaded and its moments found as event
 * numbers. Made off the FX thread ({@link #of}: files read, searches run); stops naming the same
 * problem share one {@link LoadedProblem}, so moving between them keeps the window's search.
 *
 * @param title  the lesson's title
 * @param stops  the stops, ready
 * @param folder the folder {@code file:} problems are read from (null: none)
 */
public record PreparedLesson(String title, List<ReadyStop> stops, Path folder) {

    /** A stop with its problem and its begin and end as events from the very start. */
    public record ReadyStop(Stop stop, LoadedProblem problem, long at, long until) {
    }

    public PreparedLesson {
        stops = List.copyOf(stops);
        if (stops.isEmpty()) {
            throw new IllegalArgumentException("a lesson needs at least one stop");
        }
    }

    public int size() {
        return stops.size();
    }

    public ReadyStop stop(int index) {
        return stops.get(index);
    }

    /** The lesson as a file would hold it. */
    public Lesson lesson() {
        return new Lesson(title, stops.stream().map(ReadyStop::stop).toList());
    }

    /**
     * Loads every stop's problem and finds its moments. Not on the FX thread: it reads files and
     * runs searches.
     *
     * @throws LessonFormatException naming the stop (and its line) that cannot be shown, and why
     */
    public static PreparedLesson of(Lesson lesson, Path folder) throws LessonFormatException {
        Map<ProblemRef, LoadedProblem> loaded = new java.util.HashMap<>();
        Map<LoadedProblem, Map<dlxviz.engine.ItemChoice, PositionFinder.Search>> searches = new IdentityHashMap<>();
        List<ReadyStop> ready = new ArrayList<>();
        for (int i = 0; i < lesson.size(); i++) {
            Stop stop = lesson.stop(i);
            LoadedProblem problem = loaded.get(stop.problem());
            if (problem == null) {
                problem = load(stop.problem(), folder, lesson, i);
                loaded.put(stop.problem(), problem);
            }
            LoadedProblem p = problem;
            PositionFinder.Search search = searches.computeIfAbsent(problem, x -> new java.util.EnumMap<>(dlxviz.engine.ItemChoice.class))
                    .computeIfAbsent(stop.rule(), rule -> PositionFinder.search(p.problem(), rule, p.forced()));
            long at = find(stop, stop.at(), search, lesson, i, "at");
            long until = find(stop, stop.until(), search, lesson, i, "until");
            if (until < at) {
                throw new LessonFormatException(lesson.lineOf(i), 0, "stop " + (i + 1) + ": until (" + stop.until()
                        + ", event " + until + ") comes before at (" + stop.at() + ", event " + at + ")");
            }
            ready.add(new ReadyStop(stop, problem, at, until));
        }
        return new PreparedLesson(lesson.title(), ready, folder);
    }

    private static long find(Stop stop, dlxviz.lesson.Position position, PositionFinder.Search search, Lesson lesson, int index,
                             String key) throws LessonFormatException {
        try {
            return search.find(position, stop.step());
        } catch (IllegalArgumentException e) {
            throw new LessonFormatException(lesson.lineOf(index), 0, "stop " + (index + 1) + ", " + key + ": "
                    + position + ": " + e.getMessage());
        }
    }

    /** The problem a stop names, as the window opens it. */
    static LoadedProblem load(ProblemRef ref, Path folder, Lesson lesson, int index) throws LessonFormatException {
        try {
            switch (ref.kind()) {
                case EXAMPLE:
                    return ProblemSources.example(ref.text());
                case FILE:
                    Path file = folder == null ? Path.of(ref.text()) : folder.resolve(ref.text());
                    return ProblemSources.readFile(file);
                case DLX:
                    return ProblemSources.fromText(ref.text(), "The lesson's DLX1 text", true);
                default:
                    return ProblemSources.fromText(ref.text(), "The lesson's puzzle", false);
            }
        } catch (ProblemInputException e) {
            throw new LessonFormatException(lesson.lineOf(index), 0, "stop " + (index + 1) + ": " + e.getMessage());
        }
    }
}
