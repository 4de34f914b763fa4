package dlxviz.cli;

import dlxviz.engine.BudgetedRun;
import dlxviz.engine.Search;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code exact-cover --budget}: how much a search may spend, in updates (DLX1's unit, the same
 * on every machine) or in time ({@code 10s}, {@code 500ms}, {@code 2m}), so that a search of
 * unknown size answers in bounded time and says that it stopped.
 *
 * @param text    as the user typed it, for the line that says the search stopped
 * @param updates the update budget; {@link BudgetedRun#UNLIMITED} for a time budget
 * @param nanos   the time budget; {@link BudgetedRun#UNLIMITED} for an update budget
 */
record Budget(String text, long updates, long nanos) {
    static Budget parse(String text) {
        String t = text.strip().toLowerCase(java.util.Locale.ROOT);
        try {
            if (t.endsWith("ms")) {
                return ofTime(text, Math.round(Double.parseDouble(t.substring(0, t.length() - 2)) * 1e6));
            }
            if (t.endsWith("s")) {
                return ofTime(text, Math.round(Double.parseDouble(t.substring(0, t.length() - 1)) * 1e9));
            }
            if (t.endsWith("m")) {
                return ofTime(text, Math.round(Double.parseDouble(t.substring(0, t.length() - 1)) * 60e9));
            }
            long updates;
            try {
                updates = WholeNumber.parse(t, Long.MAX_VALUE); // as --limit reads a count
            } catch (IllegalArgumentException notACount) {
                if (notACount.getMessage().contains("too large")) {
                    throw new IllegalArgumentException(notACount.getMessage().replace("'" + t + "'", "'" + text + "'")
                            + " updates, or give a time (500ms, 10s, 2m)");
                }
                throw new NumberFormatException();
            }
            if (updates < 1) {
                throw new NumberFormatException();
            }
            return new Budget(text, updates, Long.MAX_VALUE);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a budget: give updates (1000000, 1e9) or a time "
                    + "(500ms, 10s, 2m)");
        }
    }

    private static Budget ofTime(String text, long nanos) {
        if (nanos < 1) {
            throw new NumberFormatException();
        }
        return new Budget(text, Long.MAX_VALUE, nanos);
    }

    /** The run of {@code search} under {@code budget} (null: no budget), its clock started now. */
    static BudgetedRun start(Budget budget, Search search) {
        return budget == null ? new BudgetedRun(search, BudgetedRun.UNLIMITED, BudgetedRun.UNLIMITED)
                : new BudgetedRun(search, budget.updates(), budget.nanos());
    }

    /** picocli's hook for {@link #parse}. */
    static final class Converter implements ITypeConverter<Budget> {
        @Override
        public Budget convert(String value) {
            try {
                return parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
