package dlxviz.cli;

import dlxviz.sudoku.SudokuCounter.Method;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.Option;

/** {@code --method bands|bitmask|dlx}: which data structure {@code solve} and {@code count} use. */
public final class MethodOption {
    @Option(names = "--method", paramLabel = "M", defaultValue = "bands", converter = MethodConverter.class,
            description = "bands (default, fastest: on 9x9 each digit's candidates as three bands of bits, with "
                    + "singles and locked candidates; other sizes use bitmask), bitmask (Algorithm X with each "
                    + "item's options in a bitmask) or dlx (dancing links, the torus the app animates). "
                    + "Same answers.")
    Method method = Method.BANDS;

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
