package dlxviz.app.links;

/**
 * Something a view can point at: an item (its header), an option (its row) or one node. The
 * links view sets the shared hover to one of these and highlights whichever another view sets.
 */
public record LinksTarget(Kind kind, int id) {
    public enum Kind { ITEM, OPTION, NODE }

    public static LinksTarget item(int item) {
        return new LinksTarget(Kind.ITEM, item);
    }

    public static LinksTarget option(int option) {
        return new LinksTarget(Kind.OPTION, option);
    }

    public static LinksTarget node(int node) {
        return new LinksTarget(Kind.NODE, node);
    }
}
