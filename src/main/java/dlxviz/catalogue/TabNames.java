package dlxviz.catalogue;

import java.util.List;
import java.util.Optional;

/**
 * The tabs beside the links by the names users type: the window's {@code --tab} and a lesson's
 * {@code tab:}, in the window's order.
 */
public final class TabNames {
    /** {@code board} (the default), {@code matrix}, {@code algorithm}, {@code rules}, {@code tree}. */
    public static final List<String> NAMES = List.of("board", "matrix", "algorithm", "rules", "tree");

    private TabNames() {
    }

    /** The tab {@code typed} names, ignoring case and surrounding blanks, or empty. */
    public static Optional<String> find(String typed) {
        String key = TypedName.key(typed);
        return NAMES.contains(key) ? Optional.of(key) : Optional.empty();
    }
}
