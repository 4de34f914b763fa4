package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The guide's key table is the one Help shows: every key, in the same words and order; the README's
 * first keys are rows of it, in its order.
 */
class KeyTableTest {

    @Test
    void theGuideListsExactlyTheKeysOfTheHelpTable() throws Exception {
        assertEquals(helpRows(), tableAfter(Path.of("src/docs/guide.md"), "## Keyboard"));
    }

    @Test
    void theReadmesFirstKeysAreRowsOfTheHelpTableInItsOrder() throws Exception {
        List<String> readme = tableAfter(Path.of("README.md"), "## The keys a teacher needs first");
        List<String> help = new ArrayList<>(helpRows());
        help.retainAll(readme);
        assertFalse(readme.isEmpty(), "no key table in the README");
        assertEquals(readme, help, "each README key row must be a Help row, in Help's order");
    }

    private static List<String> tableAfter(Path file, String heading) throws Exception {
        List<String> readme = new ArrayList<>();
        boolean inTable = false;
        for (String line : Files.readAllLines(file)) {
            if (line.startsWith(heading)) {
                inTable = true;
            } else if (inTable && line.startsWith("| ") && !line.startsWith("| key |")) {
                readme.add(line);
            } else if (inTable && !readme.isEmpty() && line.isBlank()) {
                break;
            }
        }
        return readme;
    }

    private static List<String> helpRows() {
        List<String> help = new ArrayList<>();
        for (String[] row : KeyMap.SHORTCUTS) {
            help.add("| " + row[0] + " | " + row[1] + " |");
        }
        return help;
    }
}
