package dlxviz.catalogue;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.problems.Examples;
import dlxviz.sudoku.PuzzleLibrary;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The examples users name ({@code --example NAME}, a lesson's {@code example:}, the Examples menu):
 * the exact-cover instances of {@link Examples} and the sudokus of the {@link PuzzleLibrary}, found
 * by what was typed in any case ({@link TypedName}). The window and the command line both look
 * names up here; what each then makes of the problem (a playback, a count) is theirs.
 */
public final class ExampleNames {
    private ExampleNames() {
    }

    /** Every name {@code --example} accepts that a menu lists: the exact-cover examples, then the library's sudokus. */
    public static List<String> names() {
        List<String> names = new ArrayList<>(Examples.names());
        names.addAll(PuzzleLibrary.names());
        return names;
    }

    /** The exact-cover examples (not the sudokus), in menu order. */
    public static List<String> exactCoverNames() {
        return Examples.names();
    }

    /** The library's sudokus, in menu order, with their descriptions. */
    public static List<PuzzleLibrary.Entry> sudokus() {
        return PuzzleLibrary.entries();
    }

    /** True when {@code typed} names an exact-cover example or a library sudoku. */
    public static boolean exists(String typed) {
        String key = TypedName.key(typed);
        return Examples.exists(key) || PuzzleLibrary.find(key).isPresent();
    }

    /** The exact-cover example {@code typed} names (a fresh problem), or empty; library sudokus are not among them. */
    public static Optional<ExactCoverProblem> exactCover(String typed) {
        return Examples.get(TypedName.key(typed));
    }

    /** The library sudoku {@code typed} names, or empty. */
    public static Optional<PuzzleLibrary.Entry> sudoku(String typed) {
        return PuzzleLibrary.find(TypedName.key(typed));
    }

    /** One readable line about the exact-cover example {@code typed} names, or empty. */
    public static Optional<String> description(String typed) {
        return Examples.description(TypedName.key(typed));
    }

    /**
     * Why {@code typed} is no example when it has the form of a general one out of range
     * ("queensN goes from queens1 to queens32"); empty for any other name.
     */
    public static Optional<String> whyUnknown(String typed) {
        return Examples.whyUnknown(TypedName.key(typed));
    }
}
