package dlxviz.cli;

import java.math.BigDecimal;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A count typed on the command line ({@code --limit}, {@code --max-events}, {@code --budget}'s
 * updates, {@code --threads}), read the same way for every option: digits, with {@code _} or
 * {@code ,} between them if one likes, or a power of ten ({@code 1e6}, {@code 2.5e9}) when it
 * comes to a whole number; too large is said as such, never cut to the largest value in silence.
 */
final class WholeNumber {
    private WholeNumber() {
    }

    /**
     * @throws IllegalArgumentException naming the text and what is wrong, e.g.
     *         {@code '1e99' is too large: at most 9,223,372,036,854,775,807}
     */
    static long parse(String text, long max) {
        String digits = text.strip().replace("_", "").replace(",", "");
        BigDecimal value;
        try {
            value = new BigDecimal(digits);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a number: give digits (1000000, 1_000_000) "
                    + "or a power of ten (1e6)");
        }
        // precision - scale is the number of digits before the point: no huge BigInteger for 1e999999999
        if (value.signum() > 0 && value.precision() - value.scale() > 19
                || value.compareTo(BigDecimal.valueOf(max)) > 0) {
            throw new IllegalArgumentException("'" + text + "' is too large: at most " + String.format("%,d", max));
        }
        if (value.signum() < 0 && value.precision() - value.scale() > 19
                || value.compareTo(BigDecimal.valueOf(Long.MIN_VALUE)) < 0) {
            throw new IllegalArgumentException("'" + text + "' is too small");
        }
        try {
            return value.longValueExact();
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("'" + text + "' is not a whole number");
        }
    }

    /** picocli's hook for a {@code long} count. */
    static final class LongConverter implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            try {
                return parse(value, Long.MAX_VALUE);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** picocli's hook for an {@code int} count. */
    static final class IntConverter implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            try {
                return (int) parse(value, Integer.MAX_VALUE);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
