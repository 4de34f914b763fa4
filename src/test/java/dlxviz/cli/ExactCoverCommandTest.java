package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.problems.Dlx1Format;
import dlxviz.problems.Examples;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

class ExactCoverCommandTest {

    private static final String KNUTH = "| Knuth's example\nA B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";

    @TempDir
    Path dir;

    private Path file(String name, String text) throws IOException {
        Path path = dir.resolve(name);
        Files.writeString(path, text);
        return path;
    }

    @Test
    void printsTheSolutionOfKnuthsExampleOneOptionPerLineInTheOrderChosen() throws IOException {
        CliRun run = CliRun.of("exact-cover", file("knuth.dlx", KNUTH).toString());
        assertEquals(0, run.exitCode(), run.err());
        // Level order, as DLX1 prints: A (2 options) is branched on first, then E, then B.
        assertEquals("A D\nC E F\nB G\n", run.out());
        assertEquals("", run.err());
    }

    @Test
    void statsLineOnKnuthsExampleMatchesDlx1() throws IOException {
        CliRun run = CliRun.of("exact-cover", "--stats", file("knuth.dlx", KNUTH).toString());
        assertEquals(0, run.exitCode());
        String[] lines = run.out().split("\n");
        assertEquals("solutions=1 nodes=6 updates=30", lines[lines.length - 1]);
    }

    @Test
    void optionsArePrintedExactlyAsWrittenInTheInput() throws IOException {
        CliRun run = CliRun.of("exact-cover", file("spaced.dlx", "A B | X\n  B   X \t\r\nA\n").toString());
        assertEquals("A\nB   X\n", run.out());
    }

    @Test
    void aBlankLineSeparatesSolutions() {
        CliRun run = CliRun.of("exact-cover", "--example", "queens4");
        assertEquals(0, run.exitCode());
        String[] solutions = run.out().split("\n\n");
        assertEquals(2, solutions.length);
        for (String solution : solutions) {
            assertEquals(4, solution.strip().split("\n").length, solution);
        }
    }

    @Test
    void countPrintsOnlyTheNumberOfSolutions() {
        assertEquals("92\n", CliRun.of("exact-cover", "--count", "--example", "queens8").out());
    }

    @Test
    void countingOnTwoThreadsGivesOneThreadsCountAndCounters() {
        // Independent counts: 1, 92, 52 (26 up to reversal) and 8 (2 up to the box's symmetries).
        String[][] cases = {{"knuth", "1"}, {"queens8", "92"}, {"langford7", "52"}, {"pentomino3x20", "8"}};
        for (String[] c : cases) {
            CliRun one = CliRun.of("exact-cover", "--example", c[0], "--count", "--stats", "--threads", "1");
            CliRun two = CliRun.of("exact-cover", "--example", c[0], "--count", "--stats", "--threads", "2");
            assertEquals(0, two.exitCode(), two.err());
            assertEquals(one.out(), two.out(), c[0]);
            assertTrue(two.out().startsWith(c[1] + "\nsolutions=" + c[1] + " nodes="), two.out());
        }
        // The default, every core, counts the same too.
        assertEquals(CliRun.of("exact-cover", "--example", "queens8", "--count", "--stats", "--threads", "1").out(),
                CliRun.of("exact-cover", "--example", "queens8", "--count", "--stats").out());
    }

    @Test
    void threadsGoWithCountingEverySolution() {
        CliRun negative = CliRun.of("exact-cover", "--example", "knuth", "--count", "--threads", "-1");
        assertEquals(2, negative.exitCode());
        assertEquals("exact-cover: --threads must be 0 (every core) or more, not -1\n", negative.err());
        CliRun printing = CliRun.of("exact-cover", "--example", "knuth", "--threads", "2");
        assertEquals(2, printing.exitCode());
        assertTrue(printing.err().contains("--threads goes with --count or --bench"), printing.err());
        CliRun limited = CliRun.of("exact-cover", "--example", "queens8", "--count", "--limit", "5", "--threads", "2");
        assertEquals(2, limited.exitCode());
        assertTrue(limited.err().contains("--limit counts the first N solutions in the search's order"),
                limited.err());
        assertEquals("5\n", CliRun.of("exact-cover", "--example", "queens8", "--count", "--limit", "5",
                "--threads", "1").out());
    }

    @Test
    void limitStopsAfterNSolutions() {
        CliRun printed = CliRun.of("exact-cover", "--limit", "3", "--example", "queens8");
        assertEquals(3, printed.out().split("\n\n").length);
        String counted = CliRun.of("exact-cover", "--count", "--limit", "5", "--stats", "--example", "queens8").out();
        assertTrue(counted.startsWith("5\nsolutions=5 nodes="), counted);
    }

    @Test
    void readsStandardInputForADash() {
        CliRun run = CliRun.withInput(KNUTH, "exact-cover", "--count", "-");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("1\n", run.out());
    }

    @Test
    void aSyntaxErrorNamesFileLineColumnAndTokenAndExitsWith2() throws IOException {
        Path bad = file("bad.dlx", "| items\nA B C\nA B\nC  X\n");
        CliRun run = CliRun.of("exact-cover", bad.toString());
        assertEquals(2, run.exitCode());
        assertEquals("", run.out());
        assertEquals("exact-cover: " + bad + ": line 4, column 4: unknown item 'X'\n", run.err());
    }

    @Test
    void aSyntaxErrorOnStandardInputSaysStdin() {
        CliRun run = CliRun.withInput("A B\nA A\n", "exact-cover", "-");
        assertEquals(2, run.exitCode());
        assertEquals("exact-cover: <stdin>: line 2, column 3: item 'A' appears twice in this option "
                + "(first at column 1)\n", run.err());
    }

    @Test
    void aMissingFileExitsWith2AndSaysSo() {
        Path missing = dir.resolve("nowhere.dlx");
        CliRun run = CliRun.of("exact-cover", missing.toString());
        assertEquals(2, run.exitCode());
        assertEquals("exact-cover: cannot read '" + missing + "': no such file\n", run.err());
    }

    @Test
    void aDirectoryOrBinaryFileExitsWith2() throws IOException {
        assertEquals(2, CliRun.of("exact-cover", dir.toString()).exitCode());
        Path binary = dir.resolve("binary.dlx");
        Files.write(binary, new byte[] {'A', ' ', (byte) 0xff, (byte) 0xfe, '\n'});
        CliRun run = CliRun.of("exact-cover", binary.toString());
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("not UTF-8 text"), run.err());
    }

    @Test
    void noProblemOrTwoProblemsExitWith2() throws IOException {
        CliRun none = CliRun.of("exact-cover");
        assertEquals(2, none.exitCode());
        assertTrue(none.err().contains("no problem given"), none.err());
        CliRun both = CliRun.of("exact-cover", "--example", "knuth", file("k.dlx", KNUTH).toString());
        assertEquals(2, both.exitCode());
        assertTrue(both.err().contains("either FILE or --example"), both.err());
    }

    @Test
    void anUnknownExampleExitsWith2ListingTheNames() {
        CliRun run = CliRun.of("exact-cover", "--example", "queen8");
        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("exact-cover: unknown example 'queen8'; known: matrix4x4, knuth,"), run.err());
    }

    @Test
    void badOptionValuesExitWith2() {
        assertEquals(2, CliRun.of("exact-cover", "--limit", "0", "--example", "knuth").exitCode());
        assertEquals(2, CliRun.of("exact-cover", "--limit", "many", "--example", "knuth").exitCode());
        CliRun heuristic = CliRun.of("exact-cover", "--heuristic", "smallest", "--example", "knuth");
        assertEquals(2, heuristic.exitCode());
        assertTrue(heuristic.err().contains("'smallest' is not a heuristic"), heuristic.err());
    }

    @Test
    void theHeuristicChangesTheSearchButNotTheSolutions() {
        CliRun dlx1 = CliRun.of("exact-cover", "--count", "--stats", "--example", "queens6");
        CliRun first = CliRun.of("exact-cover", "--count", "--stats", "--heuristic", "first-active",
                "--example", "queens6");
        assertEquals("4", dlx1.out().split("\n")[0]);
        assertEquals("4", first.out().split("\n")[0]);
        assertTrue(!dlx1.out().equals(first.out()), "different node and update counts");
    }

    @Test
    void examplesPrintTheirOptionLabels() {
        // c4 is the only item of length 1, so row 4 comes first.
        assertEquals("row 4: 0011\nrow 2: 1000\nrow 1: 0100\n", CliRun.of("exact-cover", "--example", "matrix4x4").out());
    }

    @Test
    void anOptionWithoutPrimaryItemsIsIgnoredWithAWarningOnStderr() throws IOException {
        Path path = file("sec.dlx", "A | X\nX\nA X\n");
        CliRun run = CliRun.of("exact-cover", path.toString());
        assertEquals(0, run.exitCode());
        assertEquals("A X\n", run.out());
        assertEquals("exact-cover: warning: " + path + ": line 2: option ignored, it has no primary item: X\n", run.err());
    }

    @Test
    void printProblemWritesDlx1TextThatReadsBackAsTheSameProblem() {
        CliRun run = CliRun.of("exact-cover", "--print-problem", "--example", "queens5");
        assertEquals(0, run.exitCode());
        ExactCoverProblem back = Dlx1Format.read(run.out()).problem();
        assertEquals(Dlx1Format.toText(Examples.get("queens5").orElseThrow()), Dlx1Format.toText(back));
        assertEquals("r1 r2 r3 r4 r5 c1 c2 c3 c4 c5 | a2", run.out().substring(0, 34));
    }

    @Test
    void listExamplesNamesEveryExampleWithItsDescription() {
        String[] lines = CliRun.of("exact-cover", "--list-examples").out().split("\n");
        assertEquals(Examples.names(), java.util.Arrays.stream(lines).limit(Examples.names().size())
                .map(line -> line.substring(0, line.indexOf("  "))).toList());
        assertTrue(java.util.Arrays.asList(lines).stream().anyMatch(line -> line.startsWith("ai-escargot  sudoku: ")));
        assertTrue(lines[1].startsWith("knuth  Knuth's 7-item example"), lines[1]);
    }

    @Test
    void stopsWhenItsOutputIsClosedInsteadOfRunningOn() {
        // Billions of lines otherwise; a closed pipe must end the command promptly, with exit 1.
        int code = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(60),
                () -> CliRun.withClosingOutput(10_000, "exact-cover", "--example", "queens16"));
        assertEquals(1, code);
    }

    @Test
    void aLibrarySudokuIsAnExampleWithItsUniqueSolution() {
        CliRun run = CliRun.of("exact-cover", "--count", "--example", "ai-escargot");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("1\n", run.out());
        String cells = CliRun.of("exact-cover", "--example", "ai-escargot").out();
        // One option per empty cell, named like r3c5=7: AI Escargot has 23 givens, so 58 lines.
        assertEquals(81 - 23, cells.split("\n").length);
        assertTrue(cells.lines().allMatch(line -> line.matches("r[1-9]c[1-9]=[1-9]")), cells);
    }

    @Test
    void benchCountsAsDlx1AndReportsRatesThatFitTheCountersAndTimes() {
        CliRun run = CliRun.of("exact-cover", "--example", "queens10", "--bench", "--runs", "3");
        assertEquals(0, run.exitCode(), run.err());
        // Knuth's dlx1 on the same 10 queens: 724 solutions, 312,964 updates, 15,724 nodes (+1 per solution here).
        assertTrue(run.out().contains("every pass: solutions=724 nodes=16448 updates=312964"), run.out());
        java.util.regex.Matcher pass = java.util.regex.Pattern
                .compile("pass \\d: +([0-9.]+) s .* +([0-9.,]+) M updates/s").matcher(run.out());
        int passes = 0;
        while (pass.find()) {
            passes++;
            double seconds = Double.parseDouble(pass.group(1));
            double rate = Double.parseDouble(pass.group(2).replace(",", "")) * 1e6;
            // A pass takes a few ms and its time is printed to 0.1 ms: the rate must fit it to within 10%.
            assertEquals(1.0, 312964 / rate / seconds, 0.1, pass.group());
        }
        assertEquals(3, passes, run.out());
        assertTrue(run.out().contains("fastest of 3: "), run.out());
    }

    @Test
    void benchTimesAPassOnSeveralThreadsInEachRoundThatCountsTheSame() {
        CliRun run = CliRun.of("exact-cover", "--example", "queens10", "--bench", "--runs", "2", "--threads", "2");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(2, run.out().lines().filter(l -> l.matches("pass \\d, 2 threads: +[0-9.]+ s +[0-9.,]+ M updates/s "
                + "\\([0-9.]+x one thread\\) \\[workers busy [0-9.]+, [0-9.]+ s of [0-9.]+ s; \\d+ parts given away]"))
                .count(), run.out());
        assertTrue(run.out().contains("every pass: solutions=724 nodes=16448 updates=312964 (DLX1's counters), "
                + "on one thread and on several"), run.out());
        assertTrue(run.out().contains("\n2 threads: fastest "), run.out());
        // other programs on the machine disturb a parallel pass most: the load is shown before and after
        assertTrue(run.out().contains("\nmachine: " + Runtime.getRuntime().availableProcessors()
                + " cores, load average "), run.out());
        assertTrue(run.out().contains("\nmachine at the end: "), run.out());
    }

    @Test
    void benchRespectsTheLimitAndRefusesBadCombinations() {
        CliRun limited = CliRun.of("exact-cover", "--example", "queens8", "--bench", "--runs", "1", "--limit", "10");
        assertEquals(0, limited.exitCode(), limited.err());
        assertTrue(limited.out().contains("every pass: solutions=10 "), limited.out());
        // the first 10 solutions are those of the search's order: no pass on several threads
        assertTrue(limited.out().lines().noneMatch(line -> line.contains(" threads: ")), limited.out());

        CliRun noBench = CliRun.of("exact-cover", "--example", "queens8", "--runs", "3");
        assertEquals(2, noBench.exitCode());
        assertTrue(noBench.err().contains("--runs goes with --bench"), noBench.err());
        CliRun zero = CliRun.of("exact-cover", "--example", "queens8", "--bench", "--runs", "0");
        assertEquals(2, zero.exitCode());
        assertTrue(zero.err().contains("--runs must be at least 1, not 0"), zero.err());
        CliRun both = CliRun.of("exact-cover", "--example", "queens8", "--bench", "--print-problem");
        assertEquals(2, both.exitCode());
        assertTrue(both.err().contains("not both"), both.err());
        CliRun bad = CliRun.withInput("a b\na c\n", "exact-cover", "-", "--bench");
        assertEquals(2, bad.exitCode());
        assertTrue(bad.err().contains("line 2"), bad.err());
        assertEquals("", bad.out());
    }

    /** A stand-in for Knuth's dlx1: reads the problem, records its arguments, prints a summary line. */
    private static Path fakeDlx1(Path dir, String summary) throws IOException {
        Path script = dir.resolve("dlx1");
        Files.writeString(script, "#!/bin/sh\n"
                + "cat > /dev/null\n"
                + "echo \"$@\" >> '" + dir.resolve("arguments") + "'\n"
                + "case \"$1\" in T0) echo 'Altogether 0 solutions, 9+0 mems, 0 updates, 99 bytes, 1 nodes.' >&2;;\n"
                + "*) printf '%s\\n' '" + summary + "' >&2;; esac\n");
        script.toFile().setExecutable(true);
        return script;
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void benchAgainstDlx1RunsItAfterEachPassAndChecksItsCounters(@TempDir Path dir) throws IOException {
        Path dlx1 = fakeDlx1(dir, "Altogether 724 solutions, 1+2 mems, 312964 updates, 9 bytes, 15724 nodes.");
        CliRun run = CliRun.of("exact-cover", "--example", "queens10", "--bench", "--runs", "2",
                "--against", dlx1.toString());
        assertEquals(0, run.exitCode(), run.err() + run.out());
        assertEquals(2, run.out().lines().filter(l -> l.startsWith("pass ") && l.contains("| dlx1 ")).count(),
                run.out());
        assertTrue(run.out().contains("dlx1 counted solutions=724 nodes=15724 updates=312964: the same solutions "
                + "and updates as the engine"), run.out());
        assertTrue(run.out().contains("engine/dlx1: "), run.out());
        // A search after each pass; its start-up and input timed with T0 three times in the first
        // round and once in each later one, the fastest taken off.
        assertEquals(List.of("", "T0", "T0", "T0", "", "T0"), Files.readAllLines(dir.resolve("arguments")));
        assertTrue(run.out().contains("fastest of 4 runs with T0"), run.out());
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void benchAgainstDlx1AlsoTimesThisProgramAsAWholeProcessOnTheSameFile(@TempDir Path dir) throws IOException {
        Path dlx1 = fakeDlx1(dir, "Altogether 724 solutions, 1+2 mems, 312964 updates, 9 bytes, 16448 nodes.");
        CliRun run = CliRun.of("exact-cover", "--example", "queens10", "--bench", "--runs", "2", "--threads", "2",
                "--against", dlx1.toString());
        assertEquals(0, run.exitCode(), run.err() + run.out());
        // each round: one thread | dlx1, then two threads | this program started again, counting the file
        assertEquals(2, run.out().lines().filter(l -> l.matches("pass \\d, 2 threads: .* \\| java +[0-9.]+ s from "
                + "start to exit")).count(), run.out());
        assertTrue(run.out().contains("engine on 2 threads/dlx1: "), run.out());
        // the child counted as the engine does (it would say NOT otherwise), from the file dlx1 read
        assertTrue(run.out().matches("(?s).*whole process, from start to exit, each reading the same file: 'java "
                + "(-jar|-cp) \\S+ (dlxviz.Launcher )?exact-cover \\S+dlx-visualizer-bench\\S+\\.dlx --count --stats "
                + "--threads 2' fastest [0-9.]+ s, median [0-9.]+ s; dlx1 fastest .*"), run.out());
        assertTrue(run.out().contains("java/dlx1 whole-process time: "), run.out());
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void benchAgainstDlx1PassesTheLimitAndSaysWhenTheCountsDiffer(@TempDir Path dir) throws IOException {
        Path dlx1 = fakeDlx1(dir, "Altogether 10 solutions, 1+2 mems, 999 updates, 9 bytes, 15 nodes.");
        CliRun run = CliRun.of("exact-cover", "--example", "queens10", "--bench", "--runs", "1", "--limit", "10",
                "--against", dlx1.toString());
        assertEquals(1, run.exitCode(), run.err() + run.out());
        assertTrue(run.out().contains("NOT the same solutions and updates as the engine"), run.out());
        assertEquals("t10", Files.readAllLines(dir.resolve("arguments")).get(0));
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void benchAgainstAProgramThatIsNotDlx1ExitsWith2AndSaysWhy(@TempDir Path dir) throws IOException {
        Path silent = fakeDlx1(dir, "Segmentation fault");
        CliRun wrong = CliRun.of("exact-cover", "--example", "queens8", "--bench", "--runs", "1",
                "--against", silent.toString());
        assertEquals(2, wrong.exitCode());
        assertTrue(wrong.err().contains("did not print dlx1's line 'Altogether N solutions"), wrong.err());
        assertTrue(wrong.err().contains("it printed 'Segmentation fault'"), wrong.err());

        CliRun missing = CliRun.of("exact-cover", "--example", "queens8", "--bench", "--against",
                dir.resolve("no-such-dlx1").toString());
        assertEquals(2, missing.exitCode());
        assertTrue(missing.err().contains("cannot run '" + dir.resolve("no-such-dlx1") + "'"), missing.err());
    }

    @Test
    void againstNeedsBenchAndDlx1sOwnItemChoice() {
        CliRun noBench = CliRun.of("exact-cover", "--example", "queens8", "--against", "dlx1");
        assertEquals(2, noBench.exitCode());
        assertTrue(noBench.err().contains("--against goes with --bench"), noBench.err());
        CliRun heuristic = CliRun.of("exact-cover", "--example", "queens8", "--bench", "--against", "dlx1",
                "--heuristic", "first-active");
        assertEquals(2, heuristic.exitCode());
        assertTrue(heuristic.err().contains("leave out --heuristic"), heuristic.err());
    }

    @Test
    void theRandomTieBreakIsRepeatableFromItsSeedAndOtherwiseRefused() {
        CliRun first = CliRun.of("exact-cover", "--example", "queens8", "--count", "--stats",
                "--heuristic", "min-length-random", "--seed", "7");
        CliRun again = CliRun.of("exact-cover", "--example", "queens8", "--count", "--stats",
                "--heuristic", "min-length-random", "--seed", "7");
        assertEquals(0, first.exitCode(), first.err());
        assertEquals(first.out(), again.out());
        dlxviz.engine.Search search = new dlxviz.engine.Search(dlxviz.problems.Examples.get("queens8").orElseThrow(),
                dlxviz.engine.ItemChoice.MIN_LENGTH_RANDOM);
        search.setTieBreakSeed(7);
        search.run(Long.MAX_VALUE, Long.MAX_VALUE);
        assertTrue(first.out().contains("solutions=92 nodes=" + search.nodes() + " updates=" + search.updates()), first.out());
        CliRun seedAlone = CliRun.of("exact-cover", "--example", "queens8", "--seed", "7");
        assertEquals(2, seedAlone.exitCode());
        assertTrue(seedAlone.err().contains("--seed seeds min-length-random"), seedAlone.err());
    }
}
