package dlxviz.app.links;

import javafx.animation.Interpolator;
import javafx.util.Duration;

/**
 * The one place animations of the links view are made: one easing curve, and the one reading of
 * the system property {@code dlxviz.animations=off} (the build's tests and the headless slides set it), which drops every
 * duration to zero, the window's too ({@code MainViewModel}).
 */
public final class LinkAnimations {
    /** Ease in and out: arrows start and land gently, so the eye can follow a swing. */
    public static final Interpolator EASE = Interpolator.SPLINE(0.4, 0.0, 0.2, 1.0);

    private LinkAnimations() {
    }

    public static boolean enabled() {
        return !"off".equalsIgnoreCase(System.getProperty("dlxviz.animations", "on"));
    }

    /** A tween of {@code duration} starting at {@code startNanos}; instant when animations are off. */
    public static Tween tween(Duration duration, long startNanos) {
        double millis = enabled() && duration != null ? duration.toMillis() : 0;
        return new Tween(startNanos, (long) (millis * 1_000_000));
    }

    /** Progress of one animation, eased, from 0 to 1. */
    public static final class Tween {
        private final long start;
        private final long length;
        private double progress;
        private boolean held;

        Tween(long start, long length) {
            this.start = start;
            this.length = length;
            this.progress = length <= 0 ? 1 : 0;
        }

        /** Advances to time {@code nanos}; returns the eased progress. */
        public double advance(long nanos) {
            if (length > 0 && !held) {
                double t = Math.min(1, Math.max(0, (nanos - start) / (double) length));
                progress = EASE.interpolate(0.0, 1.0, t);
                if (t >= 1) {
                    progress = 1;
                }
            }
            return progress;
        }

        public double progress() {
            return progress;
        }

        public boolean done() {
            return progress >= 1;
        }

        /** Stops the clock at {@code eased} progress (tests look at a frame mid-animation). */
        void hold(double eased) {
            held = true;
            progress = eased;
        }

        /** Jumps to the end (a new step arrived before this one finished). */
        public void finish() {
            progress = 1;
        }
    }
}
