package dlxviz.sudoku;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.Search;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Puzzles with no solution that no single cell or unit shows, built as issue 16's 16x16 one
 * is: row 1 empty, the last {@code m} columns (whole box columns) each holding the digits
 * 1..k with k = n - m + 1 in rows 2..n, everything else empty. Each of those digits is then
 * barred from the last m cells of row 1, so the k digits must go in its first n - m cells: one
 * too few. Every cell keeps candidates and no two givens clash.
 *
 * <p>The givens are found by exact cover (DLX): an item per (column, digit) to place, and a
 * secondary item per (row, digit), (box, digit) and cell, so that none is used twice.
 */
final class Pigeonholes {
    private Pigeonholes() {
    }

    /** A pigeonhole puzzle of {@code shape} whose last {@code boxColumns} box columns are filled. */
    static Grid build(BoxShape shape, int boxColumns, long seed) {
        int n = shape.size();
        int m = boxColumns * shape.boxCols();
        int k = n - m + 1;
        int firstColumn = n - m;
        List<String> names = new ArrayList<>();
        for (int c = firstColumn; c < n; c++) {
            for (int d = 1; d <= k; d++) {
                names.add("c" + c + "#" + d);
            }
        }
        int primary = names.size();
        int rowBase = names.size();
        for (int r = 1; r < n; r++) {
            for (int d = 1; d <= k; d++) {
                names.add("r" + r + "#" + d);
            }
        }
        int boxBase = names.size();
        for (int b = 0; b < n; b++) {
            for (int d = 1; d <= k; d++) {
                names.add("b" + b + "#" + d);
            }
        }
        int cellBase = names.size();
        for (int r = 1; r < n; r++) {
            for (int c = firstColumn; c < n; c++) {
                names.add("p" + r + "," + c);
            }
        }
        List<int[]> options = new ArrayList<>();
        for (int r = 1; r < n; r++) {
            for (int c = firstColumn; c < n; c++) {
                for (int d = 1; d <= k; d++) {
                    int column = (c - firstColumn) * k + (d - 1);
                    int row = rowBase + (r - 1) * k + (d - 1);
                    int box = boxBase + shape.boxOf(r, c) * k + (d - 1);
                    int cell = cellBase + (r - 1) * m + (c - firstColumn);
                    // items are numbered from 1
                    options.add(new int[] {column + 1, row + 1, box + 1, cell + 1, r, c, d});
                }
            }
        }
        Collections.shuffle(options, new Random(seed));
        List<int[]> items = new ArrayList<>();
        for (int[] option : options) {
            items.add(new int[] {option[0], option[1], option[2], option[3]});
        }
        Search search = new Search(ExactCoverProblem.of(names, primary, items, null), ItemChoice.MIN_LENGTH);
        if (!search.nextSolution()) {
            throw new IllegalStateException("no arrangement of the givens for " + shape + " with " + m + " columns");
        }
        int[] cells = new int[n * n];
        for (int chosen : search.currentOptions()) {
            int[] option = options.get(chosen - 1);
            cells[option[4] * n + option[5]] = option[6];
        }
        return Grid.of(shape, cells);
    }
}
