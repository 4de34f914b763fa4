package dlxviz.app.boards.model;

import dlxviz.problems.QueensEncoding;

/** The chessboard of N-queens beside the links: its state is a {@link QueensBoard}. */
public final class QueensBoardModel extends StateBoardModel<QueensBoard> {
    private final QueensEncoding layout;

    public QueensBoardModel(QueensEncoding layout) {
        this.layout = layout;
    }

    public QueensEncoding layout() {
        return layout;
    }

    @Override
    protected QueensBoard compute(BoardInput input) {
        return QueensBoard.of(layout, input);
    }
}
