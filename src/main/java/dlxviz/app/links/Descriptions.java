package dlxviz.app.links;

import dlxviz.app.hover.Highlight;
import dlxviz.app.links.model.LinksModel;
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
                    text.append(covered(problem, marks, item, level));
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

    /**
     * Why a covered item's count reads what it does (often 0, beside the chosen item): the option
     * that covered it, or its being the chosen item whose options are tried in turn (issue 25).
     */
    private static String covered(ExactCoverProblem problem, CursorMarks marks, int item, int level) {
        for (int option : marks.placedOptions()) {
            for (int i = 0; i < problem.optionSize(option); i++) {
                if (problem.optionItem(option, i) == item) {
                    return "; covered with option " + problem.optionLabel(option)
                            + (level < 0 ? " (a given)" : " at level " + level)
                            + ": it needs no other option, so its count no longer matters";
                }
            }
        }
        return level < 0 ? "; covered by a given" : "; covered at level " + level
                + " as the chosen item: its options are tried in turn";
    }

    private static String optionState(LinksModel model, int option) {
        int level = model.marks().levelOfOption(option);
        if (level != CursorMarks.NOT_COVERED) {
            return level < 0 ? "\na given" : "\nin the partial solution at level " + level;
        }
        return LinksLayout.isLive(model.torus(), option) ? "\nlive" : "\nruled out for now";
    }
}
