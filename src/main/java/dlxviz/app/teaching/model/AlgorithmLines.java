package dlxviz.app.teaching.model;

import dlxviz.events.EventKind;
import dlxviz.events.SearchEvent;
import dlxviz.playback.ReadOnlyPlayback;
import java.util.List;

/**
 * Which line of {@link AlgorithmText} the cursor stands on: the step of Algorithm X the last
 * applied event belongs to, and, for the events of a cover or an uncover, the line of the link
 * routine. Read from the playback's state alone, so it is the same whether the cursor got there
 * by stepping forward, back or by a seek.
 */
public final class AlgorithmLines {
    private AlgorithmLines() {
    }

    /**
     * The lit lines: a step id X1..X8, and the innermost routine line, or null when no routine
     * runs.
     */
    public record Lit(String step, String routine) {
        /** The routine lines to light, outermost first: {@code cover}, {@code cover.hide}, {@code hide}, {@code hide.q}. */
        public List<String> routineLines() {
            if (routine == null) {
                return List.of();
            }
            switch (routine) {
                case "cover.unlink":
                    return List.of("cover", "cover.unlink");
                case "hide.q":
                    return List.of("cover", "cover.hide", "hide", "hide.q");
                case "unhide.q":
                    return List.of("uncover", "uncover.unhide", "unhide", "unhide.q");
                case "uncover.relink":
                    return List.of("uncover", "uncover.relink");
                case "purify.hide.q":
                    return List.of("purify", "purify.each", "hide", "hide.q");
                case "purify.each":
                    return List.of("purify", "purify.each");
                case "purify.colour":
                    return List.of("purify", "purify.colour");
                case "unpurify.unhide.q":
                    return List.of("unpurify", "unpurify.each", "unhide", "unhide.q");
                case "unpurify.each":
                    return List.of("unpurify", "unpurify.each");
                case "unpurify.colour":
                    return List.of("unpurify", "unpurify.colour");
                default:
                    return List.of(routine);
            }
        }
    }

    /** With colours the steps are Algorithm C's, C1..C8, which follow X1..X8 one for one. */
    public static Lit at(ReadOnlyPlayback playback) {
        Lit lit = atX(playback);
        return playback.torus().hasColours() ? new Lit("C" + lit.step().substring(1), lit.routine()) : lit;
    }

    private static Lit atX(ReadOnlyPlayback playback) {
        SearchEvent last = playback.lastEvent();
        if (last == null || playback.isSettingUp() || playback.position() <= playback.setUpLength()) {
            // the torus is being built and the givens placed: all of it is X1
            return new Lit("X1", last == null ? null : routine(last.kind(), playback));
        }
        EventKind kind = last.kind();
        return new Lit(step(kind, playback), routine(kind, playback));
    }

    private static String step(EventKind kind, ReadOnlyPlayback playback) {
        switch (kind) {
            case ITEM_CHOSEN:
                return "X3";
            case OPTION_TRIED:
            case DEAD_END:
            case ITEM_PURIFIED: // a purify is a commit of C5, an unpurify an uncommit of C6
            case NODE_CLEANSED:
                return "X5";
            case OPTION_RETRACTED:
            case NODE_UNCLEANSED:
            case ITEM_UNPURIFIED:
                return "X6";
            case SOLUTION_FOUND:
                return "X2";
            case SEARCH_FINISHED:
                return "X8";
            case ITEM_COVERED:
            case HEADER_UNLINKED:
            case NODE_HIDDEN:
                // the chosen item's own cover (no option of this level on the stack yet) is X4;
                // the covers of the other items of x_l are X5
                return optionTriedAtLevel(playback) ? "X5" : "X4";
            default: // ITEM_UNCOVERED, HEADER_RELINKED, NODE_RESTORED
                // uncovering x_l's other items is X6; uncovering the chosen item itself, once
                // its options are used up, is the backtrack of X7
                return optionTriedAtLevel(playback) ? "X6" : "X7";
        }
    }

    /** True when x_l, an option of the current level, is on the stack. */
    private static boolean optionTriedAtLevel(ReadOnlyPlayback playback) {
        return playback.partialSolution().length > Math.max(0, playback.level());
    }

    private static String routine(EventKind kind, ReadOnlyPlayback playback) {
        boolean colours = playback.torus().hasColours();
        switch (kind) {
            case ITEM_COVERED:
                return "cover";
            case HEADER_UNLINKED:
                return "cover.unlink";
            case NODE_HIDDEN:
                // with colours, a hide that no cover is doing is a purify's
                return colours && playback.coveringItem() == 0 ? "purify.hide.q" : "hide.q";
            case NODE_RESTORED:
                return colours && playback.uncoveringItem() == 0 ? "unpurify.unhide.q" : "unhide.q";
            case ITEM_PURIFIED:
                return "purify.colour";
            case NODE_CLEANSED:
                return "purify.each";
            case NODE_UNCLEANSED:
                return "unpurify.each";
            case ITEM_UNPURIFIED:
                return "unpurify.colour";
            case HEADER_RELINKED:
                return "uncover.relink";
            case ITEM_UNCOVERED:
                // the uncover ends with its relink; at step size link the two are one step
                return "uncover.relink";
            default:
                return null;
        }
    }
}
