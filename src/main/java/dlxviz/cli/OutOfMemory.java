package dlxviz.cli;

import dlxviz.problems.Dlx1OutOfMemoryException;
import java.util.Locale;

/**
 * What a command says when the Java heap runs out, instead of an {@link OutOfMemoryError}'s
 * stack trace: the heap's limit (java's {@code -Xmx}) and how to give more.
 */
final class OutOfMemory {
    private OutOfMemory() {
    }

    /** "the Java heap's limit is 64 MB: give Java more with -Xmx, e.g. java -Xmx256m -jar dlx-visualizer.jar ...". */
    static String advice() {
        long max = Runtime.getRuntime().maxMemory();
        long mib = max / (1024 * 1024);
        String suggestion = mib * 4 >= 4096 ? ((mib * 4 + 1023) / 1024) + "g" : (mib * 4) + "m";
        return String.format(Locale.ROOT, "the Java heap's limit is %,d MB: give Java more with -Xmx, "
                + "e.g. java -Xmx%s -jar dlx-visualizer.jar ...", mib, suggestion);
    }

    /**
     * "wide.dlx: out of memory at line 1, after 0 options; the Java heap's limit is ...": what every
     * command that reads a DLX1 file says when the reader runs out, the file named as given.
     */
    static String reading(String name, Dlx1OutOfMemoryException e) {
        return name + ": " + e.getMessage() + "; " + advice();
    }

    /** True when {@code failure} is, or was caused by, running out of heap (a counting thread's error comes wrapped). */
    static boolean isCause(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof OutOfMemoryError) {
                return true;
            }
        }
        return false;
    }
}
