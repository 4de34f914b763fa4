package dlxviz.cli;

import dlxviz.catalogue.ExampleNames;
import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.Notation;
import dlxviz.sudoku.PuzzleLibrary;
import dlxviz.sudoku.PuzzleReader;
import dlxviz.sudoku.ReadOptions;
import dlxviz.text.NotText;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * The puzzle inputs the sudoku commands share: files, '-' for standard input (also when no
 * file is named), or the name of a library puzzle ({@code solve ai-escargot}); and the
 * {@code --box} and {@code --notation} options. Mixed into each command.
 *
 * <p>Inputs are opened one at a time and read one puzzle at a time ({@link PuzzleReader}), as
 * UTF-8 whatever the platform's default: a file of a million puzzles is answered in the memory
 * of one, and its first answer comes at once.
 */
public final class PuzzleSource {
    @Option(names = "--box", paramLabel = "RxC",
            description = "Box shape, e.g. 2x3 (default: inferred from the size: 6 -> 2x3, 12 -> 3x4, ...).")
    String box;

    static final String AUTO = "auto";

    @Option(names = "--notation", paramLabel = "NAME", defaultValue = AUTO,
            description = "Digits for n >= 10: auto, digits, 1-9A (1-9 then A..), 0-9A (0-9 then A..), "
                    + "letters (A..), numbers (separated by spaces or commas, 0 empty). Default: ${DEFAULT-VALUE}; "
                    + "a '# notation: NAME' line in the input sets it for the puzzles after it.")
    String notation = AUTO;

    /** What '-' reads; tests give their own. */
    InputStream stdin = System.in;

    /**
     * The read options from --box and --notation.
     *
     * @throws IllegalArgumentException with a message naming the bad value
     */
    public ReadOptions readOptions() {
        BoxShape shape = box == null ? null : BoxShape.parse(box);
        Notation chosen = notation == null || notation.equalsIgnoreCase("auto") ? null : Notation.fromName(notation);
        return new ReadOptions(shape, chosen);
    }

    /** The inputs to read: the names given, or standard input. */
    static List<String> orStandardInput(List<String> names) {
        return names == null || names.isEmpty() ? List.of("-") : names;
    }

    /** How an input is named in messages: "standard input" or the name quoted. */
    static String describe(String name) {
        return name.equals("-") ? "standard input" : "'" + name + "'";
    }

    /**
     * {@code in}, its first bytes looked at: a renamed archive ({@code puzzles.zip} saved as
     * {@code .txt}) is said once, not as one "not UTF-8" line per line of it.
     */
    private static InputStream sniffed(InputStream in, String name) throws IOException, BadInputException {
        java.io.BufferedInputStream buffered = new java.io.BufferedInputStream(in, 1 << 16);
        buffered.mark(NotText.SNIFF_BYTES);
        byte[] first = new byte[NotText.SNIFF_BYTES];
        int length = Math.max(0, buffered.read(first, 0, first.length)); // one read: a person typing is not kept waiting
        buffered.reset();
        String kind = NotText.kind(first, length);
        if (kind != null) {
            buffered.close();
            throw new BadInputException("cannot read " + describe(name) + ": it is " + kind + ", not text; unpack it "
                    + "and give the puzzle file inside");
        }
        return buffered;
    }

    /**
     * Opens one input: standard input, a file, or else a library puzzle of that name.
     *
     * @throws BadInputException with a clear message when it cannot be read
     */
    PuzzleReader open(String name, ReadOptions options) throws BadInputException {
        if (name.equals("-")) {
            // Not closed with its reader: '-' named twice reads on where the first left off, as cat does.
            try {
                return PuzzleReader.utf8(sniffed(new java.io.FilterInputStream(stdin) {
                    @Override
                    public void close() {
                    }
                }, name), options);
            } catch (IOException e) {
                throw new BadInputException("cannot read standard input: " + e.getMessage());
            }
        }
        Path path = Path.of(name);
        if (!Files.exists(path)) {
            Optional<PuzzleLibrary.Entry> entry = ExampleNames.sudoku(name);
            if (entry.isPresent()) {
                return PuzzleReader.of(entry.get().grid().toString(), options);
            }
            throw new BadInputException("cannot read '" + name
                    + "': no such file, and no library puzzle of that name (library: "
                    + String.join(", ", PuzzleLibrary.names()) + ")");
        }
        if (Files.isDirectory(path)) {
            throw new BadInputException("cannot read '" + name + "': it is a directory");
        }
        try {
            return PuzzleReader.utf8(sniffed(Files.newInputStream(path), name), options);
        } catch (NoSuchFileException e) {
            throw new BadInputException("cannot read '" + name + "': no such file");
        } catch (AccessDeniedException e) {
            throw new BadInputException("cannot read '" + name + "': permission denied");
        } catch (IOException e) {
            throw new BadInputException("cannot read '" + name + "': " + e.getMessage());
        }
    }
}
