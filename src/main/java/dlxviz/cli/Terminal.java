package dlxviz.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether standard error is a terminal, for progress lines: they help a person watching and
 * would only clutter a log file. Java 17 cannot ask isatty directly; on Linux the descriptor's
 * link names the device, elsewhere a console on standard input and output is taken as the hint.
 * The system property {@code dlxviz.terminal} ({@code on} or {@code off}) overrides the guess.
 */
final class Terminal {
    private static final boolean STDERR = detect();

    private Terminal() {
    }

    static boolean isStandardError() {
        return STDERR;
    }

    private static boolean detect() {
        // -Ddlxviz.terminal=on: the progress lines off a terminal too, so that a test can read from
        // a child process's stream when its count is under way
        String forced = System.getProperty("dlxviz.terminal", "");
        if (forced.equals("on") || forced.equals("off")) {
            return forced.equals("on");
        }
        Path fd = Path.of("/proc/self/fd/2");
        try {
            if (Files.isSymbolicLink(fd)) {
                String target = Files.readSymbolicLink(fd).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
            }
        } catch (java.io.IOException | SecurityException | UnsupportedOperationException e) {
            // fall through to the portable hint
        }
        return System.console() != null;
    }
}
