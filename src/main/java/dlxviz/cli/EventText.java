package dlxviz.cli;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.TorusView;
import dlxviz.events.DeadEnd;
import dlxviz.events.HeaderRelinked;
import dlxviz.events.HeaderUnlinked;
import dlxviz.events.ItemChosen;
import dlxviz.events.ItemCovered;
import dlxviz.events.ItemPurified;
import dlxviz.events.ItemUncovered;
import dlxviz.events.ItemUnpurified;
import dlxviz.events.NodeCleansed;
import dlxviz.events.NodeHidden;
import dlxviz.events.NodeRestored;
import dlxviz.events.NodeUncleansed;
import dlxviz.events.OptionRetracted;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.events.SearchFinished;
import dlxviz.events.SolutionFound;
import dlxviz.text.Shown;

/**
 * One line of text per search event, with item names and option labels instead of bare numbers:
 * {@code choose item A (2 options) at level 0}, {@code hide node 12 (D E G) from column D}.
 * Link events name the item list's roots {@code root} (primary) and {@code secondary root}.
 * Names and labels come from the user's file, so they are shown as {@link Shown#plain} shows them:
 * control characters escaped, and cut when long, since a "hide node" line per node of a
 * 3,000-item option would otherwise print that option 3,000 times over.
 */
final class EventText {
    private final ExactCoverProblem problem;
    private final TorusView torus;

    EventText(TorusView torus) {
        this.torus = torus;
        this.problem = torus.problem();
    }

    String describe(SearchEvent event) {
        if (event instanceof ItemChosen e) {
            return "choose item " + item(e.item()) + " (" + plural(e.length(), "option") + ") at level " + e.level();
        } else if (event instanceof ItemCovered e) {
            return "cover item " + item(e.item()) + " at level " + e.level();
        } else if (event instanceof HeaderUnlinked e) {
            return "unlink header " + item(e.item()) + " (between " + listEntry(e.left()) + " and "
                    + listEntry(e.right()) + ")";
        } else if (event instanceof NodeHidden e) {
            return "hide node " + e.node() + " (" + optionOfNode(e.node()) + ") from column " + item(e.item());
        } else if (event instanceof NodeRestored e) {
            return "restore node " + e.node() + " (" + optionOfNode(e.node()) + ") to column " + item(e.item());
        } else if (event instanceof HeaderRelinked e) {
            return "relink header " + item(e.item()) + " (between " + listEntry(e.left()) + " and "
                    + listEntry(e.right()) + ")";
        } else if (event instanceof ItemUncovered e) {
            return "item " + item(e.item()) + " uncovered at level " + e.level();
        } else if (event instanceof OptionTried e) {
            return "try option " + e.option() + " (" + option(e.option()) + ") at level " + e.level();
        } else if (event instanceof OptionRetracted e) {
            return "retract option " + e.option() + " (" + option(e.option()) + ") at level " + e.level();
        } else if (event instanceof DeadEnd e) {
            return "dead end: item " + item(e.item()) + " has no option left at level " + e.level();
        } else if (event instanceof SolutionFound e) {
            StringBuilder text = new StringBuilder("solution " + e.number() + ":");
            int[] options = e.options();
            for (int k = 0; k < options.length; k++) {
                text.append(k == 0 ? " " : "; ").append(option(options[k]));
            }
            return text.toString();
        } else if (event instanceof SearchFinished e) {
            return "search finished: " + plural(e.solutions(), "solution");
        } else if (event instanceof ItemPurified e) {
            return "purify item " + item(e.item()) + " to colour " + colour(e.colour()) + " (node " + e.node()
                    + ") at level " + e.level();
        } else if (event instanceof NodeCleansed e) {
            return "cleanse node " + e.node() + " (" + optionOfNode(e.node()) + ") in column " + item(e.item());
        } else if (event instanceof NodeUncleansed e) {
            return "uncleanse node " + e.node() + " (" + optionOfNode(e.node()) + ") in column " + item(e.item());
        } else if (event instanceof ItemUnpurified e) {
            return "item " + item(e.item()) + " unpurified (colour " + colour(e.colour()) + ") at level "
                    + e.level();
        }
        return event.toString();
    }

    private String item(int item) {
        return Shown.plain(problem.itemName(item));
    }

    private String option(int option) {
        return Shown.plain(problem.optionLabel(option));
    }

    private String colour(int colour) {
        return Shown.plain(problem.colourName(colour));
    }

    private String listEntry(int entry) {
        if (entry == 0) {
            return "root";
        }
        if (entry == torus.secondaryRoot()) {
            return "secondary root";
        }
        return item(entry);
    }

    private String optionOfNode(int node) {
        return option(torus.optionOf(node));
    }

    private static String plural(long count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }
}
