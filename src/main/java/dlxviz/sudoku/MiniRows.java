package dlxviz.sudoku;

/**
 * One digit's band seen as its nine mini-rows (bit {@code row * 3 + box}: the three cells of a
 * row in one box). The digit takes one cell in each row and each box of the band, so the
 * mini-rows it ends up in form a permutation of the three boxes over the three rows; a mini-row
 * on no permutation that the digit's candidates still allow can be erased.
 */
final class MiniRows {
    /** [three cells' bits of a row, 9 bits] -> which of its three boxes hold one (3 bits). */
    private static final int[] BOXES_OF_ROW = new int[512];
    /** [mini-rows present, 9 bits] -> the cells (27 bits) of the mini-rows on an open permutation. */
    private static final int[] KEPT = new int[512];

    static {
        for (int x = 0; x < 512; x++) {
            for (int box = 0; box < 3; box++) {
                if ((x & (7 << (3 * box))) != 0) {
                    BOXES_OF_ROW[x] |= 1 << box;
                }
            }
        }
        int[][] permutations = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        for (int present = 0; present < 512; present++) {
            int open = 0;
            for (int[] p : permutations) {
                int taken = (1 << p[0]) | (1 << (3 + p[1])) | (1 << (6 + p[2]));
                if ((present & taken) == taken) {
                    open |= taken;
                }
            }
            int cells = 0;
            for (int m = 0; m < 9; m++) {
                if ((open & (1 << m)) != 0) {
                    cells |= 7 << ((m / 3) * 9 + (m % 3) * 3);
                }
            }
            KEPT[present] = cells;
        }
    }

    private MiniRows() {
    }

    /** The cells of band f's mini-rows that lie on an open permutation (0 when none does: a dead end). */
    static int kept(int f) {
        int present = BOXES_OF_ROW[f & 0x1FF] | BOXES_OF_ROW[(f >>> 9) & 0x1FF] << 3 | BOXES_OF_ROW[f >>> 18] << 6;
        return KEPT[present];
    }
}
