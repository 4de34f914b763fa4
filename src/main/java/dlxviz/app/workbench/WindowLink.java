package dlxviz.app.workbench;

import dlxviz.app.session.LoadedProblem;

/**
 * What the workbench needs of the main window, and no more: opening a problem there (as File >
 * Paste does) and reading the one open. The window implements it, so this package does not
 * depend on the window's.
 */
public interface WindowLink {
    /** Opens {@code problem} in the window at Ready with its givens placed: null when it did, else why not. */
    String open(LoadedProblem problem);

    /** The problem open in the window, or null. */
    LoadedProblem current();
}
