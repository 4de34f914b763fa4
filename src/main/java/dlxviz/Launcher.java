package dlxviz;

import dlxviz.cli.DlxCli;
import java.lang.reflect.InvocationTargetException;

/**
 * Entry point of the runnable jar. With no arguments, a file, an example or the app's options it
 * opens the app window, passing the arguments on (a puzzle, {@code --example NAME}, ...); with a
 * command, or a word that could only be a mistyped one, it runs the headless CLI
 * ({@link DlxCli#isCommandLine(String[])} decides).
 *
 * <p>Deliberately not a subclass of {@code javafx.application.Application}: a jar whose main
 * class extends Application refuses to start when JavaFX is on the class path instead of the
 * module path, which is how a fat jar carries it.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        if (DlxCli.isCommandLine(args)) {
            System.exit(DlxCli.run(args));
        }
        launchApp(args);
    }

    private static void launchApp(String[] args) {
        // Loaded by name so the CLI path never touches JavaFX classes.
        try {
            Class.forName("dlxviz.app.DlxApp").getMethod("main", String[].class).invoke(null, (Object) args);
        } catch (InvocationTargetException e) {
            System.err.println(cannotStart(e.getCause()));
            System.exit(1);
        } catch (ReflectiveOperationException e) {
            System.err.println("Cannot start the app window: " + e);
            System.exit(1);
        }
    }

    /** What went wrong, by its cause, and what still works: on a machine without a display, the commands. */
    static String cannotStart(Throwable cause) {
        String why = cause == null ? "unknown cause" : String.valueOf(cause.getMessage());
        boolean noDisplay = why.contains("DISPLAY") || cause instanceof UnsupportedOperationException;
        String what = noDisplay
                ? "Cannot open the app window: no display to show it on (" + why + ")."
                : "Cannot start the app window: " + cause;
        return what + "\nWithout a window, the commands work: " + String.join(", ", DlxCli.commands())
                + " (dlx-visualizer --help; slides draws a lesson as pictures).";
    }
}
