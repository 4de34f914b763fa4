package dlxviz.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Whether standard error is a terminal, where a progress bar belongs (never into a pipe or a log file). */
final class Terminal {
    private Terminal() {
    }

    static boolean stderrIsTerminal() {
        // Linux names what descriptor 2 is open on: a terminal is /dev/pts/N or /dev/ttyN
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            // elsewhere: Java knows only whether standard input and output are both a terminal
            return System.console() != null;
        }
    }
}
