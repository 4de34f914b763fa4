package dlxviz.app.links;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.hover.Highlight;
import dlxviz.app.links.model.LinksModel;
import dlxviz.app.links.model.PlaybackFeed;
import dlxviz.app.testkit.Fx;
import dlxviz.app.testkit.TestProblems;
import dlxviz.playback.Playback;
import dlxviz.playback.StepSize;
import javafx.util.Duration;
import org.junit.jupiter.api.Test;

/** The tooltips' words for a covered item: why its count reads 0 (issue 25). */
class DescriptionsTest {

    @Test
    void aCoveredItemSaysWhatCoveredIt() {
        Fx.run(() -> {
            Playback playback = new Playback(TestProblems.knuth());
            LinksModel model = new LinksModel();
            PlaybackFeed feed = new PlaybackFeed(model);
            feed.show(playback, null, Duration.ZERO);
            int a = playback.problem().itemNumber("a");
            int g = playback.problem().itemNumber("g");
            feed.show(playback, playback.stepForward(StepSize.COVER), Duration.ZERO); // a chosen and covered
            String chosen = Descriptions.describe(model, Highlight.item(a));
            assertTrue(chosen.contains("covered at level 0 as the chosen item"), chosen);
            feed.show(playback, playback.stepForward(StepSize.CHOICE), Duration.ZERO); // a d g tried, then b
            String tip = Descriptions.describe(model, Highlight.item(g));
            assertTrue(tip.contains("covered with option a d g at level 0"), tip);
            assertTrue(Descriptions.describe(model, Highlight.item(a)).contains("covered with option a d g"));
        });
    }
}
