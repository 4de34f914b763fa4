package dlxviz.playback;

/** Why a step or a run stopped where it did. */
public enum StepEnd {
    /** The step reached the next (or previous) boundary of its size. */
    STEP_DONE,
    /** A forward move applied an event that matches a breakpoint; see {@link Step#breakpoint()}. */
    BREAKPOINT,
    /** A forward move reached the end of the search (everything recorded and applied). */
    END,
    /** A backward move reached position 0. */
    START,
    /** A run applied its {@code maxEvents}; call again to go on. */
    LIMIT,
    /**
     * A forward move reached the end of the recorded log while a background recording held the
     * engine; the move did not wait. Try again once {@link Playback#recordedLength()} has grown.
     */
    RECORDER_BUSY,
    /** A seek (or reset): the cursor jumped; no events are listed. */
    SEEK,
    /**
     * A forward move asked to pause at decisions stopped before one: the next event chooses an
     * item, or tries the chosen item's first option (predict mode asks about it first).
     */
    DECISION
}
