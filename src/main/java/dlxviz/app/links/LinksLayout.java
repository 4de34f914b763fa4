package dlxviz.app.links;

import dlxviz.app.lens.LensSelection;
import dlxviz.engine.TorusView;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Where the links view puts things, in grid units, and which arrows it draws: pure geometry, no
 * pixels, so it can be tested on its own.
 *
 * <p>Column 0 holds the root; the primary items follow in list order, then (when the problem has
 * secondary items) the root of the secondary list and the secondary items. Row 0 holds the
 * headers; option {@code k} sits on its own row below. A node sits at (column of its item, row of
 * its option), so the picture is the 0/1 matrix with the links on top.
 *
 * <p><b>Ids.</b> Segment ends are torus node numbers (headers are 1..N), with two exceptions for
 * the item lists: 0 is the root and N+1 the secondary root. (Node N+1 of the torus is the first
 * spacer, which is never drawn, so the two uses cannot clash.)
 *
 * <p><b>Unfolded</b>, every item and option keeps its place: hidden nodes and unlinked headers
 * stay where they were and are drawn as ghosts with their own links, while their neighbours'
 * links already skip them, which is exactly what uncover relies on. <b>Folded</b> shows only the
 * live part: active items and the options whose nodes are all still in their columns, packed
 * together. The <b>lens</b> shows a {@link LensSelection}: one item's column and the items its
 * options reach, drawn as the unfolded picture draws them (ghosts and all); links that lead out
 * of it go to the sink's {@link SegmentSink#elided} instead of being left out, so a column that
 * goes on elsewhere does not look cut off. That is the way to follow a sudoku.
 */
public final class LinksLayout {
    private final TorusView torus;
    private final boolean folded;
    /** The lens shown, or null for the whole torus (folded or not). */
    private final LensSelection lens;
    private final int itemCount;
    private final int secondaryRoot;
    /** Column of each header id 0..N+1 (root, items, secondary root); -1 when not shown. */
    private final int[] column;
    /** Row of each option 1..M (row 0 is the headers); -1 when not shown. */
    private final int[] row;
    /** Header id at each column. */
    private final int[] headerAtColumn;
    /** Option at each row (0 at row 0). */
    private final int[] optionAtRow;
    /** The links as built, before any cover: D, U per node and R, L per header id. */
    private final int[] naturalDown, naturalUp, naturalRight, naturalLeft;

    private LinksLayout(TorusView torus, boolean folded, LensSelection lens) {
        this.torus = torus;
        this.folded = folded;
        this.lens = lens;
        this.itemCount = torus.itemCount();
        this.secondaryRoot = torus.secondaryRoot();
        int primaries = torus.primaryCount();
        boolean hasSecondaries = itemCount > primaries;

        column = new int[itemCount + 2];
        Arrays.fill(column, -1);
        int[] headers = new int[itemCount + 2];
        int columns = 0;
        headers[columns] = 0;
        column[0] = columns++;
        boolean anySecondary = false;
        for (int i = 1; i <= itemCount; i++) {
            if (showsItem(i) && i <= primaries) {
                headers[columns] = i;
                column[i] = columns++;
            }
            anySecondary |= i > primaries && showsItem(i);
        }
        if (hasSecondaries && (lens == null || anySecondary)) {
            headers[columns] = secondaryRoot;
            column[secondaryRoot] = columns++;
            for (int i = primaries + 1; i <= itemCount; i++) {
                if (showsItem(i)) {
                    headers[columns] = i;
                    column[i] = columns++;
                }
            }
        }
        headerAtColumn = Arrays.copyOf(headers, columns);

        int options = torus.optionCount();
        row = new int[options + 1];
        Arrays.fill(row, -1);
        int[] rows = new int[options + 1];
        int rowCount = 1;
        for (int k = 1; k <= options; k++) {
            if (lens != null ? lens.showsOption(k) : !folded || isLive(torus, k)) {
                rows[rowCount] = k;
                row[k] = rowCount++;
            }
        }
        optionAtRow = Arrays.copyOf(rows, rowCount);

        naturalRight = new int[itemCount + 2];
        naturalLeft = new int[itemCount + 2];
        naturalList(0, 1, primaries);
        naturalList(secondaryRoot, primaries + 1, itemCount);
        naturalDown = new int[torus.size()];
        naturalUp = new int[torus.size()];
        int[] last = new int[itemCount + 1];
        for (int i = 1; i <= itemCount; i++) {
            last[i] = i;
        }
        for (int k = 1; k <= options; k++) {
            int first = torus.firstNode(k);
            for (int node = first, end = first + torus.optionSize(k); node < end; node++) {
                int item = torus.top(node);
                naturalDown[last[item]] = node;
                naturalUp[node] = last[item];
                last[item] = node;
            }
        }
        for (int i = 1; i <= itemCount; i++) {
            naturalDown[last[i]] = i;
            naturalUp[i] = last[i];
        }
    }

    private void naturalList(int root, int first, int last) {
        int previous = root;
        for (int i = first; i <= last; i++) {
            naturalRight[previous] = i;
            naturalLeft[i] = previous;
            previous = i;
        }
        naturalRight[previous] = root;
        naturalLeft[root] = previous;
    }

    /** The target of a link as the torus was built, before any cover. */
    private int natural(int from, LinkDirection direction) {
        switch (direction) {
            case RIGHT:
                return naturalRight[from];
            case LEFT:
                return naturalLeft[from];
            case DOWN:
                return naturalDown[from];
            default:
                return naturalUp[from];
        }
    }

    private boolean showsItem(int item) {
        return lens != null ? lens.showsItem(item) : !folded || torus.isItemActive(item);
    }

    /** The layout of {@code torus} as it is now; folded shows only live items and options. */
    public static LinksLayout of(TorusView torus, boolean folded) {
        return new LinksLayout(torus, folded, null);
    }

    /** The lens {@code lens} on {@code torus}: its items and options only, ghosts included. */
    public static LinksLayout lens(TorusView torus, LensSelection lens) {
        return new LinksLayout(torus, false, lens);
    }

    /** An option is live while each of its nodes is in its column and each of its items active. */
    public static boolean isLive(TorusView torus, int option) {
        int first = torus.firstNode(option);
        for (int node = first, end = first + torus.optionSize(option); node < end; node++) {
            if (!torus.isNodeVisible(node) || !torus.isItemActive(torus.top(node))) {
                return false;
            }
        }
        return true;
    }

    public TorusView torus() {
        return torus;
    }

    public boolean folded() {
        return folded;
    }

    /** The lens this layout shows, or null for the whole torus. */
    public LensSelection lens() {
        return lens;
    }

    public int columnCount() {
        return headerAtColumn.length;
    }

    /** Rows including the header row. */
    public int rowCount() {
        return optionAtRow.length;
    }

    /** Header id (0 root, 1..N item, N+1 secondary root) at {@code column}. */
    public int headerAtColumn(int column) {
        return headerAtColumn[column];
    }

    /** Option at {@code row} (1..rowCount-1). */
    public int optionAtRow(int row) {
        return optionAtRow[row];
    }

    /** Row of an option, or -1 when it is folded away. */
    public int rowOfOption(int option) {
        return row[option];
    }

    /** True for the ids the item lists use: the root (0), items 1..N and the secondary root. */
    public boolean isHeaderId(int id) {
        return id >= 0 && id <= secondaryRoot;
    }

    /** Column of a segment end (see the class comment for ids); -1 when not shown. */
    public int columnOf(int id) {
        return isHeaderId(id) ? column[id] : column[torus.top(id)];
    }

    /** Row of a segment end; 0 for headers and roots, -1 when not shown. */
    public int rowOf(int id) {
        return isHeaderId(id) ? 0 : row[torus.optionOf(id)];
    }

    /** True when the layout draws {@code id}. */
    public boolean shows(int id) {
        return columnOf(id) >= 0 && rowOf(id) >= 0;
    }

    /** True when {@code id} is drawn as a ghost: an unlinked header or a hidden node. */
    public boolean isGhost(int id) {
        if (id == 0 || id == secondaryRoot) {
            return false;
        }
        return isHeaderId(id) ? !torus.isItemActive(id) : !torus.isNodeVisible(id);
    }

    /**
     * Every arrow of the picture: for each shown header its L and R links along its item list
     * and its U and D links along its column; for each shown node its U and D links and its left
     * and right neighbours in its option. Links whose target is folded away are left out (out of
     * a lens, they go to {@link SegmentSink#elided}). A
     * segment is a ghost's when its source has left the list the link belongs to: an unlinked
     * header's L and R, a hidden node's U and D (and its option links, as its option is out of
     * play).
     */
    public void forEachSegment(SegmentSink sink) {
        for (int c = 0; c < headerAtColumn.length; c++) {
            int h = headerAtColumn[c];
            boolean ghost = isGhost(h);
            horizontal(sink, h, torus.right(h), LinkDirection.RIGHT, ghost);
            horizontal(sink, h, torus.left(h), LinkDirection.LEFT, ghost);
            if (h != 0 && h != secondaryRoot) {
                // a covered item leaves the item list, but its column stays linked to its header
                vertical(sink, h, torus.down(h), LinkDirection.DOWN, false);
                vertical(sink, h, torus.up(h), LinkDirection.UP, false);
            }
        }
        for (int r = 1; r < optionAtRow.length; r++) {
            int option = optionAtRow[r];
            int first = torus.firstNode(option);
            for (int node = first, end = first + torus.optionSize(option); node < end; node++) {
                if (column[torus.top(node)] < 0) {
                    continue;
                }
                boolean ghost = !torus.isNodeVisible(node);
                vertical(sink, node, torus.down(node), LinkDirection.DOWN, ghost);
                vertical(sink, node, torus.up(node), LinkDirection.UP, ghost);
                horizontal(sink, node, torus.nodeRight(node), LinkDirection.RIGHT, ghost);
                horizontal(sink, node, torus.nodeLeft(node), LinkDirection.LEFT, ghost);
            }
        }
    }

    /** The segments as records, for tests and for small problems. */
    public List<LinkSegment> segments() {
        List<LinkSegment> list = new ArrayList<>();
        forEachSegment((from, to, direction, wraps, ghost, detour) ->
                list.add(new LinkSegment(from, to, direction, wraps, ghost, detour)));
        return list;
    }

    /**
     * Unfolded, a link that no longer goes to its natural neighbour jumps over ghosts that are
     * still drawn in between. Option links never change; wrap-arounds are drawn as stubs anyway.
     */
    private boolean detours(int from, int to, LinkDirection direction, boolean wraps) {
        if (folded || wraps) {
            return false;
        }
        boolean itemList = direction.isHorizontal() && isHeaderId(from);
        boolean column = !direction.isHorizontal();
        if (!(itemList || column) || to == natural(from, direction)) {
            return false;
        }
        if (lens == null) {
            return true; // everything is drawn, so the natural neighbour skipped is a ghost in between
        }
        // the lens draws only some of what the link skips: round them only if one is drawn
        int limit = torus.size();
        for (int id = natural(from, direction); id != to && id != from && limit-- > 0; id = natural(id, direction)) {
            if (shows(id)) {
                return true;
            }
        }
        return false;
    }

    private void horizontal(SegmentSink sink, int from, int to, LinkDirection direction, boolean ghost) {
        int a = columnOf(from), b = columnOf(to);
        if (b < 0 || rowOf(to) < 0) {
            if (lens != null) {
                sink.elided(from, to, direction, ghost);
            }
            return;
        }
        boolean wraps = direction == LinkDirection.RIGHT ? b <= a : b >= a;
        sink.segment(from, to, direction, wraps, ghost, detours(from, to, direction, wraps));
    }

    private void vertical(SegmentSink sink, int from, int to, LinkDirection direction, boolean ghost) {
        int a = rowOf(from), b = rowOf(to);
        if (b < 0 || columnOf(to) < 0) {
            if (lens != null) {
                sink.elided(from, to, direction, ghost);
            }
            return;
        }
        boolean wraps = direction == LinkDirection.DOWN ? b <= a : b >= a;
        sink.segment(from, to, direction, wraps, ghost, detours(from, to, direction, wraps));
    }
}
