package dlxviz.exercise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.problems.SmallExamples;
import java.util.List;
import org.junit.jupiter.api.Test;

class MoveReaderTest {
    private final ExactCoverProblem knuth = SmallExamples.knuth();

    @Test
    void namesNumbersAndOptionsAreRead() {
        assertEquals(Move.item(4), MoveReader.read(" d ", knuth, false));
        assertEquals(Move.node(14), MoveReader.read("14", knuth, false));
        assertEquals(Move.node(14), MoveReader.read("node 14", knuth, true));
        assertEquals(Move.option(2), MoveReader.read("option 2", knuth, false));
        assertEquals(Move.option(2), MoveReader.read("o2", knuth, false));
    }

    @Test
    void aNumberThatNamesAnItemIsTheItemWhenAHeaderIsAsked() {
        ExactCoverProblem numbered = ExactCoverProblem.of(List.of("1", "2"), 2, List.of(new int[] {1, 2}), null);
        assertEquals(Move.item(2), MoveReader.read("2", numbered, true));
        assertEquals(Move.node(2), MoveReader.read("2", numbered, false));
    }

    @Test
    void anythingElseIsRefusedSayingWhatWasTyped() {
        assertEquals("'Q' is not an item of this problem, a node number or 'option N'",
                assertThrows(IllegalArgumentException.class, () -> MoveReader.read("Q", knuth, false)).getMessage());
    }
}
