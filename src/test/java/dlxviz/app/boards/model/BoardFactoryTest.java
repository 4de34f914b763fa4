package dlxviz.app.boards.model;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dlxviz.app.links.model.LinksModel;
import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemSources;
import dlxviz.problems.Dlx1Format;
import dlxviz.problems.Examples;
import org.junit.jupiter.api.Test;

/** Which board each kind of problem gets beside the links. */
class BoardFactoryTest {
    private final LinksModel links = new LinksModel();

    private BoardModel boardOf(String example) throws Exception {
        return BoardFactory.create(ProblemSources.example(example), links);
    }

    @Test
    void eachKindOfProblemGetsItsBoard() throws Exception {
        assertInstanceOf(SudokuBoardModel.class, boardOf("ai-escargot"));
        assertInstanceOf(SudokuBoardModel.class, boardOf("16x16-1"));
        assertInstanceOf(QueensBoardModel.class, boardOf("queens8"));
        assertInstanceOf(TilingBoardModel.class, boardOf("pentomino3x20"));
        assertInstanceOf(TilingBoardModel.class, boardOf("langford4"));
        assertInstanceOf(MatrixBoardModel.class, boardOf("knuth"));
        assertInstanceOf(MatrixBoardModel.class, boardOf("matrix4x4"));
        // the tab says what the board is: Langford's row of slots is no tiling
        org.junit.jupiter.api.Assertions.assertEquals("Tiling", boardOf("pentomino3x20").tabName());
        org.junit.jupiter.api.Assertions.assertEquals("Pairs", boardOf("langford4").tabName());
    }

    @Test
    void aLargeProblemWithNoBoardOfItsOwnGetsTheOptionList() throws Exception {
        // 8 queens with the diagonals renamed: no longer recognised as a chessboard, too large for the matrix
        String text = Dlx1Format.toText(Examples.get("queens8").orElseThrow()).replaceAll("\\br(\\d)", "row$1");
        LoadedProblem loaded = ProblemSources.fromText(text, "test", true);
        assertInstanceOf(OptionListModel.class, BoardFactory.create(loaded, links));
    }
}
