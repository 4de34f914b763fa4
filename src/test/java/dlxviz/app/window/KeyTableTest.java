package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README's key table is the one Help shows: every key, in the same words and order. */
class KeyTableTest {

    @Test
    void theReadmeListsExactlyTheKeysOfTheHelpTable() throws Exception {
        List<String> readme = new ArrayList<>();
        boolean inTable = false;
        for (String line : Files.readAllLines(Path.of("README.md"))) {
            if (line.startsWith("### Keyboard")) {
                inTable = true;
            } else if (inTable && line.startsWith("| ") && !line.startsWith("| key |")) {
                readme.add(line);
            } else if (inTable && !readme.isEmpty() && line.isBlank()) {
                break;
            }
        }
        List<String> help = new ArrayList<>();
        for (String[] row : KeyMap.SHORTCUTS) {
            help.add("| " + row[0] + " | " + row[1] + " |");
        }
        assertEquals(help, readme);
    }
}
