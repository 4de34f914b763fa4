package dlxviz.app.teaching.model;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.playback.ReadOnlyPlayback;
import dlxviz.playback.SearchTree;

/**
 * What the tree view shows: a search tree, the problem that names its items, and where the
 * search stands (a position in its event log; what lies beyond it is "ahead").
 *
 * @param cursor events applied; {@link Long#MAX_VALUE} for a whole tree with nothing ahead
 */
public record TreeInput(SearchTree tree, ExactCoverProblem problem, long cursor) {

    /** Playback's tree at its cursor. */
    public static TreeInput of(ReadOnlyPlayback playback) {
        return new TreeInput(playback.searchTree(), playback.problem(), playback.position());
    }

    /** A tree on its own, all of it reached (a search run without playback, for a comparison). */
    public static TreeInput whole(SearchTree tree, ExactCoverProblem problem) {
        return new TreeInput(tree, problem, Long.MAX_VALUE);
    }
}
