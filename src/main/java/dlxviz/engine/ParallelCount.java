package dlxviz.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Counts every solution of an exact-cover problem on several threads, with exactly the counters
 * of the one-thread search (solutions, nodes, updates and the profile: DLX1's, to the unit).
 *
 * <h2>How the work is split</h2>
 * The top of the search tree is explored here, on the calling thread, one level at a time
 * ({@link Search#branches()}), until at least {@code subtreesPerThread} open subtrees per thread
 * are known, or none is left. Each node above that split is counted once, here. Workers, each
 * with its own torus and {@link Search}, then take the subtrees in the search's order from a
 * shared {@link WorkQueue} and run each to its end ({@link Search#enterSubtree}). A subtree's run
 * makes the same choices, covers and counts as the whole search makes inside it, so the top's
 * counters plus the workers' are the whole search's.
 *
 * <h2>Work stealing: both cores busy to the end</h2>
 * Subtrees differ a lot in size, and the last one taken used to run alone while the other
 * threads had nothing left (pentominoes 5x12: a subtree of 0.5 s at the end of a 1.7 s count).
 * So a worker runs its part in slices of {@link #DEFAULT_SLICE} updates, and between two slices,
 * when another worker waits with nothing queued, gives away the options not yet tried at the
 * shallowest level of its path ({@link Search#donate()}): the largest piece it holds. The waiting
 * worker runs those options ({@link Search#enterSiblings}), counting from their first cover as
 * the giver would have, so the counters stay the one-thread search's, to the unit. A slice costs
 * a return from the search loop, nothing in it.
 *
 * <h2>Threads and cancelling</h2>
 * {@link #run()} blocks its caller and returns only once every worker has stopped, also when it
 * was cancelled ({@link #cancel()} from any thread, or an interrupt of the calling thread, as a
 * {@code javafx.concurrent.Task} sends): each worker's search is asked to stop at its next node,
 * so they stop within microseconds. The progress callback runs on the worker threads.
 *
 * <p>One use per instance. There is no solution limit: which solutions come first depends on
 * the order of the whole search, so counting up to a limit stays on one thread.
 */
public final class ParallelCount {
    /**
     * Open subtrees per thread before the workers start. Work stealing evens out the rest, so a
     * few do: the split runs on one thread, before the others start, and in a fresh JVM its
     * nodes are interpreted (pentominoes 5x12: 348 subtrees took 0.09-0.14 s, 30 took 0.02-0.04 s,
     * at a load of 18).
     */
    static final int DEFAULT_SUBTREES_PER_THREAD = 8;
    /** Stop splitting at this depth even with few subtrees (a chain of single choices). */
    private static final int MAX_SPLIT_DEPTH = 64;
    /**
     * Updates a worker runs before it looks whether another waits for work: about 5 ms at DLX1's
     * speed, short against a count worth several threads, long against the look (a volatile read).
     */
    static final long DEFAULT_SLICE = 1L << 20;
    private static final AtomicInteger POOLS = new AtomicInteger();

    /** How far the count has come; told after every subtree, from the worker that finished it. */
    @FunctionalInterface
    public interface Progress {
        /**
         * @param subtreesDone parts counted so far
         * @param subtrees     the parts known so far: the first split's subtrees and the parts
         *                     workers gave away since (near the end it grows as they do)
         * @param solutions    solutions found so far (above the split and in the finished subtrees)
         */
        void update(int subtreesDone, int subtrees, long solutions);
    }

    private final ExactCoverProblem problem;
    private final ItemChoice choice;
    private final int[] forcedOptions;
    private final int threads;
    private final int subtreesPerThread;
    private final long slice;
    private volatile Progress progress = (done, total, solutions) -> { };
    private volatile boolean cancelled;
    private final AtomicInteger started = new AtomicInteger();
    /** The searches under way, so that {@link #cancel()} can stop each at its next node. */
    private final List<Search> running = new CopyOnWriteArrayList<>();
    /** Solutions of the top of the tree and of the searches that have ended, for {@link #solutionsSoFar()}. */
    private final AtomicLong ended = new AtomicLong();
    /** The parts of the run under way, so that {@link #cancel()} can end the workers' waits. */
    private volatile WorkQueue queue;
    private volatile Timing timing;

    /**
     * @param problem       the problem to count
     * @param choice        the item choice rule (DLX1's is {@link ItemChoice#MIN_LENGTH})
     * @param forcedOptions options chosen before the search, as {@link Search#forceOption} does
     *                      (a sudoku's givens); none: an empty array
     * @param threads       worker threads, 1 or more; 0 for one per available processor
     * @throws IllegalArgumentException when {@code threads} is negative, or for the random
     *         tie-break, whose choices depend on the order the nodes are met in: its counters
     *         would differ from the one-thread search's
     */
    public ParallelCount(ExactCoverProblem problem, ItemChoice choice, int[] forcedOptions, int threads) {
        this(problem, choice, forcedOptions, threads, DEFAULT_SUBTREES_PER_THREAD, DEFAULT_SLICE);
    }

    /** As above, splitting into at least {@code subtreesPerThread} subtrees per thread where the tree allows. */
    ParallelCount(ExactCoverProblem problem, ItemChoice choice, int[] forcedOptions, int threads,
                  int subtreesPerThread) {
        this(problem, choice, forcedOptions, threads, subtreesPerThread, DEFAULT_SLICE);
    }

    /**
     * As above, splitting into at least {@code subtreesPerThread} subtrees per thread where the
     * tree allows, and looking for waiting workers every {@code slice} updates (tests use tiny
     * slices, so that work changes hands at every few nodes).
     */
    ParallelCount(ExactCoverProblem problem, ItemChoice choice, int[] forcedOptions, int threads,
                  int subtreesPerThread, long slice) {
        if (threads < 0) {
            throw new IllegalArgumentException("threads must be 0 (one per processor) or more, not " + threads);
        }
        if (choice == ItemChoice.MIN_LENGTH_RANDOM) {
            throw new IllegalArgumentException("a random tie-break counts on one thread: its choices follow the search's order");
        }
        if (subtreesPerThread < 1) {
            throw new IllegalArgumentException("subtreesPerThread must be at least 1, not " + subtreesPerThread);
        }
        if (slice < 1) {
            throw new IllegalArgumentException("slice must be at least 1 update, not " + slice);
        }
        this.slice = slice;
        this.problem = problem;
        this.choice = choice;
        this.forcedOptions = forcedOptions.clone();
        this.threads = threads == 0 ? Runtime.getRuntime().availableProcessors() : threads;
        this.subtreesPerThread = subtreesPerThread;
    }

    /** The number of worker threads a run uses at most. */
    public int threads() {
        return threads;
    }

    /** Sets the progress callback (before {@link #run()}); it runs on worker threads, so keep it quick. */
    public ParallelCount onProgress(Progress progress) {
        this.progress = progress;
        return this;
    }

    /**
     * Asks the count to stop: no subtree is started any more and each worker's search stops at its
     * next node. {@link #run()} then throws {@link CancellationException}. Any thread may call it.
     */
    public void cancel() {
        cancelled = true;
        WorkQueue waiting = queue;
        if (waiting != null) {
            waiting.close();
        }
        for (Search search : running) {
            search.requestStop();
        }
    }

    /**
     * Solutions found so far, the searches under way included, for a progress line while
     * {@link #run()} runs on other threads: read without stopping them, so a moment's count, not
     * an exact one (a search that just ended may be missed for a moment, never counted twice).
     */
    public long solutionsSoFar() {
        long sum = ended.get();
        for (Search search : running) {
            sum += search.solutions();
        }
        return sum;
    }

    public boolean isCancelled() {
        return cancelled;
    }

    /**
     * Counts every solution and returns the whole search's counters.
     *
     * @throws CancellationException    when {@link #cancel()} was called
     * @throws InterruptedException     when the calling thread was interrupted (the workers stopped)
     * @throws IllegalArgumentException when a forced option clashes with one before it
     * @throws IllegalStateException    when called a second time
     */
    public SearchStats run() throws InterruptedException {
        if (started.getAndIncrement() > 0) {
            throw new IllegalStateException("a ParallelCount runs once");
        }
        Search top = newSearch();
        List<int[]> subtrees = split(top);
        Totals totals = new Totals(top.stats());
        if (subtrees.isEmpty()) {
            throwIfCancelled();
            return totals.stats();
        }
        ended.set(top.solutions());
        progress.update(0, subtrees.size(), top.solutions());
        int workers = Math.min(threads, subtrees.size());
        long start = System.nanoTime();
        ForkJoinPool pool = new ForkJoinPool(workers, new NamedThreads(), null, false);
        WorkQueue queue = new WorkQueue(subtrees, workers);
        this.queue = queue;
        try {
            AtomicInteger done = new AtomicInteger();
            AtomicLong solutions = new AtomicLong(top.solutions());
            List<Future<SearchStats>> results = new ArrayList<>();
            long[] busy = new long[workers];
            for (int w = 0; w < workers; w++) {
                int worker = w;
                results.add(pool.submit(() -> work(queue, subtrees.size(), done, solutions, busy, worker)));
            }
            for (Future<SearchStats> result : results) {
                totals.add(result.get());
            }
            timing = new Timing((System.nanoTime() - start) / 1e9, Arrays.stream(busy).mapToDouble(b -> b / 1e9)
                    .toArray(), queue.given());
        } catch (InterruptedException e) {
            cancel();
            throw e;
        } catch (ExecutionException e) {
            cancel();
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException("a counting thread failed", cause);
        } finally {
            pool.shutdown();
            awaitUninterruptibly(pool);
        }
        throwIfCancelled();
        return totals.stats();
    }

    /**
     * How the last {@link #run()}'s workers spent its time, for the bench: null before a run ends
     * or when the search had no subtrees.
     */
    public Timing timing() {
        return timing;
    }

    /**
     * The workers' busy time against their whole time: what a worker was not busy, it waited for
     * work (at the end, the tail, where the others ran without it).
     *
     * @param seconds    from the workers' start to the last one's end
     * @param busy       per worker, the seconds it spent searching (its parts, from entering to leaving each)
     * @param partsGiven parts given away by busy workers to waiting ones
     */
    public record Timing(double seconds, double[] busy, int partsGiven) {
        /** The longest a worker was not searching: at most the tail, plus its start. */
        public double idle() {
            return seconds - Arrays.stream(busy).min().orElse(seconds);
        }
    }

    /** A search with the forced options chosen; its counters start with their updates. */
    private Search newSearch() {
        Search search = new Search(new Torus(problem), choice);
        for (int option : forcedOptions) {
            if (!search.forceOption(option)) {
                throw new IllegalArgumentException("forced option " + option + " (" + problem.optionLabel(option)
                        + ") clashes with one forced before it");
            }
        }
        return search;
    }

    /**
     * Explores the top of the tree level by level on {@code top}, which counts those nodes, and
     * returns the paths (the node chosen at each level) of the open subtrees below it.
     */
    private List<int[]> split(Search top) throws InterruptedException {
        int wanted = threads * subtreesPerThread;
        List<int[]> open = new ArrayList<>();
        open.add(new int[0]);
        for (int depth = 0; open.size() < wanted && !open.isEmpty() && depth < MAX_SPLIT_DEPTH; depth++) {
            List<int[]> below = new ArrayList<>();
            for (int[] path : open) {
                if (cancelled || Thread.interrupted()) {
                    throwIfCancelled();
                    throw new InterruptedException();
                }
                top.enterSubtree(path);
                int[] branches = top.branches();
                top.leaveSubtree();
                for (int node : branches) {
                    int[] longer = Arrays.copyOf(path, path.length + 1);
                    longer[path.length] = node;
                    below.add(longer);
                }
            }
            open = below;
        }
        return open;
    }

    /**
     * One worker: takes parts until none is left or the count is cancelled, and gives away part of
     * its own while another worker waits. Adds its time spent searching to {@code busy[worker]}.
     */
    private SearchStats work(WorkQueue queue, int firstSplit, AtomicInteger done, AtomicLong solutions,
                             long[] busy, int worker) {
        Search search = newSearch();
        long forcedUpdates = search.updates(); // counted once, by the top
        long forcedCleansings = search.cleansings();
        running.add(search);
        try {
            WorkQueue.Part part;
            while (!cancelled && (part = queue.take()) != null) {
                long before = search.solutions();
                long partStart = System.nanoTime();
                if (part.siblings()) {
                    search.enterSiblings(part.path());
                } else {
                    search.enterSubtree(part.path());
                }
                StopReason reason;
                while ((reason = search.run(Long.MAX_VALUE, slice)) == StopReason.BUDGET) {
                    if (queue.wanted()) {
                        int[] gift = search.donate();
                        if (gift != null) {
                            queue.give(gift);
                        }
                    }
                }
                if (reason == StopReason.STOPPED) {
                    break; // cancelled in the middle of the part: the torus is left as it is
                }
                search.leaveSubtree();
                busy[worker] += System.nanoTime() - partStart;
                long found = solutions.addAndGet(search.solutions() - before);
                progress.update(done.incrementAndGet(), firstSplit + queue.given(), found);
            }
        } catch (RuntimeException | Error e) {
            queue.close(); // the others would wait for this one's work for ever
            throw e;
        } finally {
            // Out of the list before its count joins the ended ones: solutionsSoFar() reads
            // ended first, then the list, so a search that ends meanwhile is missed for a moment,
            // never counted twice (it read 1,088 of queens10's 724 solutions that way).
            running.remove(search);
            ended.addAndGet(search.solutions());
        }
        SearchStats stats = search.stats();
        return new SearchStats(stats.solutions(), stats.nodes(), stats.updates() - forcedUpdates,
                stats.cleansings() - forcedCleansings, stats.colours(), stats.profile());
    }

    private void throwIfCancelled() {
        if (cancelled) {
            throw new CancellationException("the count was cancelled");
        }
    }

    /** Waits for every worker to stop, so that run() never returns while one still runs. */
    private static void awaitUninterruptibly(ForkJoinPool pool) {
        boolean interrupted = false;
        while (true) {
            try {
                if (pool.awaitTermination(1, TimeUnit.MINUTES)) {
                    break;
                }
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Sums of counters, the profile level by level. */
    private static final class Totals {
        private long solutions, nodes, updates, cleansings;
        private final boolean colours;
        private final long[] profile;

        Totals(SearchStats first) {
            solutions = first.solutions();
            nodes = first.nodes();
            updates = first.updates();
            cleansings = first.cleansings();
            colours = first.colours();
            profile = first.profile();
        }

        void add(SearchStats more) {
            solutions += more.solutions();
            nodes += more.nodes();
            updates += more.updates();
            cleansings += more.cleansings();
            long[] levels = more.profile();
            for (int l = 0; l < levels.length; l++) {
                profile[l] += levels[l];
            }
        }

        SearchStats stats() {
            return new SearchStats(solutions, nodes, updates, cleansings, colours, profile);
        }
    }

    /** Worker threads named {@code dlx-count-P-W}, so that a thread dump (and a test) can tell them. */
    private static final class NamedThreads implements ForkJoinPool.ForkJoinWorkerThreadFactory {
        private final int pool = POOLS.incrementAndGet();
        private final AtomicInteger count = new AtomicInteger();

        @Override
        public ForkJoinWorkerThread newThread(ForkJoinPool forkJoinPool) {
            ForkJoinWorkerThread thread = ForkJoinPool.defaultForkJoinWorkerThreadFactory.newThread(forkJoinPool);
            thread.setName("dlx-count-" + pool + "-" + count.incrementAndGet());
            return thread;
        }
    }
}
