package dlxviz.problems;

import dlxviz.engine.ExactCoverProblem;

/**
 * Tiling an h x w box with distinct pentominoes, as exact cover: one item per piece
 * ({@code F I L N P T U V W X Y Z}) and one per cell ({@code r1c1} .. {@code r<h>c<w>}); one
 * option per placement of an orientation of a piece, such as {@code X r1c2 r2c1 r2c2 r2c3 r3c2}.
 *
 * <p>When the box has 60 cells every piece must be used, so the pieces are primary items. A
 * smaller box (area a multiple of 5) uses some of the pieces, each at most once, so the pieces
 * are then secondary. No symmetry is broken: every tiling is counted, including the rotations
 * and reflections of the whole box (3x20: 8, 4x15: 1472, 5x12: 4040, 6x10: 9356).
 */
public final class PentominoTiling {
    private PentominoTiling() {
    }

    /**
     * @throws IllegalArgumentException when a side is below 1, or the area is above 60 or not a
     *                                  multiple of 5
     */
    public static ExactCoverProblem of(int height, int width) {
        if (height < 1 || width < 1) {
            throw new IllegalArgumentException("a box needs sides of at least 1, not " + height + "x" + width);
        }
        int area = height * width;
        if (area > 60 || area % 5 != 0) {
            throw new IllegalArgumentException("a " + height + "x" + width + " box has " + area
                    + " cells; twelve distinct pentominoes can only fill a multiple of 5 up to 60");
        }
        var builder = ExactCoverProblem.builder();
        boolean allPieces = area == 60;
        for (Pentomino piece : Pentomino.values()) {
            if (allPieces) {
                builder.primary(piece.name());
            } else {
                builder.secondary(piece.name());
            }
        }
        for (int r = 1; r <= height; r++) {
            for (int c = 1; c <= width; c++) {
                builder.primary(TilingEncoding.cellName(r, c));
            }
        }
        for (Pentomino piece : Pentomino.values()) {
            for (int[][] shape : piece.orientations()) {
                addPlacements(builder, piece, shape, height, width);
            }
        }
        return builder.build();
    }

    private static void addPlacements(ExactCoverProblem.Builder builder, Pentomino piece, int[][] shape,
                                      int height, int width) {
        int shapeHeight = 0, shapeWidth = 0;
        for (int[] cell : shape) {
            shapeHeight = Math.max(shapeHeight, cell[0] + 1);
            shapeWidth = Math.max(shapeWidth, cell[1] + 1);
        }
        for (int top = 1; top + shapeHeight - 1 <= height; top++) {
            for (int left = 1; left + shapeWidth - 1 <= width; left++) {
                String[] items = new String[shape.length + 1];
                items[0] = piece.name();
                for (int i = 0; i < shape.length; i++) {
                    items[i + 1] = TilingEncoding.cellName(top + shape[i][0], left + shape[i][1]);
                }
                builder.option(items);
            }
        }
    }
}
