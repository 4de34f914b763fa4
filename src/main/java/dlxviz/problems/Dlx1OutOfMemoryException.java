package dlxviz.problems;

/**
 * The heap ran out while DLX1 text was read: an input that does not end (a stream, a device) or
 * a problem too large for the memory given. Thrown instead of the {@link OutOfMemoryError}, once
 * the reader has let go of what it read, so that the caller can still say so and how to give
 * Java more memory.
 */
public final class Dlx1OutOfMemoryException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int line;
    private final int options;

    /**
     * @param line    the line being read or worked on (1 for the item line)
     * @param options how many options had been read
     */
    public Dlx1OutOfMemoryException(int line, int options) {
        super(String.format("out of memory at line %,d, after %,d options", line, options), null, false, false);
        this.line = line;
        this.options = options;
    }

    public int line() {
        return line;
    }

    public int options() {
        return options;
    }
}
