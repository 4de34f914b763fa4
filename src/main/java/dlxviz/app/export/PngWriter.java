package dlxviz.app.export;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import javafx.scene.image.Image;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritablePixelFormat;
import javax.imageio.ImageIO;

/** Writes a JavaFX image as PNG without the javafx-swing module (pixels copied into an AWT image). */
public final class PngWriter {
    private PngWriter() {
    }

    public static void write(Image image, Path path) throws IOException {
        if (!ImageIO.write(toBufferedImage(image), "png", path.toFile())) {
            throw new IOException("no PNG writer available");
        }
    }

    /** The image's pixels in an AWT image (ARGB), which ImageIO encodes; what javafx-swing's SwingFXUtils would do. */
    public static BufferedImage toBufferedImage(Image image) {
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        int[] argb = new int[width * height];
        PixelReader reader = image.getPixelReader();
        reader.getPixels(0, 0, width, height, WritablePixelFormat.getIntArgbInstance(), argb, 0, width);
        BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        out.setRGB(0, 0, width, height, argb, 0, width);
        return out;
    }
}
