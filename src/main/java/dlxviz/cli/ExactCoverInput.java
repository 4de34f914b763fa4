package dlxviz.cli;

import dlxviz.catalogue.ExampleNames;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.problems.Dlx1Document;
import dlxviz.problems.Dlx1Format;
import dlxviz.problems.Dlx1OutOfMemoryException;
import dlxviz.problems.Dlx1SyntaxException;
import dlxviz.sudoku.SudokuEncoding;
import dlxviz.text.Shown;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * Where a command's exact-cover problem comes from: a DLX1 file, standard input ({@code -}), or
 * a built-in example. Turns every failure into a {@link BadInputException} whose message names
 * the source and, for syntax errors, the line, column and token.
 */
final class ExactCoverInput {

    /** A problem ready to solve, and the reader's warnings (options DLX1 would ignore). */
    record Loaded(ExactCoverProblem problem, List<String> warnings) {
    }

    private ExactCoverInput() {
    }

    /**
     * @param file    a path, {@code -} for standard input, or null
     * @param example a built-in example name, or null
     * @param stdin   what {@code -} reads
     */
    static Loaded load(String file, String example, InputStream stdin) throws BadInputException {
        if (file != null && example != null) {
            throw new BadInputException("give either FILE or --example, not both");
        }
        if (example != null) {
            return new Loaded(example(example), List.of());
        }
        if (file == null) {
            throw new BadInputException("no problem given: name a DLX1 FILE, - for standard input, or --example NAME");
        }
        if (file.equals("-")) {
            return read("<stdin>", stdin);
        }
        Path path = Path.of(file);
        if (Files.isDirectory(path)) {
            throw new BadInputException("cannot read '" + file + "': it is a directory");
        }
        try (InputStream in = Files.newInputStream(path)) {
            return read(file, in);
        } catch (NoSuchFileException e) {
            throw new BadInputException("cannot read '" + file + "': no such file");
        } catch (AccessDeniedException e) {
            throw new BadInputException("cannot read '" + file + "': permission denied");
        } catch (IOException e) {
            throw new BadInputException("cannot read '" + file + "': " + e.getMessage());
        }
    }

    /**
     * A built-in example, by its name in any case ({@link ExampleNames}): an exact-cover instance,
     * or a sudoku of the bundled library as its reduced exact-cover encoding (options
     * {@code r3c5=7} for the empty cells).
     */
    private static ExactCoverProblem example(String name) throws BadInputException {
        var problem = ExampleNames.exactCover(name);
        if (problem.isPresent()) {
            return problem.get();
        }
        var sudoku = ExampleNames.sudoku(name);
        if (sudoku.isPresent()) {
            try {
                return SudokuEncoding.reduced(sudoku.get().grid()).problem();
            } catch (IllegalArgumentException clash) {
                throw new BadInputException("sudoku '" + name + "': " + clash.getMessage());
            }
        }
        var range = ExampleNames.whyUnknown(name);
        if (range.isPresent()) {
            throw new BadInputException("unknown example " + Shown.quoted(name) + ": " + range.get());
        }
        throw new BadInputException("unknown example " + Shown.quoted(name) + "; known: " + String.join(", ", ExampleNames.exactCoverNames())
                + " (also queensN, langfordN, pentominoHxW) and the sudoku library; see --list-examples");
    }

    private static Loaded read(String name, InputStream in) throws BadInputException {
        try {
            Dlx1Document document = Dlx1Format.read(in);
            List<String> warnings = document.warnings().stream().map(w -> name + ": " + w).toList();
            return new Loaded(document.problem(), warnings);
        } catch (Dlx1SyntaxException e) {
            throw new BadInputException(name + ": " + e.getMessage());
        } catch (Dlx1OutOfMemoryException e) {
            throw new BadInputException(OutOfMemory.reading(name, e));
        } catch (IOException e) {
            throw new BadInputException("cannot read '" + name + "': " + e.getMessage());
        }
    }
}
