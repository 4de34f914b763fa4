package dlxviz.slides;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AnimatedGifTest {
    private static final String FORMAT = "javax_imageio_gif_image_1.0";

    @TempDir
    Path dir;

    @Test
    void framesReadBackAsWrittenOverTheFrameBefore() throws Exception {
        List<BufferedImage> frames = List.of(picture(10, 10), picture(30, 10), picture(30, 40));
        Path file = dir.resolve("lesson.gif");
        try (AnimatedGif gif = new AnimatedGif(file, 250)) {
            for (BufferedImage frame : frames) {
                gif.add(frame);
            }
            assertEquals(3, gif.frames());
        }

        List<BufferedImage> shown = composited(file);
        assertEquals(3, shown.size());
        for (int i = 0; i < 3; i++) {
            assertSamePixels(frames.get(i), shown.get(i), "frame " + i);
        }
    }

    @Test
    void eachFrameHasTheDelayAndTheFirstLoopsForEver() throws Exception {
        Path file = dir.resolve("loop.gif");
        try (AnimatedGif gif = new AnimatedGif(file, 800)) {
            gif.add(picture(10, 10));
            gif.add(picture(20, 20));
        }
        List<IIOMetadataNode> metadata = metadata(file);
        for (IIOMetadataNode frame : metadata) {
            assertEquals("80", child(frame, "GraphicControlExtension").getAttribute("delayTime"));
        }
        IIOMetadataNode loop = (IIOMetadataNode) child(metadata.get(0), "ApplicationExtensions").getFirstChild();
        assertEquals("NETSCAPE", loop.getAttribute("applicationID"));
        assertEquals("2.0", loop.getAttribute("authenticationCode"));
        byte[] loopCount = (byte[]) loop.getUserObject();
        assertEquals(0, loopCount[1] | loopCount[2] << 8, "0 means for ever");
    }

    @Test
    void onlyTheChangedRectangleIsWrittenAfterTheFirstFrame() throws Exception {
        Path file = dir.resolve("delta.gif");
        try (AnimatedGif gif = new AnimatedGif(file, 100)) {
            gif.add(picture(10, 10));
            gif.add(picture(30, 10)); // the square moved right: x 10..49 changed, y 10..29
        }
        IIOMetadataNode second = child(metadata(file).get(1), "ImageDescriptor");
        assertEquals(new Rectangle(10, 10, 40, 20), new Rectangle(
                Integer.parseInt(second.getAttribute("imageLeftPosition")), Integer.parseInt(second.getAttribute("imageTopPosition")),
                Integer.parseInt(second.getAttribute("imageWidth")), Integer.parseInt(second.getAttribute("imageHeight"))));
    }

    @Test
    void anUnchangedFrameIsOnePixel() {
        int[] same = new int[64 * 48];
        assertEquals(new Rectangle(0, 0, 1, 1), AnimatedGif.changedArea(same, same.clone(), 64, 48));
    }

    /** A white 64x48 picture with a red 20x20 square at (x, y) and a black bar that never moves. */
    private static BufferedImage picture(int x, int y) {
        BufferedImage image = new BufferedImage(64, 48, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, 64, 48);
        g.setColor(Color.BLACK);
        g.fillRect(0, 44, 64, 4);
        g.setColor(Color.RED);
        g.fillRect(x, y, 20, 20);
        g.dispose();
        return image;
    }

    /** Each frame as a viewer shows it: drawn at its position over the frame before. */
    private static List<BufferedImage> composited(Path file) throws Exception {
        List<BufferedImage> shown = new ArrayList<>();
        try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            BufferedImage screen = null;
            for (int i = 0; i < reader.getNumImages(true); i++) {
                BufferedImage part = reader.read(i);
                IIOMetadataNode descriptor = child((IIOMetadataNode) reader.getImageMetadata(i).getAsTree(FORMAT), "ImageDescriptor");
                if (screen == null) {
                    screen = new BufferedImage(part.getWidth(), part.getHeight(), BufferedImage.TYPE_INT_RGB);
                }
                BufferedImage next = new BufferedImage(screen.getWidth(), screen.getHeight(), BufferedImage.TYPE_INT_RGB);
                Graphics2D g = next.createGraphics();
                g.drawImage(screen, 0, 0, null);
                g.drawImage(part, Integer.parseInt(descriptor.getAttribute("imageLeftPosition")),
                        Integer.parseInt(descriptor.getAttribute("imageTopPosition")), null);
                g.dispose();
                screen = next;
                shown.add(next);
            }
        }
        return shown;
    }

    private static List<IIOMetadataNode> metadata(Path file) throws Exception {
        List<IIOMetadataNode> frames = new ArrayList<>();
        try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            for (int i = 0; i < reader.getNumImages(true); i++) {
                frames.add((IIOMetadataNode) reader.getImageMetadata(i).getAsTree(FORMAT));
            }
        }
        return frames;
    }

    private static IIOMetadataNode child(IIOMetadataNode node, String name) {
        for (int i = 0; i < node.getLength(); i++) {
            if (node.item(i).getNodeName().equals(name)) {
                return (IIOMetadataNode) node.item(i);
            }
        }
        throw new AssertionError("no " + name);
    }

    private static void assertSamePixels(BufferedImage expected, BufferedImage actual, String what) {
        assertEquals(expected.getWidth(), actual.getWidth(), what);
        assertEquals(expected.getHeight(), actual.getHeight(), what);
        for (int y = 0; y < expected.getHeight(); y++) {
            for (int x = 0; x < expected.getWidth(); x++) {
                assertEquals(expected.getRGB(x, y) & 0xFFFFFF, actual.getRGB(x, y) & 0xFFFFFF, what + " at " + x + "," + y);
            }
        }
    }
}
