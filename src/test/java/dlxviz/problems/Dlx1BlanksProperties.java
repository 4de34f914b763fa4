package dlxviz.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Search;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Issue 33: a carriage return or any run of blanks between tokens is one separator to DLX1, so
 * inserting them anywhere between names (and around them) never changes DLX1's counters.
 */
class Dlx1BlanksProperties {

    /** A random problem as DLX1 text with single spaces, and seeds for the blanks to insert. */
    record Case(String text, List<Integer> blanks) {
    }

    @Provide
    Arbitrary<Case> cases() {
        Arbitrary<Integer> items = Arbitraries.integers().between(1, 6);
        return items.flatMap(n -> {
            Arbitrary<List<Integer>> option = Arbitraries.integers().between(0, (1 << n) - 1).filter(m -> m != 0)
                    .map(mask -> {
                        List<Integer> chosen = new java.util.ArrayList<>();
                        for (int i = 0; i < n; i++) {
                            if ((mask & 1 << i) != 0) {
                                chosen.add(i);
                            }
                        }
                        return chosen;
                    });
            Arbitrary<List<List<Integer>>> options = option.list().ofMinSize(1).ofMaxSize(10);
            Arbitrary<Integer> secondary = Arbitraries.integers().between(0, n - 1);
            return Combinators.combine(options, secondary,
                    Arbitraries.integers().between(0, 7).list().ofMinSize(200).ofMaxSize(200))
                    .as((opts, sec, blanks) -> new Case(text(n, n - sec, opts), blanks));
        });
    }

    private static String text(int n, int primary, List<List<Integer>> options) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < n; i++) {
            text.append(i == 0 ? "" : " ").append(i == primary ? "| " : "").append("i").append(i);
        }
        text.append('\n');
        for (List<Integer> option : options) {
            if (option.stream().noneMatch(i -> i < primary)) {
                continue; // DLX1 ignores it, with a warning; kept out so the property is about blanks only
            }
            for (int j = 0; j < option.size(); j++) {
                text.append(j == 0 ? "" : " ").append("i").append(option.get(j));
            }
            text.append('\n');
        }
        return text.toString();
    }

    /** Every single space, and each line's start and end, given more blanks: \r, spaces, tabs. */
    private static String withBlanks(String text, List<Integer> seeds) {
        String[] runs = {"", "\r", "  ", "\t", " \r ", "\r\r", "\f", " \t\r"};
        StringBuilder out = new StringBuilder();
        int next = 0;
        boolean lineStart = true;
        for (char c : text.toCharArray()) {
            String extra = runs[seeds.get(next++ % seeds.size())];
            if (c == ' ') {
                out.append(' ').append(extra);
            } else if (c == '\n') {
                out.append(extra.replace("\r", " ")).append('\n'); // a '\r' right before '\n' is the line end's
            } else {
                out.append(lineStart ? extra : "").append(c);
            }
            lineStart = c == '\n';
        }
        return out.toString();
    }

    private static String counters(String text) {
        ExactCoverProblem problem = Dlx1Format.read(text).problem();
        Search search = new Search(problem);
        search.runToEnd();
        return search.stats().summary();
    }

    @Property(tries = 300)
    void carriageReturnsAndBlanksBetweenTokensNeverChangeTheCounters(@ForAll("cases") Case c) {
        String spaced = withBlanks(c.text(), c.blanks());
        assertEquals(counters(c.text()), counters(spaced), () -> "plain:\n" + c.text() + "with blanks:\n"
                + spaced.replace("\r", "\\r").replace("\t", "\\t").replace("\f", "\\f"));
    }
}
