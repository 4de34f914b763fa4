package dlxviz.engine;

import java.util.ArrayDeque;

/**
 * The parts of a {@link ParallelCount} not yet taken, shared by its workers: the subtrees of the
 * first split, then what busy workers give away ({@link Search#donate()}) while others wait.
 * A worker asks for work only when it has none, and a busy worker gives only while
 * {@link #wanted()} says some wait for it, so the queue stays short and the locking rare.
 * The count is over when every worker waits and nothing is left: nobody can give any more.
 */
final class WorkQueue {
    /** One part: a subtree ({@link Search#enterSubtree}) or the siblings a worker gave away ({@link Search#enterSiblings}). */
    record Part(int[] path, boolean siblings) {
    }

    private final ArrayDeque<Part> parts = new ArrayDeque<>();
    private final int workers;
    private int waiting;
    private int given;
    private boolean over;
    /** Workers waiting beyond the parts already queued for them: read by busy workers without the lock. */
    private volatile int wanted;

    WorkQueue(Iterable<int[]> subtrees, int workers) {
        for (int[] path : subtrees) {
            parts.add(new Part(path, false));
        }
        this.workers = workers;
    }

    /**
     * The next part, waiting while other workers are busy and may give some; null once the count
     * is over (or closed). A worker thread's interrupt ends its wait as a close does.
     */
    synchronized Part take() {
        waiting++;
        try {
            while (true) {
                Part part = parts.pollFirst();
                if (part != null) {
                    return part;
                }
                if (over || waiting == workers) { // nothing queued and nobody busy: nothing will come
                    over = true;
                    notifyAll();
                    return null;
                }
                wanted = waiting;
                try {
                    wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    over = true;
                    notifyAll();
                    return null;
                }
            }
        } finally {
            waiting--;
            wanted = Math.max(0, waiting - parts.size());
        }
    }

    /** True while a worker waits for work that is not queued yet: time to {@link #give}. */
    boolean wanted() {
        return wanted > 0;
    }

    /** Queues a part a busy worker gave away, for a waiting worker. */
    synchronized void give(int[] siblingsPath) {
        parts.addLast(new Part(siblingsPath, true));
        given++;
        wanted = Math.max(0, waiting - parts.size());
        notify();
    }

    /** Parts given away by busy workers so far. */
    synchronized int given() {
        return given;
    }

    /** Ends every wait: the count was cancelled or a worker failed. */
    synchronized void close() {
        over = true;
        parts.clear();
        notifyAll();
    }
}
