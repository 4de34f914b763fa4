package dlxviz.cli;

import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.Notation;
import dlxviz.sudoku.PuzzleEntry;
import dlxviz.sudoku.PuzzleLibrary;
import dlxviz.sudoku.PuzzleParser;
import dlxviz.sudoku.ReadOptions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * The puzzle inputs the sudoku commands share: files, '-' for standard input (also when no
 * file is named), or the name of a library puzzle ({@code solve ai-escargot}); and the
 * {@code --box} and {@code --notation} options. Mixed into each command.
 */
public final class PuzzleSource {
    @Option(names = "--box", paramLabel = "RxC",
            description = "Box shape, e.g. 2x3 (default: inferred from the size: 6 -> 2x3, 12 -> 3x4, ...).")
    String box;

    @Option(names = "--notation", paramLabel = "NAME", defaultValue = "auto",
            description = "Digits for n >= 10: auto, digits, 1-9A (1-9 then A..), 0-9A (0-9 then A..), "
                    + "letters (A..), numbers (separated by spaces or commas, 0 empty). Default: ${DEFAULT-VALUE}.")
    String notation;

    /** One input: its name for messages and its puzzles. */
    public record Input(String name, List<PuzzleEntry> entries) {
    }

    /** The read options from --box and --notation. */
    public ReadOptions readOptions() {
        BoxShape shape = box == null ? null : BoxShape.parse(box);
        Notation chosen = notation == null || notation.equalsIgnoreCase("auto") ? null : Notation.fromName(notation);
        return new ReadOptions(shape, chosen);
    }

    /**
     * Reads every input. A name that is not a file but a library puzzle gives that puzzle.
     *
     * @throws IllegalArgumentException with a clear message when a file cannot be read
     */
    public List<Input> read(List<String> names, InputStream stdin) {
        ReadOptions options = readOptions();
        List<String> all = names == null || names.isEmpty() ? List.of("-") : names;
        List<Input> inputs = new ArrayList<>();
        for (String name : all) {
            inputs.add(new Input(name, PuzzleParser.parseAll(text(name, stdin), options)));
        }
        return inputs;
    }

    private static String text(String name, InputStream stdin) {
        try {
            if (name.equals("-")) {
                return new String(stdin.readAllBytes(), StandardCharsets.UTF_8);
            }
            Path path = Path.of(name);
            if (!Files.exists(path)) {
                Optional<PuzzleLibrary.Entry> entry = PuzzleLibrary.find(name);
                if (entry.isPresent()) {
                    return entry.get().grid().toString();
                }
                throw new IllegalArgumentException("cannot read '" + name
                        + "': no such file, and no library puzzle of that name (library: "
                        + String.join(", ", PuzzleLibrary.names()) + ")");
            }
            if (Files.isDirectory(path)) {
                throw new IllegalArgumentException("cannot read '" + name + "': it is a directory");
            }
            return Files.readString(path, StandardCharsets.ISO_8859_1);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("cannot read '" + name + "': no such file");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read '" + name + "': " + e.getMessage());
        }
    }
}
