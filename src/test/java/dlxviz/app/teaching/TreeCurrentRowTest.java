package dlxviz.app.teaching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.canvas.Lettering;
import dlxviz.cli.CliRun;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The search tree's row where the search stands keeps the item its option covers. On AI Escargot
 * at level 19, at 1280x720 x1.5, the row read "▼ 1 of 1 → r4#2 (1)": the ▼ took the room of
 * "r3#8". Now the whole label is drawn (in the regular weight, the ▼ left out), as the rows above it are.
 */
class TreeCurrentRowTest {
    @TempDir
    Path dir;

    @Test
    void theCurrentRowNamesTheItemItsOptionCovers() {
        List<String> texts = new CopyOnWriteArrayList<>();
        Lettering.record((canvas, text, px, box, drawn) -> {
            if (drawn) {
                texts.add(text);
            }
        });
        try {
            CliRun run = CliRun.of("slides", "--example", "ai-escargot", "--size", "1280x720", "--scale", "1.5",
                    "--step-size", "choice", "--steps", "20", "--views", "tree", "--out", dir.toString());
            assertEquals(0, run.exitCode(), run.err());
        } finally {
            Lettering.record(null);
        }
        assertTrue(texts.contains("r7c3 1 of 1 \u2192 r3#8 (1)"), "the row above, whole: " + texts);
        assertTrue(texts.contains("r3#8 1 of 1 \u2192 r4#2 (1)"), "the current row, whole: " + texts);
    }
}
