package dlxviz.playback;

/** Which way the cursor moved. */
public enum Direction {
    FORWARD,
    BACKWARD
}
