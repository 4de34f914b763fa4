package dlxviz.app.hover;

/**
 * The thing under the mouse (or selected) in any view, shared by all views so each can light up
 * the same item, option or node: hover a candidate in the sudoku and its option lights up in the
 * links view, and the other way round.
 *
 * @param kind what {@code id} numbers
 * @param id   an item (1..N), an option (1..M) or a torus node, as in the engine
 */
public record Highlight(Kind kind, int id) {

    public enum Kind { ITEM, OPTION, NODE }

    public static Highlight item(int item) {
        return new Highlight(Kind.ITEM, item);
    }

    public static Highlight option(int option) {
        return new Highlight(Kind.OPTION, option);
    }

    public static Highlight node(int node) {
        return new Highlight(Kind.NODE, node);
    }

    public boolean isItem(int item) {
        return kind == Kind.ITEM && id == item;
    }

    public boolean isOption(int option) {
        return kind == Kind.OPTION && id == option;
    }
}
