package dlxviz.exercise;

import java.util.List;

/** The totals of an exercise's steps, as the end screen and the grade table show them. */
public record Score(int steps, int rightFirstTime, int helped, int wrongTries, long millis) {

    public static Score of(List<StepRecord> records) {
        int first = 0, helped = 0, wrong = 0;
        long millis = 0;
        for (StepRecord r : records) {
            first += r.rightFirstTime() ? 1 : 0;
            helped += StepRecord.HELPED.equals(r.verdict()) ? 1 : 0;
            wrong += r.wrongTries();
            millis = Math.addExact(millis, r.millis()); // a wrapped total would be shown as a time; ResultsFile refuses one
        }
        return new Score(records.size(), first, helped, wrong, millis);
    }

    /** Right first time as a whole percentage of the steps (100 for none). */
    public int percent() {
        return steps == 0 ? 100 : (int) Math.round(100.0 * rightFirstTime / steps);
    }

    /** Seconds per step, one decimal. */
    public String secondsPerStep() {
        return steps == 0 ? "0.0" : String.format(java.util.Locale.ROOT, "%.1f", millis / 1000.0 / steps);
    }
}
