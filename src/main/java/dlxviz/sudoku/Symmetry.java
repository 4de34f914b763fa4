package dlxviz.sudoku;

import java.util.Arrays;

/**
 * Symmetries of a clue pattern (which cells hold givens), as generators use them. Only
 * positions matter, so every symmetry applies to every box shape.
 */
public enum Symmetry {
    /** No symmetry: cells are removed one by one. */
    NONE("none"),
    /** Half-turn: (r, c) with (n-1-r, n-1-c), the newspaper convention. */
    ROTATE_180("180"),
    /** Quarter-turn: (r, c), (c, n-1-r), (n-1-r, n-1-c), (n-1-c, r). */
    ROTATE_90("90"),
    /** Left-right mirror: (r, c) with (r, n-1-c). */
    MIRROR("mirror"),
    /** Main diagonal: (r, c) with (c, r). */
    DIAGONAL("diagonal");

    private final String cliName;

    Symmetry(String cliName) {
        this.cliName = cliName;
    }

    public String cliName() {
        return cliName;
    }

    public static Symmetry fromName(String name) {
        for (Symmetry symmetry : values()) {
            if (symmetry.cliName.equalsIgnoreCase(name) || symmetry.name().equalsIgnoreCase(name)) {
                return symmetry;
            }
        }
        throw new IllegalArgumentException("unknown symmetry '" + name + "': use none, 180, 90, mirror or diagonal");
    }

    /** The cells (0-based indices, sorted, no repeats) that {@code cell} is tied to, itself included. */
    public int[] orbit(int n, int cell) {
        int r = cell / n, c = cell % n;
        int[] images;
        switch (this) {
            case ROTATE_180:
                images = new int[] {cell, (n - 1 - r) * n + (n - 1 - c)};
                break;
            case ROTATE_90:
                images = new int[] {cell, c * n + (n - 1 - r), (n - 1 - r) * n + (n - 1 - c), (n - 1 - c) * n + r};
                break;
            case MIRROR:
                images = new int[] {cell, r * n + (n - 1 - c)};
                break;
            case DIAGONAL:
                images = new int[] {cell, c * n + r};
                break;
            default:
                images = new int[] {cell};
        }
        return Arrays.stream(images).distinct().sorted().toArray();
    }

    /** True when the givens of {@code grid} form a pattern with this symmetry. */
    public boolean holdsFor(Grid grid) {
        int n = grid.size();
        for (int cell = 0; cell < n * n; cell++) {
            boolean given = grid.cell(cell) != 0;
            for (int image : orbit(n, cell)) {
                if ((grid.cell(image) != 0) != given) {
                    return false;
                }
            }
        }
        return true;
    }
}
