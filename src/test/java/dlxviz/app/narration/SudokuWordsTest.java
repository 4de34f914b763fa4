package dlxviz.app.narration;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.SudokuEncoding;
import org.junit.jupiter.api.Test;

class SudokuWordsTest {

    @Test
    void itemsAreToldInThePuzzlesWordsWithTheDigitAsTheGridShowsIt() {
        SudokuEncoding nine = SudokuEncoding.full(new BoxShape(3, 3));
        assertEquals("cell r3c5 needs a digit", SudokuWords.item(nine, nine.problem().itemNumber("r3c5")));
        assertEquals("row 3 needs a 7", SudokuWords.item(nine, nine.problem().itemNumber("r3#7")));
        assertEquals("column 5 needs an 8", SudokuWords.item(nine, nine.problem().itemNumber("c5#8")));
        SudokuEncoding sixteen = SudokuEncoding.full(new BoxShape(4, 4));
        assertEquals("box 6 needs an E", SudokuWords.item(sixteen, sixteen.problem().itemNumber("b6#E")));
        assertEquals("row 1 needs a G", SudokuWords.item(sixteen, sixteen.problem().itemNumber("r1#G")));
    }
}
