package dlxviz.exercise;

import dlxviz.text.Shown;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * A class's results files read into one table: one row per file that passes its checksum, and
 * each refused file with its reason below. {@code grade FOLDER} prints it; the app shows it.
 */
public final class GradeTable {
    /** The column headings, written once for the printed table and the app's. */
    public static final List<String> HEADINGS = List.of("File", "Student", "Exercise", "Steps", "Right 1st",
            "Helped", "Wrong", "s/step");

    /**
     * Characters of a name shown in the table before it is cut: the names are the student's text,
     * shown escaped ({@link Shown#plain}); the longest the app makes, a random exercise's with a
     * 19-digit seed, is 62.
     */
    public static final int MOST_SHOWN = 80;

    /** A graded file. */
    public record Row(String file, ExerciseResults results) {
        /** The row's cells, in the order of {@link #HEADINGS}. */
        public List<String> cells() {
            Score s = results.score();
            boolean none = s.steps() == 0; // no share of no steps: "0 (100%)" said more than was done
            return List.of(file, Shown.plain(results.student(), MOST_SHOWN), Shown.plain(results.exercise(), MOST_SHOWN),
                    String.valueOf(s.steps()), none ? "-" : s.rightFirstTime() + " (" + s.percent() + "%)",
                    String.valueOf(s.helped()), String.valueOf(s.wrongTries()), none ? "-" : s.secondsPerStep());
        }
    }

    private final List<Row> rows;
    private final List<String> refused;

    public GradeTable(List<Row> rows, List<String> refused) {
        this.rows = List.copyOf(rows);
        this.refused = List.copyOf(refused);
    }

    public List<Row> rows() {
        return rows;
    }

    /** One message per file that was not graded, naming it and why. */
    public List<String> refused() {
        return refused;
    }

    /**
     * Reads every {@code *.json} file of {@code folder}, by name.
     *
     * @throws IOException when the folder itself cannot be listed
     */
    public static GradeTable read(Path folder) throws IOException {
        List<Path> files;
        try (Stream<Path> listing = Files.list(folder)) {
            files = listing.filter(f -> f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(ResultsFile.EXTENSION))
                    .filter(Files::isRegularFile).sorted().toList();
        }
        List<Row> rows = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        for (Path file : files) {
            String name = Shown.plain(file.getFileName().toString(), MOST_SHOWN); // names the file in messages too
            try {
                long size = Files.size(file);
                if (size > ResultsFile.MAX_BYTES) {
                    refused.add(name + " is " + String.format("%,d", size) + " bytes, larger than "
                            + ResultsFile.MAX_BYTES / 1024 + " KB: not a results file");
                    continue;
                }
                rows.add(new Row(name, ResultsFile.read(Files.readString(file, StandardCharsets.UTF_8), name)));
            } catch (ResultsFileException e) {
                refused.add(e.getMessage());
            } catch (CharacterCodingException e) {
                refused.add(name + ": not a results file (not UTF-8 text)");
            } catch (IOException e) {
                refused.add(name + ": cannot be read: " + e.getMessage());
            }
        }
        return new GradeTable(rows, refused);
    }

    /** The table as text: columns padded to their widest cell, then the refused files. */
    public String text() {
        List<List<String>> lines = new ArrayList<>();
        lines.add(HEADINGS);
        rows.forEach(row -> lines.add(row.cells()));
        int[] width = new int[HEADINGS.size()];
        for (List<String> line : lines) {
            for (int c = 0; c < width.length; c++) {
                width[c] = Math.max(width[c], line.get(c).length());
            }
        }
        StringBuilder out = new StringBuilder();
        for (List<String> line : lines) {
            StringBuilder text = new StringBuilder();
            for (int c = 0; c < width.length; c++) {
                boolean numeric = c >= 3;
                String cell = line.get(c);
                String pad = " ".repeat(width[c] - cell.length());
                text.append(c == 0 ? "" : "  ").append(numeric ? pad + cell : cell + pad);
            }
            out.append(text.toString().stripTrailing()).append('\n');
        }
        if (rows.isEmpty()) {
            out.append("(no results file graded)\n");
        }
        for (String message : refused) {
            out.append("refused: ").append(message).append('\n');
        }
        return out.toString();
    }
}
