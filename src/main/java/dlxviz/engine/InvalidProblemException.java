package dlxviz.engine;

/** An exact-cover problem that cannot be built; the message says which option or item is wrong. */
public final class InvalidProblemException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public InvalidProblemException(String message) {
        super(message);
    }
}
