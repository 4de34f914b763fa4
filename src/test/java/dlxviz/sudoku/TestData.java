package dlxviz.sudoku;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Reads the puzzle files copied from ../shared/data/sudoku into the test resources. */
final class TestData {
    private TestData() {
    }

    static String text(String name) {
        try (InputStream in = TestData.class.getResourceAsStream("/dlxviz/sudoku/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The non-comment lines of a resource, split on '|'. */
    static List<String[]> barSeparated(String name) {
        List<String[]> out = new ArrayList<>();
        for (String line : text(name).split("\n")) {
            if (!line.isBlank() && !line.startsWith("#")) {
                out.add(line.trim().split("\\|"));
            }
        }
        return out;
    }
}
