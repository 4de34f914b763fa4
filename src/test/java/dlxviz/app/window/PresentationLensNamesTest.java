package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.testkit.TextCensus;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The presentation layout at the projector preset gives a sudoku's board more width, and the lens
 * beside it narrower columns: its headers' names, reading upwards, are drawn smaller (down to the
 * floor) rather than left out. Before, the lens on AI Escargot mid-search showed 26 headers and
 * not one name ("Lens: r4#2, …" named an item the picture did not).
 */
class PresentationLensNamesTest {

    @Test
    void theLensHeadersKeepTheirNamesInTheUsualLayoutToo() {
        // an upright name needs a column about as wide as its capitals and digits are tall (0.8 em):
        // asked for 0.9 em, the lens 8 to 16 covers in had no name at 1280x720 x1.5 (0 of 57)
        Legibility check = new Legibility();
        check.window(Legibility.PROJECTOR, false, false, false, List.of("ai-escargot"), List.of("covers 8", "covers 12", "covers 16"));
        assertTrue(check.passed(), check.report());
        assertTrue(names(check).size() >= 20, "the lens's headers named: " + names(check));
    }

    private static Set<String> names(Legibility check) {
        Set<String> names = new TreeSet<>();
        for (TextCensus.Seen s : check.seen()) {
            if (s.owner().startsWith("LinksView") && s.text().matches("r\\dc\\d|[rcb]\\d#\\d")) {
                names.add(s.text());
            }
        }
        return names;
    }

    @Test
    void theLensHeadersKeepTheirNamesBesideTheWiderBoard() {
        Legibility check = new Legibility();
        check.window(Legibility.PROJECTOR, false, false, true, List.of("ai-escargot"), List.of("Ready", "mid-search", "dead end"));
        assertTrue(check.passed(), check.report());
        Set<String> names = new TreeSet<>();
        for (TextCensus.Seen s : check.seen()) {
            if (s.owner().startsWith("LinksView") && s.text().matches("r\\dc\\d|[rcb]\\d#\\d")) {
                names.add(s.text());
            }
        }
        assertTrue(names.size() >= 20, "the lens's headers named: " + names);
    }
}
