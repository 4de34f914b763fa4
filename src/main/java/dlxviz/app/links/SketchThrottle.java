package dlxviz.app.links;

/**
 * Tells when steps pour in faster than the eye follows (play "as fast as possible"): then the
 * detailed picture is sketched (plain cells, no arrows or text) and drawn in full a quarter of a
 * second after the steps stop, which keeps the frame rate up.
 */
final class SketchThrottle {
    /**
     * Steps closer together than this, without animation, mean play faster than the eye follows
     * (50 steps a second and up, or "as fast as possible"; slower speeds animate their steps).
     * Generous: on a busy machine a full frame of the lens can take longer than 60 ms, and the
     * steps would then never count as fast, so every frame would be drawn in full and as slowly.
     */
    private static final long FAST_STEPS_NANOS = 150_000_000L;
    /** How long after the last fast step the view stays sketched. */
    private static final long SKETCH_AFTER_NANOS = 250_000_000L;

    private long lastChangeNanos = Long.MIN_VALUE / 2;
    private long fastUntilNanos = Long.MIN_VALUE / 2;
    /** True when the last frame was a sketch, so a full frame is owed once the steps stop. */
    private boolean sketched;

    /** A step arrived at {@code now}; {@code animated} steps are never sketched. */
    void stepped(long now, boolean animated) {
        if (!animated && now - lastChangeNanos < FAST_STEPS_NANOS) {
            fastUntilNanos = now + SKETCH_AFTER_NANOS;
        }
        lastChangeNanos = now;
    }

    /** Whether the frame drawn at {@code now} is a sketch; remembers it. */
    boolean sketchAt(long now) {
        sketched = now < fastUntilNanos;
        return sketched;
    }

    /** A detailed frame was drawn in a way that is never sketched (the heat map). */
    void drewInFull() {
        sketched = false;
    }

    /** True when the last frame was a sketch and the steps have stopped by {@code now}: draw in full. */
    boolean owesFullFrame(long now) {
        return sketched && now >= fastUntilNanos;
    }

    /** True while a sketch may still be owed a full frame (the view keeps its pulse). */
    boolean pending() {
        return sketched;
    }
}
