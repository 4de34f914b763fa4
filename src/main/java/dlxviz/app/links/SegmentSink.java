package dlxviz.app.links;

/** Receives link segments one by one without allocating (the view draws thousands per frame). */
@FunctionalInterface
public interface SegmentSink {
    void segment(int from, int to, LinkDirection direction, boolean wraps, boolean ghost, boolean detour);
}
