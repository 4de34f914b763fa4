package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.exercise.Exercise;
import dlxviz.exercise.ExerciseResults;
import dlxviz.exercise.ExerciseSession;
import dlxviz.exercise.GradeTable;
import dlxviz.exercise.Move;
import dlxviz.exercise.ResultsFile;
import dlxviz.exercise.ResultsFileException;
import dlxviz.playback.StepSize;
import dlxviz.problems.SmallExamples;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GradeCommandTest {

    /** Knuth's example at cover detail, wrong once at each of the first {@code wrong} steps, 1 s a step. */
    private static String resultsText(String student, int wrong) {
        long[] clock = {0};
        ExerciseSession session = ExerciseSession.start(
                new Exercise("knuth", null, SmallExamples.knuth(), StepSize.COVER, false), () -> clock[0] += 1000);
        int step = 0;
        while (!session.isFinished()) {
            if (step++ < wrong) {
                session.answer(session.rightMove().target() == Move.Target.ITEM ? Move.node(9) : Move.item(7));
            }
            session.answer(session.rightMove());
        }
        return ResultsFile.write(session.results(student, "2026-11-28T15:00:00Z"));
    }

    @Test
    void aFolderOfFiveFilesPrintsOneRowEach(@TempDir Path folder) throws IOException {
        String[] students = {"Ada", "Bo", "Cy", "Di", "Ed"};
        for (int k = 0; k < students.length; k++) {
            Files.writeString(folder.resolve(students[k].toLowerCase() + ".json"), resultsText(students[k], k));
        }
        Files.writeString(folder.resolve("notes.txt"), "not a results file, and not .json: passed by");
        CliRun run = CliRun.of("grade", folder.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("""
                File      Student  Exercise  Steps  Right 1st  Helped  Wrong  s/step
                ada.json  Ada      knuth        29  29 (100%)       0      0     1.0
                bo.json   Bo       knuth        29   28 (97%)       0      1     1.0
                cy.json   Cy       knuth        29   27 (93%)       0      2     1.0
                di.json   Di       knuth        29   26 (90%)       0      3     1.0
                ed.json   Ed       knuth        29   25 (86%)       0      4     1.0
                """, run.out());
    }

    @Test
    void anEditedFileIsRefusedUnderTheTable(@TempDir Path folder) throws IOException {
        Files.writeString(folder.resolve("ada.json"), resultsText("Ada", 0));
        Files.writeString(folder.resolve("bo.json"), resultsText("Bo", 3).replace("\"right\": false", "\"right\": true"));
        CliRun run = CliRun.of("grade", folder.toString());
        assertEquals(1, run.exitCode());
        assertTrue(run.out().endsWith("refused: bo.json was changed after it was saved (its checksum does not match): "
                + "ask the student for the file as saved\n"), run.out());
    }

    @Test
    void aMissingFolderIsABadUsage(@TempDir Path folder) {
        CliRun run = CliRun.of("grade", folder.resolve("nowhere").toString());
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("is not a folder"), run.err());
    }

    @Test
    void aFileTooLargeIsRefusedWithItsSizeBeforeItIsRead(@TempDir Path folder) throws IOException {
        // a 20 MB .json was parsed for 90 s before the reader's code point limit refused it
        Files.writeString(folder.resolve("ada.json"), resultsText("Ada", 0));
        Files.writeString(folder.resolve("big.json"), "{\"a\":\"" + "x".repeat(2 * 1024 * 1024) + "\"}\n");
        CliRun run = CliRun.of("grade", folder.toString());
        assertEquals(1, run.exitCode());
        assertTrue(run.out().endsWith("refused: big.json is 2,097,161 bytes, larger than "
                + ResultsFile.MAX_BYTES / 1024 + " KB: not a results file\n"), run.out());
    }
    @Test
    void studentTextIsEscapedAndCutInTheTable(@TempDir Path folder) throws IOException, ResultsFileException {
        // a forged file's ANSI escapes, BEL, newline and tab went to the terminal as they were
        ExerciseResults ok = ResultsFile.read(resultsText("Ada", 0), "ada.json");
        Files.writeString(folder.resolve("evil.json"), ResultsFile.write(new ExerciseResults(
                "Evil\u001b[31mRED\u001b[0m\nSecond\ttab", "x\u0007bell" + "y".repeat(5000), null, ok.detail(),
                ok.problem(), ok.started(), ok.steps())));
        CliRun run = CliRun.of("grade", folder.toString());
        assertEquals(0, run.exitCode(), run.err());
        String row = run.out().lines().toList().get(1);
        assertTrue(row.startsWith("evil.json  Evil\\u001b[31mRED\\u001b[0m\\nSecond\\ttab  x\\u0007bell"
                + "y".repeat(GradeTable.MOST_SHOWN - 6) + "... (5,006 characters)     29  29 (100%)"), row);
        assertEquals(2, run.out().lines().count(), run.out());
        assertTrue(run.out().chars().noneMatch(c -> c < 32 && c != '\n'), run.out());
    }

    @Test
    void aFileWithNoStepsShowsNoShareOrTime(@TempDir Path folder) throws IOException, ResultsFileException {
        ExerciseResults ok = ResultsFile.read(resultsText("Ada", 0), "ada.json");
        Files.writeString(folder.resolve("none.json"), ResultsFile.write(new ExerciseResults("Nim", "knuth", null,
                ok.detail(), ok.problem(), ok.started(), java.util.List.of())));
        CliRun run = CliRun.of("grade", folder.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("""
                File       Student  Exercise  Steps  Right 1st  Helped  Wrong  s/step
                none.json  Nim      knuth         0          -       0      0       -
                """, run.out());
    }
}
