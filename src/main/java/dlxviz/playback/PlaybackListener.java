package dlxviz.playback;

/** Hears every move of the cursor, on the thread that owns the playback (the FX thread in the app). */
@FunctionalInterface
public interface PlaybackListener {
    /** The cursor moved (or the replica changed) as {@code step} describes. */
    void moved(Step step);
}
