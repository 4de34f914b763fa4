package dlxviz.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command in README.md and src/docs runs, from a fresh clone's root with the built jar, and
 * prints what the docs show (issue 27). Run by {@code mvn verify -Pchecks} after the jar is built.
 *
 * <p>How the docs are read ({@link DocBlocks}): a fenced block marked with a language other than a
 * shell's ({@code text} for a synopsis, {@code yaml} for a file) holds no command; in a block with lines starting {@code "$ "} each such line is a
 * command and the lines up to the next are its output, compared line by line (a line {@code ...}
 * stands for any lines, a line ending in {@code ...} for any line starting so); in any other block
 * each line is a command that must succeed. The commands the check cannot run are listed in
 * {@link #NOT_RUN}, each with why.
 *
 * <p>The clone is of HEAD, with the working tree's README.md, src/docs and src/examples copied over
 * it, so the docs being edited are the ones checked. No command may change a tracked file or leave
 * an untracked one: {@code git status} is the same after all of them.
 */
class DocsCommandsCheck {
    /** Commands named here are not run; each prefix with the reason. */
    static final Map<String, String> NOT_RUN = Map.of(
            "mvn javafx:run", "opens the app window; the UI tests cover it headless",
            "mvn verify", "the build that runs this check",
            "mvn -Pdist package", "jlink and jpackage, minutes; the installers' workflow runs it",
            "mvn test-compile exec:exec@jmh", "a benchmark, minutes of measuring",
            "mvn -o -q test -Dtest=", "a measurement (*Check), minutes",
            "sudo ", "installs on this machine",
            "DISPLAY=", "needs a display (Xvfb)",
            "dlx-visualizer ", "the installed command, after the package is installed");

    /** Commands whose text contains one of these are not run either. */
    static final Map<String, String> NOT_RUN_CONTAINING = Map.of(
            "--against", "needs Knuth's dlx1 built beside it (src/test/resources/dlx1/README.md)");

    private static final long TIMEOUT_SECONDS = 180;

    @Test
    void everyCommandInTheDocsRunsAndPrintsWhatTheDocsShow(@TempDir Path tmp) throws Exception {
        Path root = Path.of("").toAbsolutePath();
        Path jar = root.resolve("target/dlx-visualizer.jar");
        assumeTrue(Files.isDirectory(root.resolve(".git")) || Files.isRegularFile(root.resolve(".git")),
                "not a git checkout: no clone to run the docs' commands in");
        assertTrue(Files.isRegularFile(jar), "build the jar first (mvn package): " + jar);

        Path clone = tmp.resolve("clone");
        run(tmp, "git clone -q " + quote(root.toString()) + " clone");
        overlay(root, clone, "README.md");
        overlay(root, clone, "src/docs");
        overlay(root, clone, "src/examples");
        Files.createDirectories(clone.resolve("target"));
        Files.copy(jar, clone.resolve("target/dlx-visualizer.jar"), StandardCopyOption.REPLACE_EXISTING);
        String statusBefore = run(clone, "git status --porcelain").output();

        List<String> failures = new ArrayList<>();
        int ran = 0;
        int skipped = 0;
        for (Path doc : docs(clone)) {
            for (DocBlocks.Command command : DocBlocks.commands(Files.readString(doc))) {
                String where = clone.relativize(doc) + ":" + command.line();
                if (notRunBecause(command.text()) != null) {
                    skipped++;
                    continue;
                }
                ran++;
                Result result = run(clone, command.text());
                if (command.expected() == null) {
                    if (result.exit() != 0) {
                        failures.add(where + ": `" + command.text() + "` exited " + result.exit() + ":\n" + result.output());
                    }
                } else {
                    String mismatch = DocBlocks.compare(command.expected(), lines(result.output()));
                    if (mismatch != null) {
                        failures.add(where + ": `" + command.text() + "`: " + mismatch + "\n--- printed:\n" + result.output());
                    }
                }
            }
        }
        System.out.println("docs' commands: " + ran + " run, " + skipped + " not run (DocsCommandsCheck.NOT_RUN)");
        assertEquals(List.of(), failures, String.join("\n\n", failures));
        assertEquals(statusBefore, run(clone, "git status --porcelain").output(),
                "a command in the docs changed the clone's files");
        assertTrue(ran > 20, "the docs' commands were not found: " + ran + " run");
    }

    static String notRunBecause(String command) {
        for (Map.Entry<String, String> e : NOT_RUN.entrySet()) {
            if (command.startsWith(e.getKey())) {
                return e.getValue();
            }
        }
        for (Map.Entry<String, String> e : NOT_RUN_CONTAINING.entrySet()) {
            if (command.contains(e.getKey())) {
                return e.getValue();
            }
        }
        return null;
    }

    private static List<Path> docs(Path clone) throws IOException {
        List<Path> docs = new ArrayList<>();
        docs.add(clone.resolve("README.md"));
        try (Stream<Path> files = Files.list(clone.resolve("src/docs"))) {
            files.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
        }
        return docs;
    }

    private static void overlay(Path from, Path to, String path) throws IOException {
        Path source = from.resolve(path);
        if (Files.isRegularFile(source)) {
            Files.copy(source, to.resolve(path), StandardCopyOption.REPLACE_EXISTING);
            return;
        }
        try (Stream<Path> files = Files.walk(source)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    private static List<String> lines(String output) {
        List<String> lines = new ArrayList<>(List.of(output.split("\n", -1)));
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        return lines;
    }

    private static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }

    record Result(int exit, String output) {
    }

    /** One command in bash, without a display, its output and errors together. */
    private static Result run(Path dir, String command) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder("bash", "-c", command)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        builder.environment().remove("DISPLAY");
        Process process = builder.start();
        byte[] out = process.getInputStream().readAllBytes();
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return new Result(-1, "timed out after " + TIMEOUT_SECONDS + " s");
        }
        return new Result(process.exitValue(), new String(out, StandardCharsets.UTF_8));
    }
}
