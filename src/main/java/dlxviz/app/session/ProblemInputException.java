package dlxviz.app.session;

/** Input the app cannot open (a puzzle, a .dlx file, an example name); the message says where and what. */
public final class ProblemInputException extends Exception {
    private static final long serialVersionUID = 1L;

    public ProblemInputException(String message) {
        super(message);
    }
}
