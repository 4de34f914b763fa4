package dlxviz.app.boards;

/** The sudoku grid beside the links: its state is a {@link SudokuBoard}. */
public final class SudokuBoardModel extends StateBoardModel<SudokuBoard> {
    private final SudokuLayout layout;

    public SudokuBoardModel(SudokuLayout layout) {
        this.layout = layout;
    }

    public SudokuLayout layout() {
        return layout;
    }

    @Override
    protected SudokuBoard compute(BoardInput input) {
        return SudokuBoard.of(layout, input);
    }

    @Override
    public String tabName() {
        return "Sudoku";
    }
}
