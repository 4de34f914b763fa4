package dlxviz.app.narration;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.links.model.LinksModel;
import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemSources;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.Playback;
import dlxviz.playback.Step;
import dlxviz.playback.StepSize;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The narration names only items the picture shows (issue 25): on a problem seen through the
 * lens (AI Escargot, its first 500 events at step sizes link, cover and choice, as
 * {@link NarrationTruthTest} walks them), every item named in a sentence is one the lens shows
 * once the view has followed the step; the others are counted ("cover 3 items") or said in
 * words ("its neighbours in the item list"). The sentences stay true to their steps.
 */
class NarrationLensTest {
    private static final long EVENTS = 500;

    @Test
    void everyItemANarrationNamesIsInTheLensShown() throws Exception {
        List<String> failures = new ArrayList<>();
        int sentences = 0;
        for (StepSize size : new StepSize[] {StepSize.LINK, StepSize.COVER, StepSize.CHOICE}) {
            LoadedProblem loaded = ProblemSources.example("ai-escargot");
            ExactCoverProblem problem = loaded.problem();
            Playback playback = new Playback(problem, ItemChoice.MIN_LENGTH, loaded.forced());
            playback.ready();
            LinksModel links = new LinksModel();
            links.load(playback.torus());
            links.moved(List.of(), true, playback.marks());
            assertTrue(links.lensShown(), "AI Escargot is seen through the lens");
            Narrator narrator = new Narrator(loaded);
            narrator.itemsShown(item -> links.showsItemAt(item, playback.marks()));
            long limit = playback.position() + EVENTS;
            int n = 0;
            while (playback.canStepForward() && playback.position() < limit) {
                Step step = playback.stepForward(size);
                String line = narrator.describe(playback).text();
                links.moved(step.events(), true, playback.marks()); // the view follows, as the window's does
                String where = size + " step " + (++n) + " (lens on " + problem.itemName(links.lens().focus()) + "): \""
                        + line + "\": ";
                for (String token : line.split("[\\s,;:()\\[\\]]+")) {
                    int item = problem.itemNumber(token);
                    if (item > 0 && !links.lens().showsItem(item)) {
                        failures.add(where + "names " + token + ", which the lens does not show");
                    }
                }
                if (size != StepSize.LINK) { // at step size link, a node outside the lens is said in words, not numbers
                    List<Integer> chosen = new ArrayList<>();
                    for (int item : playback.chosenItems()) {
                        chosen.add(item);
                    }
                    NarrationTruthTest.check(problem, size, step.events(), chosen, line, where, failures);
                }
                sentences++;
            }
        }
        assertTrue(failures.isEmpty(), failures.size() + " untruths in " + sentences + " sentences, e.g.\n"
                + String.join("\n", failures.subList(0, Math.min(8, failures.size()))));
    }
}
