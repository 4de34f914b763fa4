package dlxviz.cli;

import dlxviz.sudoku.SudokuCounter.Method;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.Option;

/** {@code --method bitmask|dlx}: which data structure {@code solve} and {@code count} use. */
public final class MethodOption {
    @Option(names = "--method", paramLabel = "M", defaultValue = "bitmask", converter = MethodConverter.class,
            description = "bitmask (default, fastest: Algorithm X with each item's options in a bitmask) or dlx "
                    + "(dancing links, the torus the app animates). Same algorithm, same answers.")
    Method method = Method.BITMASK;

    /** Accepts the words users type, in any case, with a message listing them otherwise. */
    static final class MethodConverter implements ITypeConverter<Method> {
        @Override
        public Method convert(String value) {
            try {
                return Method.parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage()); // picocli prints just the message
            }
        }
    }
}
