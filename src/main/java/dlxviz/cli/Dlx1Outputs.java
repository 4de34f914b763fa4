package dlxviz.cli;

import dlxviz.engine.Search;
import dlxviz.engine.SearchStats;
import dlxviz.problems.Dlx1Show;
import dlxviz.problems.Dlx1Verbose;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Set;

/**
 * {@code exact-cover --show} and {@code --shape}: DLX1's verbose lines on standard error and its
 * shape file, from a {@link Dlx1Verbose} that observes the search.
 */
final class Dlx1Outputs {
    private final Dlx1Verbose lines;
    private final PrintWriter err;
    private final PrintWriter shapeFile;
    private final Path shape;

    private Dlx1Outputs(Dlx1Verbose lines, PrintWriter err, PrintWriter shapeFile, Path shape) {
        this.lines = lines;
        this.err = err;
        this.shapeFile = shapeFile;
        this.shape = shape;
    }

    /**
     * Opens the shape file (if any), sets the observer on {@code search} and prints DLX1's lines
     * that come before the search.
     *
     * @throws BadInputException when the shape file cannot be written; the message says why
     */
    static Dlx1Outputs start(Search search, Set<Dlx1Show> show, Path shape, PrintWriter err) throws BadInputException {
        PrintWriter shapeFile = null;
        if (shape != null) {
            try {
                shapeFile = new PrintWriter(Files.newBufferedWriter(shape, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new BadInputException("cannot write the shape file '" + shape + "': " + reason(e));
            }
        }
        PrintWriter shapeLines = shapeFile;
        Dlx1Verbose lines = new Dlx1Verbose(search.torus(), show, line -> err.print(line + "\n"),
                shapeLines == null ? null : line -> shapeLines.print(line + "\n"));
        search.setObserver(lines);
        lines.start();
        return new Dlx1Outputs(lines, err, shapeFile, shape);
    }

    /**
     * Prints DLX1's lines that come after the search and closes the shape file.
     *
     * @return false when the shape file could not be written in full (a message says so)
     */
    boolean finish(SearchStats stats) {
        lines.finish(stats);
        err.flush();
        if (shapeFile != null) {
            shapeFile.close();
            if (shapeFile.checkError()) {
                err.println("exact-cover: could not write all of the shape file '" + shape + "'");
                return false;
            }
        }
        return true;
    }

    private static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such folder";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException fileSystem && fileSystem.getReason() != null) {
            return fileSystem.getReason();
        }
        return e.getMessage();
    }
}
