package dlxviz.app.workbench.model;

import dlxviz.app.session.LoadedProblem;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * What the workbench needs of the main window, and no more: opening a problem there (as File >
 * Paste and the matrix editor's Run do) and reading the one open. The window hands it over as
 * its session's methods, so this package does not depend on the window's.
 */
public interface WindowLink {
    /** Opens {@code problem} in the window at Ready with its givens placed: null when it did, else why not. */
    String open(LoadedProblem problem);

    /** The problem open in the window, or null. */
    LoadedProblem current();

    /**
     * The window's hand-off as the matrix editor takes it: {@code load} opens a problem (false
     * when it refused, and then {@code why} is the reason the window shows), {@code current}
     * reads the one open.
     */
    static WindowLink of(Predicate<LoadedProblem> load, Supplier<LoadedProblem> current, Supplier<String> why) {
        return new WindowLink() {
            @Override
            public String open(LoadedProblem problem) {
                return load.test(problem) ? null : why.get();
            }

            @Override
            public LoadedProblem current() {
                return current.get();
            }
        };
    }
}
