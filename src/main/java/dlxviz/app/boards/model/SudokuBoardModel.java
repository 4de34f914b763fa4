package dlxviz.app.boards.model;

/** The sudoku grid beside the links: its state is a {@link SudokuBoard}. */
public final class SudokuBoardModel extends StateBoardModel<SudokuBoard> {
    private final SudokuLayout layout;
    /** The torus last shown: only its fixed layout is read, to tell a node's option. */
    private dlxviz.engine.TorusView torus;

    public SudokuBoardModel(SudokuLayout layout) {
        this.layout = layout;
    }

    public SudokuLayout layout() {
        return layout;
    }

    @Override
    protected SudokuBoard compute(BoardInput input) {
        torus = input.torus();
        return SudokuBoard.of(layout, input);
    }

    /** The option a torus node belongs to (0 for a header, or before anything is shown). */
    public int optionOfNode(int node) {
        return torus == null || node < 0 || node >= torus.size() ? 0 : torus.optionOf(node);
    }

    @Override
    public String tabName() {
        return "Sudoku";
    }
}
