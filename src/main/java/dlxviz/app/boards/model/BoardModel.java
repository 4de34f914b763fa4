package dlxviz.app.boards.model;

/**
 * The view model of the panel beside the links: a sudoku grid, a chessboard, a tiling's box, the
 * 0/1 matrix, or the list of options. The window's view model makes one per problem (see
 * {@link BoardFactory}) and brings it to the cursor on every revision; its view only maps it to
 * controls. No control in sight here.
 */
public interface BoardModel {
    /** Brings the board to the state {@code input} describes: call on every revision. */
    void show(BoardInput input);

    /** The name of its tab beside the links: "Sudoku", "Board", "Matrix", "Options". */
    default String tabName() {
        return "Board";
    }
}
