package dlxviz.app.window.model;

import dlxviz.app.export.PictureSeries;
import dlxviz.app.export.SeriesChoice;
import dlxviz.app.export.SteppedWindow;
import dlxviz.app.fx.FxThread;
import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.WindowLook;
import dlxviz.engine.ItemChoice;
import dlxviz.slides.SlideFiles;
import dlxviz.slides.SlidesException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.concurrent.Task;
import javafx.concurrent.Worker;

/**
 * File > Export picture > A series: the pictures of a step range, made in the background by a
 * {@link PictureSeries} on an off-screen copy of the window (see {@link PictureWindows}), with
 * progress and Cancel in the window's busy strip. Cancel stops before the next step; the pictures
 * made so far stay, and the GIF is written of them.
 */
final class SeriesExport {
    private final CursorModel cursor;
    private final BusyState busy;
    private final Messages messages;
    private Task<SlideFiles> task;
    /** Set by Cancel, read by the series between steps: no interrupt, so no half-written file. */
    private volatile boolean stop;

    SeriesExport(CursorModel cursor, BusyState busy, Messages messages) {
        this.cursor = cursor;
        this.busy = busy;
        this.messages = messages;
    }

    void start(SeriesChoice choice, LoadedProblem loaded, ItemChoice rule, long seed, WindowLook look,
               PictureWindows windows) {
        cursor.pause();
        messages.clear();
        stop = false;
        ExportTask export = new ExportTask(choice, loaded, rule, seed, look, windows);
        task = export;
        busy.begin("Exporting pictures…");
        cursor.publish();
        export.messageProperty().addListener((obs, before, now) -> {
            if (task == export) {
                busy.progress(now, export.getProgress());
            }
        });
        export.stateProperty().addListener((obs, before, now) -> {
            if (task != export) {
                return;
            }
            if (now == Worker.State.SUCCEEDED) {
                done();
                messages.showInfo(report(export.getValue(), choice.folder(), stop));
            } else if (now == Worker.State.FAILED || now == Worker.State.CANCELLED) {
                done();
                Throwable cause = export.getException();
                messages.showError("Cannot export the series: " + (cause == null ? "stopped"
                        : cause.getMessage() != null ? cause.getMessage() : cause.toString()));
            }
        });
        Thread thread = new Thread(export, "dlx-series");
        thread.setDaemon(true);
        thread.start();
    }

    /** Stops the series before its next step. */
    void cancel() {
        stop = true;
    }

    private void done() {
        task = null;
        busy.end();
        cursor.publish();
    }

    private static String report(SlideFiles files, Path folder, boolean stopped) {
        List<Path> pictures = files.pictures();
        if (pictures.isEmpty()) {
            return "Stopped before the first picture.";
        }
        StringBuilder text = new StringBuilder(String.format("%s %,d %s to %s (%s .. %s)", stopped ? "Stopped after" : "Exported",
                pictures.size(), pictures.size() == 1 ? "picture" : "pictures", folder,
                pictures.get(0).getFileName(), pictures.get(pictures.size() - 1).getFileName()));
        for (Map.Entry<Path, Integer> gif : files.gifs().entrySet()) {
            text.append(String.format("; %s, %,d frames", gif.getKey().getFileName(), gif.getValue()));
        }
        return text.append('.').toString();
    }

    /** Checks the range against the search, opens the picture window, and takes the pictures. */
    private final class ExportTask extends Task<SlideFiles> {
        private final SeriesChoice choice;
        private final LoadedProblem loaded;
        private final ItemChoice rule;
        private final long seed;
        private final WindowLook look;
        private final PictureWindows windows;

        ExportTask(SeriesChoice choice, LoadedProblem loaded, ItemChoice rule, long seed, WindowLook look,
                   PictureWindows windows) {
            this.choice = choice;
            this.loaded = loaded;
            this.rule = rule;
            this.seed = seed;
            this.look = look;
            this.windows = windows;
        }

        @Override
        protected SlideFiles call() throws Exception {
            updateMessage("Checking the steps…");
            int last = choice.steps().last();
            int available = SeriesSteps.afterReady(loaded, rule, seed, choice.stepSize(), last);
            if (available < last) {
                throw SlidesException.badInput(String.format("the search has %,d %s steps after Ready, so step %,d is "
                        + "the last picture; choose a range up to %,d", available, choice.stepSize().label(), available,
                        available));
            }
            SlideFiles files = SlideFiles.open(choice.folder(), choice.steps(), choice.views(), choice.gif(),
                    choice.delayMillis());
            SteppedWindow window = FxThread.call(() -> windows.open(loaded, rule, seed, look, choice.stepSize(),
                    choice.size().width(), choice.size().height()));
            PictureSeries series = new PictureSeries(window, choice.steps(), choice.views());
            try (files) {
                series.run(files, (done, total) -> {
                    updateProgress(done, total);
                    updateMessage(String.format("Picture %,d of %,d", done, total));
                }, () -> stop);
                updateMessage(choice.gif() == null ? "Done" : "Writing the GIF…");
            }
            return files;
        }
    }
}
