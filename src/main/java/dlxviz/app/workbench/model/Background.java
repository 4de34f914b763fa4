package dlxviz.app.workbench.model;

import java.util.function.Consumer;

/** Where the workbench's long work runs: a daemon thread of its own per task, so closing the app never waits for one. */
final class Background {
    private Background() {
    }

    /** What went wrong in a task, in its own words when it has any (a class name is no message for a class). */
    static String why(Throwable failure) {
        if (failure == null) {
            return "no reason was given";
        }
        String message = failure.getMessage();
        return message == null || message.isBlank() ? failure.getClass().getSimpleName() : message;
    }

    /** Starts each runnable on a new daemon thread called {@code name}. */
    static Consumer<Runnable> threads(String name) {
        return work -> {
            Thread thread = new Thread(work, name);
            thread.setDaemon(true);
            thread.setPriority(Thread.NORM_PRIORITY - 1); // the window stays responsive on a busy machine
            thread.start();
        };
    }
}
