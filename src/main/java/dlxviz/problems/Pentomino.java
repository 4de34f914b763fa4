package dlxviz.problems;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The twelve pentominoes with Conway's letters, and their distinct orientations (rotations and
 * reflections): 63 in all, from 1 for X to 8 for the asymmetric pieces.
 */
public enum Pentomino {
    F(".##", "##.", ".#."),
    I("#####"),
    L("####", "#..."),
    N("##..", ".###"),
    P("##", "##", "#."),
    T("###", ".#.", ".#."),
    U("#.#", "###"),
    V("#..", "#..", "###"),
    W("#..", "##.", ".##"),
    X(".#.", "###", ".#."),
    Y("####", ".#.."),
    Z("##.", ".#.", ".##");

    private final List<int[][]> orientations;

    Pentomino(String... picture) {
        this.orientations = distinctOrientations(cellsOf(picture));
    }

    /**
     * The piece's distinct orientations, each as five {row, column} cells sorted row by row and
     * shifted so that the smallest row and the smallest column are 0.
     */
    public List<int[][]> orientations() {
        List<int[][]> copy = new ArrayList<>();
        for (int[][] cells : orientations) {
            int[][] clone = new int[cells.length][];
            for (int i = 0; i < cells.length; i++) {
                clone[i] = cells[i].clone();
            }
            copy.add(clone);
        }
        return copy;
    }

    private static int[][] cellsOf(String[] picture) {
        List<int[]> cells = new ArrayList<>();
        for (int r = 0; r < picture.length; r++) {
            for (int c = 0; c < picture[r].length(); c++) {
                if (picture[r].charAt(c) == '#') {
                    cells.add(new int[] {r, c});
                }
            }
        }
        return cells.toArray(new int[0][]);
    }

    /** The 8 symmetries of the square applied to the cells, duplicates removed, in a fixed order. */
    private static List<int[][]> distinctOrientations(int[][] cells) {
        List<int[][]> result = new ArrayList<>();
        for (int symmetry = 0; symmetry < 8; symmetry++) {
            int[][] moved = new int[cells.length][];
            for (int i = 0; i < cells.length; i++) {
                int r = cells[i][0], c = cells[i][1];
                if ((symmetry & 4) != 0) { // reflect in the main diagonal first
                    int t = r;
                    r = c;
                    c = t;
                }
                for (int turn = 0; turn < (symmetry & 3); turn++) { // then quarter turns
                    int t = r;
                    r = c;
                    c = -t;
                }
                moved[i] = new int[] {r, c};
            }
            int[][] normal = normalise(moved);
            if (result.stream().noneMatch(seen -> Arrays.deepEquals(seen, normal))) {
                result.add(normal);
            }
        }
        return List.copyOf(result);
    }

    private static int[][] normalise(int[][] cells) {
        int minRow = Integer.MAX_VALUE, minCol = Integer.MAX_VALUE;
        for (int[] cell : cells) {
            minRow = Math.min(minRow, cell[0]);
            minCol = Math.min(minCol, cell[1]);
        }
        int[][] shifted = new int[cells.length][];
        for (int i = 0; i < cells.length; i++) {
            shifted[i] = new int[] {cells[i][0] - minRow, cells[i][1] - minCol};
        }
        Arrays.sort(shifted, Comparator.<int[]>comparingInt(cell -> cell[0]).thenComparingInt(cell -> cell[1]));
        return shifted;
    }
}
