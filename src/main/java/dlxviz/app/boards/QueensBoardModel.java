package dlxviz.app.boards;

/** The chessboard of N-queens beside the links: its state is a {@link QueensBoard}. */
public final class QueensBoardModel extends StateBoardModel<QueensBoard> {
    private final QueensLayout layout;

    public QueensBoardModel(QueensLayout layout) {
        this.layout = layout;
    }

    public QueensLayout layout() {
        return layout;
    }

    @Override
    protected QueensBoard compute(BoardInput input) {
        return QueensBoard.of(layout, input);
    }
}
