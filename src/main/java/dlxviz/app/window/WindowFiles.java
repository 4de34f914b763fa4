package dlxviz.app.window;

import dlxviz.app.dialogs.PasteDialog;
import dlxviz.app.dialogs.SeriesDialog;
import dlxviz.app.editor.MatrixEditorDialog;
import dlxviz.app.editor.model.MatrixEditorModel;
import dlxviz.app.export.PngWriter;
import dlxviz.app.window.model.MainViewModel;
import dlxviz.app.workbench.model.WindowLink;
import dlxviz.app.workbench.model.WorkbenchModel;
import dlxviz.app.workbench.WorkbenchWindow;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;
import javafx.stage.FileChooser;
import javafx.stage.Stage;

/**
 * What the File menu does with files and pictures: open, save, paste, the matrix editor, the
 * sudoku workbench, export a PNG or a series of them. Each file chooser opens
 * its chooser in the folder of the last file, and reports the outcome in the message bar, never
 * as an exception.
 */
final class WindowFiles {
    private final MainViewModel model;
    private final Supplier<Stage> stage;
    private PasteDialog pasteDialog;
    private SeriesDialog seriesDialog;
    private MatrixEditorDialog matrixEditor;
    /** Made when first opened and kept (with what was typed) for the app's life. */
    private WorkbenchWindow workbench;

    WindowFiles(MainViewModel model, Supplier<Stage> stage) {
        this.model = model;
        this.stage = stage;
    }

    void paste() {
        if (pasteDialog == null) {
            pasteDialog = new PasteDialog(stage.get(), (text, answer) -> model.openText(text, "The pasted text", answer));
        }
        pasteDialog.open(model.appearance().theme(), model.appearance().fontScale());
    }

    /** The matrix editor, starting from the problem open; Run loads its problem in the window. */
    void matrixEditor() {
        if (matrixEditor == null) {
            MatrixEditorModel editor = new MatrixEditorModel();
            editor.begin(model.session().problem());
            matrixEditor = new MatrixEditorDialog(stage.get(), editor, model.session()::load, model.session()::problem);
        }
        matrixEditor.open(model.appearance().theme(), model.appearance().fontScale());
    }

    /**
     * The sudoku workbench at {@code page} ({@code type}, {@code generate}, {@code library}; null:
     * where it was), with {@code puzzle} (a library name, a file or puzzle text; null: none) on
     * its grid. Its puzzles open in the window as the matrix editor's Run does: through the
     * session, at Ready; a refusal is the message bar's text, said in the workbench too.
     */
    WorkbenchWindow workbench(String page, String puzzle) {
        if (workbench == null) {
            WindowLink link = WindowLink.of(model.session()::load, model.session()::problem, model.messages()::text);
            workbench = new WorkbenchWindow(stage.get(), new WorkbenchModel(link));
            // the workbench lives as long as the window, so following its look never leaks
            model.appearance().themeProperty().addListener((obs, before, now) -> restyleWorkbench());
            model.appearance().fontScaleProperty().addListener((obs, before, now) -> restyleWorkbench());
        }
        if (puzzle != null) {
            workbench.model().takeStartup(puzzle);
        }
        WorkbenchWindow.Page at = page == null ? null : WorkbenchWindow.Page.valueOf(page.toUpperCase(Locale.ROOT));
        workbench.open(at, model.appearance().theme(), model.appearance().fontScale());
        return workbench;
    }

    private void restyleWorkbench() {
        workbench.style(model.appearance().theme(), model.appearance().fontScale());
    }

    /** Asks for a step range and views, then exports a series of pictures in the background. */
    void series() {
        if (seriesDialog == null) {
            Map<String, String> views = new LinkedHashMap<>();
            PictureViews.all().forEach(view -> views.put(view.name(), view.shows()));
            seriesDialog = new SeriesDialog(stage.get(), views);
        }
        seriesDialog.ask(model.appearance().theme(), model.appearance().fontScale(),
                model.cursor().stepSizeProperty().get()).ifPresent(model::exportSeries);
    }

    void open() {
        FileChooser chooser = chooser("Open a puzzle or exact-cover file");
        chooser.getExtensionFilters().setAll(
                new FileChooser.ExtensionFilter("Puzzles and DLX1 files", "*.txt", "*.sdk", "*.ss", "*.dlx"),
                new FileChooser.ExtensionFilter("All files", "*.*"));
        File file = chooser.showOpenDialog(stage.get());
        if (file != null) {
            model.openFile(file.toPath());
        }
    }

    /**
     * A file dropped on the window opens as File > Open does (in the background); dropped text
     * loads as pasted text, in the background too. Before, a drop did nothing at all.
     */
    void acceptDrops(Scene scene) {
        scene.setOnDragOver(event -> {
            Dragboard board = event.getDragboard();
            if (board.hasFiles() || board.hasString()) {
                event.acceptTransferModes(TransferMode.COPY);
            }
            event.consume();
        });
        scene.setOnDragDropped(event -> {
            Dragboard board = event.getDragboard();
            boolean taken = true;
            if (board.hasFiles() && !board.getFiles().isEmpty()) {
                model.openFile(board.getFiles().get(0).toPath());
            } else if (board.hasString()) {
                model.openText(board.getString(), "The dropped text", null); // parsed as a paste is
            } else {
                taken = false;
            }
            event.setDropCompleted(taken);
            event.consume();
        });
    }

    void save() {
        FileChooser chooser = chooser("Save the problem");
        chooser.setInitialFileName("problem." + model.session().saveExtension());
        File file = chooser.showSaveDialog(stage.get());
        if (file != null) {
            model.session().saveTo(file.toPath());
        }
    }

    /** Asks where, then writes a picture of {@code node} as it is now. */
    void exportPicture(String name, Node node) {
        FileChooser chooser = chooser("Export a picture as PNG");
        chooser.setInitialFileName(name);
        chooser.getExtensionFilters().setAll(new FileChooser.ExtensionFilter("PNG images", "*.png"));
        File file = chooser.showSaveDialog(stage.get());
        if (file != null) {
            exportNodeTo(node, file.toPath());
        }
    }

    /** Writes a picture of {@code node} (a view alone, or the whole window) as it is now. */
    void exportNodeTo(Node node, Path path) {
        try {
            PngWriter.write(node.snapshot(null, null), path);
            model.messages().showInfo("Exported " + path.getFileName() + ".");
        } catch (IOException | RuntimeException e) {
            model.messages().showError("Cannot export to " + path + ": " + e.getMessage());
        }
    }

    private FileChooser chooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        String last = model.session().lastFileProperty().get();
        if (last != null) {
            File dir = new File(last).getParentFile();
            if (dir != null && dir.isDirectory()) {
                chooser.setInitialDirectory(dir);
            }
        }
        return chooser;
    }
}
