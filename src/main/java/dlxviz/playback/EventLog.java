package dlxviz.playback;

import java.util.Arrays;

/**
 * The recorded events, one int each, in chunks that never move once written, with a single
 * writer and any number of readers.
 *
 * <p>Publication: the writer fills entries, then publishes the new length through a volatile
 * field; a reader reads {@link #length()} first and only reads entries below it. The chunk
 * directory is itself volatile and only ever replaced by a larger copy, so a reader always finds
 * every chunk below the length it read.
 */
final class EventLog {
    static final int CHUNK_BITS = 14;
    static final int CHUNK_SIZE = 1 << CHUNK_BITS;
    private static final int CHUNK_MASK = CHUNK_SIZE - 1;

    private volatile int[][] chunks = new int[4][];
    /** Entries written by the writer, not yet necessarily published. Writer only. */
    private long written;
    private volatile long published;

    /** Writer only. */
    void append(int entry) {
        int chunk = (int) (written >>> CHUNK_BITS);
        int[][] directory = chunks;
        if (chunk == directory.length) {
            directory = Arrays.copyOf(directory, directory.length * 2);
            chunks = directory;
        }
        if (directory[chunk] == null) {
            directory[chunk] = new int[CHUNK_SIZE];
        }
        directory[chunk][(int) (written & CHUNK_MASK)] = entry;
        written++;
    }

    /** Writer only: entries written so far, published or not. */
    long written() {
        return written;
    }

    /** Writer only: makes every entry written so far visible to readers. */
    void publish() {
        published = written;
    }

    /** Entries readers may read. Any thread. */
    long length() {
        return published;
    }

    /** Entry {@code index}, which must be below a length this thread has read (or written). */
    int get(long index) {
        return chunks[(int) (index >>> CHUNK_BITS)][(int) (index & CHUNK_MASK)];
    }

    /** Bytes held by the chunks. */
    long memoryBytes() {
        int[][] directory = chunks;
        long bytes = 16L + 4L * directory.length;
        for (int[] chunk : directory) {
            if (chunk != null) {
                bytes += 16L + 4L * chunk.length;
            }
        }
        return bytes;
    }
}
