package dlxviz.slides;

/**
 * A series of slides that could not be made. {@link #isBadInput()} tells the user's mistake (an
 * unknown example, a view that does not exist, steps past the end of the search: exit code 2)
 * from a failure on the way (a full disk: exit code 1). The message says what and where.
 */
public final class SlidesException extends Exception {
    private static final long serialVersionUID = 1L;

    private final boolean badInput;

    private SlidesException(String message, boolean badInput, Throwable cause) {
        super(message, cause);
        this.badInput = badInput;
    }

    /** Input the user must fix. */
    public static SlidesException badInput(String message) {
        return new SlidesException(message, true, null);
    }

    /** Something failed while the pictures were made. */
    public static SlidesException failed(String message, Throwable cause) {
        return new SlidesException(message, false, cause);
    }

    public boolean isBadInput() {
        return badInput;
    }
}
