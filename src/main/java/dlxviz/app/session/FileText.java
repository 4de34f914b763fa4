package dlxviz.app.session;

import dlxviz.text.NotText;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The text of a file to open, read in bounded memory: at most {@link #MAX_BYTES} bytes are read,
 * counted as they come, whatever size the file system reports (a device such as /dev/zero reports
 * 0 and never ends; a file may grow while it is read). Reading reports its progress and stops
 * when asked. Every failure is a {@link ProblemInputException} that says what the file is.
 */
public final class FileText {
    /** Bytes read at most (a puzzle file is a few kilobytes; a DLX1 file of a million options about 6 MB). */
    public static final long MAX_BYTES = 32L * 1024 * 1024;
    private static final int CHUNK = 1 << 16;

    /** What reading tells as it goes, and how it is stopped. */
    public interface Progress {
        Progress NONE = new Progress() {
        };

        /** {@code bytes} read so far of {@code size} (the size the file system reports; 0 when unknown). */
        default void read(long bytes, long size) {
        }

        /** True to stop reading. */
        default boolean stopped() {
            return false;
        }
    }

    private FileText() {
    }

    /** The file's bytes, at most {@link #MAX_BYTES} of them; a renamed archive is refused. */
    public static byte[] bytes(Path path, Progress progress) throws ProblemInputException {
        return bytes(path, MAX_BYTES, progress);
    }

    static byte[] bytes(Path path, long maxBytes, Progress progress) throws ProblemInputException {
        String name = path.getFileName() == null ? path.toString() : path.getFileName().toString();
        if (Files.isDirectory(path)) {
            throw new ProblemInputException("Cannot open " + name + ": it is a folder. Choose a puzzle or .dlx file in it.");
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(path)) {
            bytes = readBounded(in, name, maxBytes, size(path), progress);
        } catch (NoSuchFileException e) {
            throw new ProblemInputException("Cannot open " + path + ": there is no such file.");
        } catch (AccessDeniedException e) {
            throw new ProblemInputException("Cannot open " + path + ": permission denied.");
        } catch (IOException e) {
            throw new ProblemInputException("Cannot read " + path + ": " + e.getMessage() + ".");
        }
        String archive = NotText.kind(bytes, bytes.length);
        if (archive != null) {
            throw new ProblemInputException(name + " is " + archive + ", not a text file: unpack it and open the puzzle "
                    + "or .dlx file inside.");
        }
        return bytes;
    }

    /**
     * UTF-8 as the sudoku reader takes it: a byte that is not UTF-8 becomes U+FFFD, which a
     * comment holds unremarked and a puzzle reports at its line and column; a byte-order mark is dropped.
     */
    public static String lenient(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /**
     * {@code in} telling {@code progress} how many of its {@code size} bytes were taken, and
     * ending with an {@link InterruptedIOException} once {@code progress} says stop: a parser
     * reading pasted text (a million characters of DLX1) can be stopped between its lines.
     */
    public static InputStream watched(InputStream in, long size, Progress progress) {
        return new FilterInputStream(in) {
            private long taken;

            @Override
            public int read() throws IOException {
                byte[] one = new byte[1];
                return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
            }

            @Override
            public int read(byte[] buffer, int offset, int length) throws IOException {
                if (progress.stopped()) {
                    throw new InterruptedIOException("stopped");
                }
                int read = super.read(buffer, offset, length);
                if (read > 0) {
                    taken += read;
                    progress.read(taken, size);
                }
                return read;
            }
        };
    }

    private static long size(Path path) {
        try {
            return Files.isRegularFile(path) ? Files.size(path) : 0;
        } catch (IOException e) {
            return 0;
        }
    }

    private static byte[] readBounded(InputStream in, String name, long maxBytes, long size, Progress progress)
            throws IOException, ProblemInputException {
        byte[] bytes = new byte[(int) Math.min(Math.max(size, CHUNK), maxBytes) + 1];
        int length = 0;
        while (true) {
            if (progress.stopped()) {
                throw new ProblemInputException("Stopped reading " + name + ".");
            }
            if (length == bytes.length) {
                if (length > maxBytes) {
                    throw new ProblemInputException(String.format("%s goes on past %,d MB, the most a file opened here may"
                            + " hold: a puzzle or DLX1 file is far smaller (is it a device or a stream that never ends?).",
                            name, maxBytes >> 20));
                }
                bytes = Arrays.copyOf(bytes, (int) Math.min(2L * bytes.length, maxBytes + 1));
            }
            int read = in.read(bytes, length, Math.min(CHUNK, bytes.length - length));
            if (read < 0) {
                return Arrays.copyOf(bytes, length);
            }
            length += read;
            progress.read(length, size);
        }
    }
}
