package dlxviz.app.window;

import dlxviz.app.boards.model.BoardFactory;
import dlxviz.app.boards.model.BoardModel;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.scene.Node;
import javafx.scene.Scene;

/**
 * The views of the main window a picture can be taken of, by the names users type
 * ({@code slides --views window,links}, File > Export picture > A series). One registry, so a
 * new panel becomes a picture by adding one line here: its name, what it shows, and where the
 * window keeps it.
 */
public final class PictureViews {
    /** Where the window keeps a view. FX thread only. */
    @FunctionalInterface
    public interface Finder {
        Node find(Scene scene, MainController controller);
    }

    /** A view: its name (in {@code --views}), what it shows, and where the window keeps it. */
    public record View(String name, String shows, Finder finder) {
    }

    private static final Map<String, View> VIEWS = new LinkedHashMap<>();

    static {
        register(new View("window", "the whole window: the views, the narration, the controls and the counters",
                (scene, controller) -> scene.getRoot()));
        register(new View("links", "the links view alone", (scene, controller) -> controller.linksView()));
        register(new View("board", "the board beside the links (sudoku grid, chessboard, tiling, matrix or option list)",
                (scene, controller) -> controller.puzzlePanel()));
        register(new View("matrix", "the 0/1 matrix (for a problem of more than " + BoardFactory.MATRIX_MAX_OPTIONS
                + " options or " + BoardFactory.MATRIX_MAX_ITEMS + " items, the current step's part of it)",
                (scene, controller) -> tab(controller, SideTabs.Kind.MATRIX)));
        register(new View("pseudocode", "Algorithm X with the line of the current step lit, and its variables",
                (scene, controller) -> tab(controller, SideTabs.Kind.ALGORITHM)));
        register(new View("tree", "the search tree: the path to the current step lit, DLX1's profile and Knuth's estimate",
                (scene, controller) -> tab(controller, SideTabs.Kind.TREE)));
    }

    private PictureViews() {
    }

    /**
     * The view in a side tab, brought to the front first: only the tab in front is in the scene,
     * laid out and styled. A problem whose board is the matrix shows it in the board's tab.
     */
    private static Node tab(MainController controller, SideTabs.Kind kind) {
        if (kind == SideTabs.Kind.MATRIX && controller.puzzlePanel() instanceof dlxviz.app.boards.MatrixView) {
            controller.showSideTab(SideTabs.Kind.BOARD);
            return controller.puzzlePanel();
        }
        controller.showSideTab(kind);
        return controller.sideView(kind);
    }

    private static void register(View view) {
        VIEWS.put(view.name(), view);
    }

    /** Every view, in the order of the registry. */
    public static List<View> all() {
        return List.copyOf(VIEWS.values());
    }

    public static List<String> names() {
        return List.copyOf(VIEWS.keySet());
    }

    /** Null when every name is a view, named once; else what is wrong and which views there are. */
    public static String check(List<String> names) {
        if (names.isEmpty()) {
            return "no view given: name one or more of " + String.join(", ", names());
        }
        Set<String> seen = new HashSet<>();
        for (String name : names) {
            if (!VIEWS.containsKey(name)) {
                return "unknown view '" + name + "'; the views are " + String.join(", ", names());
            }
            if (!seen.add(name)) {
                return "view '" + name + "' is named twice";
            }
        }
        return null;
    }

    /**
     * The view called {@code name} in the window as it is. FX thread only.
     *
     * @throws IllegalArgumentException for an unknown view or one this problem does not have
     */
    static Node find(String name, Scene scene, MainController controller, BoardModel board) {
        String wrong = check(List.of(name));
        if (wrong != null) {
            throw new IllegalArgumentException(wrong);
        }
        Node node = board == null ? null : VIEWS.get(name).finder().find(scene, controller);
        if (node == null) {
            throw new IllegalArgumentException("view '" + name + "' is not in the window: "
                    + (board == null ? "no problem is open" : "it is not shown"));
        }
        return node;
    }
}
