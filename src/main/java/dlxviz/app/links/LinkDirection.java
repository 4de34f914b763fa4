package dlxviz.app.links;

/** The four links a node (or a header) has: {@code L R} along a list or an option, {@code U D} along a column. */
public enum LinkDirection {
    LEFT, RIGHT, UP, DOWN;

    private static final LinkDirection[] VALUES = values();

    static LinkDirection ofOrdinal(int ordinal) {
        return VALUES[ordinal];
    }

    public boolean isHorizontal() {
        return this == LEFT || this == RIGHT;
    }
}
