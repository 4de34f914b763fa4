package dlxviz.app.window.model;

import java.time.Duration;

/**
 * Play speeds from one step every two seconds to a thousand steps a second, and "as fast as
 * possible", where each frame runs as many steps as fit in its time budget.
 */
public enum PlaySpeed {
    HALF("0.5", 0.5, "1 step / 2 s"),
    ONE("1", 1, "1 step/s"),
    TWO("2", 2, "2 steps/s"),
    FIVE("5", 5, "5 steps/s"),
    TEN("10", 10, "10 steps/s"),
    TWENTY("20", 20, "20 steps/s"),
    FIFTY("50", 50, "50 steps/s"),
    HUNDRED("100", 100, "100 steps/s"),
    TWO_HUNDRED("200", 200, "200 steps/s"),
    FIVE_HUNDRED("500", 500, "500 steps/s"),
    THOUSAND("1000", 1000, "1000 steps/s"),
    MAX("max", Double.POSITIVE_INFINITY, "as fast as possible");

    public static final PlaySpeed DEFAULT = TWO;

    /** Longest animation of one step, at slow speeds. */
    private static final double MAX_ANIMATION_SECONDS = 0.6;
    /** Above this rate steps follow each other too fast to animate. */
    private static final double ANIMATION_LIMIT = 20;

    private final String id;
    private final double stepsPerSecond;
    private final String title;

    PlaySpeed(String id, double stepsPerSecond, String title) {
        this.id = id;
        this.stepsPerSecond = stepsPerSecond;
        this.title = title;
    }

    public String id() {
        return id;
    }

    public double stepsPerSecond() {
        return stepsPerSecond;
    }

    public boolean isUnlimited() {
        return this == MAX;
    }

    /** How long one step's animation may last at this speed: most of the gap between steps, zero when fast. */
    public Duration animationDuration() {
        if (stepsPerSecond > ANIMATION_LIMIT) {
            return Duration.ZERO;
        }
        double seconds = Math.min(MAX_ANIMATION_SECONDS, 0.8 / stepsPerSecond);
        return Duration.ofMillis(Math.round(seconds * 1000));
    }

    public PlaySpeed faster() {
        return this == MAX ? MAX : values()[ordinal() + 1];
    }

    public PlaySpeed slower() {
        return this == HALF ? HALF : values()[ordinal() - 1];
    }

    /** The speed a preference names, or {@link #DEFAULT} when it names none (missing or garbled). */
    public static PlaySpeed fromPreference(String id) {
        PlaySpeed speed = byId(id);
        return speed == null ? DEFAULT : speed;
    }

    public static PlaySpeed byId(String id) {
        for (PlaySpeed speed : values()) {
            if (speed.id.equals(id)) {
                return speed;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return title;
    }
}
