package dlxviz.app.links;

import dlxviz.app.hover.Highlight;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.TorusView;
import dlxviz.playback.CursorMarks;

/** Names items, options and nodes in the problem's own terms, for the tooltips of every view. */
public final class Descriptions {
    private Descriptions() {
    }

    /** A tooltip for {@code target} in the problem's own terms. */
    public static String describe(LinksModel model, Highlight target) {
        TorusView torus = model.torus();
        ExactCoverProblem problem = torus.problem();
        CursorMarks marks = model.marks();
        switch (target.kind()) {
            case ITEM: {
                int item = target.id();
                StringBuilder text = new StringBuilder("item ").append(problem.itemName(item))
                        .append(problem.isPrimary(item) ? " (primary)" : " (secondary)");
                String meaning = model.describeItem(item);
                if (meaning != null) {
                    text.append(": ").append(meaning);
                }
                text.append("\n").append(torus.length(item)).append(torus.length(item) == 1 ? " live option" : " live options");
                int level = marks.coveredLevel(item);
                if (level != CursorMarks.NOT_COVERED) {
                    text.append(level < 0 ? "; covered by a given" : "; covered at level " + level);
                }
                if (marks.chosenItem() == item) {
                    text.append("; chosen at this level");
                }
                return text.toString();
            }
            case OPTION: {
                int option = target.id();
                return "option " + option + ": " + problem.optionLabel(option) + "\nitems " + problem.itemNamesOf(option)
                        + optionState(model, option);
            }
            default: {
                int node = target.id();
                int option = torus.optionOf(node);
                int item = torus.top(node);
                return "node " + node + " of option " + problem.optionLabel(option) + " in column "
                        + problem.itemName(item) + (torus.isNodeVisible(node) ? "" : "\nhidden: its column no longer points at it,"
                        + " but it still knows its neighbours (up " + torus.up(node) + ", down " + torus.down(node) + ")")
                        + optionState(model, option);
            }
        }
    }

    private static String optionState(LinksModel model, int option) {
        int level = model.marks().levelOfOption(option);
        if (level != CursorMarks.NOT_COVERED) {
            return level < 0 ? "\na given" : "\nin the partial solution at level " + level;
        }
        return LinksLayout.isLive(model.torus(), option) ? "\nlive" : "\nruled out for now";
    }
}
