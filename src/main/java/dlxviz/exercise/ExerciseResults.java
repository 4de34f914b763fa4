package dlxviz.exercise;

import java.util.List;

/**
 * What a student hands in: who, which exercise (and its seed, so the teacher can make it again),
 * the problem itself in DLX1 text, and every step with its answers and verdict. Written and read
 * by {@link ResultsFile}; the format is documented in src/docs/exercises.md.
 *
 * @param student  the name the student typed when saving (may be empty)
 * @param exercise the exercise's name ("knuth", "random 7x10, 1 solution, dead end, seed 42")
 * @param seed     the seed of a random exercise, or null
 * @param detail   the step size asked: choice, cover or link
 * @param problem  the problem in Knuth's DLX1 format
 * @param started  when the exercise began, ISO-8601 UTC ("2026-11-28T15:00:00Z")
 */
public record ExerciseResults(String student, String exercise, Long seed, String detail, String problem,
                              String started, List<StepRecord> steps) {

    public ExerciseResults {
        steps = List.copyOf(steps);
    }

    public Score score() {
        return Score.of(steps);
    }
}
