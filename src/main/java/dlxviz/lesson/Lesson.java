package dlxviz.lesson;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A lesson: a title and its stops, in order. Values only; the line each stop starts on in the
 * file it was read from is kept beside them (not part of equality), so that a stop the search
 * cannot reach is reported where it is written.
 */
public final class Lesson {
    private final String title;
    private final List<Stop> stops;
    private final int[] lines;

    public Lesson(String title, List<Stop> stops) {
        this(title, stops, new int[stops.size()]);
    }

    Lesson(String title, List<Stop> stops, int[] lines) {
        if (stops.isEmpty()) {
            throw new IllegalArgumentException("a lesson needs at least one stop");
        }
        this.title = title == null || title.isBlank() ? "A lesson" : title.strip();
        this.stops = List.copyOf(stops);
        this.lines = lines.clone();
    }

    public String title() {
        return title;
    }

    public List<Stop> stops() {
        return stops;
    }

    public int size() {
        return stops.size();
    }

    public Stop stop(int index) {
        return stops.get(index);
    }

    /** The line stop {@code index} starts on in the file it was read from; 0 when made in the app. */
    public int lineOf(int index) {
        return lines[index];
    }

    /** "stop 3 (line 14)" or "stop 3": how a message names a stop. */
    public String nameOf(int index) {
        return "stop " + (index + 1) + (lines[index] > 0 ? " (line " + lines[index] + ")" : "");
    }

    /** The same lesson with {@code stops} instead (lines forgotten: the stops moved). */
    public Lesson withStops(List<Stop> newStops) {
        return new Lesson(title, newStops);
    }

    /** A one-stop lesson: a moment to share. */
    public static Lesson moment(String title, Stop stop) {
        return new Lesson(title, List.of(stop));
    }

    /** The stops with {@code stop} added at the end. */
    public Lesson plus(Stop stop) {
        List<Stop> more = new ArrayList<>(stops);
        more.add(stop);
        return withStops(more);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Lesson o && title.equals(o.title) && stops.equals(o.stops);
    }

    @Override
    public int hashCode() {
        return Objects.hash(title, stops);
    }

    @Override
    public String toString() {
        return "Lesson[" + title + ", " + stops.size() + " stops]";
    }
}
