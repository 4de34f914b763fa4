package dlxviz.app.links;

/** Receives link segments one by one without allocating (the view draws thousands per frame). */
@FunctionalInterface
public interface SegmentSink {
    void segment(int from, int to, LinkDirection direction, boolean wraps, boolean ghost, boolean detour);

    /**
     * A link of a lens that leads to {@code to}, outside the lens: drawn as a short stub that
     * says the list goes on elsewhere. Ignored unless a sink wants it.
     */
    default void elided(int from, int to, LinkDirection direction, boolean ghost) {
    }
}
