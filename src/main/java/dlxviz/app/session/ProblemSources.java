package dlxviz.app.session;

import dlxviz.catalogue.ExampleNames;
import dlxviz.catalogue.TypedName;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.problems.Dlx1Document;
import dlxviz.problems.Dlx1Format;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.GridValidator;
import dlxviz.sudoku.GridWriter;
import dlxviz.sudoku.Notation;
import dlxviz.sudoku.PuzzleLibrary;
import dlxviz.sudoku.PuzzleParser;
import dlxviz.sudoku.ReadOptions;
import dlxviz.sudoku.SudokuEncoding;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Where problems come from: the built-in examples and sudoku library (by the names users type),
 * puzzle text pasted or opened, and Knuth's DLX1 files. Every failure is a
 * {@link ProblemInputException} whose message says where and what.
 */
public final class ProblemSources {
    private ProblemSources() {
    }

    /** One entry of the Examples menu. */
    public record MenuEntry(String name, String title) {
    }

    /**
     * The Examples menu, in sections: the classroom examples, N-queens, other problems, then the
     * sudokus from easy to the famous hardest ones, 4x4 and 16x16.
     */
    public static Map<String, List<MenuEntry>> menu() {
        Map<String, List<MenuEntry>> sections = new LinkedHashMap<>();
        for (String name : ExampleNames.exactCoverNames()) {
            String section = name.startsWith("queens") ? "N-queens"
                    : name.equals("matrix4x4") || name.equals("knuth") ? "Classroom" : "More exact-cover problems";
            sections.computeIfAbsent(section, s -> new ArrayList<>())
                    .add(new MenuEntry(name, exampleTitle(name)));
        }
        List<MenuEntry> easy = new ArrayList<>();
        List<MenuEntry> hard = new ArrayList<>();
        Map<Integer, List<MenuEntry>> bySize = new java.util.TreeMap<>();
        for (PuzzleLibrary.Entry entry : PuzzleLibrary.entries()) {
            MenuEntry item = new MenuEntry(entry.name(), entry.name() + " — " + entry.description());
            int n = entry.grid().size();
            if (n != 9) {
                bySize.computeIfAbsent(n, size -> new ArrayList<>()).add(item);
            } else if (entry.name().startsWith("easy") || entry.name().startsWith("medium")) {
                easy.add(item);
            } else {
                hard.add(item);
            }
        }
        sections.put("Sudoku: easy and medium", easy);
        sections.put("Sudoku: the famous hardest", hard);
        bySize.forEach((n, entries) -> sections.put("Sudoku " + n + "x" + n, entries));
        sections.values().removeIf(List::isEmpty);
        return sections;
    }

    /** Every name {@code --example} accepts. */
    public static List<String> exampleNames() {
        return ExampleNames.names();
    }

    /** True when {@code name} names a built-in example or a library sudoku (case-insensitive). */
    public static boolean isExampleName(String name) {
        return ExampleNames.exists(name);
    }

    private static String exampleTitle(String name) {
        switch (name) {
            case "matrix4x4":
                return "The 4x4 matrix (rows 0100 1000 1110 0011)";
            case "knuth":
                return "Knuth's 7-item example";
            default:
                return name + " — " + ExampleNames.description(name).orElse("");
        }
    }

    /** A built-in example or library sudoku by name (case-insensitive). */
    public static LoadedProblem example(String name) throws ProblemInputException {
        Optional<ExactCoverProblem> problem = ExampleNames.exactCover(name);
        if (problem.isPresent()) {
            ExactCoverProblem p = problem.get();
            return new LoadedProblem(exampleTitle(TypedName.key(name)), p, new int[0], null, Dlx1Format.toText(p), "dlx");
        }
        Optional<PuzzleLibrary.Entry> entry = ExampleNames.sudoku(name);
        if (entry.isPresent()) {
            return sudoku("Sudoku " + entry.get().name() + " (" + entry.get().description() + ")", entry.get().grid());
        }
        throw new ProblemInputException("There is no example called '" + name + "'. Known examples: "
                + String.join(", ", exampleNames()));
    }

    /** A sudoku grid as a problem: the full encoding, its givens forced before the search. */
    public static LoadedProblem sudoku(String title, Grid grid) throws ProblemInputException {
        GridValidator.Conflict clash = GridValidator.firstConflict(grid);
        if (clash != null) {
            throw new ProblemInputException("The givens clash: " + clash.message(grid.size())
                    + ". No solution can have both; fix one of them.");
        }
        SudokuEncoding encoding = SudokuEncoding.full(grid.shape());
        String text = GridWriter.oneLine(grid, Notation.defaultFor(grid.size()));
        return new LoadedProblem(title, encoding.problem(), encoding.givenOptions(grid), encoding, text, "txt");
    }

    /**
     * A problem from text: a sudoku in any of the common forms, or a DLX1-format exact-cover
     * problem.
     *
     * @param dlxHint true when the text is known to be DLX1 (a {@code .dlx} file)
     */
    public static LoadedProblem fromText(String text, String origin, boolean dlxHint) throws ProblemInputException {
        return fromText(text, origin, dlxHint, FileText.Progress.NONE);
    }

    /**
     * The same, telling {@code progress} how far the DLX1 reader got (in bytes of the text as
     * UTF-8) and stopping when it says so: for pasted text read off the FX thread.
     */
    public static LoadedProblem fromText(String text, String origin, boolean dlxHint, FileText.Progress progress)
            throws ProblemInputException {
        if (text == null || text.isBlank()) {
            throw new ProblemInputException(origin + " is empty: paste a sudoku (81 digits or dots, or a grid) "
                    + "or an exact-cover problem in DLX1 format.");
        }
        if (dlxHint || looksLikeDlx(text)) {
            return dlx(text, origin, progress);
        }
        try {
            Grid grid = PuzzleParser.parseOne(text, ReadOptions.AUTO).grid();
            return sudoku("Sudoku from " + lowerFirst(origin), grid);
        } catch (IllegalArgumentException e) {
            throw new ProblemInputException(origin + ", " + e.getMessage());
        }
    }

    private static LoadedProblem dlx(String text, String origin, FileText.Progress progress) throws ProblemInputException {
        try {
            Dlx1Document document = progress == FileText.Progress.NONE ? Dlx1Format.read(text) : watchedRead(text, origin, progress);
            ExactCoverProblem problem = document.problem();
            String title = "Exact cover from " + lowerFirst(origin) + " (" + problem.primaryCount() + " items, "
                    + problem.optionCount() + " options)";
            // saved as it was read, so the comment lines of the user's file are kept
            String saved = text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
            return new LoadedProblem(title, problem, new int[0], null, saved, "dlx");
        } catch (IllegalArgumentException e) { // InvalidProblemException and Dlx1SyntaxException
            throw new ProblemInputException(origin + " (DLX1 format), " + e.getMessage());
        }
    }

    private static Dlx1Document watchedRead(String text, String origin, FileText.Progress progress)
            throws ProblemInputException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        try {
            return Dlx1Format.read(FileText.watched(new ByteArrayInputStream(bytes), bytes.length, progress));
        } catch (InterruptedIOException e) {
            throw new ProblemInputException("Stopped reading " + lowerFirst(origin) + ".");
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a byte array does not fail
        }
    }

    /**
     * DLX1 text has names separated by blanks on its first line and several option lines; a
     * sudoku has digits, dots and frame characters. A line with a name of two or more letters,
     * or with single letters only, is a DLX item line.
     */
    static boolean looksLikeDlx(String text) {
        // lines() is lazy: the first content line decides, without splitting a 10 MB paste (0.65 s on the FX thread)
        for (String line : (Iterable<String>) text.lines()::iterator) {
            // A sudoku line's remark (# box: 3x2, 12 clues) is not its content; DLX1 names may hold '#' (r3#7).
            String trimmed = line.replaceFirst("\\s#.*", "").strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith("|")) {
                continue;
            }
            String[] tokens = trimmed.split("\\s+");
            if (tokens.length < 2) {
                return false;
            }
            boolean anyDigitOrDot = false;
            for (String token : tokens) {
                if (token.matches(".*[A-Za-z].*") && token.length() >= 2 && !token.matches("[0-9A-Za-z.]{16,}")) {
                    return true;
                }
                anyDigitOrDot |= token.matches(".*[0-9.*_].*");
            }
            return !anyDigitOrDot;
        }
        return false;
    }

    /** "The pasted text" inside a title: "the pasted text"; file names stay as they are. */
    private static String lowerFirst(String origin) {
        return origin.startsWith("The ") ? "t" + origin.substring(1) : origin;
    }

    /** Reads a puzzle or DLX1 file; {@code .dlx} files are read as DLX1. */
    public static LoadedProblem readFile(Path path) throws ProblemInputException {
        return readFile(path, FileText.Progress.NONE);
    }

    /**
     * The same, telling {@code progress} how far the reading got and stopping when it says so: at
     * most {@link FileText#MAX_BYTES} are read, whatever size the file system reports.
     */
    public static LoadedProblem readFile(Path path, FileText.Progress progress) throws ProblemInputException {
        String name = path.getFileName() == null ? path.toString() : path.getFileName().toString();
        byte[] bytes = FileText.bytes(path, progress);
        String text = FileText.lenient(bytes);
        // the parse stops when the reading is stopped, without telling its bytes again as the file's
        FileText.Progress stops = progress == FileText.Progress.NONE ? progress : new FileText.Progress() {
            @Override
            public boolean stopped() {
                return progress.stopped();
            }
        };
        if (!name.toLowerCase(Locale.ROOT).endsWith(".dlx") && !looksLikeDlx(text)) {
            return fromText(text, name, false, stops);
        }
        try { // as exact-cover reads it: a comment's bytes whatever they are, a bad byte elsewhere named
            text = Dlx1Format.text(bytes);
        } catch (IllegalArgumentException e) {
            throw new ProblemInputException(name + " (DLX1 format), " + e.getMessage());
        }
        return fromText(text, name, true, stops);
    }
}
