package dlxviz.app.testkit;

import java.io.File;
import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;

/** Runs code on the FX thread (Monocle in tests) and saves snapshots as PNG, without javafx-swing. */
public final class Fx {
    private static boolean started;

    private Fx() {
    }

    public static synchronized void start() {
        if (!started) {
            System.setProperty("glass.platform", System.getProperty("glass.platform", "Monocle"));
            System.setProperty("monocle.platform", System.getProperty("monocle.platform", "Headless"));
            System.setProperty("prism.order", System.getProperty("prism.order", "sw"));
            System.setProperty("prism.text", System.getProperty("prism.text", "t2k"));
            // through TestFX, not Platform.startup: TestFX's window tests get no keys or clicks
            // once JavaFX was started without its primary stage, whichever test class runs first
            try {
                org.testfx.api.FxToolkit.registerPrimaryStage();
            } catch (java.util.concurrent.TimeoutException e) {
                throw new IllegalStateException("JavaFX did not start", e);
            }
            Platform.setImplicitExit(false);
            started = true;
        }
    }

    public static <T> T call(Callable<T> work) {
        start();
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(work.call());
            } catch (Throwable t) {
                result.completeExceptionally(t);
            }
        });
        try {
            return result.get(60, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException | TimeoutException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Waits until {@code scene} has laid out and drawn a frame after what the caller did: in place
     * of a sleep that guesses how long the window takes.
     */
    public static void nextFrame(javafx.scene.Scene scene) {
        start();
        CompletableFuture<Void> drawn = new CompletableFuture<>();
        Platform.runLater(() -> dlxviz.app.fx.Frames.afterNextFrame(scene, () -> drawn.complete(null)));
        try {
            drawn.get(60, TimeUnit.SECONDS);
        } catch (ExecutionException | InterruptedException | TimeoutException e) {
            throw new IllegalStateException("no frame drawn", e);
        }
    }

    /**
     * Waits until {@code window}, opened as the app opens it ({@code DlxApp.openInStages}: its
     * first frame, then the rest), is whole and has drawn a frame of its whole self: the parts
     * laid out, what the arguments asked done. Call from the test's thread, not the FX thread.
     */
    public static dlxviz.app.DlxApp.Window whole(dlxviz.app.DlxApp.Window window) {
        start();
        try {
            window.awaitWhole();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        nextFrame(window.scene());
        return window;
    }

    public static void run(Runnable work) {
        call(() -> {
            work.run();
            return null;
        });
    }

    /** Writes {@code image} as a PNG file. */
    public static void savePng(WritableImage image, File file) {
        int w = (int) image.getWidth(), h = (int) image.getHeight();
        var buffered = new java.awt.image.BufferedImage(w, h, java.awt.image.BufferedImage.TYPE_INT_ARGB);
        PixelReader reader = image.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                buffered.setRGB(x, y, reader.getArgb(x, y));
            }
        }
        try {
            file.getParentFile().mkdirs();
            ImageIO.write(buffered, "png", file);
        } catch (IOException e) {
            throw new IllegalStateException("cannot write " + file, e);
        }
    }

    /** Puts the app's stylesheets (palette and canvas colours) and {@code theme} on the scene's root, as the window does. */
    public static void useAppStylesheet(javafx.scene.Scene scene, dlxviz.app.theme.Theme theme) {
        dlxviz.app.theme.Themes.apply(scene.getRoot(), theme);
    }

    /** The app's stylesheets in the light theme. */
    public static void useAppStylesheet(javafx.scene.Scene scene) {
        useAppStylesheet(scene, dlxviz.app.theme.Theme.LIGHT);
    }

    /**
     * {@code view} alone in a {@code width} x {@code height} scene at text scale {@code scale}, with
     * the app's stylesheet, styled and laid out (twice: the second pass sizes what the first one
     * styled), as a view stands in its panel. Call on the FX thread.
     */
    public static void laidOut(javafx.scene.Parent view, double scale, double width, double height) {
        javafx.scene.layout.StackPane root = new javafx.scene.layout.StackPane(view);
        dlxviz.app.theme.Themes.applyScale(root, scale);
        useAppStylesheet(new javafx.scene.Scene(root, width, height));
        for (int pass = 0; pass < 2; pass++) {
            root.applyCss();
            root.layout();
        }
    }

    public static WritableImage snapshot(Node node) {
        return node.snapshot(null, null);
    }

    /** The mouse comes over {@code node}, as far as its handlers know (where lazy tooltips are made); on the FX thread. */
    public static void mouseEnters(Node node) {
        javafx.event.Event.fireEvent(node, new javafx.scene.input.MouseEvent(javafx.scene.input.MouseEvent.MOUSE_ENTERED,
                1, 1, 1, 1, javafx.scene.input.MouseButton.NONE, 0,
                false, false, false, false, false, false, false, false, false, false, null));
    }
}
