package dlxviz.cli;

import dlxviz.exercise.GradeTable;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code grade FOLDER}: a class's exercise results in one table (src/docs/exercises.md), each
 * file that was changed after it was saved refused with its name and the reason.
 */
@Command(name = "grade", mixinStandardHelpOptions = true,
        description = {"Reads the exercise results files (*.json, saved by the app's File > Exercise...) of a "
                + "folder and prints one table: steps, right first time, helped, wrong tries and seconds per step "
                + "for each student. A file changed after it was saved is refused (its checksum does not match), "
                + "with a message naming it."},
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {"0:every file graded", "1:some files refused (listed under the table)",
            "2:bad usage, or the folder cannot be read"})
public final class GradeCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FOLDER", description = "The folder of results files.")
    private String folder;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path path;
        try {
            path = Path.of(folder);
        } catch (InvalidPathException e) {
            err.println("grade: '" + folder + "' is not a folder name: " + e.getReason());
            return 2;
        }
        if (!Files.isDirectory(path)) {
            err.println("grade: '" + folder + "' is not a folder");
            return 2;
        }
        GradeTable table;
        try {
            table = GradeTable.read(path);
        } catch (IOException e) {
            err.println("grade: cannot list '" + folder + "': " + e.getMessage());
            return 2;
        }
        out.print(table.text());
        out.flush();
        return table.refused().isEmpty() ? 0 : 1;
    }
}
