package dlxviz.playback;

import dlxviz.engine.Torus;
import dlxviz.events.SearchEvent;
import java.util.Arrays;

/** Everything a view can read at the cursor, compared by value. */
record Snapshot(long position, Torus.State torus, long nodes, long updates, long solutions, int level,
                String stack, String chosen, String forced, SearchEvent lastEvent, int covering, int uncovering) {

    static Snapshot of(Playback p) {
        return new Snapshot(p.position(), p.torus().state(), p.nodes(), p.updates(), p.solutions(), p.level(),
                Arrays.toString(p.partialSolution()), Arrays.toString(p.chosenItems()),
                Arrays.toString(p.forcedOptions()), p.lastEvent(), p.coveringItem(), p.uncoveringItem());
    }
}
