package dlxviz.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The 5x12 count (2.3 million search nodes, several seconds): it adds little to the 3x20 count
 * and tilings checked cell by cell in {@link PentominoTest}, so it runs with the slow checks
 * ({@code mvn verify -Pchecks}), not in every build.
 */
class PentominoCountCheck {

    @Test
    void fiveByTwelveHas4040TilingsCountingTheBoxSymmetries() {
        // 1010 tilings up to the four symmetries of the box, the known count
        assertEquals(4 * 1010, Solutions.count(PentominoTiling.of(5, 12)));
    }
}
