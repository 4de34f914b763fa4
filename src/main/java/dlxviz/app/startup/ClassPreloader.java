package dlxviz.app.startup;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * Loads, on a thread of its own, the classes the window needs before its first frame and a bare
 * JavaFX window does not (issue 15): while the FX thread starts the toolkit, reads the layout and
 * shows the window, the classes it is about to need are already read, checked and defined.
 * Loaded only, not initialized, so no class's static code runs off the FX thread; the class
 * loader is parallel-capable, so a class both threads ask for is defined once. The list is a
 * resource made by {@code src/scripts/startup-classes.sh}; a name no longer there is skipped, so a
 * stale list costs only the time it would have saved.
 */
public final class ClassPreloader {
    /** The list: one binary class name a line, in the order the window first loads them. */
    static final String LIST = "/dlxviz/app/startup-classes.txt";

    private ClassPreloader() {
    }

    /**
     * Starts loading the listed classes in the background (a daemon thread), then runs
     * {@code warmUps} there: work the window will ask for that is safe on any thread.
     */
    public static void start(Runnable... warmUps) {
        if ("off".equals(System.getProperty("dlxviz.preload"))) { // src/scripts/startup-classes.sh
            return;
        }
        Thread thread = new Thread(() -> {
            loadAll();
            for (Runnable warmUp : warmUps) {
                warmUp.run();
            }
        }, "class preloader");
        thread.setDaemon(true);
        thread.start();
    }

    private static void loadAll() {
        ClassLoader loader = ClassPreloader.class.getClassLoader();
        InputStream in = ClassPreloader.class.getResourceAsStream(LIST);
        if (in == null) {
            return;
        }
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String name = lines.readLine(); name != null; name = lines.readLine()) {
                try {
                    Class.forName(name, false, loader);
                } catch (ClassNotFoundException | LinkageError e) {
                    // gone since the list was made: the FX thread loads what it needs anyway
                }
            }
        } catch (IOException e) {
            // only a head start is lost
        }
    }
}
