package dlxviz.app.narration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemSources;
import dlxviz.events.EventKind;
import dlxviz.playback.Playback;
import dlxviz.playback.StepSize;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Algorithm C told in Knuth's words, forward and back, and its counters at the end as DLX2 counts them. */
class ColourNarrationTest {

    @Test
    void knuthsColourExampleIsToldInKnuthsWordsAndEndsWithDlx2sCounters() throws Exception {
        LoadedProblem loaded = ProblemSources.example("knuth-colours");
        Playback playback = new Playback(loaded.problem());
        Narrator narrator = new Narrator(loaded);
        List<String> lines = new ArrayList<>();
        while (playback.canStepForward()) {
            playback.stepForward(StepSize.COVER);
            lines.add(narrator.describe(playback).text());
        }
        // the first option tried, A B X:0 Y:0, purifies X with colour 0
        // in plain words above step size link (issue 25), counted
        assertTrue(lines.contains("Level 0: purify X to colour 0: no node leaves"), lines.toString());
        // A C X:1 Y:1 purifies X to colour 1: B X:1 agrees and stays
        assertTrue(lines.contains("Level 0: purify X to colour 1: no node leaves, 1 agrees and is cleansed"),
                lines.toString());
        // DLX2 on the same file: 1 solution, 14 updates, 5 cleansings, 4 nodes
        assertTrue(lines.get(lines.size() - 1).endsWith("; the search is complete: 1 solution, 4 nodes, 14 updates, "
                + "5 cleansings."), lines.get(lines.size() - 1));
        assertEquals(5, playback.cleansings());
    }

    @Test
    void aCleansingAndItsUndoingAreSaidAtLinkSteps() throws Exception {
        LoadedProblem loaded = ProblemSources.example("knuth-colours");
        Playback playback = new Playback(loaded.problem());
        Narrator narrator = new Narrator(loaded);
        String cleansed = null;
        while (playback.canStepForward() && cleansed == null) {
            playback.stepForward(StepSize.LINK);
            if (playback.lastEvent().kind() == EventKind.NODE_CLEANSED) {
                cleansed = narrator.describe(playback).text();
            }
        }
        // A C X:1 Y:1 purifies X to colour 1: B X:1 (node 18) agrees and stays
        assertEquals("Cleanse node 18 (option B X:1): it gives X colour 1 too, so it stays, marked COLOR[18] = \u22121",
                cleansed);
        playback.stepBack(StepSize.LINK);
        // back where the purify of X began: Knuth's words for it, as the step there said them
        assertTrue(narrator.describe(playback).text().startsWith("Back: level 0: purify X: options that give X a "
                + "colour other than 1 leave"),
                narrator.describe(playback).text());
    }
}
