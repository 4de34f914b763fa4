package dlxviz.app.boards.model;

import dlxviz.app.links.model.LinksModel;
import dlxviz.app.session.LoadedProblem;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.problems.QueensEncoding;
import dlxviz.problems.TilingEncoding;

/**
 * Which board a problem gets beside the links: a sudoku its grid, N-queens a chessboard, a tiling
 * (pentominoes, Langford pairs) its box, a small problem the 0/1 matrix, anything else the list
 * of its options. The one place a problem's kind is recognised for the panel.
 */
public final class BoardFactory {
    /** Problems up to this size get the 0/1 matrix; larger ones the option list. */
    public static final int MATRIX_MAX_OPTIONS = 64;
    public static final int MATRIX_MAX_ITEMS = 40;

    private BoardFactory() {
    }

    /** The board of {@code loaded}; a matrix shows what {@code links} shows. */
    public static BoardModel create(LoadedProblem loaded, LinksModel links) {
        ExactCoverProblem problem = loaded.problem();
        if (loaded.encoding() != null) {
            return new SudokuBoardModel(SudokuLayout.of(loaded.encoding()));
        }
        QueensEncoding queens = QueensEncoding.of(problem);
        if (queens != null) {
            return new QueensBoardModel(queens);
        }
        TilingEncoding tiling = TilingEncoding.of(problem);
        if (tiling != null) {
            return new TilingBoardModel(tiling);
        }
        if (problem.optionCount() <= MATRIX_MAX_OPTIONS && problem.itemCount() <= MATRIX_MAX_ITEMS) {
            return new MatrixBoardModel(links);
        }
        return new OptionListModel(problem);
    }
}
