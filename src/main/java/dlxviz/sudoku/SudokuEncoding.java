package dlxviz.sudoku;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Search;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Sudoku as exact cover, with the names people read.
 *
 * <h2>The full encoding (givens forced)</h2>
 * For a grid of size n (N = n*n), 0-based row r, column c, box b, digit d in 1..n:
 * <pre>
 * items (all primary), 4N of them, in this order:
 *   cell        r3c5    item 1 +        r*n + c        "cell (r,c) holds a digit"
 *   row-digit   r3#7    item 1 +   N +  r*n + (d-1)    "row r holds d"
 *   column-digit c5#7   item 1 + 2N +   c*n + (d-1)    "column c holds d"
 *   box-digit   b2#7    item 1 + 3N +   b*n + (d-1)    "box b holds d"
 * options, n^3 of them, row-major with the digit fastest:
 *   r3c5=7      option 1 + (r*n + c)*n + (d-1), items in the order cell, row, column, box
 * </pre>
 * (Names are 1-based: {@code r3c5} is r = 2, c = 4.) A 9x9 grid gives 324 items and 729
 * options. The givens are then options selected before the search starts
 * ({@link #forceGivens(Search, Grid)} via {@link Search#forceOption(int)}): the classic way, and
 * the one the app animates.
 *
 * <h2>The reduced encoding (givens omitted)</h2>
 * {@link #reduced(Grid)} leaves out the items the givens cover and the options they rule out
 * (a given's own cell, and its digit in its row, column and box), keeping the order above: a
 * smaller matrix whose solutions are the missing digits. Item and option numbers then differ
 * from the full encoding; always go through {@link #option(int, int, int)},
 * {@link #optionCell(int)} and the item accessors, never through the formulas.
 */
public final class SudokuEncoding {
    /** What an item stands for. */
    public enum ItemKind {
        /** A cell must hold a digit: {@code r3c5}. */
        CELL,
        /** A row must hold a digit: {@code r3#7}. */
        ROW_DIGIT,
        /** A column must hold a digit: {@code c5#7}. */
        COLUMN_DIGIT,
        /** A box must hold a digit: {@code b2#7}. */
        BOX_DIGIT
    }

    private static final ItemKind[] KINDS = ItemKind.values();
    /** An option label or digit item as typed: place ({@code r7c5}, {@code r7}, {@code c5}, {@code b6}), separator, digit. */
    private static final Pattern TYPED_NAME = Pattern.compile("((?:[rR]\\d+[cC]\\d+)|(?:[rRcCbB]\\d+))([=#])(\\w+)");

    private final BoxShape shape;
    private final int n;
    private final Grid givens;          // null for the full encoding
    private final ExactCoverProblem problem;
    private final int[] itemKind;       // ordinal of ItemKind, per item 1..
    private final int[] itemUnit;       // cell index for CELL, else the row, column or box
    private final int[] itemDigit;      // 0 for CELL
    private final int[] itemByKey;      // [kind * N + unit * n + d - 1] (cells: [cell]) -> item, 0 if absent
    private final int[] optionCell;     // per option 1..
    private final int[] optionDigit;
    private final int[] optionByCandidate; // [cell * n + d - 1] -> option, 0 if absent

    private SudokuEncoding(BoxShape shape, Grid givens) {
        this.shape = shape;
        this.n = shape.size();
        this.givens = givens;
        int cells = n * n;
        boolean[] covered = new boolean[4 * cells];
        boolean[] ruledOut = new boolean[cells * n];
        if (givens != null) {
            markGivens(givens, covered, ruledOut);
        }
        List<String> names = new ArrayList<>();
        itemByKey = new int[4 * cells];
        int[] kind = new int[4 * cells + 1];
        int[] unit = new int[4 * cells + 1];
        int[] digit = new int[4 * cells + 1];
        for (int key = 0; key < 4 * cells; key++) {
            if (covered[key]) {
                continue;
            }
            int k = key / cells, rest = key % cells;
            int item = names.size() + 1;
            itemByKey[key] = item;
            kind[item] = k;
            unit[item] = k == 0 ? rest : rest / n;
            digit[item] = k == 0 ? 0 : rest % n + 1;
            names.add(itemName(k, unit[item], digit[item]));
        }
        int items = names.size();
        itemKind = java.util.Arrays.copyOf(kind, items + 1);
        itemUnit = java.util.Arrays.copyOf(unit, items + 1);
        itemDigit = java.util.Arrays.copyOf(digit, items + 1);

        List<int[]> options = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        optionByCandidate = new int[cells * n];
        int[] oCell = new int[cells * n + 1];
        int[] oDigit = new int[cells * n + 1];
        for (int cell = 0; cell < cells; cell++) {
            int r = cell / n, c = cell % n, b = shape.boxOf(r, c);
            for (int d = 1; d <= n; d++) {
                if (ruledOut[cell * n + d - 1]) {
                    continue;
                }
                options.add(new int[] {
                    itemByKey[cell],
                    itemByKey[cells + r * n + d - 1],
                    itemByKey[2 * cells + c * n + d - 1],
                    itemByKey[3 * cells + b * n + d - 1]});
                labels.add(Grid.cellName(n, cell) + "=" + digitName(d));
                int option = options.size();
                optionByCandidate[cell * n + d - 1] = option;
                oCell[option] = cell;
                oDigit[option] = d;
            }
        }
        optionCell = java.util.Arrays.copyOf(oCell, options.size() + 1);
        optionDigit = java.util.Arrays.copyOf(oDigit, options.size() + 1);
        problem = ExactCoverProblem.of(names, items, options, labels);
    }

    /** Marks the items the givens cover and the candidates they rule out. */
    private void markGivens(Grid givens, boolean[] covered, boolean[] ruledOut) {
        int cells = n * n;
        for (int cell = 0; cell < cells; cell++) {
            int d = givens.cell(cell);
            if (d == 0) {
                continue;
            }
            int r = cell / n, c = cell % n, b = shape.boxOf(r, c);
            covered[cell] = true;
            covered[cells + r * n + d - 1] = true;
            covered[2 * cells + c * n + d - 1] = true;
            covered[3 * cells + b * n + d - 1] = true;
            for (int e = 1; e <= n; e++) {
                ruledOut[cell * n + e - 1] = true; // the given's cell takes no other option
            }
            for (int other = 0; other < cells; other++) {
                int ro = other / n, co = other % n;
                if (ro == r || co == c || shape.boxOf(ro, co) == b) {
                    ruledOut[other * n + d - 1] = true;
                }
            }
        }
    }

    private String itemName(int kind, int unit, int digit) {
        switch (kind) {
            case 0:
                return Grid.cellName(n, unit);
            case 1:
                return "r" + (unit + 1) + "#" + digitName(digit);
            case 2:
                return "c" + (unit + 1) + "#" + digitName(digit);
            default:
                return "b" + (unit + 1) + "#" + digitName(digit);
        }
    }

    /**
     * A digit as the grid shows it, so that labels read like the puzzle: 1-9, then A, B, ... from
     * 10 on ({@code r7c5=E} in a 16x16); plain numbers where letters run out.
     */
    public String digitName(int digit) {
        return Notation.defaultFor(n).write(digit, n);
    }

    /** The full encoding of an empty grid of this shape: 4n^2 items, n^3 options. */
    public static SudokuEncoding full(BoxShape shape) {
        return new SudokuEncoding(shape, null);
    }

    /**
     * The reduced encoding of a puzzle: items covered by givens and options ruled out by them
     * are left out.
     *
     * @throws IllegalArgumentException when two givens clash (the reduced matrix would hide it)
     */
    public static SudokuEncoding reduced(Grid givens) {
        GridValidator.Conflict conflict = GridValidator.firstConflict(givens);
        if (conflict != null) {
            throw new IllegalArgumentException(conflict.message(givens.size()));
        }
        return new SudokuEncoding(givens.shape(), givens);
    }

    public ExactCoverProblem problem() {
        return problem;
    }

    public BoxShape shape() {
        return shape;
    }

    public int size() {
        return n;
    }

    /** The givens a reduced encoding left out; an empty grid for the full encoding. */
    public Grid omittedGivens() {
        return givens == null ? Grid.empty(shape) : givens;
    }

    // ---- options <-> (row, column, digit) ----

    /** The option that puts digit d (1..n) at (row, col), 0-based; 0 when it is left out. */
    public int option(int row, int col, int digit) {
        return optionByCandidate[(row * n + col) * n + digit - 1];
    }

    public int optionCount() {
        return optionCell.length - 1;
    }

    /** The 0-based cell index (row * n + col) an option fills. */
    public int optionCell(int option) {
        return optionCell[option];
    }

    public int optionRow(int option) {
        return optionCell[option] / n;
    }

    public int optionCol(int option) {
        return optionCell[option] % n;
    }

    /** The digit (1..n) an option places. */
    public int optionDigit(int option) {
        return optionDigit[option];
    }

    // ---- items -> kind, row, column, box, digit ----

    public int itemCount() {
        return itemKind.length - 1;
    }

    public ItemKind itemKind(int item) {
        return KINDS[itemKind[item]];
    }

    /** The row of a cell or row-digit item (0-based); -1 for other kinds. */
    public int itemRow(int item) {
        int k = itemKind[item];
        return k == 0 ? itemUnit[item] / n : k == 1 ? itemUnit[item] : -1;
    }

    /** The column of a cell or column-digit item (0-based); -1 for other kinds. */
    public int itemCol(int item) {
        int k = itemKind[item];
        return k == 0 ? itemUnit[item] % n : k == 2 ? itemUnit[item] : -1;
    }

    /** The box of a cell or box-digit item (0-based); -1 for other kinds. */
    public int itemBox(int item) {
        int k = itemKind[item];
        return k == 0 ? shape.boxOf(itemUnit[item] / n, itemUnit[item] % n) : k == 3 ? itemUnit[item] : -1;
    }

    /** The digit of a row-, column- or box-digit item; 0 for a cell item. */
    public int itemDigit(int item) {
        return itemDigit[item];
    }

    /** The item for a cell (0-based row and column); 0 when it is left out. */
    public int cellItem(int row, int col) {
        return itemByKey[row * n + col];
    }

    /** The item "unit holds digit" of a kind other than CELL; 0 when it is left out. */
    public int digitItem(ItemKind kind, int unit, int digit) {
        if (kind == ItemKind.CELL) {
            throw new IllegalArgumentException("cell items have no digit; use cellItem");
        }
        return itemByKey[kind.ordinal() * n * n + unit * n + digit - 1];
    }

    /**
     * The cells (0-based indices, reading order) an item is about, for highlighting the region
     * of a chosen item: the cell itself for a cell item, else the n cells of its row, column or
     * box.
     */
    public int[] regionCells(int item) {
        int[] cells;
        switch (itemKind(item)) {
            case CELL:
                return new int[] {itemUnit[item]};
            case ROW_DIGIT:
                cells = new int[n];
                for (int c = 0; c < n; c++) {
                    cells[c] = itemUnit[item] * n + c;
                }
                return cells;
            case COLUMN_DIGIT:
                cells = new int[n];
                for (int r = 0; r < n; r++) {
                    cells[r] = r * n + itemUnit[item];
                }
                return cells;
            default:
                cells = new int[n];
                int box = itemUnit[item];
                int bandsAcross = n / shape.boxCols();
                int r0 = (box / bandsAcross) * shape.boxRows(), c0 = (box % bandsAcross) * shape.boxCols();
                int k = 0;
                for (int r = r0; r < r0 + shape.boxRows(); r++) {
                    for (int c = c0; c < c0 + shape.boxCols(); c++) {
                        cells[k++] = r * n + c;
                    }
                }
                return cells;
        }
    }

    /** The item's name: {@code r3c5}, {@code r3#7}, {@code c5#7}, {@code b2#7}. */
    public String itemName(int item) {
        return problem.itemName(item);
    }

    /**
     * A sudoku option label ({@code r7c5=E}) or digit item ({@code r7#E}, {@code c5#E},
     * {@code b6#E}) as users type it, with its digit as a number and its letters in lower case, so
     * that {@code r7c5=E}, {@code R7C5=e} and {@code r7c5=14} (or {@code b6#E} and {@code b6#14})
     * give one key for one option or item of a 16x16; null for any other text. Reads back the names
     * this encoding writes, for a problem read from a DLX1 file too, which has no encoding.
     */
    public static String typedNameKey(String typed) {
        Matcher m = TYPED_NAME.matcher(typed);
        if (!m.matches()) {
            return null;
        }
        int digit = typedDigit(m.group(3));
        return digit < 1 ? null : m.group(1).toLowerCase(Locale.ROOT) + m.group(2) + digit;
    }

    /** A digit as a user types it in a name: {@code 7}, {@code 14}, or a letter ({@code E} = 14). */
    private static int typedDigit(String text) {
        if (text.chars().allMatch(Character::isDigit)) {
            return Integer.parseInt(text);
        }
        if (text.length() == 1 && Character.isLetter(text.charAt(0))) {
            return Character.toUpperCase(text.charAt(0)) - 'A' + 10;
        }
        return -1;
    }

    // ---- givens and solutions ----

    /**
     * The options that place the givens of {@code puzzle}, in reading order (full encoding; for
     * a reduced one, the givens it does not already omit).
     *
     * @throws IllegalArgumentException when a given has no option here (it clashes with an
     *                                  omitted given, or the shape differs)
     */
    public int[] givenOptions(Grid puzzle) {
        if (!puzzle.shape().equals(shape)) {
            throw new IllegalArgumentException("a " + puzzle.shape() + "-box grid given to a " + shape + "-box encoding");
        }
        int[] out = new int[puzzle.clueCount()];
        int k = 0;
        for (int cell = 0; cell < n * n; cell++) {
            int d = puzzle.cell(cell);
            if (d == 0 || (givens != null && givens.cell(cell) == d)) {
                continue;
            }
            int option = optionByCandidate[cell * n + d - 1];
            if (option == 0) {
                throw new IllegalArgumentException(Grid.cellName(n, cell) + "=" + digitName(d) + " is ruled out by the omitted givens");
            }
            out[k++] = option;
        }
        return java.util.Arrays.copyOf(out, k);
    }

    /**
     * Selects the givens' options before the search starts, in reading order. Returns -1 when
     * all were forced, else the cell index of the first given that clashes with an earlier one
     * (nothing after it is forced). Validate with {@link GridValidator} first to name both cells.
     */
    public int forceGivens(Search search, Grid puzzle) {
        for (int option : givenOptions(puzzle)) {
            if (!search.forceOption(option)) {
                return optionCell[option];
            }
        }
        return -1;
    }

    /** The grid a set of options describes, on top of the omitted givens (if any). */
    public Grid decode(int[] options) {
        return decode(omittedGivens(), options);
    }

    /** {@code base} with the digit of each option placed. */
    public Grid decode(Grid base, int[] options) {
        int[] cells = base.cells();
        for (int option : options) {
            cells[optionCell[option]] = optionDigit[option];
        }
        return Grid.of(shape, cells);
    }
}
