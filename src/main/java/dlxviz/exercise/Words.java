package dlxviz.exercise;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.TorusView;
import dlxviz.events.HeaderRelinked;
import dlxviz.events.HeaderUnlinked;
import dlxviz.events.ItemChosen;
import dlxviz.events.NodeHidden;
import dlxviz.events.NodeRestored;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;

/** The names of items, options and nodes in an exercise's sentences, written once. */
final class Words {
    private final TorusView torus;
    private final ExactCoverProblem problem;

    Words(TorusView torus) {
        this.torus = torus;
        this.problem = torus.problem();
    }

    String item(int item) {
        return problem.itemName(item);
    }

    /** "option 2 (A D G)". */
    String option(int option) {
        return "option " + option + " (" + problem.itemNamesOf(option) + ")";
    }

    /** "node 14". */
    String node(int node) {
        return "node " + node;
    }

    /** The model answer for an event the student performs, as an instruction. */
    String modelAnswer(SearchEvent event) {
        if (event instanceof ItemChosen chosen) {
            return "choose item " + item(chosen.item());
        }
        if (event instanceof OptionTried tried) {
            return "try " + option(tried.option());
        }
        if (event instanceof HeaderUnlinked unlinked) {
            return "the header of " + item(unlinked.item()) + " leaves the item list";
        }
        if (event instanceof HeaderRelinked relinked) {
            return "the header of " + item(relinked.item()) + " comes back into the item list";
        }
        if (event instanceof NodeHidden hidden) {
            return "hide " + node(hidden.node()) + " (" + option(torus.optionOf(hidden.node())) + ") from column "
                    + item(hidden.item());
        }
        if (event instanceof NodeRestored restored) {
            return "restore " + node(restored.node()) + " (" + option(torus.optionOf(restored.node()))
                    + ") to column " + item(restored.item());
        }
        return event.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
