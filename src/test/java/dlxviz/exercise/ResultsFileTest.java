package dlxviz.exercise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.playback.StepSize;
import dlxviz.problems.SmallExamples;

import java.util.List;
import org.junit.jupiter.api.Test;

class ResultsFileTest {

    /** A student who is wrong once at every {@code wrongEvery}-th step (0: never), each step taking 1.5 s. */
    static ExerciseResults results(String student, int wrongEvery) {
        long[] clock = {0};
        ExerciseSession session = ExerciseSession.start(
                new Exercise("knuth", null, SmallExamples.knuth(), StepSize.COVER, false), () -> clock[0] += 750);
        int step = 0;
        while (!session.isFinished()) {
            step++;
            if (wrongEvery > 0 && step % wrongEvery == 0) {
                Move right = session.rightMove();
                session.answer(right.target() == Move.Target.ITEM ? Move.node(9) : Move.item(7));
                if (step % (2 * wrongEvery) == 0) {
                    session.answer(right.target() == Move.Target.ITEM ? Move.node(9) : Move.item(7));
                    continue;
                }
            }
            session.answer(session.rightMove());
        }
        return session.results(student, "2026-11-28T15:00:00Z");
    }

    @Test
    void aSavedFileReadsBackToTheSameResults() throws ResultsFileException {
        ExerciseResults saved = results("Ada \"the first\" Lovelace", 3);
        String text = ResultsFile.write(saved);
        ExerciseResults read = ResultsFile.read(text, "ada.json");
        assertEquals(saved, read);
        assertTrue(saved.score().helped() > 0 && saved.score().wrongTries() > saved.score().helped(), saved.score().toString());
        assertTrue(text.startsWith("{\n  \"format\": \"dlx-visualizer exercise results 1\",\n"), text);
        assertTrue(text.contains("\"problem\": \"A B C D E F G\\n"), text);
    }

    @Test
    void aFileChangedAfterSavingIsRefusedWithItsName() {
        String text = ResultsFile.write(results("Bo", 3));
        String tampered = text.replaceFirst("\"verdict\": \"helped\"", "\"verdict\": \"right\"");
        assertTrue(!tampered.equals(text));
        ResultsFileException refused = assertThrows(ResultsFileException.class, () -> ResultsFile.read(tampered, "bo.json"));
        assertEquals("bo.json was changed after it was saved (its checksum does not match): ask the student for the file as saved",
                refused.getMessage());
    }

    @Test
    void blanksAloneDoNotCountAsAChange() throws ResultsFileException {
        ExerciseResults saved = results("Cy", 0);
        String reindented = ResultsFile.write(saved).replace("\n  \"", "\n    \"");
        assertEquals(saved, ResultsFile.read(reindented, "cy.json"));
    }

    @Test
    void brokenFilesAreRefusedSayingWhereAndWhat() {
        assertEquals("x.json line 3, column 4: not a results file (not JSON): expected ',' or '}', but got :",
                assertThrows(ResultsFileException.class, () -> ResultsFile.read("{\"a\": 1\n\n\"b\": 2}", "x.json"))
                        .getMessage());
        assertEquals("x.json: not an exercise results file (its \"format\" should be \"" + ResultsFile.FORMAT + "\")",
                assertThrows(ResultsFileException.class, () -> ResultsFile.read("{\"a\": 1}", "x.json")).getMessage());
        String noSteps = ResultsFile.write(results("Di", 0)).replace("\"steps\": [", "\"stops\": [");
        assertEquals("x.json: the file has no \"steps\"",
                assertThrows(ResultsFileException.class, () -> ResultsFile.read(noSteps, "x.json")).getMessage());
    }
    @Test
    void aFileNestedTooDeepIsRefusedWithItsNameNotAStackOverflow() {
        // 3,000 '[' overflowed the JSON reader's stack, and grade ended in a Java stack trace
        String deep = "[".repeat(100_000) + "]".repeat(100_000) + "\n";
        ResultsFileException e = assertThrows(ResultsFileException.class, () -> ResultsFile.read(deep, "deep.json"));
        assertTrue(e.getMessage().startsWith("deep.json: not a results file: nested too deep"), e.getMessage());
    }
    /** {@code results} with every step's number and time changed, sealed as the app would seal it. */
    private static String forged(ExerciseResults results, int number, long millis) {
        List<StepRecord> steps = results.steps().stream().map(s -> new StepRecord(number == 0 ? s.number() : number,
                s.task(), s.expected(), s.answers(), s.verdict(), millis)).toList();
        return ResultsFile.write(new ExerciseResults(results.student(), results.exercise(), results.seed(),
                results.detail(), results.problem(), results.started(), steps));
    }

    @Test
    void negativeStepNumbersAndTimesAreRefusedNamingTheField() {
        // the seal's key is in the source, so a forged file was graded with -1.0 s a step
        ExerciseResults saved = results("Ed", 0);
        assertEquals("neg.json, step 1: its \"number\" should be 1 or more, not -5",
                assertThrows(ResultsFileException.class, () -> ResultsFile.read(forged(saved, -5, 1000), "neg.json"))
                        .getMessage());
        assertEquals("neg.json, step 1: its \"millis\" should be 0 or more, not -1000",
                assertThrows(ResultsFileException.class, () -> ResultsFile.read(forged(saved, 0, -1000), "neg.json"))
                        .getMessage());
    }

    @Test
    void stepTimesThatAddUpPastALongAreRefused() {
        // 29 steps of Long.MAX_VALUE / 10 ms overflowed, and the table showed 286242580454113.8 s a step
        // (refused before the seal is checked, so the seal need not match: the app cannot write this)
        String text = ResultsFile.write(results("Fy", 0)).replaceAll("\"millis\": \\d+, \"answers\"",
                "\"millis\": " + Long.MAX_VALUE / 10 + ", \"answers\"");
        assertEquals("big.json, step 11: the steps' \"millis\" add up to more than " + Long.MAX_VALUE,
                assertThrows(ResultsFileException.class, () -> ResultsFile.read(text, "big.json")).getMessage());
    }

    @Test
    void aVerdictThatIsNotOneIsQuotedEscaped() {
        String text = ResultsFile.write(results("Gi", 0)).replace("\"verdict\": \"right\"",
                "\"verdict\": \"\\u001b[31mred\"");
        assertEquals("v.json, step 1: a step's verdict is 'right' or 'helped', not '\\u001b[31mred'",
                assertThrows(ResultsFileException.class, () -> ResultsFile.read(text, "v.json")).getMessage());
    }
}
