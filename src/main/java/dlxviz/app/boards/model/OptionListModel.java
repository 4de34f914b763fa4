package dlxviz.app.boards.model;

import dlxviz.engine.ExactCoverProblem;

/** The items and options of a problem too large for the matrix and with no board of its own. */
public final class OptionListModel extends StateBoardModel<OptionList> {
    private final ExactCoverProblem problem;

    public OptionListModel(ExactCoverProblem problem) {
        this.problem = problem;
    }

    public ExactCoverProblem problem() {
        return problem;
    }

    @Override
    protected OptionList compute(BoardInput input) {
        return OptionList.of(problem, input);
    }

    @Override
    public String tabName() {
        return "Options";
    }
}
