package dlxviz.app.window;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.workbench.WindowLink;

/**
 * The window as the sudoku workbench sees it: a puzzle it opens goes through the session as a
 * pasted one does (a new playback at Ready, its givens placed; a refusal in the message bar and
 * the old problem kept).
 */
final class WorkbenchLink implements WindowLink {
    private final ProblemSession session;
    private final Messages messages;

    WorkbenchLink(ProblemSession session, Messages messages) {
        this.session = session;
        this.messages = messages;
    }

    @Override
    public String open(LoadedProblem problem) {
        return session.load(problem) ? null : messages.text();
    }

    @Override
    public LoadedProblem current() {
        return session.problem();
    }
}
