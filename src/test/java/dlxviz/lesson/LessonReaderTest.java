package dlxviz.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.ItemChoice;
import dlxviz.playback.StepSize;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LessonReaderTest {

    @Test
    void theShippedLessonsRead() {
        for (String name : ShippedLessons.NAMES) {
            Lesson lesson = ShippedLessons.read(name);
            assertTrue(lesson.size() >= 5, name + " has its stops");
            for (Stop stop : lesson.stops()) {
                assertTrue(!stop.caption().isEmpty(), name + ": every stop has a caption");
            }
        }
    }

    @Test
    void aStopKeepsWhatTheStopBeforeSaidAndBeginsWhereItEnded() throws Exception {
        Lesson lesson = LessonReader.read("title: T\nstops:\n"
                + "  - example: Knuth\n    rule: first\n    at: ready\n    until: event 9\n    step: link\n    tab: tree\n"
                + "    theme: dark\n    scale: 1.5\n    presentation: yes\n    caption: one\n"
                + "  - caption: two\n    ask: why?\n"
                + "  - example: matrix4x4\n    caption: three\n", null);
        Stop second = lesson.stop(1);
        assertEquals(new Stop(ProblemRef.example("knuth"), ItemChoice.FIRST_ACTIVE, Position.event(9), Position.event(9),
                StepSize.LINK, "tree", new Look(true, false, "dark", 1.5, 1), "two", "why?"), second);
        assertEquals(Position.READY, lesson.stop(2).at(), "a new problem starts at Ready");
        assertEquals(ItemChoice.FIRST_ACTIVE, lesson.stop(2).rule());
        assertEquals(13, lesson.lineOf(1), "stop 2's line is kept for messages");
    }

    @Test
    void aLessonWrittenReadsBackTheSame() throws Exception {
        for (String name : ShippedLessons.NAMES) {
            Lesson lesson = ShippedLessons.read(name);
            assertEquals(lesson, LessonReader.read(LessonWriter.write(lesson), null), name);
        }
        Look look = new Look(false, true, "high-contrast", 2, 2.5);
        Lesson odd = new Lesson("A title: with a colon # and a hash", List.of(
                new Stop(new ProblemRef(ProblemRef.Kind.DLX, "A B | C\nA C\nB\n| a comment"), ItemChoice.MIN_LENGTH,
                        Position.READY, new Position(Position.Kind.FIRST_SOLUTION, 0), StepSize.LINK, "matrix", look,
                        "true", "12"),
                new Stop(new ProblemRef(ProblemRef.Kind.PUZZLE, "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"),
                        ItemChoice.FIRST_ACTIVE, new Position(Position.Kind.LEVEL, 2), new Position(Position.Kind.STEP, 7),
                        StepSize.CHOICE, "board", Look.DEFAULT, "- a dash, 'quotes' and \"more\"\nand a second line", null),
                new Stop(ProblemRef.example("queens6"), ItemChoice.MIN_LENGTH, new Position(Position.Kind.START, 0),
                        new Position(Position.Kind.END, 0), StepSize.SOLUTION, "rules", look, "", "null")));
        String written = LessonWriter.write(odd);
        Lesson back = LessonReader.read(written, null);
        for (int i = 0; i < 3; i++) {
            assertEquals(odd.stop(i), back.stop(i), written);
        }
        assertEquals(odd, LessonReader.read(written, null), written);
    }

    @Test
    void aFileBesideTheLessonIsFoundAndAMissingOneNamed(@TempDir Path folder) throws Exception {
        Files.writeString(folder.resolve("p.dlx"), "A B\nA\nB\n");
        Files.writeString(folder.resolve("l.lesson.yaml"), "stops:\n  - file: p.dlx\n  - file: q.dlx\n");
        LessonFormatException e = assertThrows(LessonFormatException.class, () -> LessonReader.read(folder.resolve("l.lesson.yaml")));
        assertEquals(3, e.line());
        assertEquals(11, e.column());
        assertTrue(e.reason().contains("no file 'q.dlx' beside the lesson"), e.getMessage());
    }

    /** Ten malformed lessons, each answered with where and what. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', quoteCharacter = '"', textBlock = """
        YAML broken: a flow list left open       ; stops: [ {example: knuth}\\n                          ; 2 ; 1  ; not valid YAML
        a key misspelt                           ; stops:\\n  - example: knuth\\n    captoin: hi           ; 3 ; 5  ; unknown key 'captoin'
        no problem at the first stop             ; title: T\\nstops:\\n  - at: ready                   ; 3 ; 5  ; the first stop names no problem
        an example that does not exist           ; stops:\\n  - example: knuht                          ; 2 ; 14 ; there is no example called 'knuht'
        a position that is not one               ; stops:\\n  - example: knuth\\n    at: first deadend    ; 3 ; 9  ; 'first deadend' is not a position
        a numbered position without its number   ; stops:\\n  - example: knuth\\n    until: event      ; 3 ; 12 ; 'event' needs a number
        a step size unknown                      ; stops:\\n  - example: knuth\\n    step: node           ; 3 ; 11 ; unknown step size 'node'
        a tab unknown                            ; stops:\\n  - example: knuth\\n    tab: board2          ; 3 ; 10 ; tab 'board2' is not one of board
        a scale out of range                     ; stops:\\n  - example: knuth\\n    scale: 9             ; 3 ; 12 ; scale 9 is outside 0.5..4.0
        two problems in one stop                 ; stops:\\n  - example: knuth\\n    puzzle: '1234'       ; 3 ; 5  ; names two problems (example and puzzle)
        a DLX1 line naming an unknown item       ; stops:\\n  - dlx: |\\n      A B\\n      A C\\n    caption: x ; 4 ; 9  ; in the DLX1 text
        a key given twice                        ; stops:\\n  - example: knuth\\n    tab: board\\n    tab: tree ; 4 ; 5 ; 'tab' is given twice
        a theme unknown                          ; stops:\\n  - example: knuth\\n    theme: blue          ; 3 ; 12 ; theme 'blue' is not one of light, dark, high-contrast
        stops not a list                         ; title: T\\nstops: knuth                               ; 2 ; 8  ; stops must be a list
        a switch that is neither                 ; stops:\\n  - example: knuth\\n    legend: maybe        ; 3 ; 13 ; legend 'maybe' is neither true nor false
        """)
    void aMalformedLessonIsAnsweredWithLineColumnAndReason(String what, String text, int line, int column, String reason) {
        LessonFormatException e = assertThrows(LessonFormatException.class,
                () -> LessonReader.read(text.replace("\\n", "\n"), null), what);
        assertEquals(line, e.line(), what + ": " + e.getMessage());
        assertEquals(column, e.column(), what + ": " + e.getMessage());
        assertTrue(e.reason().contains(reason), what + ": " + e.getMessage());
        assertTrue(e.getMessage().startsWith("line " + line + ", column " + column + ": "), e.getMessage());
    }

    @Test
    void anEmptyFileSaysSo() {
        LessonFormatException e = assertThrows(LessonFormatException.class, () -> LessonReader.read("# only a comment\n", null));
        assertTrue(e.reason().contains("empty"), e.getMessage());
    }

    @Test
    void positionsReadAsWrittenAndWriteBack() {
        assertEquals(Position.event(2500), Position.parse("2,500"));
        assertEquals(new Position(Position.Kind.FIRST_DEAD_END, 0), Position.parse(" First  Dead End "));
        for (String text : List.of("start", "ready", "event 12", "step 3", "level 2", "first choice", "first guess",
                "first dead end", "first solution", "end")) {
            assertEquals(text, Position.parse(text).toString());
        }
    }
    @Test
    void aLessonNestedTooDeepIsRefusedNotAStackOverflow() {
        // 2,000 '[' overflowed the YAML reader's stack: a Java stack trace instead of a message
        String deep = "title: x\nstops: " + "[".repeat(100_000) + "]".repeat(100_000) + "\n";
        LessonFormatException e = assertThrows(LessonFormatException.class, () -> LessonReader.read(deep, null));
        assertTrue(e.reason().contains("nested too deep"), e.getMessage());
    }
}
