package dlxviz.app.window.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dlxviz.app.testkit.ManualClock;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 26.2, without a window: File > Open reads in the background, so a FIFO nobody writes into
 * no longer holds the FX thread (35 s and counting), and /dev/zero stops at the byte limit with a
 * message instead of filling the heap. The FX thread here is the test's own: {@code fx} runs what
 * the reading hands back when the test drains it.
 */
class FileOpeningTest {
    private static final String ESCARGOT =
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";

    private final MainViewModel vm = new MainViewModel(new ManualClock());
    private final Queue<Runnable> background = new ArrayDeque<>();
    private final Queue<Runnable> fxQueue = new ConcurrentLinkedQueue<>();
    private final FileOpening opening = new FileOpening(vm.session(), vm.busy(), vm.messages(), background::add, fxQueue::add);

    @TempDir
    Path dir;

    /** Runs the background work here, then what it handed to the FX thread. */
    private void runAll() {
        while (!background.isEmpty()) {
            background.poll().run();
        }
        while (!fxQueue.isEmpty()) {
            fxQueue.poll().run();
        }
    }

    @Test
    void aFileTooLargeForTheMemorySaysTheLineNotTheExceptionsName() {
        // the reader's own exception had been shown as "dlxviz.problems.Dlx1OutOfMemoryException: ..."
        String message = FileOpening.outOfMemory("wide.dlx",
                new dlxviz.problems.Dlx1OutOfMemoryException(1, 0).getMessage());
        assertEquals("Cannot open wide.dlx: out of memory at line 1, after 0 options; the problem needs more memory"
                + " than this window has (start it with a larger -Xmx).", message);
    }

    @Test
    void aFileIsReadInTheBackgroundThenLoaded() throws Exception {
        vm.session().loadExample("knuth");
        Path file = Files.writeString(dir.resolve("escargot.txt"), ESCARGOT + "\n");
        opening.open(file);
        assertTrue(vm.busy().isBusy(), "the busy strip says it is reading");
        assertEquals("Reading escargot.txt…", vm.busy().textProperty().get());
        assertEquals("Knuth's 7-item example", vm.session().problem().title(), "nothing read on open() itself");
        runAll();
        assertFalse(vm.busy().isBusy());
        assertEquals(23, vm.session().problem().forced().length);
        assertEquals(file.toAbsolutePath().toString(), vm.session().lastFileProperty().get());
    }

    @Test
    void devZeroStopsAtTheByteLimitWithAMessage() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero));
        vm.session().loadExample("knuth");
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            opening.open(zero);
            runAll();
        });
        assertFalse(vm.busy().isBusy());
        assertTrue(vm.messages().isError());
        assertEquals("zero goes on past 32 MB, the most a file opened here may hold: a puzzle or DLX1 file is far "
                + "smaller (is it a device or a stream that never ends?).", vm.messages().text());
        assertEquals("Knuth's 7-item example", vm.session().problem().title(), "the problem open before stays");
    }

    @Test
    void aFifoNobodyWritesIntoDoesNotHoldTheWindowAndCancelEndsTheWait() throws Exception {
        Path fifo = dir.resolve("pipe");
        Process mkfifo;
        try {
            mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        } catch (java.io.IOException e) {
            assumeTrue(false, "no mkfifo here");
            return;
        }
        assumeTrue(mkfifo.waitFor() == 0);
        vm.session().loadExample("knuth");
        CountDownLatch ended = new CountDownLatch(1);
        FileOpening threaded = new FileOpening(vm.session(), vm.busy(), vm.messages(), work -> {
            Thread thread = new Thread(() -> {
                work.run();
                ended.countDown();
            });
            thread.setDaemon(true);
            thread.start();
        }, fxQueue::add);
        assertTimeoutPreemptively(Duration.ofSeconds(2), () -> threaded.open(fifo), "open() returns at once");
        assertTrue(vm.busy().isBusy());
        threaded.cancel();
        assertFalse(vm.busy().isBusy());
        assertEquals("Stopped reading pipe; the problem open before is still open.", vm.messages().text());
        // a late writer: the reading thread, stopped, ends at once (the writer may find the pipe
        // closed already), and nothing it read is loaded
        try (OutputStream out = Files.newOutputStream(fifo)) {
            out.write((ESCARGOT + "\n").getBytes(StandardCharsets.UTF_8));
        } catch (java.io.IOException brokenPipe) {
            // the reader had gone
        }
        assertTrue(ended.await(10, TimeUnit.SECONDS));
        while (!fxQueue.isEmpty()) {
            fxQueue.poll().run();
        }
        assertEquals("Knuth's 7-item example", vm.session().problem().title());
        assertEquals("Stopped reading pipe; the problem open before is still open.", vm.messages().text());
    }

    @Test
    void aFifoWrittenLaterIsReadWithoutHoldingTheWindow() throws Exception {
        Path fifo = dir.resolve("later");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0);
        AtomicReference<Thread> reader = new AtomicReference<>();
        FileOpening threaded = new FileOpening(vm.session(), vm.busy(), vm.messages(), work -> {
            Thread thread = new Thread(work);
            thread.setDaemon(true);
            reader.set(thread);
            thread.start();
        }, fxQueue::add);
        threaded.open(fifo);
        try (OutputStream out = Files.newOutputStream(fifo)) {
            out.write((ESCARGOT + "\n").getBytes(StandardCharsets.UTF_8));
        }
        reader.get().join(10_000);
        while (!fxQueue.isEmpty()) {
            fxQueue.poll().run();
        }
        assertEquals(23, vm.session().problem().forced().length);
    }

    @Test
    void aRenamedArchiveAndAFileNotInUtf8AreNamedForWhatTheyAre() throws Exception {
        Path zip = Files.write(dir.resolve("puzzles.txt"), new byte[] {0x50, 0x4B, 0x03, 0x04, 20, 0, 0, 0});
        opening.open(zip);
        runAll();
        assertEquals("puzzles.txt is a ZIP archive, not a text file: unpack it and open the puzzle or .dlx file inside.",
                vm.messages().text());
        // issue 26.6 as the app reads: a Latin-1 byte in a comment is read (a sudoku's '#', a DLX1 '|'), one
        // elsewhere named where it stands
        Path sudoku = Files.write(dir.resolve("latin1.txt"), ("# Probl\u00e8me\n" + ESCARGOT).getBytes(StandardCharsets.ISO_8859_1));
        opening.open(sudoku);
        runAll();
        assertEquals(23, vm.session().problem().forced().length, vm.messages().text());
        Path dlx = Files.write(dir.resolve("latin1.dlx"), "| Probl\u00e8me\nA B\nA B\n".getBytes(StandardCharsets.ISO_8859_1));
        opening.open(dlx);
        runAll();
        assertEquals(2, vm.session().problem().problem().itemCount(), vm.messages().text());
        Path bad = Files.write(dir.resolve("bad.txt"), ESCARGOT.replace("1....7", "1..\u00e8.7").getBytes(StandardCharsets.ISO_8859_1));
        opening.open(bad);
        runAll();
        assertTrue(vm.messages().text().contains("line 1, column 4"), vm.messages().text());
    }

    @Test
    void aFolderIsCalledAFolder() {
        opening.open(dir);
        runAll();
        assertEquals("Cannot open " + dir.getFileName() + ": it is a folder. Choose a puzzle or .dlx file in it.",
                vm.messages().text());
    }
}
