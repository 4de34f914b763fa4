package dlxviz.cli;

/**
 * The exit statuses of every command, each written once: scripts test them, and the commands'
 * {@code exitCodeList} help texts are built from them.
 */
final class ExitCode {
    /** The work was done (exact-cover: also when there is no solution, as DLX1). */
    static final int OK = 0;
    /**
     * The work stopped before its end: a budget ran out, a puzzle was given up, the output was
     * closed (a pipe to head), or something failed on the way (a full disk).
     */
    static final int INCOMPLETE = 1;
    /** Bad input or usage; picocli's own status for bad arguments is this one too (a test checks). */
    static final int BAD_INPUT = 2;
    /** The heap ran out while solving; the message names its limit and -Xmx. */
    static final int OUT_OF_MEMORY = 3;

    private ExitCode() {
    }
}
