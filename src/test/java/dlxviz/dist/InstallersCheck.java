package dlxviz.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dlxviz.lesson.ShippedLessons;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/**
 * The installers (issue 27): the workflow that builds them on each platform, and what the Linux
 * package built here by {@code mvn -Pdist package} carries for double-click (the desktop entry's
 * file types and Exec line, the shared MIME database's globs) and for the two launchers. The
 * package's part is skipped when no {@code target/*.deb} was built.
 */
class InstallersCheck {
    private static final Path ROOT = Path.of("").toAbsolutePath();
    private static final Path ASSOCIATIONS = ROOT.resolve("src/dist/associations");

    @Test
    @SuppressWarnings("unchecked")
    void theWorkflowBuildsEachInstallerOnItsOwnRunnerWithTheDistProfile() throws IOException {
        Map<String, Object> workflow;
        try (Reader in = Files.newBufferedReader(ROOT.resolve(".github/workflows/installers.yml"))) {
            workflow = (Map<String, Object>) new Load(LoadSettings.builder().build()).loadFromReader(in);
        }
        Map<String, Object> job = (Map<String, Object>) ((Map<String, Object>) workflow.get("jobs")).get("installer");
        List<Map<String, Object>> include = (List<Map<String, Object>>)
                ((Map<String, Object>) ((Map<String, Object>) job.get("strategy")).get("matrix")).get("include");
        Map<String, String> runnerOfKind = new java.util.TreeMap<>();
        include.forEach(entry -> runnerOfKind.put((String) entry.get("kind"), (String) entry.get("os")));
        assertEquals(Set.of("deb", "dmg", "msi"), runnerOfKind.keySet());
        assertTrue(runnerOfKind.get("msi").startsWith("windows-") && runnerOfKind.get("dmg").startsWith("macos-")
                && runnerOfKind.get("deb").startsWith("ubuntu-"), "each installer on its own platform: " + runnerOfKind);
        assertEquals("${{ matrix.os }}", job.get("runs-on"));
        List<Map<String, Object>> steps = (List<Map<String, Object>>) job.get("steps");
        String runs = steps.stream().map(step -> String.valueOf(step.get("run"))).collect(Collectors.joining("\n"));
        assertTrue(runs.contains("mvn -B -ntp -Pdist package"), "the build step runs the dist profile:\n" + runs);
        // the headless command runs from the commands' launcher, on each platform where the image has it
        for (String launcher : List.of("dlx-visualizer-cli.exe", "Contents/MacOS/dlx-visualizer-cli",
                "bin/dlx-visualizer-cli")) {
            assertTrue(runs.contains(launcher + "\""), "no headless command from " + launcher);
        }
        assertTrue(steps.stream().anyMatch(step -> String.valueOf(step.get("with")).contains("target/*.${{ matrix.kind }}")),
                "the installer is uploaded");
    }

    /** The lesson association's glob is the app's own lesson extension, which opens a file as a lesson. */
    @Test
    void theLessonAssociationIsTheAppsLessonExtension() throws IOException {
        assertEquals(ShippedLessons.EXTENSION, "." + association("lesson").getProperty("extension"));
    }

    @Test
    void theDebianPackageOpensDlxAndLessonFilesByDoubleClick(@TempDir Path tmp) throws Exception {
        Path deb;
        try (Stream<Path> files = Files.list(ROOT.resolve("target"))) {
            deb = files.filter(f -> f.getFileName().toString().endsWith(".deb")).findFirst().orElse(null);
        } catch (IOException e) {
            deb = null;
        }
        assumeTrue(deb != null, "no target/*.deb: mvn -Pdist package on Linux first");
        run(tmp, "dpkg-deb", "-x", deb.toString(), "files");
        run(tmp, "dpkg-deb", "-e", deb.toString(), "control");
        Path lib = tmp.resolve("files/opt/dlx-visualizer/lib");

        String desktop = Files.readString(lib.resolve("dlx-visualizer-dlx-visualizer.desktop"));
        String mimeInfo = Files.readString(lib.resolve("dlx-visualizer-dlx-visualizer-MimeInfo.xml"));
        Set<String> types = new TreeSet<>();
        for (String name : List.of("dlx", "lesson")) {
            Properties association = association(name);
            String type = association.getProperty("mime-type");
            types.add(type);
            String glob = "<glob pattern=\"*." + association.getProperty("extension") + "\"";
            int typeAt = mimeInfo.indexOf("type=\"" + type + "\"");
            assertTrue(typeAt >= 0 && mimeInfo.indexOf(glob, typeAt) > typeAt, type + " with " + glob + " in:\n" + mimeInfo);
        }
        String mimeLine = desktop.lines().filter(l -> l.startsWith("MimeType=")).findFirst().orElse("");
        assertEquals(types, new TreeSet<>(List.of(mimeLine.substring(mimeLine.indexOf('=') + 1).split(";"))),
                "the desktop entry's file types:\n" + desktop);
        assertTrue(desktop.contains("\nExec=/opt/dlx-visualizer/bin/dlx-visualizer-window %f\n"),
                "the launcher gets the file as its argument:\n" + desktop);

        String postinst = Files.readString(tmp.resolve("control/postinst"));
        for (String installed : List.of("/usr/share/applications/dlx-visualizer.desktop",
                "/usr/share/mime/packages/dlx-visualizer.xml", "ln -sf /opt/dlx-visualizer/bin/dlx-visualizer-command /usr/bin/dlx-visualizer")) {
            assertTrue(postinst.contains(installed), "postinst: " + installed + "\n" + postinst);
            assertTrue(Files.readString(tmp.resolve("control/prerm")).contains(installed.replaceAll(".* ", "")),
                    "prerm removes " + installed);
        }

        // the window's launcher with C1 alone, the commands' with both compilers
        String window = Files.readString(lib.resolve("app/dlx-visualizer.cfg"));
        String cli = Files.readString(lib.resolve("app/dlx-visualizer-cli.cfg"));
        assertTrue(window.contains("-XX:TieredStopAtLevel=1"), window);
        assertTrue(!cli.contains("TieredStopAtLevel") && cli.contains("--add-exports"), cli);
        // the window's launcher with the serial collector, without the performance-data file
        assertTrue(window.contains("-XX:+UseSerialGC") && window.contains("-XX:-UsePerfData"), window);
        assertTrue(Files.isExecutable(tmp.resolve("files/opt/dlx-visualizer/bin/dlx-visualizer-cli")));
        // the command on the PATH and the menu entry: scripts that start the image's runtime with
        // their launcher's options, without its package-manager lookup
        Path bin = tmp.resolve("files/opt/dlx-visualizer/bin");
        assertStartsLike(bin.resolve("dlx-visualizer-command"), cli);
        assertStartsLike(bin.resolve("dlx-visualizer-window"), window);
        Path command = bin.resolve("dlx-visualizer-command");
        Path puzzles = tmp.resolve("two.txt");
        Files.writeString(puzzles, "1" + ".".repeat(80) + "\n" // many solutions: counted to 2
                + "534678912672195348198342567859761423426853791713924856961537284287419635345286179\n"); // solved: 1
        Process count = new ProcessBuilder(command.toString(), "count", "--limit", "2", puzzles.toString())
                .redirectErrorStream(true).start();
        String answers = new String(count.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(count.waitFor(60, TimeUnit.SECONDS));
        assertEquals("2\n1\n", answers, "the packaged command's counts");
    }

    private static void assertStartsLike(Path script, String launcherCfg) throws IOException {
        assertTrue(Files.isExecutable(script), script + " is not an executable file");
        String text = Files.readString(script);
        List<String> options = launcherCfg.lines()
                .filter(l -> l.startsWith("java-options=-X") || l.startsWith("java-options=--add"))
                .map(l -> l.substring("java-options=".length())).collect(Collectors.toList());
        assertTrue(options.size() > 1, "no options in:\n" + launcherCfg);
        for (String option : options) {
            assertTrue(text.contains(" " + option + " "), script.getFileName() + " lacks its launcher's " + option + ":\n" + text);
        }
    }

    /**
     * Where the build has Xvfb, the class-data archive's training saw the window on a display:
     * the desktop's glass classes (GTK on Linux) are in its list, as the installed app loads them.
     */
    @Test
    void theWindowsTrainingRanOnADisplayWhereTheBuildHasXvfb() throws IOException {
        Path list = ROOT.resolve("target/dist/classes-window.lst");
        boolean xvfb = Stream.of(System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator))
                .anyMatch(dir -> !dir.isEmpty() && Files.isExecutable(Path.of(dir, "xvfb-run")));
        assumeTrue(xvfb && Files.isRegularFile(list), "no Xvfb here, or no mvn -Pdist package yet");
        String classes = Files.readString(list);
        assertTrue(classes.contains("com/sun/glass/ui/gtk/GtkApplication") && classes.contains("dlxviz/app/DlxApp"),
                "the window's training on a display: GTK's glass and the app in " + list);
    }

    private static Properties association(String name) throws IOException {
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(ASSOCIATIONS.resolve(name + ".properties"), StandardCharsets.UTF_8)) {
            properties.load(in);
        }
        return properties;
    }

    private static void run(Path dir, String... command) throws Exception {
        Process process = new ProcessBuilder(new ArrayList<>(List.of(command))).directory(dir.toFile())
                .redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), String.join(" ", command) + " did not end");
        assertEquals(0, process.exitValue(), String.join(" ", command) + ":\n" + output);
    }
}
