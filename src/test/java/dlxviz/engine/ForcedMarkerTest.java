package dlxviz.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.events.HeaderUnlinked;
import dlxviz.events.ItemCovered;
import dlxviz.events.ItemPurified;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import java.util.ArrayList;
import java.util.List;
import dlxviz.problems.Examples;
import org.junit.jupiter.api.Test;

/** The events' contract: a forced option's events say so, link events have no level, and neither is the other. */
class ForcedMarkerTest {
    @Test
    void aForcedOptionsEventsAreForcedAndItsLinkEventsHaveNoLevel() {
        Search search = new Search(Examples.get("queens4").orElseThrow(), ItemChoice.MIN_LENGTH);
        List<SearchEvent> events = new ArrayList<>();
        search.setObserver(EventCollector.into(events));
        search.forceOption(2);
        assertFalse(events.isEmpty());
        for (SearchEvent event : events) {
            if (event instanceof HeaderUnlinked || event.kind().name().startsWith("NODE")) {
                assertFalse(event.hasLevel(), event.toString());
                assertFalse(event.forced(), event.toString());
            } else {
                assertTrue(event.forced(), event.toString());
                assertEquals(SearchEvent.FORCED, event.level());
            }
        }
    }

    @Test
    void theSearchsOwnLevelsAreNotForced() {
        assertFalse(new OptionTried(3, 17, 0).forced());
        assertTrue(new OptionTried(3, 17, SearchEvent.FORCED).forced());
        assertFalse(new ItemCovered(1, 2).forced());
        assertFalse(new HeaderUnlinked(1, 0, 2).forced());
        assertTrue(new ItemPurified(20, 5, 1, 0).hasLevel());
        assertTrue(new ItemPurified(20, 5, 1, SearchEvent.FORCED).forced());
    }
}
