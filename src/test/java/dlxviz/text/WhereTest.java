package dlxviz.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.lesson.LessonFormatException;
import dlxviz.problems.Dlx1SyntaxException;
import dlxviz.sudoku.PuzzleFormatException;
import org.junit.jupiter.api.Test;

class WhereTest {
    @Test
    void aPlaceIsWrittenLineThenColumnAndNothingForTheWholeText() {
        assertEquals("line 3, column 17: ", Where.prefix(3, 17));
        assertEquals("line 3: ", Where.prefix(3, 0));
        assertEquals("line 3: ", Where.prefix(3));
        assertEquals("", Where.prefix(0, 5));
        assertEquals("", Where.prefix(0));
    }

    /** The three readers' errors say where the same way, and keep what they say apart from it. */
    @Test
    void everyReadersErrorStartsWithThePlace() {
        assertEquals("line 2, column 5: bad", new PuzzleFormatException(2, 5, "bad").getMessage());
        assertEquals("line 2: bad", new Dlx1SyntaxException(2, 0, null, "bad").getMessage());
        LessonFormatException lesson = new LessonFormatException(0, 0, "bad");
        assertEquals("bad", lesson.getMessage());
        assertEquals("bad", lesson.reason());
    }
}
