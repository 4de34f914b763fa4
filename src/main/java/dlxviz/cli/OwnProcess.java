package dlxviz.cli;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * This program started again as a separate process, for {@code exact-cover --bench --against}:
 * the figure a user sees, with the JVM's start, reading the file and the JIT included, timed
 * from start to exit as dlx1 is. It runs {@code exact-cover FILE --count --stats --threads N}
 * on the very file dlx1 reads, with the same Java and class path as this process, and no JVM
 * options (as a user types it).
 */
final class OwnProcess {
    private static final Pattern STATS = Pattern.compile("solutions=(\\d+) nodes=(\\d+) updates=(\\d+)");

    private final List<String> launch;
    private final List<String> arguments;

    /** What one run printed, and how long it took from start to exit. */
    record Run(double seconds, long solutions, long nodes, long updates) {
    }

    /**
     * @param input         the problem in DLX1 format
     * @param solutionLimit count up to this many solutions (then on one thread); MAX_VALUE for all
     * @param threads       threads for the count
     */
    OwnProcess(Path input, long solutionLimit, int threads) {
        launch = new ArrayList<>();
        launch.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        Path code = codeLocation();
        if (code != null && Files.isRegularFile(code)) {
            launch.addAll(List.of("-jar", code.toString())); // the runnable jar, as the README runs it
        } else { // classes in a folder: Maven's tests (a class path in a manifest), an IDE
            launch.addAll(List.of("-cp", System.getProperty("java.class.path"), "dlxviz.Launcher"));
        }
        arguments = new ArrayList<>(List.of("exact-cover", input.toString(), "--count", "--stats"));
        if (solutionLimit != Long.MAX_VALUE) {
            arguments.addAll(List.of("--limit", Long.toString(solutionLimit)));
        }
        arguments.addAll(List.of("--threads", Integer.toString(threads)));
    }

    /** The jar or folder this class was loaded from, or null when the JVM does not say. */
    private static Path codeLocation() {
        try {
            var source = OwnProcess.class.getProtectionDomain().getCodeSource();
            return source == null ? null : Path.of(source.getLocation().toURI());
        } catch (URISyntaxException | IllegalArgumentException | SecurityException e) {
            return null;
        }
    }

    /** The command as a person would type it: java by its short name, a long class path left out. */
    String shownCommand() {
        List<String> shown = new ArrayList<>(List.of("java"));
        for (int i = 1; i < launch.size(); i++) {
            String word = launch.get(i);
            shown.add(i == 2 && launch.get(1).equals("-cp") ? "<class-path>" : word);
        }
        shown.addAll(arguments);
        return String.join(" ", shown);
    }

    /** One whole run. */
    Run count() throws BadInputException {
        List<String> command = new ArrayList<>(launch);
        command.addAll(arguments);
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
        String stdout;
        int exit;
        long start = System.nanoTime();
        double seconds;
        try {
            Process process = builder.start();
            process.getOutputStream().close();
            try (InputStream out = process.getInputStream()) {
                stdout = new String(out.readAllBytes(), StandardCharsets.UTF_8);
            }
            exit = process.waitFor();
            seconds = (System.nanoTime() - start) / 1e9;
        } catch (IOException e) {
            throw new BadInputException("cannot start '" + shownCommand() + "': " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BadInputException("interrupted while '" + shownCommand() + "' ran");
        }
        Matcher stats = STATS.matcher(stdout);
        if (exit != 0 || !stats.find()) {
            throw new BadInputException("'" + shownCommand() + "' exited with " + exit + " and printed '"
                    + stdout.strip() + "' instead of a count and its counters");
        }
        return new Run(seconds, Long.parseLong(stats.group(1)), Long.parseLong(stats.group(2)),
                Long.parseLong(stats.group(3)));
    }
}
