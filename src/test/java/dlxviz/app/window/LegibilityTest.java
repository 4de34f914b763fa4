package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The legibility check's quick share (issue 24; the whole matrix is {@code LegibilityCheck}, in
 * {@code mvn verify -Pchecks}): the projector's window (1280x720, text at 1.5) on each teaching
 * problem at Ready and mid-search, with legend and predict on for the 4x4 matrix and AI Escargot,
 * and the small preset at a dead end. Fails on a text under the floor, a text its view cuts, or
 * two texts on top of each other, and lists them.
 */
class LegibilityTest {

    @Test
    void everyTextTheProjectorsWindowShowsIsReadable() {
        Legibility check = new Legibility();
        check.window(Legibility.PROJECTOR, false, false, Legibility.PROBLEMS, List.of("Ready", "mid-search"));
        check.window(Legibility.PROJECTOR, true, true, List.of("matrix4x4", "ai-escargot"), List.of("mid-search"));
        check.window(Legibility.SMALL, false, false, List.of("knuth", "queens6"), List.of("dead end"));
        System.out.print(check.report());
        assertTrue(check.passed(), check.report());
    }
}
