package dlxviz.sudoku;

/**
 * The fixed masks of a 27-bit band: three rows of nine cells, bit {@code row * 9 + column}
 * (row 0-2 within the band). Cell {@code b * 27 + i} of the grid (reading order) is bit i of
 * band b, so a band needs no other index.
 */
final class BandGeometry {
    static final int BAND = (1 << 27) - 1;
    /** Row r of a band. */
    static final int ROW = 0x1FF;
    /** Column 0 in the three rows of a band; shifted left by c for column c. */
    static final int COLUMN = 0x40201;
    /** Box 0 of a band (three cells in each of its three rows); shifted left by 3k for box k. */
    static final int BOX = 0x1C0E07;

    /** [bit] -> the row, column and box of that bit erased, the bit itself kept. */
    static final int[] PEERS_IN_BAND = new int[27];
    /** [bit] -> its column in a band. */
    static final int[] COLUMN_OF = new int[27];

    static {
        for (int i = 0; i < 27; i++) {
            int row = i / 9;
            int col = i % 9;
            int peers = (ROW << (9 * row)) | (COLUMN << col) | (BOX << (3 * (col / 3)));
            PEERS_IN_BAND[i] = peers & ~(1 << i);
            COLUMN_OF[i] = COLUMN << col;
        }
    }

    private BandGeometry() {
    }
}
