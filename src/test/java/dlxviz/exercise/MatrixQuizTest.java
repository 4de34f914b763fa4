package dlxviz.exercise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class MatrixQuizTest {

    @Test
    void theAnswersAreTheEncodingsAndWorkedOutByHandTheyAgree() {
        MatrixQuiz quiz = new MatrixQuiz(7, 40);
        while (quiz.current() != null) {
            MatrixQuiz.Question q = quiz.current();
            assertEquals(q.answer(), byHand(q), q.text());
            assertTrue(quiz.answer(q.answer()).right());
        }
        assertEquals(40, quiz.rightFirstTime());
    }

    @Test
    void aWrongTickIsToldWhatIsMissingAndWhatDoesNotBelong() {
        MatrixQuiz quiz = new MatrixQuiz(1, 2);
        MatrixQuiz.Question q = quiz.current();
        Set<String> ticked = new HashSet<>(q.answer());
        String one = q.answer().iterator().next();
        ticked.remove(one);
        ticked.add("r4#4".equals(one) ? "r3#3" : "r4#4");
        MatrixQuiz.Check check = quiz.answer(ticked);
        assertFalse(check.right());
        assertEquals(java.util.List.of(one), check.missing());
        assertTrue(check.reason().startsWith("A digit in a cell fills the cell and puts its digit in the cell's row, column and box: missing "
                + one + "; not "), check.reason());
        assertEquals(q, quiz.current(), "one more try");
        quiz.answer(Set.of());
        assertEquals(2, quiz.number(), "after two wrong tries the next question");
        assertEquals(0, quiz.rightFirstTime());
    }

    /** The four items of rRcC=D worked out from the rules of sudoku, independently of the encoding. */
    private static Set<String> byHand(MatrixQuiz.Question q) {
        Set<String> names = new HashSet<>();
        if (q.kind() == MatrixQuiz.Kind.ITEMS_OF_OPTION) {
            String s = q.subject(); // r1c2=3
            int r = s.charAt(1) - '0', c = s.charAt(3) - '0', d = s.charAt(5) - '0';
            int b = (r - 1) / 2 * 2 + (c - 1) / 2 + 1;
            names.add("r" + r + "c" + c);
            names.add("r" + r + "#" + d);
            names.add("c" + c + "#" + d);
            names.add("b" + b + "#" + d);
            return names;
        }
        for (int r = 1; r <= 4; r++) {
            for (int c = 1; c <= 4; c++) {
                for (int d = 1; d <= 4; d++) {
                    int b = (r - 1) / 2 * 2 + (c - 1) / 2 + 1;
                    Set<String> items = Set.of("r" + r + "c" + c, "r" + r + "#" + d, "c" + c + "#" + d, "b" + b + "#" + d);
                    if (items.contains(q.subject())) {
                        names.add("r" + r + "c" + c + "=" + d);
                    }
                }
            }
        }
        return names;
    }
}
