package dlxviz.exercise;

/** A results file that cannot be graded: the message names the file and what is wrong with it. */
public final class ResultsFileException extends Exception {
    public ResultsFileException(String message) {
        super(message);
    }
}
