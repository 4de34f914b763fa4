package dlxviz.app.boards;

import dlxviz.app.boards.model.BoardModel;
import dlxviz.app.boards.model.MatrixBoardModel;
import dlxviz.app.boards.model.OptionListModel;
import dlxviz.app.boards.model.QueensBoardModel;
import dlxviz.app.boards.model.SudokuBoardModel;
import dlxviz.app.boards.model.TilingBoardModel;
import dlxviz.app.hover.Highlight;
import javafx.beans.property.ObjectProperty;
import javafx.scene.Node;

/** The view of each kind of board model: the one mapping from a board's model to its controls. */
public final class BoardViews {
    private BoardViews() {
    }

    /** A new view of {@code board}; {@code highlight} is the window's shared hover. */
    public static Node viewOf(BoardModel board, ObjectProperty<Highlight> highlight) {
        if (board instanceof SudokuBoardModel sudoku) {
            return new SudokuView(sudoku, highlight);
        }
        if (board instanceof QueensBoardModel queens) {
            return new QueensView(queens, highlight);
        }
        if (board instanceof TilingBoardModel tiling) {
            return new TilingView(tiling, highlight);
        }
        if (board instanceof MatrixBoardModel matrix) {
            return new MatrixView(matrix);
        }
        if (board instanceof OptionListModel list) {
            return new OptionListView(list, highlight);
        }
        throw new IllegalArgumentException("no view for " + board);
    }
}
