package dlxviz.sudoku;

import java.util.Arrays;

/**
 * Algorithm X on sudoku's exact cover with each item's live options held in a bitmask instead
 * of a doubly linked list: the fastest solver and counter here, and the CLI's default.
 *
 * <h2>Why bitmasks</h2>
 * A sudoku item never has more than n options, each at a fixed place: cell {@code r3c5} has one
 * per digit, {@code r3#7} one per cell of row 3. So an item's list fits in one int whose bits
 * are those places, and its length is a bit count. Removing an option clears one bit in each of
 * its items, with no pointers to chase; backtracking restores the masks saved at the choice
 * instead of dancing the links back. The algorithm is unchanged: same items, same options, same
 * shortest-list rule as {@link DlxSudokuSolver} (DLX), so the counts agree and the node counts are
 * close; only the data structure differs, which is the point {@code bench} makes in class.
 *
 * <h2>The state (encoding of {@link SudokuEncoding}, 0-based here)</h2>
 * <pre>
 * masks[item], one int per item:
 *   item cell              cell r?c?  bit d set while option cell=d+1 is live; 0 once covered
 *   item n² + u * n + d    unit-digit bit p set while the p-th cell of unit u may hold d+1; 0 once covered
 *                          units u: rows 0..n-1, columns n..2n-1, boxes 2n..3n-1 (cells in reading order)
 * </pre>
 * Selecting option {@code cell=d+1} covers its four items (their masks become 0) and removes every
 * other live option of those items, clearing each removed option's bits in its remaining items.
 * An uncovered item left with one bit is <em>forced</em> (DLX would choose it: length 1); left with
 * none, it is a dead end (length 0), found at once. The givens' selections are done in one sweep
 * that yields the same state: each open cell keeps the digits its units lack.
 *
 * <h2>The choice</h2>
 * Forced items first, the most recent first; otherwise the item with the fewest live options,
 * cells before digit items and in order on ties. Every choice counts as a search node, as every
 * level does in DLX1, and so does every solution. {@code updates} counts options removed (DLX1
 * counts the nodes it hides, about three per option), givens included. Not thread-safe.
 */
public final class BitmaskSolver implements SudokuCounter {
    /**
     * The number of nodes without a solution (from the start or the last solution) after which
     * the matching check runs at every node. Nearly every puzzle is solved in fewer (111 nodes on
     * average on the 17-clue set), and a count of many solutions finds one every few nodes, so
     * they pay nothing for it; a search that goes on longer without one may be facing a
     * pigeonhole, and from here each node costs a little more and an impossible subtree is
     * refuted in a few thousand nodes.
     */
    static final long MATCH_FROM = 2_000;

    private final BoxShape shape;
    private final int n;
    private final int cellCount;
    private final int full;             // n ones
    private final int[] unitCells;      // [u * n + p] -> cell
    private final int[] cellUnit;       // [cell * 3 + k] -> its row, column and box unit
    private final int[] cellPlace;      // [cell * 3 + k] -> its position p in that unit
    private final int[] boxLines;       // [cell] -> positions in its box of the cells in its row or column
    private final int[] keyUnitBase;    // [u * n + d] -> u * n, and
    private final int[] keyDigit;       //              -> d (no division in the hot path)

    private final int[] masks;          // per item: cells, then the digit items (see above)
    private final int[] digits;         // the digit (1..n) selected in each cell, for the solution
    private final int[] unitDigits;     // digits given in each unit (set-up only)
    private int filled;

    private final int[] forced;         // items whose mask fell to one bit, not yet chosen
    private int forcedTop;

    // One entry per open choice: the item, its options not yet tried, the state to go back to.
    private final int[] choiceItem;
    private final int[] choiceRest;
    private final int[] choiceFilled;
    private final int[][] savedMasks;

    private long nodes;
    private long updates;

    // The matching check (see unplaceable()): from which node of a puzzle it runs, and its scratch.
    private final long matchFrom;
    private final int[] digitAt;        // [p] -> the digit matched to place p of the unit, or -1
    private int placesSeen;
    private int placesTaken;
    private long matchChecks;

    public BitmaskSolver(BoxShape shape) {
        this(shape, MATCH_FROM);
    }

    /**
     * A solver whose matching check starts {@code matchFrom} nodes after the start or the last
     * solution: 0 checks every node, {@link Long#MAX_VALUE} never (for tests that compare the trees).
     */
    BitmaskSolver(BoxShape shape, long matchFrom) {
        this.shape = shape;
        this.n = shape.size();
        this.cellCount = n * n;
        this.full = (1 << n) - 1;
        this.unitCells = new int[3 * n * n];
        this.cellUnit = new int[cellCount * 3];
        this.cellPlace = new int[cellCount * 3];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int cell = r * n + c;
                int box = shape.boxOf(r, c);
                int inBox = (r % shape.boxRows()) * shape.boxCols() + c % shape.boxCols();
                link(cell, 0, r, c);
                link(cell, 1, n + c, r);
                link(cell, 2, 2 * n + box, inBox);
            }
        }
        this.boxLines = new int[cellCount];
        for (int cell = 0; cell < cellCount; cell++) {
            int boxUnit = cellUnit[cell * 3 + 2];
            for (int p = 0; p < n; p++) {
                int other = unitCells[boxUnit * n + p];
                if (other / n == cell / n || other % n == cell % n) {
                    boxLines[cell] |= 1 << p;
                }
            }
        }
        this.keyUnitBase = new int[3 * n * n];
        this.keyDigit = new int[3 * n * n];
        for (int key = 0; key < keyDigit.length; key++) {
            keyUnitBase[key] = key - key % n;
            keyDigit[key] = key % n;
        }
        this.masks = new int[cellCount + 3 * n * n];
        this.digits = new int[cellCount];
        this.unitDigits = new int[3 * n];
        // Each item can become forced once between two restores, so this never overflows.
        this.forced = new int[masks.length];
        int depth = cellCount + 1; // every choice fills at least one cell
        this.choiceItem = new int[depth];
        this.choiceRest = new int[depth];
        this.choiceFilled = new int[depth];
        this.savedMasks = new int[depth][];
        this.matchFrom = matchFrom;
        this.digitAt = new int[n];
    }

    /** How many times the matching check has run, in all (for tests). */
    long matchChecks() {
        return matchChecks;
    }

    private void link(int cell, int k, int unit, int place) {
        cellUnit[cell * 3 + k] = unit;
        cellPlace[cell * 3 + k] = place;
        unitCells[unit * n + place] = cell;
    }

    @Override
    public BoxShape shape() {
        return shape;
    }

    @Override
    public SolveResult count(Grid puzzle, long limit, Effort effort) {
        if (!puzzle.shape().equals(shape)) {
            throw new IllegalArgumentException("a " + puzzle.shape() + "-box puzzle given to a " + shape + "-box solver");
        }
        forcedTop = 0;
        nodes = 0;
        updates = 0;
        if (!placeGivens(puzzle)) {
            // Two givens clash, or they leave an item without options: no solution, no search
            // (old DLX programs loop here).
            return new SolveResult(0, null, 0, updates, true);
        }
        if (limit <= 0) {
            return new SolveResult(0, null, 0, updates, false);
        }
        return search(limit, effort);
    }

    /**
     * The state after selecting every given, built in one sweep instead of one selection at a
     * time (that was 40% of the time on 17-clue puzzles): each open cell keeps the digits its
     * row, column and box lack, each open unit-digit item the cells that keep that digit.
     * Items left with one option are forced. False when two givens clash or an item is left
     * with none. {@code updates} counts the options the givens ruled out.
     */
    private boolean placeGivens(Grid puzzle) {
        int[] inUnit = unitDigits;
        Arrays.fill(inUnit, 0);
        filled = 0;
        for (int cell = 0; cell < cellCount; cell++) {
            int given = puzzle.cell(cell);
            digits[cell] = given;
            if (given != 0) {
                int bit = 1 << (given - 1);
                int base = cell * 3;
                for (int k = 0; k < 3; k++) {
                    int unit = cellUnit[base + k];
                    if ((inUnit[unit] & bit) != 0) {
                        return false;
                    }
                    inUnit[unit] |= bit;
                }
                filled++;
            }
        }
        Arrays.fill(masks, cellCount, masks.length, 0);
        long live = 0;
        for (int cell = 0; cell < cellCount; cell++) {
            if (digits[cell] != 0) {
                masks[cell] = 0;
                continue;
            }
            int base = cell * 3;
            int row = cellUnit[base], col = cellUnit[base + 1], box = cellUnit[base + 2];
            int mask = full & ~(inUnit[row] | inUnit[col] | inUnit[box]);
            masks[cell] = mask;
            live += Integer.bitCount(mask);
            for (int rest = mask; rest != 0; rest &= rest - 1) {
                int d = Integer.numberOfTrailingZeros(rest);
                masks[digitItem(row, d)] |= 1 << cellPlace[base];
                masks[digitItem(col, d)] |= 1 << cellPlace[base + 1];
                masks[digitItem(box, d)] |= 1 << cellPlace[base + 2];
            }
            if (!shrunk(mask, cell)) {
                return false;
            }
        }
        updates = (long) cellCount * n - filled - live;
        for (int unit = 0; unit < 3 * n; unit++) {
            for (int open = full & ~inUnit[unit]; open != 0; open &= open - 1) {
                int item = digitItem(unit, Integer.numberOfTrailingZeros(open));
                if (!shrunk(masks[item], item)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Algorithm X from the givens' state, with an explicit stack of open choices. */
    private SolveResult search(long limit, Effort effort) {
        long solutions = 0;
        Grid first = null;
        int depth = 0;
        long updateBudget = effort.updates();
        Effort.Meter meter = effort.meter(); // one comparison per choice; the rest only at its checks
        long lastSolution = 0; // node count at the last solution: the matching check counts from here
        boolean alive = propagate();
        while (true) {
            if (alive && nodes - lastSolution >= matchFrom && unplaceable()) {
                alive = false; // a pigeonhole: no solution below this node, so no choice is made here
            }
            if (alive) {
                if (filled == cellCount) {
                    nodes++;
                    solutions++;
                    if (first == null) {
                        first = Grid.of(shape, digits.clone());
                    }
                    if (solutions >= limit) {
                        return new SolveResult(solutions, first, nodes, updates, true);
                    }
                    meter.solutionAt(nodes);
                    lastSolution = nodes;
                } else if (updates >= updateBudget || nodes >= meter.nextCheck && !meter.check(nodes)) {
                    return new SolveResult(solutions, first, nodes, updates, false);
                } else {
                    int item = shortestItem();
                    nodes++;
                    save(depth, item);
                    depth++;
                }
            }
            alive = false;
            while (!alive) { // the next untried option of the deepest open choice
                if (depth == 0) {
                    return new SolveResult(solutions, first, nodes, updates, true);
                }
                int level = depth - 1;
                int rest = choiceRest[level];
                if (rest == 0) {
                    depth--;
                    continue;
                }
                choiceRest[level] = rest & (rest - 1);
                restore(level);
                alive = selectOption(choiceItem[level], Integer.numberOfTrailingZeros(rest)) && propagate();
            }
        }
    }

    /**
     * True when some row, column or box cannot hold all its missing digits at once: its open
     * digits have no matching into its open cells, each digit to a cell that can still take it.
     * By Hall's theorem that is exactly a set of k digits confined to fewer than k cells (or k
     * cells left with fewer than k digits): a pigeonhole, such as nine digits that must go in
     * the eight cells of a row that a 16x16 puzzle leaves them. The shortest-list rule cannot
     * see it (every item involved still has two or more options) and would search for minutes;
     * this check refutes the node at once.
     *
     * <p>It only refutes: it removes no option, so the search tree is the one without it minus
     * subtrees that hold no solution, and every answer (the first solution of a puzzle with
     * several included) is the same. Kuhn's augmenting paths over the unit's places, held as
     * bitmasks; most digits take a free place at once.
     */
    private boolean unplaceable() {
        matchChecks++;
        for (int unit = 0; unit < 3 * n; unit++) {
            int base = cellCount + unit * n;
            Arrays.fill(digitAt, -1);
            placesTaken = 0;
            for (int d = 0; d < n; d++) {
                int places = masks[base + d];
                if (places == 0) {
                    continue; // the digit is placed in this unit
                }
                int free = places & ~placesTaken;
                if (free != 0) {
                    int p = Integer.numberOfTrailingZeros(free);
                    digitAt[p] = d;
                    placesTaken |= 1 << p;
                    continue;
                }
                placesSeen = 0;
                if (!augment(base, d)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Finds digit d a place, moving digits placed earlier along an augmenting path; false if none. */
    private boolean augment(int base, int d) {
        int places = masks[base + d];
        while (true) {
            int rest = places & ~placesSeen;
            if (rest == 0) {
                return false;
            }
            int p = Integer.numberOfTrailingZeros(rest);
            placesSeen |= 1 << p;
            int other = digitAt[p];
            if (other < 0 || augment(base, other)) {
                digitAt[p] = d;
                placesTaken |= 1 << p;
                return true;
            }
        }
    }

    /** Selects the option of {@code item} at bit {@code bit} of its mask. */
    private boolean selectOption(int item, int bit) {
        if (item < cellCount) {
            return select(item, bit);
        }
        int key = item - cellCount;
        return select(unitCells[keyUnitBase[key] + bit], keyDigit[key]);
    }

    /** Chooses forced items until none is left; false at a dead end. */
    private boolean propagate() {
        while (forcedTop > 0) {
            int item = forced[--forcedTop];
            int mask = masks[item];
            if (mask == 0) {
                continue; // covered since it was forced (a dead end would have been caught then)
            }
            nodes++;
            if (!selectOption(item, Integer.numberOfTrailingZeros(mask))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The open item with the fewest live options. After {@link #propagate()} none has fewer
     * than 2, so the first item of length 2 is a minimum and ends the scan.
     */
    private int shortestItem() {
        int best = -1;
        int min = Integer.MAX_VALUE;
        for (int item = 0; item < masks.length; item++) { // cells first, then digit items
            int mask = masks[item];
            if (mask != 0) {
                int length = Integer.bitCount(mask);
                if (length < min) {
                    min = length;
                    best = item;
                    if (length <= 2) {
                        return best;
                    }
                }
            }
        }
        return best;
    }

    private void save(int level, int item) {
        if (savedMasks[level] == null) {
            savedMasks[level] = new int[masks.length];
        }
        System.arraycopy(masks, 0, savedMasks[level], 0, masks.length);
        choiceFilled[level] = filled;
        choiceItem[level] = item;
        choiceRest[level] = masks[item];
    }

    /** Back to the state saved at the choice of {@code level}; digits placed since are simply overwritten later. */
    private void restore(int level) {
        System.arraycopy(savedMasks[level], 0, masks, 0, masks.length);
        filled = choiceFilled[level];
        forcedTop = 0;
    }

    /**
     * Selects option {@code cell=d+1}: covers its four items and removes every other live option
     * of them. False when the option is not live (a clash) or when an item is left with none.
     */
    private boolean select(int cell, int d) {
        int bit = 1 << d;
        int others = masks[cell];
        if ((others & bit) == 0) {
            return false;
        }
        others &= ~bit;
        masks[cell] = 0;
        digits[cell] = d + 1;
        filled++;
        int base = cell * 3;
        int row = cellUnit[base], col = cellUnit[base + 1], box = cellUnit[base + 2];
        int rowItem = digitItem(row, d), colItem = digitItem(col, d), boxItem = digitItem(box, d);
        // the other cells that could still take d in the row, column and box
        int inRow = masks[rowItem] & ~(1 << cellPlace[base]);
        int inCol = masks[colItem] & ~(1 << cellPlace[base + 1]);
        int inBox = masks[boxItem] & ~boxLines[cell]; // the box cells in its row or column come with those
        masks[rowItem] = 0;
        masks[colItem] = 0;
        masks[boxItem] = 0;
        while (others != 0) { // the cell's other digits
            int e = Integer.numberOfTrailingZeros(others);
            others &= others - 1;
            if (!removeFromUnits(cell, e)) {
                return false;
            }
        }
        return removeDigit(row * n, inRow, bit, d) && removeDigit(col * n, inCol, bit, d)
                && removeDigit(box * n, inBox, bit, d);
    }

    /** Removes option {@code c=d+1} for every cell c at {@code placesLeft} in the unit at {@code unitBase}. */
    private boolean removeDigit(int unitBase, int placesLeft, int bit, int d) {
        while (placesLeft != 0) {
            int cell = unitCells[unitBase + Integer.numberOfTrailingZeros(placesLeft)];
            placesLeft &= placesLeft - 1;
            int mask = masks[cell];
            if ((mask & bit) == 0) {
                continue; // removed already through another unit
            }
            mask &= ~bit;
            masks[cell] = mask;
            if (!shrunk(mask, cell) || !removeFromUnits(cell, d)) {
                return false;
            }
        }
        return true;
    }

    /** Clears option {@code cell=d+1} from the digit items of the cell's units still open. */
    private boolean removeFromUnits(int cell, int d) {
        updates++;
        int base = cell * 3;
        for (int k = 0; k < 3; k++) {
            int item = digitItem(cellUnit[base + k], d);
            int mask = masks[item];
            int bit = 1 << cellPlace[base + k];
            if ((mask & bit) != 0) {
                mask &= ~bit;
                masks[item] = mask;
                if (!shrunk(mask, item)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The item "unit holds digit d+1". */
    private int digitItem(int unit, int d) {
        return cellCount + unit * n + d;
    }

    /** After an open item lost an option: false if it has none left, forced if one. */
    private boolean shrunk(int mask, int item) {
        if ((mask & (mask - 1)) == 0) {
            if (mask == 0) {
                return false;
            }
            forced[forcedTop++] = item;
        }
        return true;
    }
}
