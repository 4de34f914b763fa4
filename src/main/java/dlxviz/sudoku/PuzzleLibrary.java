package dlxviz.sudoku;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The named puzzles users can ask for ({@code --example ai-escargot}): famous 9x9 puzzles,
 * easy and medium ones, and generated 4x4, 6x6, 12x12 and 16x16 puzzles. Read once from
 * {@code /dlxviz/sudoku/library.txt}, which carries the attribution of each group: the comment
 * paragraph above a group is its {@link Entry#source()}, shown wherever the puzzles are listed.
 *
 * <p>Names are lower case with hyphens: {@code ai-escargot}, {@code easter-monster},
 * {@code inkala-2012-worlds-hardest}, {@code easy-1}, {@code 4x4-1}, {@code 16x16-1}, ...
 */
public final class PuzzleLibrary {
    private static final String RESOURCE = "/dlxviz/sudoku/library.txt";

    /**
     * A library puzzle: its name, the grid, who made it or where it comes from, and its group's
     * attribution (where the group was taken from and under which licence).
     */
    public record Entry(String name, Grid grid, String description, String source) {
    }

    private static volatile Map<String, Entry> entries;

    private PuzzleLibrary() {
    }

    /** Every name, in library order (famous first, then by size). */
    public static List<String> names() {
        return List.copyOf(all().keySet());
    }

    /** Every entry, in library order. */
    public static List<Entry> entries() {
        return List.copyOf(all().values());
    }

    /**
     * The entry of that name as the library spells it (lower case, hyphens), if there is one; a
     * name as users type it is found through {@code catalogue.ExampleNames}, which handles case.
     */
    public static Optional<Entry> find(String name) {
        return Optional.ofNullable(all().get(name));
    }

    /**
     * The entry of that name.
     *
     * @throws IllegalArgumentException naming the known puzzles when there is none
     */
    public static Entry get(String name) {
        return find(name).orElseThrow(() -> new IllegalArgumentException(
                "no puzzle named '" + name + "' in the library; known: " + String.join(", ", names())));
    }

    private static Map<String, Entry> all() {
        Map<String, Entry> loaded = entries;
        if (loaded == null) {
            synchronized (PuzzleLibrary.class) {
                if (entries == null) {
                    entries = load();
                }
                loaded = entries;
            }
        }
        return loaded;
    }

    private static Map<String, Entry> load() {
        String text;
        try (InputStream in = PuzzleLibrary.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the jar");
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, Entry> map = new LinkedHashMap<>();
        String[] lines = PuzzleParser.splitLines(text);
        // The comment paragraph above a group of puzzles (after a bare '#' or an entry) names its source.
        StringBuilder paragraph = new StringBuilder();
        boolean paragraphOpen = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].trim();
            if (line.startsWith("#")) {
                String words = line.substring(1).trim();
                if (words.isEmpty()) {
                    paragraphOpen = false;
                } else {
                    if (!paragraphOpen) {
                        paragraph.setLength(0);
                        paragraphOpen = true;
                    }
                    paragraph.append(paragraph.length() == 0 ? "" : " ").append(words);
                }
                continue;
            }
            paragraphOpen = false;
            if (line.isEmpty()) {
                continue;
            }
            String[] fields = line.split("\\|", 4);
            if (fields.length != 4) {
                throw new IllegalStateException(RESOURCE + " line " + (i + 1) + ": expected name|puzzle|box|description");
            }
            BoxShape box = BoxShape.parse(fields[2]);
            Grid grid = PuzzleParser.parseOne(fields[1], new ReadOptions(box, null)).grid();
            map.put(fields[0], new Entry(fields[0], grid, fields[3], paragraph.toString()));
        }
        return Collections.unmodifiableMap(map);
    }

    /** The entries of size n, in library order, for menus. */
    public static List<Entry> ofSize(int n) {
        List<Entry> out = new ArrayList<>();
        for (Entry entry : all().values()) {
            if (entry.grid().size() == n) {
                out.add(entry);
            }
        }
        return out;
    }
}
