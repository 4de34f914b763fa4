package dlxviz.playback;

import static dlxviz.playback.EventCode.encode;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.Search;
import dlxviz.engine.SearchObserver;
import dlxviz.engine.TorusView;
import java.util.Arrays;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The single writer of the log: drives the engine and appends each event it reports, taking a
 * checkpoint of the engine's torus every {@code interval} events and a compact mark of the
 * search context every {@link #MARK_INTERVAL} events (small, so going back a step only replays
 * the context over at most that many events).
 *
 * <p>Whoever records holds {@link #lock}: the owner thread with {@link #tryRecord} (never waits),
 * a background thread with {@link #record} (waits). Everything written is published through
 * the log's volatile length, checkpoints included (a checkpoint is stored before the length that
 * covers it is published).
 */
final class Recorder implements SearchObserver {
    /** Most events recorded under one hold of the lock, so the owner is not kept out for long. */
    static final int BACKGROUND_CHUNK = 1 << 16;
    static final int MARK_SHIFT = 10;
    static final int MARK_INTERVAL = 1 << MARK_SHIFT;

    private final Search search;
    private final TorusView torus;
    private final EventLog log = new EventLog();
    /** The search tree, grown from the same events, published with the log. */
    private final TreeGrowth tree = new TreeGrowth(new SearchTree());
    private final SearchContext context;
    private final int interval;
    private final int intervalShift;
    private volatile Checkpoint[] checkpoints = new Checkpoint[16];
    private int checkpointCount;
    private volatile int[][] marks = new int[64][];
    private int markCount;
    private long markInts;
    private final ReentrantLock lock = new ReentrantLock();
    private volatile boolean complete;
    private long stopAt = Long.MAX_VALUE;

    Recorder(ExactCoverProblem problem, ItemChoice choice) {
        this(problem, choice, 0);
    }

    /** @param seed the seed of a random tie-break ({@link ItemChoice#MIN_LENGTH_RANDOM}) */
    Recorder(ExactCoverProblem problem, ItemChoice choice, long seed) {
        this.search = new Search(problem, choice);
        search.setTieBreakSeed(seed);
        this.torus = search.torus();
        this.context = new SearchContext(torus);
        int stateInts = 2 * (torus.itemCount() + 2) + 2 * torus.size() + torus.itemCount() + 1;
        // Checkpoints cost at most 2 bytes per event this way, and a seek replays at most
        // `interval` events (about 2 x the torus size: a few microseconds).
        this.interval = Integer.highestOneBit(Math.max(MARK_INTERVAL, 2 * stateInts) - 1) << 1;
        this.intervalShift = Integer.numberOfTrailingZeros(interval);
        search.setObserver(this);
        takeCheckpoint();
        takeMark();
        publish();
    }

    EventLog log() {
        return log;
    }

    SearchTree tree() {
        return tree.tree();
    }

    /** The tree first: a reader who sees a log length sees the tree up to it. */
    private void publish() {
        tree.tree().publish();
        log.publish();
    }

    /** The writer's lock, for tests that hold it to play a busy recorder (see ThreadingTest). */
    ReentrantLock lock() {
        return lock;
    }

    int interval() {
        return interval;
    }

    /** The checkpoint at or before {@code position}, which must not exceed a length read from the log. */
    Checkpoint checkpointAtOrBefore(long position) {
        return checkpoints[(int) (position >>> intervalShift)];
    }

    /** The search context after {@code MARK_INTERVAL * index} events, compact (see SearchContext). */
    int[] mark(int index) {
        return marks[index];
    }

    boolean isComplete() {
        return complete;
    }

    /** Selects a given before the search; false when it clashes with one before it. Constructor time only. */
    boolean force(int option) {
        lock.lock();
        try {
            boolean done = search.forceOption(option);
            publish();
            return done;
        } finally {
            lock.unlock();
        }
    }

    /** Records about {@code maxEvents} events unless another thread is recording; -1 if it is. */
    long tryRecord(long maxEvents) {
        if (!lock.tryLock()) {
            return -1;
        }
        try {
            return recordLocked(maxEvents);
        } finally {
            lock.unlock();
        }
    }

    /** Records about {@code maxEvents} events in chunks, waiting for the lock; stops early if interrupted. */
    long record(long maxEvents) {
        long total = 0;
        while (total < maxEvents && !complete && !Thread.currentThread().isInterrupted()) {
            lock.lock();
            try {
                total += recordLocked(Math.min(maxEvents - total, BACKGROUND_CHUNK));
            } finally {
                lock.unlock();
            }
        }
        return total;
    }

    private long recordLocked(long maxEvents) {
        if (search.isFinished()) {
            complete = true;
            return 0;
        }
        long start = log.written();
        stopAt = start + Math.max(1, Math.min(maxEvents, Long.MAX_VALUE - start));
        // The engine checks for a stop request each time it enters a level, so a run overshoots
        // by at most the events up to the next search node; it never ends inside an uncover.
        search.run(Long.MAX_VALUE, Long.MAX_VALUE);
        stopAt = Long.MAX_VALUE;
        publish();
        if (search.isFinished()) {
            complete = true;
        }
        return log.written() - start;
    }

    private void append(int code, int payload) {
        log.append(encode(code, payload));
        context.apply(code, payload);
        long written = log.written();
        if ((written & (MARK_INTERVAL - 1)) == 0) {
            takeMark();
            if ((written & (interval - 1)) == 0) {
                takeCheckpoint();
            }
            publish();
        }
        if (written >= stopAt) {
            search.requestStop();
            stopAt = Long.MAX_VALUE;
        }
    }

    private void takeCheckpoint() {
        Checkpoint[] array = checkpoints;
        if (checkpointCount == array.length) {
            array = Arrays.copyOf(array, array.length * 2);
        }
        array[checkpointCount++] = new Checkpoint(log.written(), torus.state());
        checkpoints = array;
    }

    private void takeMark() {
        int[][] array = marks;
        if (markCount == array.length) {
            array = Arrays.copyOf(array, array.length * 2);
        }
        int[] mark = context.snapshot();
        markInts += mark.length;
        array[markCount++] = mark;
        marks = array;
    }

    long memoryBytes() {
        long bytes = log.memoryBytes() + tree.tree().memoryBytes();
        Checkpoint[] array = checkpoints;
        long stateBytes = 5 * 16L + 4L * (2 * (torus.itemCount() + 2) + 2 * torus.size() + torus.itemCount() + 1);
        long perCheckpoint = 32 + 24 + stateBytes;
        long markBytes = 16 + 4L * marks.length + 16L * markCount + 4 * markInts;
        return bytes + 16 + 4L * array.length + checkpointCount * perCheckpoint + markBytes;
    }

    // ---- the engine's events, as ints ----

    @Override
    public void itemChosen(int item, int length, int level) {
        tree.itemChosen(log.written(), item, length, level);
        append(EventCode.ITEM_CHOSEN, item);
    }

    @Override
    public void itemCovered(int item, int level) {
        append(EventCode.ITEM_COVERED, item);
    }

    @Override
    public void headerUnlinked(int item, int left, int right) {
        append(EventCode.HEADER_UNLINKED, item);
    }

    @Override
    public void nodeHidden(int node, int item, int up, int down) {
        append(EventCode.NODE_HIDDEN, node);
    }

    @Override
    public void nodeRestored(int node, int item, int up, int down) {
        append(EventCode.NODE_RESTORED, node);
    }

    @Override
    public void headerRelinked(int item, int left, int right) {
        append(EventCode.HEADER_RELINKED, item);
    }

    @Override
    public void itemUncovered(int item, int level) {
        append(EventCode.ITEM_UNCOVERED, item);
    }

    @Override
    public void optionTried(int option, int node, int level) {
        tree.optionTried(log.written(), option, level);
        append(level < 0 ? EventCode.FORCED : EventCode.OPTION_TRIED, node);
    }

    @Override
    public void optionRetracted(int option, int node, int level) {
        tree.optionRetracted(log.written(), level);
        append(EventCode.OPTION_RETRACTED, node);
    }

    @Override
    public void deadEnd(int item, int level) {
        tree.deadEnd(log.written());
        append(EventCode.DEAD_END, item);
    }

    @Override
    public void solutionFound(long number, int[] options) {
        tree.solutionFound(log.written());
        append(EventCode.SOLUTION_FOUND, 0);
    }

    @Override
    public void searchFinished(long solutions) {
        tree.searchFinished(log.written());
        append(EventCode.SEARCH_FINISHED, 0);
    }

    @Override
    public void itemPurified(int node, int item, int colour, int level) {
        append(EventCode.ITEM_PURIFIED, node);
    }

    @Override
    public void nodeCleansed(int node, int item, int colour) {
        append(EventCode.NODE_CLEANSED, node);
    }

    @Override
    public void nodeUncleansed(int node, int item, int colour) {
        append(EventCode.NODE_UNCLEANSED, node);
    }

    @Override
    public void itemUnpurified(int node, int item, int colour, int level) {
        append(EventCode.ITEM_UNPURIFIED, node);
    }
}
