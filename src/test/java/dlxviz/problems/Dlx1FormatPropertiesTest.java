package dlxviz.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.ExactCoverProblem;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The DLX1 reader and writer on random input. */
class Dlx1FormatPropertiesTest {

    @Provide
    Arbitrary<ExactCoverProblem> problems() {
        Arbitrary<String> name = Arbitraries.strings().withChars("abcXYZ019_#.-").ofMinLength(1).ofMaxLength(6);
        return name.list().uniqueElements().ofMinSize(1).ofMaxSize(8).flatMap(names -> Combinators.combine(
                Arbitraries.integers().between(1, names.size()),
                Arbitraries.integers().between(1, names.size()).list().uniqueElements().ofMinSize(1)
                        .ofMaxSize(names.size()).list().ofMaxSize(12))
                .as((primary, options) -> {
                    List<int[]> opts = new ArrayList<>();
                    for (List<Integer> option : options) {
                        if (option.stream().anyMatch(item -> item <= primary)) { // DLX1 drops the others
                            opts.add(option.stream().mapToInt(Integer::intValue).toArray());
                        }
                    }
                    return ExactCoverProblem.of(names, primary, opts, null);
                }));
    }

    @Property
    void writingThenReadingGivesTheSameProblem(@ForAll("problems") ExactCoverProblem problem) {
        String text = Dlx1Format.toText(problem);
        ExactCoverProblem back = Dlx1Format.read(text).problem();
        assertEquals(text, Dlx1Format.toText(back));
        assertEquals(problem.primaryCount(), back.primaryCount());
        assertEquals(problem.optionCount(), back.optionCount());
        for (int k = 1; k <= problem.optionCount(); k++) {
            assertEquals(problem.itemNamesOf(k), back.optionLabel(k), "labels are the lines as written");
        }
    }

    @Property
    void windowsLineEndsAndTabsReadTheSameAsUnixText(@ForAll("problems") ExactCoverProblem problem) {
        String unix = Dlx1Format.toText(problem);
        String windows = unix.replace(" ", "\t ").replace("\n", "\r\n");
        assertEquals(unix, Dlx1Format.toText(Dlx1Format.read(windows).problem()));
    }

    @Property
    void anyTextEitherReadsOrFailsWithALineAndAMessage(
            @ForAll("junk") String text) {
        try {
            Dlx1Document document = Dlx1Format.read(text);
            assertTrue(document.problem().itemCount() > 0);
        } catch (Dlx1SyntaxException e) {
            assertTrue(e.getMessage() != null && !e.getMessage().isBlank());
            int lines = text.split("\r\n|\r|\n", -1).length;
            assertTrue(e.line() >= 0 && e.line() <= lines, e.getMessage());
            if (e.token() != null) {
                assertTrue(e.line() > 0 && e.column() > 0, e.getMessage());
            }
        }
    }

    @Provide
    Arbitrary<String> junk() {
        return Arbitraries.strings().withChars("AB|: \t\r\n\uFEFF").ofMaxLength(40);
    }
}
