package dlxviz.problems;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dlxviz.engine.ExactCoverProblem;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class Dlx1FormatTest {

    private static List<String> itemNames(ExactCoverProblem problem) {
        List<String> names = new ArrayList<>();
        for (int i = 1; i <= problem.itemCount(); i++) {
            names.add(problem.itemName(i));
        }
        return names;
    }

    private static List<String> optionTexts(ExactCoverProblem problem) {
        List<String> options = new ArrayList<>();
        for (int k = 1; k <= problem.optionCount(); k++) {
            options.add(problem.itemNamesOf(k));
        }
        return options;
    }

    private static Dlx1SyntaxException error(String text) {
        return assertThrows(Dlx1SyntaxException.class, () -> Dlx1Format.read(text));
    }

    @Test
    void readsKnuthsExampleFromTheDlx1Source() throws IOException {
        Dlx1Document document;
        try (Reader in = new InputStreamReader(
                Dlx1FormatTest.class.getResourceAsStream("/dlx1/knuth-secondary.dlx"), StandardCharsets.UTF_8)) {
            document = Dlx1Format.read(in);
        }
        ExactCoverProblem problem = document.problem();
        assertEquals(List.of("A", "B", "C", "D", "E", "F", "G"), itemNames(problem));
        assertEquals(5, problem.primaryCount());
        assertEquals(List.of("C E F", "A D G", "B C F", "A D", "B G", "D E G"), optionTexts(problem));
        assertArrayEquals(new int[] {0, 3, 4, 5, 6, 7, 8}, document.optionLines());
        assertEquals(List.of(), document.warnings());
    }

    @Test
    void skipsBlankLinesAndCommentsAnywhereIncludingIndentedOnes() {
        ExactCoverProblem problem = Dlx1Format.read(
                "\n| first comment\n   \n  A B\n| between\n\tA\n   | indented comment\n\nB\n").problem();
        assertEquals(List.of("A", "B"), itemNames(problem));
        assertEquals(List.of("A", "B"), optionTexts(problem));
    }

    @Test
    void acceptsWindowsLineEndsTabsAndAByteOrderMark() {
        Dlx1Document document = Dlx1Format.read("\uFEFFA\tB |\tC\r\nA\tC\r\n\r\nB  \r\n");
        ExactCoverProblem problem = document.problem();
        assertEquals(List.of("A", "B", "C"), itemNames(problem));
        assertEquals(2, problem.primaryCount());
        assertEquals(List.of("A C", "B"), optionTexts(problem));
        assertArrayEquals(new int[] {0, 2, 4}, document.optionLines());
    }

    @Test
    void labelsKeepEachOptionExactlyAsWrittenWithoutSurroundingBlanks() {
        ExactCoverProblem problem = Dlx1Format.read("A B C\n  C \t A   B\r\n").problem();
        assertEquals("C \t A   B", problem.optionLabel(1));
        assertEquals("C A B", problem.itemNamesOf(1));
    }

    @Test
    void theSeparatorMayTouchTheFollowingNameAndMayEndTheLine() {
        assertEquals(2, Dlx1Format.read("A B |C D\nA\n").problem().primaryCount());
        ExactCoverProblem allPrimary = Dlx1Format.read("A B |\nA B\n").problem();
        assertEquals(2, allPrimary.primaryCount());
        assertEquals(2, allPrimary.itemCount());
    }

    @Test
    void anOptionWithoutPrimaryItemsIsIgnoredWithAWarningAsInDlx1() {
        Dlx1Document document = Dlx1Format.read("A | X Y\nA X\nX Y\nA\n");
        assertEquals(List.of("A X", "A"), optionTexts(document.problem()));
        assertEquals(List.of("line 3: option ignored, it has no primary item: X Y"), document.warnings());
        assertArrayEquals(new int[] {0, 2, 4}, document.optionLines());
    }

    @Test
    void anItemLineWithoutOptionsIsAProblemWithNoOptions() {
        ExactCoverProblem problem = Dlx1Format.read("A B\n").problem();
        assertEquals(0, problem.optionCount());
        assertEquals(0, Solutions.count(problem));
    }

    @Test
    void unknownItemNamesLineColumnAndToken() {
        Dlx1SyntaxException e = error("| items\nA B C\nA B\n\nC  X\n");
        assertEquals("line 5, column 4: unknown item 'X'", e.getMessage());
        assertEquals(5, e.line());
        assertEquals(4, e.column());
        assertEquals("X", e.token());
    }

    @Test
    void aBarAfterOptionContentIsAnUnknownItemNotAComment() {
        assertEquals("line 2, column 5: unknown item '|' (a comment must start its own line)",
                error("A B\nA B | note\n").getMessage());
    }

    @Test
    void anItemTwiceInOneOptionIsAnError() {
        assertEquals("line 2, column 7: item 'A' appears twice in this option (first at column 1)",
                error("A B C\nA B C A\n").getMessage());
    }

    @Test
    void aDuplicateItemNameIsAnError() {
        assertEquals("line 1, column 7: duplicate item name 'A' (first at column 1)",
                error("A B | A\n").getMessage());
    }

    @Test
    void aSecondBarOnTheItemLineIsAnError() {
        assertEquals("line 1, column 7: '|' appears twice on the item line "
                + "(it separates primary from secondary items once)", error("A | B | C\n").getMessage());
    }

    @Test
    void reservedCharactersInItemNamesAreErrors() {
        assertEquals("line 1, column 3: item name 'B|' contains '|', which separates primary from secondary items",
                error("A B| C\n").getMessage());
        assertEquals("line 2, column 3: item name 'B:1' contains ':', which DLX1 reserves (for colours in DLX2)",
                error("| comment\nA B:1\n").getMessage());
    }

    @Test
    void inputWithoutAnItemLineIsAnError() {
        assertEquals("the input is empty; the first line should name the items", error("").getMessage());
        assertEquals("no item line: all 3 lines are blank or comments", error("| a\n\n  | b\n").getMessage());
    }

    @Test
    void namesLongerThanDlx1sEightCharactersAreAccepted() {
        assertEquals("cell_r10c12", Dlx1Format.read("cell_r10c12\ncell_r10c12\n").problem().itemName(1));
    }

    @Test
    void writingGivesTheItemLineThenOneOptionPerLine() {
        ExactCoverProblem problem = ExactCoverProblem.builder().primary("A", "B").secondary("X")
                .labelledOption("first", "A", "X").option("B").build();
        assertEquals("A B | X\nA X\nB\n", Dlx1Format.toText(problem));
    }

    @Test
    void everyBuiltInExampleRoundTrips() {
        for (String name : Examples.names()) {
            ExactCoverProblem original = Examples.get(name).orElseThrow();
            ExactCoverProblem back = Dlx1Format.read(Dlx1Format.toText(original)).problem();
            assertEquals(itemNames(original), itemNames(back), name);
            assertEquals(original.primaryCount(), back.primaryCount(), name);
            assertEquals(optionTexts(original), optionTexts(back), name);
        }
    }

    @Test
    void writingRefusesWhatDlx1CouldNotReadBack() {
        ExactCoverProblem blank = ExactCoverProblem.of(List.of("A", "two words"), 2, List.of(new int[] {1}), null);
        assertEquals("item 2 'two words' contains a blank",
                assertThrows(IllegalArgumentException.class, () -> Dlx1Format.toText(blank)).getMessage());
        ExactCoverProblem secondaryOnly = ExactCoverProblem.builder().primary("A").secondary("X")
                .option("A").option("X").build();
        assertEquals("option 2 (X) has no primary item; DLX1 would ignore it",
                assertThrows(IllegalArgumentException.class, () -> Dlx1Format.toText(secondaryOnly)).getMessage());
    }
}
