package dlxviz.playback;

import dlxviz.engine.Torus;
import java.util.BitSet;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;

/** The breakpoints, kept as flags and bit sets so that checking an event costs a few loads. */
final class BreakpointSet {
    private final Set<Breakpoint> all = new LinkedHashSet<>();
    private boolean atSolution;
    private boolean atDeadEnd;
    private final BitSet levels = new BitSet();
    private final BitSet items = new BitSet();
    private final BitSet options = new BitSet();

    void add(Breakpoint breakpoint) {
        all.add(breakpoint);
        rebuild();
    }

    void remove(Breakpoint breakpoint) {
        all.remove(breakpoint);
        rebuild();
    }

    void clear() {
        all.clear();
        rebuild();
    }

    Set<Breakpoint> all() {
        return Collections.unmodifiableSet(new LinkedHashSet<>(all));
    }

    private void rebuild() {
        atSolution = all.contains(Breakpoint.atSolution());
        atDeadEnd = all.contains(Breakpoint.atDeadEnd());
        levels.clear();
        items.clear();
        options.clear();
        for (Breakpoint b : all) {
            if (b instanceof Breakpoint.AtLevel l) {
                levels.set(l.level());
            } else if (b instanceof Breakpoint.WhenItemChosen i) {
                items.set(i.item());
            } else if (b instanceof Breakpoint.WhenOptionTried o) {
                options.set(o.option());
            }
        }
    }

    /** The breakpoint the event just applied matches (context already moved past it), or null. */
    Breakpoint match(int code, int payload, SearchContext context, Torus torus) {
        if (all.isEmpty()) {
            return null;
        }
        switch (code) {
            case EventCode.SOLUTION_FOUND:
                return atSolution ? Breakpoint.atSolution() : null;
            case EventCode.DEAD_END:
                return atDeadEnd ? Breakpoint.atDeadEnd() : null;
            case EventCode.ITEM_CHOSEN:
                if (items.get(payload)) {
                    return Breakpoint.whenItemChosen(payload);
                }
                return levels.get(context.level) ? Breakpoint.atLevel(context.level) : null;
            case EventCode.OPTION_TRIED: {
                int option = torus.optionOf(payload);
                return options.get(option) ? Breakpoint.whenOptionTried(option) : null;
            }
            default:
                return null;
        }
    }
}
