package dlxviz.cli;

/**
 * Input the user must fix (a missing file, a syntax error, an unknown example name). Commands
 * print its message on stderr and exit with code 2, never a stack trace.
 */
final class BadInputException extends Exception {
    private static final long serialVersionUID = 1L;

    BadInputException(String message) {
        super(message);
    }
}
