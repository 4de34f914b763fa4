package dlxviz.slides;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StepRangeTest {

    @Test
    void aRangeCountsBothEnds() {
        StepRange range = StepRange.parse("0..12", 1);
        assertEquals(new StepRange(0, 12, 1), range);
        assertEquals(13, range.count());
        assertEquals(12, range.last());
    }

    @Test
    void everyKthStepFromTheFirst() {
        StepRange range = StepRange.parse(" 5 .. 20 ", 4);
        assertEquals(4, range.count()); // 5, 9, 13, 17
        assertEquals(17, range.last());
        assertTrue(range.includes(13));
        assertFalse(range.includes(14));
        assertFalse(range.includes(21));
    }

    @Test
    void oneStepAlone() {
        assertEquals(new StepRange(7, 7, 1), StepRange.parse("7", 1));
    }

    @Test
    void aBackwardRangeSaysWhichWayToWriteIt() {
        var e = assertThrows(IllegalArgumentException.class, () -> StepRange.parse("12..3", 1));
        assertEquals("--steps '12..3' runs backwards: give FROM..TO with FROM at most TO, for example 3..12", e.getMessage());
    }

    @Test
    void notNumbersSayWhatToType() {
        for (String text : new String[] {"", "a..b", "-1..3", "1...3", "1..", "..4", "1-4", "1.5..3"}) {
            var e = assertThrows(IllegalArgumentException.class, () -> StepRange.parse(text, 1), text);
            assertTrue(e.getMessage().contains("give FROM..TO"), e.getMessage());
        }
    }

    @Test
    void hugeNumbersAreRefusedNotOverflowed() {
        var e = assertThrows(IllegalArgumentException.class, () -> StepRange.parse("0..99999999999", 1));
        assertTrue(e.getMessage().contains("at most 100000000"), e.getMessage());
    }

    @Test
    void everyMustBePositive() {
        var e = assertThrows(IllegalArgumentException.class, () -> StepRange.parse("0..3", 0));
        assertEquals("--every 0 must be 1 or more (1 takes every step)", e.getMessage());
    }
}
