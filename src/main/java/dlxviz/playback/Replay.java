package dlxviz.playback;

import static dlxviz.playback.EventCode.code;
import static dlxviz.playback.EventCode.payload;

import dlxviz.engine.Torus;
import dlxviz.events.SearchEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * The cursor's mechanics: moving over the log, applying events to the replica going forward
 * (recording more from the engine at the recorded end) and their inverses going back, jumping
 * anywhere from a checkpoint. It returns the {@link Step}s; {@link Playback}, the public face,
 * tells its listeners. Owner thread only.
 */
final class Replay {
    /** Events the owner records at a time when it reaches the recorded end itself. */
    private static final int OWNER_CHUNK = 4096;

    private final EventLog log;
    private final Recorder recorder;
    private final Torus replica;
    private final SearchContext context;
    private final EventDecoder decoder;
    private final BoundarySearch boundaries;
    private final BreakpointSet breakpoints;
    private long position;

    Replay(Recorder recorder, Torus replica, SearchContext context, BreakpointSet breakpoints) {
        this.log = recorder.log();
        this.recorder = recorder;
        this.replica = replica;
        this.context = context;
        this.breakpoints = breakpoints;
        this.decoder = new EventDecoder(replica);
        this.boundaries = new BoundarySearch(log, recorder, replica);
    }

    long position() {
        return position;
    }

    EventDecoder decoder() {
        return decoder;
    }

    /** One step back of {@code size}, to its previous boundary (or 0). Ignores breakpoints. */
    Step back(StepSize size) {
        long target = boundaries.previousBoundary(size, position);
        return moveBackTo(target, target == 0 ? StepEnd.START : StepEnd.STEP_DONE);
    }

    /**
     * The events of the forward step of {@code size} that ends at the cursor, as that step listed
     * them (log order, each decoded as it was applied); empty at 0 or when the step is longer
     * than {@link Step#MAX_LISTED}. The replica is taken back to the step's start and replayed, so
     * it and the context end exactly where they were. After the set-up, the step starts at Ready
     * at the earliest ({@code setUpLength}), as a step forward from Ready does.
     */
    List<SearchEvent> stepInto(StepSize size, long setUpLength) {
        long here = position;
        long start = here == 0 ? 0 : boundaries.previousBoundary(size, here);
        if (here > setUpLength) {
            start = Math.max(start, setUpLength); // a step from Ready starts there, not among the givens
        }
        if (here - start > Step.MAX_LISTED || start >= here) {
            return List.of();
        }
        SearchContext atStart = boundaries.contextAt(start);
        decoder.undo(log, start, here, atStart);
        context.copyFrom(atStart);
        List<SearchEvent> events = new ArrayList<>((int) (here - start));
        for (long p = start; p < here; p++) {
            int entry = log.get(p);
            applyForward(code(entry), payload(entry));
            events.add(decoder.decode(code(entry), payload(entry), context));
        }
        return events;
    }

    /** Moves to {@code target} (clamped to the recorded part) exactly, as a seek. */
    Step seek(long target) {
        long from = position;
        long to = Math.max(0, Math.min(target, log.length()));
        jumpTo(to);
        return new Step(to < from ? Direction.BACKWARD : Direction.FORWARD, from, to, List.of(), StepEnd.SEEK, null);
    }

    // ------------------------------------------------------------------------------------------
    // Moving forward
    // ------------------------------------------------------------------------------------------

    static final int AVAILABLE = BoundarySearch.Availability.AVAILABLE;
    static final int AT_END = BoundarySearch.Availability.AT_END;
    static final int BUSY = BoundarySearch.Availability.BUSY;
    /** A timed run reads the clock once every CLOCK_MASK + 1 events. */
    private static final int CLOCK_MASK = 255;

    /**
     * Applies events until a boundary of {@code size} (none if null), a breakpoint, the end, or
     * the budget ({@code maxEvents}, or the {@code deadline} of System.nanoTime()).
     */
    Step forward(StepSize size, long maxEvents, long deadline) {
        return forward(size, maxEvents, deadline, Pause.NONE);
    }

    /**
     * As {@link #forward(StepSize, long, long)}, stopping before any of the {@code pauses} that is
     * not the move's first event (see {@link Pause}).
     */
    Step forward(StepSize size, long maxEvents, long deadline, java.util.Set<Pause> pauses) {
        long from = position;
        List<SearchEvent> listed = new ArrayList<>();
        boolean listing = true;
        int choiceLevel = size == StepSize.LEVEL ? boundaries.levelAtChoiceBoundaryAtOrBefore(position, context, this::ensureAvailable) : 0;
        StepEnd end;
        Breakpoint hit = null;
        long count = 0;
        while (true) {
            if (count >= maxEvents || ((count & CLOCK_MASK) == CLOCK_MASK && deadline != Long.MAX_VALUE
                    && System.nanoTime() - deadline > 0)) {
                end = StepEnd.LIMIT;
                break;
            }
            int availability = ensureAvailable(position);
            if (availability != AVAILABLE) {
                end = availability == AT_END ? StepEnd.END : StepEnd.RECORDER_BUSY;
                break;
            }
            int entry = log.get(position);
            int code = code(entry);
            int payload = payload(entry);
            if (count > 0 && !pauses.isEmpty() && pausesBefore(pauses, code, payload)) {
                end = StepEnd.DECISION;
                break;
            }
            applyForward(code, payload);
            position++;
            count++;
            if (listing) {
                if (listed.size() < Step.MAX_LISTED) {
                    listed.add(decoder.decode(code, payload, context));
                } else {
                    listing = false;
                    listed = List.of();
                }
            }
            hit = breakpoints.match(code, payload, context, replica);
            if (hit != null) {
                end = StepEnd.BREAKPOINT;
                break;
            }
            if (size != null) {
                int next = ensureAvailable(position);
                if (next == BUSY) {
                    end = StepEnd.RECORDER_BUSY;
                    break;
                }
                int after = next == AT_END ? Boundaries.END : code(log.get(position));
                StepSize test = size == StepSize.LEVEL ? StepSize.CHOICE : size;
                if (Boundaries.isBoundary(test, code, after)) {
                    if (size != StepSize.LEVEL || EventCode.stops(code) || after == Boundaries.END
                            || context.level != choiceLevel) {
                        end = StepEnd.STEP_DONE;
                        break;
                    }
                }
            }
        }
        // Completion first: it is set after the final length is published.
        if (end != StepEnd.BREAKPOINT && recorder.isComplete() && position == log.length()) {
            end = StepEnd.END;
        }
        return new Step(Direction.FORWARD, from, position, listed, end, hit);
    }

    /** True when the event about to be applied is one of {@code pauses}. */
    private boolean pausesBefore(java.util.Set<Pause> pauses, int code, int payload) {
        if (code == EventCode.ITEM_CHOSEN) {
            return pauses.contains(Pause.CHOICE);
        }
        if (code == EventCode.ITEM_COVERED) {
            return pauses.contains(Pause.COVER) && !context.settingUp && coverHidesNodes(payload);
        }
        if (code != EventCode.OPTION_TRIED || !pauses.contains(Pause.FIRST_OPTION) || context.settingUp
                || context.stackSize != context.level) {
            return false;
        }
        int item = context.chosen[context.level];
        return item > 0 && replica.down(item) == payload;
    }

    /**
     * Whether covering {@code item} now hides any node: some option left in its column has an
     * item besides it. A cover that hides nothing (a dead end's, an item whose other options are
     * gone) changes no length, so there is nothing to pause for.
     */
    private boolean coverHidesNodes(int item) {
        for (int p = replica.down(item); p != item; p = replica.down(p)) {
            if (replica.nodeRight(p) != p) {
                return true;
            }
        }
        return false;
    }

    /** Makes sure the event at {@code index} is recorded, recording a chunk if the engine is free. */
    int ensureAvailable(long index) {
        while (index >= log.length()) {
            if (recorder.isComplete()) {
                return index < log.length() ? AVAILABLE : AT_END;
            }
            long recorded = recorder.tryRecord(OWNER_CHUNK);
            if (recorded < 0) {
                return index < log.length() ? AVAILABLE : BUSY;
            }
        }
        return AVAILABLE;
    }

    private void applyForward(int code, int payload) {
        if (EventCode.changesTorus(code)) {
            decoder.applyChange(code, payload, false);
        }
        context.apply(code, payload);
    }

    // ------------------------------------------------------------------------------------------
    // Moving back, seeking
    // ------------------------------------------------------------------------------------------

    /** Undoes events down to {@code target}, listing them unless there are too many (then jumps). */
    private Step moveBackTo(long target, StepEnd end) {
        long from = position;
        if (from - target > Step.MAX_LISTED) {
            jumpTo(target);
            return new Step(Direction.BACKWARD, from, target, List.of(), end, null);
        }
        SearchContext atTarget = boundaries.contextAt(target);
        List<SearchEvent> undone = decoder.undo(log, target, from, atTarget);
        context.copyFrom(atTarget);
        position = target;
        return new Step(Direction.BACKWARD, from, target, undone, end, null);
    }

    /** Puts the replica and the context at {@code target} by replay, from the cursor or a checkpoint. */
    private void jumpTo(long target) {
        Checkpoint checkpoint = recorder.checkpointAtOrBefore(target);
        if (target < position || checkpoint.position() > position) {
            replica.restore(checkpoint.torus());
            context.restore(recorder.mark((int) (checkpoint.position() >>> Recorder.MARK_SHIFT)));
            position = checkpoint.position();
        }
        while (position < target) {
            int entry = log.get(position);
            applyForward(code(entry), payload(entry));
            position++;
        }
    }
}
