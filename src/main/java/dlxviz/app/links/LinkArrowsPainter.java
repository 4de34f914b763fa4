package dlxviz.app.links;

import dlxviz.app.canvas.Palette;
import java.util.Arrays;
import javafx.scene.paint.Paint;

/**
 * The links of the close-up: every L/R/U/D link as an arrow, ghosts' own links underneath, the
 * live ones, wrap-arounds as stubs through the far side, links that jump over ghosts routed round
 * them, a lens's links out of it as dotted stubs, and on top the links the last step changed;
 * batched into one path per colour. {@link DetailPainter} draws the rest of the close-up.
 */
final class LinkArrowsPainter {
    private final SegmentBuffer segments = new SegmentBuffer();
    private final ArrowBatch batch = new ArrowBatch();

    /** Draws every link of the frame's layout that is on screen. */
    void paint(LinksFrame f) {
        segments.clear();
        f.layout().forEachSegment(segments);
        double s = f.s();
        double width = Math.max(f.line(), f.palette().linkWidth() * Math.min(1.6, s));
        batch.clipTo(-20, -20, f.w() + 20, f.h() + 20);
        SpliceMemory changed = f.changes();
        // ghosts' own links first, underneath, then the live ones, then the wrap-arounds, and on
        // top the links the last step changed; one path per colour, which the software pipeline
        // draws far faster than single lines
        for (int pass = 0; pass < 4; pass++) {
            for (int i = 0; i < segments.size; i++) {
                int flags = segments.flags[i];
                LinkDirection direction = LinkDirection.ofOrdinal(flags & 3);
                boolean ghostSegment = (flags & SegmentBuffer.GHOST) != 0;
                boolean wraps = (flags & SegmentBuffer.WRAPS) != 0;
                boolean fresh = changed.targetBefore(segments.from[i], direction) != null;
                int segmentPass = fresh ? 3 : ghostSegment ? 0 : wraps ? 2 : 1;
                if (segmentPass != pass) {
                    continue;
                }
                if ((flags & SegmentBuffer.ELIDED) != 0) {
                    paintElided(f, segments.from[i], direction);
                } else {
                    paintSegment(f, segments.from[i], segments.to[i], direction, wraps,
                            (flags & SegmentBuffer.DETOUR) != 0);
                }
            }
            Palette palette = f.palette();
            Paint paint = pass == 0 ? palette.ghostLink() : pass == 1 ? palette.link()
                    : pass == 2 ? palette.wrapLink() : palette.justHidden();
            batch.flush(f.gc(), paint, pass == 3 ? 2 * width : width);
        }
    }

    /**
     * A link of a lens to something outside it: a short stub in the link's lane, ending in
     * dots, which says the list goes on where the lens does not look.
     */
    private void paintElided(LinksFrame f, int from, LinkDirection direction) {
        LinksGeometry g = f.geometry();
        double s = f.s();
        double fx = f.x(from);
        double fy = f.y(from);
        double laneH = 0.2 * g.cellHeight() * s;
        double laneV = LinksFrame.LANE * g.cellWidth() * s;
        double dx = direction == LinkDirection.RIGHT ? 1 : direction == LinkDirection.LEFT ? -1 : 0;
        double dy = direction == LinkDirection.DOWN ? 1 : direction == LinkDirection.UP ? -1 : 0;
        double x1 = fx + dx * g.halfWidth(from, s) + (direction == LinkDirection.DOWN ? laneV : direction == LinkDirection.UP ? -laneV : 0);
        double y1 = fy + dy * g.halfHeight(from, s) + (direction == LinkDirection.RIGHT ? -laneH : direction == LinkDirection.LEFT ? laneH : 0);
        // within the gap to the next box, as a wrap-around's stub is: a short line, then dots
        double gap = direction.isHorizontal() ? g.cellWidth() * s - 2 * g.halfWidth(from, s) : 0.44 * g.cellHeight() * s;
        double stub = 0.4 * gap;
        double step = 0.17 * gap;
        if (!visible(x1, y1, x1 + dx * gap, y1 + dy * gap, f.w(), f.h())) {
            return;
        }
        batch.line(x1, y1, x1 + dx * stub, y1 + dy * stub);
        double r = Math.max(0.7, 0.55 * f.line());
        for (int k = 1; k <= 3; k++) {
            batch.dot(x1 + dx * (stub + k * step), y1 + dy * (stub + k * step), r);
        }
    }

    private void paintSegment(LinksFrame f, int from, int to, LinkDirection direction, boolean wraps, boolean detour) {
        LinksGeometry g = f.geometry();
        double s = f.s();
        double w = f.w();
        double h = f.h();
        double fx = f.x(from);
        double fy = f.y(from);
        double tX = f.x(to);
        double tY = f.y(to);
        Integer before = g.swingingFrom(from, direction);
        boolean swinging = before != null && before != to && f.layout().shows(before);
        double p = g.progress();
        if (swinging) {
            double bx = f.x(before);
            double by = f.y(before);
            tX = bx + (tX - bx) * p;
            tY = by + (tY - by) * p;
            wraps = false; // while it swings, the arrow is drawn straight to where it points now
        }
        // how far a detour bulges out; it grows as the arrow swings to its new target
        double bulge = detour ? (swinging ? p : 1) : 0;
        double laneH = 0.2 * g.cellHeight() * s;
        double laneV = LinksFrame.LANE * g.cellWidth() * s;
        double x1;
        double y1;
        double x2;
        double y2;
        double dx = 0;
        double dy = 0;
        switch (direction) {
            case RIGHT -> {
                y1 = fy - laneH;
                y2 = tY - laneH;
                x1 = fx + g.halfWidth(from, s);
                x2 = tX - g.halfWidth(to, s);
                dx = 1;
            }
            case LEFT -> {
                y1 = fy + laneH;
                y2 = tY + laneH;
                x1 = fx - g.halfWidth(from, s);
                x2 = tX + g.halfWidth(to, s);
                dx = -1;
            }
            case DOWN -> {
                x1 = fx + laneV;
                x2 = tX + laneV;
                y1 = fy + g.halfHeight(from, s);
                y2 = tY - g.halfHeight(to, s);
                dy = 1;
            }
            default -> {
                x1 = fx - laneV;
                x2 = tX - laneV;
                y1 = fy - g.halfHeight(from, s);
                y2 = tY + g.halfHeight(to, s);
                dy = -1;
            }
        }
        double head = f.arrowHead();
        if (wraps) {
            // round the torus: a stub leaves through the far side and one comes in from the near side
            // as long as the gap to the next box allows, so the ring stays in sight
            double stub = direction.isHorizontal()
                    ? 0.85 * (0.5 * g.cellWidth() * s - g.halfWidth(from, s))
                    : 0.3 * g.cellHeight() * s;
            if (visible(x1, y1, x1 + dx * stub, y1 + dy * stub, w, h)) {
                batch.line(x1, y1, x1 + dx * stub, y1 + dy * stub);
                batch.ring(x1 + dx * stub, y1 + dy * stub, f.ringRadius());
            }
            if (visible(x2 - dx * stub, y2 - dy * stub, x2, y2, w, h)) {
                batch.ring(x2 - dx * stub, y2 - dy * stub, f.ringRadius());
                batch.arrow(x2 - dx * stub, y2 - dy * stub, x2, y2, head);
            }
            return;
        }
        if (bulge > 0) {
            // round the ghosts in between: out beside them, along, and back in to the target
            double out = bulge * (direction.isHorizontal()
                    ? 0.5 * g.headerHeight() * s - laneH + 0.12 * g.cellHeight() * s
                    : 0.39 * g.cellWidth() * s - laneV);
            double ox = dy * out;
            double oy = -dx * out; // DOWN bulges right, UP left, RIGHT up, LEFT down
            double in = 0.3 * (direction.isHorizontal() ? g.cellWidth() : g.cellHeight()) * s;
            double ax = x1 + ox + dx * in;
            double ay = y1 + oy + dy * in;
            double bx = x2 + ox - dx * in;
            double by = y2 + oy - dy * in;
            if (visible(Math.min(x1, bx), Math.min(y1, by), Math.max(x2, ax), Math.max(y2, ay), w, h)
                    || visible(x1, y1, x2, y2, w, h)) {
                batch.line(x1, y1, ax, ay);
                batch.line(ax, ay, bx, by);
                batch.arrow(bx, by, x2, y2, head);
            }
            return;
        }
        if (visible(x1, y1, x2, y2, w, h)) {
            batch.arrow(x1, y1, x2, y2, head);
        }
    }

    private static boolean visible(double x1, double y1, double x2, double y2, double w, double h) {
        return Math.max(x1, x2) >= -10 && Math.min(x1, x2) <= w + 10 && Math.max(y1, y2) >= -10 && Math.min(y1, y2) <= h + 10;
    }

    /** A growable buffer of segments, refilled each frame without allocation. */
    private static final class SegmentBuffer implements SegmentSink {
        static final int WRAPS = 4;
        static final int GHOST = 8;
        static final int DETOUR = 16;
        static final int ELIDED = 32;
        int[] from = new int[1024];
        int[] to = new int[1024];
        int[] flags = new int[1024];
        int size;

        void clear() {
            size = 0;
        }

        @Override
        public void segment(int a, int b, LinkDirection direction, boolean wraps, boolean ghost, boolean detour) {
            if (size == from.length) {
                from = Arrays.copyOf(from, size * 2);
                to = Arrays.copyOf(to, size * 2);
                flags = Arrays.copyOf(flags, size * 2);
            }
            from[size] = a;
            to[size] = b;
            flags[size] = direction.ordinal() | (wraps ? WRAPS : 0) | (ghost ? GHOST : 0) | (detour ? DETOUR : 0);
            size++;
        }

        @Override
        public void elided(int a, int b, LinkDirection direction, boolean ghost) {
            segment(a, b, direction, false, ghost, false);
            flags[size - 1] |= ELIDED;
        }
    }
}
