package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.javafx.scene.input.DragboardHelper;
import com.sun.javafx.tk.TKClipboard;
import dlxviz.app.testkit.Fx;
import dlxviz.app.testkit.ManualClock;
import dlxviz.app.window.model.MainViewModel;
import dlxviz.app.window.model.WindowModelAccess;
import java.io.File;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.AccessControlContext;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import javafx.scene.Scene;
import javafx.scene.image.Image;
import javafx.scene.input.DataFormat;
import javafx.scene.input.DragEvent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.StackPane;
import javafx.util.Pair;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A file dragged onto the window, headless: the drag-over and drop events go to the handlers that
 * {@link WindowFiles#acceptDrops} installs on the scene, with a dragboard that holds the file (as
 * the system's drag from a file manager does). The file is read in the background as File > Open
 * reads it; the background here is a queue the test runs.
 */
class FileDropTest {
    private static final String ESCARGOT =
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";

    private final Queue<Runnable> background = new ConcurrentLinkedQueue<>();
    private MainViewModel vm;
    private Scene scene;

    @TempDir
    Path dir;

    @BeforeEach
    void window() {
        Fx.run(() -> {
            vm = new MainViewModel(new ManualClock());
            WindowModelAccess.readFilesOn(vm, background::add);
            vm.session().loadExample("knuth");
            scene = new Scene(new StackPane(), 640, 480);
            new WindowFiles(vm, () -> null).acceptDrops(scene);
        });
    }

    /** A dragboard as a drag from outside the app fills it: the data, every transfer mode offered. */
    private static Dragboard board(DataFormat format, Object content) {
        Map<DataFormat, Object> data = new HashMap<>(Map.of(format, content));
        Dragboard board = DragboardHelper.createDragboard(new TKClipboard() {
            @Override
            public void setSecurityContext(AccessControlContext context) {
            }

            @Override
            public Set<DataFormat> getContentTypes() {
                return data.keySet();
            }

            @Override
            @SafeVarargs
            public final boolean putContent(Pair<DataFormat, Object>... content) {
                for (Pair<DataFormat, Object> each : content) {
                    data.put(each.getKey(), each.getValue());
                }
                return true;
            }

            @Override
            public Object getContent(DataFormat dataFormat) {
                return data.get(dataFormat);
            }

            @Override
            public boolean hasContent(DataFormat dataFormat) {
                return data.containsKey(dataFormat);
            }

            @Override
            public Set<TransferMode> getTransferModes() {
                return Set.of(TransferMode.COPY, TransferMode.MOVE, TransferMode.LINK);
            }

            @Override
            public void setDragView(Image image) {
            }

            @Override
            public void setDragViewOffsetX(double offsetX) {
            }

            @Override
            public void setDragViewOffsetY(double offsetY) {
            }

            @Override
            public Image getDragView() {
                return null;
            }

            @Override
            public double getDragViewOffsetX() {
                return 0;
            }

            @Override
            public double getDragViewOffsetY() {
                return 0;
            }
        });
        DragboardHelper.setDataAccessRestriction(board, false); // as the scene lifts it inside its handlers
        return board;
    }

    private DragEvent event(javafx.event.EventType<DragEvent> type, Dragboard board) {
        return new DragEvent(scene, scene, type, board, 320, 240, 320, 240, TransferMode.COPY, null, null, null);
    }

    /** Drags {@code content} over the window and drops it there: whether the window took it. */
    private boolean drop(DataFormat format, Object content) {
        return Fx.call(() -> {
            Dragboard board = board(format, content);
            DragEvent over = event(DragEvent.DRAG_OVER, board);
            scene.getOnDragOver().handle(over);
            assertEquals(TransferMode.COPY, over.getAcceptedTransferMode(), "the window offers to take it");
            DragEvent dropped = event(DragEvent.DRAG_DROPPED, board);
            scene.getOnDragDropped().handle(dropped);
            return dropped.isDropCompleted();
        });
    }

    private boolean dropFile(Path path) {
        return drop(DataFormat.FILES, List.of(path.toFile()));
    }

    /** Runs the reading held on the background, then what it hands to the FX thread. */
    private void runBackground() {
        while (!background.isEmpty()) {
            background.poll().run();
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    private String title() {
        return Fx.call(() -> vm.session().problem().title());
    }

    private String message() {
        return Fx.call(() -> vm.messages().text());
    }

    @Test
    void aDroppedPuzzleFileIsReadInTheBackgroundAndOpens() throws Exception {
        Path file = Files.writeString(dir.resolve("escargot.txt"), ESCARGOT + "\n");
        assertTrue(dropFile(file));
        assertEquals("Knuth's 7-item example", title(), "read in the background, not in the drop handler");
        assertEquals("Reading escargot.txt…", Fx.call(() -> vm.busy().textProperty().get()));
        runBackground();
        assertEquals(23, Fx.call(() -> vm.session().problem().forced().length), message());
        assertEquals(file.toAbsolutePath().toString(), Fx.call(() -> vm.session().lastFileProperty().get()));
    }

    @Test
    void aDroppedBadFileIsNamedWithLineColumnAndWhatAndTheProblemOpenStays() throws Exception {
        Path file = Files.writeString(dir.resolve("typo.dlx"), "A B C\nA B\nB Q\n");
        assertTrue(dropFile(file));
        runBackground();
        assertTrue(Fx.call(() -> vm.messages().isError()));
        assertEquals("typo.dlx (DLX1 format), line 3, column 3: unknown item 'Q'", message());
        assertEquals("Knuth's 7-item example", title());
    }

    @Test
    void aDroppedFolderIsCalledAFolder() {
        assertTrue(dropFile(dir));
        runBackground();
        assertEquals("Cannot open " + dir.getFileName() + ": it is a folder. Choose a puzzle or .dlx file in it.", message());
        assertEquals("Knuth's 7-item example", title());
    }

    @Test
    void aDroppedHugeFileStopsAtTheByteLimitWithAMessage() throws Exception {
        Path huge = dir.resolve("huge.dlx");
        try (RandomAccessFile file = new RandomAccessFile(huge.toFile(), "rw")) {
            file.setLength(40L << 20); // sparse: 40 MB of zeros without writing them
        }
        assertTrue(dropFile(huge));
        runBackground();
        assertEquals("huge.dlx goes on past 32 MB, the most a file opened here may hold: a puzzle or DLX1 file is far "
                + "smaller (is it a device or a stream that never ends?).", message());
        assertEquals("Knuth's 7-item example", title());
    }

    @Test
    void droppedTextOpensAsAPasteDoes() {
        assertTrue(drop(DataFormat.PLAIN_TEXT, "A B\nA\nB\n"));
        assertEquals("Knuth's 7-item example", title(), "parsed in the background");
        runBackground();
        assertEquals("Exact cover from the dropped text (2 items, 2 options)", title(), message());
    }

    @Test
    void aDragWithNothingToOpenIsRefused() {
        assertFalse(Fx.call(() -> {
            Dragboard board = board(DataFormat.IMAGE, new File("x.png"));
            DragEvent dropped = event(DragEvent.DRAG_DROPPED, board);
            scene.getOnDragDropped().handle(dropped);
            return dropped.isDropCompleted();
        }));
        assertEquals("Knuth's 7-item example", title());
    }
}
