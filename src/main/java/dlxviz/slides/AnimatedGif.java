package dlxviz.slides;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;

/**
 * An animated GIF written frame by frame with the JDK's own GIF writer ({@code javax.imageio}),
 * which needs no library: each frame gets its delay in the Graphic Control Extension, and the
 * first the NETSCAPE2.0 application extension that makes viewers loop for ever. The writer makes
 * a palette of at most 256 colours for each frame (its octree quantizer, no dithering), which
 * suits pictures of flat colours and text such as the app's.
 *
 * <p>After the first frame only the rectangle that changed is written, over the frame before
 * (disposal "do not dispose"): one step of a lesson changes a few nodes and a line of text, so
 * this keeps the file a fraction of full frames' size, and each frame's palette is spent on the
 * pixels that changed.
 */
public final class AnimatedGif implements Closeable {
    private static final String FORMAT = "javax_imageio_gif_image_1.0";

    private final ImageWriter writer;
    private final ImageOutputStream stream;
    /** The shortest frame the command and the window accept, in ms: browsers show faster ones slower. */
    public static final int MIN_DELAY = 20;
    /** The longest, a minute. */
    public static final int MAX_DELAY = 60_000;
    /** A frame's time unless told otherwise: long enough to read a step's narration. */
    public static final int DEFAULT_DELAY = 800;

    private final int delayCentis;
    private int[] previous;
    private int width;
    private int height;
    private int frames;

    /** @param delayMillis how long each frame shows; GIF counts in hundredths of a second */
    public AnimatedGif(Path file, int delayMillis) throws IOException {
        Iterator<ImageWriter> writers = ImageIO.getImageWritersByFormatName("gif");
        if (!writers.hasNext()) {
            throw new IOException("this Java has no GIF writer");
        }
        writer = writers.next();
        Files.deleteIfExists(file); // ImageIO's file stream does not truncate a longer old file
        stream = ImageIO.createImageOutputStream(file.toFile());
        if (stream == null) {
            throw new IOException("cannot write " + file);
        }
        writer.setOutput(stream);
        writer.prepareWriteSequence(null);
        delayCentis = Math.max(1, Math.round(delayMillis / 10f));
    }

    /** Adds a frame; every frame must have the first one's size. */
    public void add(BufferedImage frame) throws IOException {
        int w = frame.getWidth(), h = frame.getHeight();
        int[] rgb = frame.getRGB(0, 0, w, h, null, 0, w);
        Rectangle changed;
        if (previous == null) {
            width = w;
            height = h;
            changed = new Rectangle(0, 0, w, h);
        } else {
            if (w != width || h != height) {
                throw new IllegalArgumentException("frame " + (frames + 1) + " is " + w + "x" + h + ", the first "
                        + width + "x" + height + "; a GIF's frames share one size");
            }
            changed = changedArea(previous, rgb, w, h);
        }
        previous = rgb;
        // opaque RGB: the writer's palette then has no transparent entry to spend
        BufferedImage part = new BufferedImage(changed.width, changed.height, BufferedImage.TYPE_INT_RGB);
        part.setRGB(0, 0, changed.width, changed.height, rgb, changed.y * w + changed.x, w);
        ImageWriteParam param = writer.getDefaultWriteParam();
        IIOMetadata metadata = writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(part), param);
        describe(metadata, changed, frames == 0);
        writer.writeToSequence(new IIOImage(part, null, metadata), param);
        frames++;
    }

    /** The frames written so far. */
    public int frames() {
        return frames;
    }

    @Override
    public void close() throws IOException {
        try {
            if (frames > 0) {
                writer.endWriteSequence();
            }
        } finally {
            stream.close();
            writer.dispose();
        }
    }

    /** The smallest rectangle holding every pixel that differs; one pixel when none does (the delay still counts). */
    static Rectangle changedArea(int[] before, int[] after, int w, int h) {
        int top = -1, bottom = -1, left = w, right = -1;
        for (int y = 0; y < h; y++) {
            int row = y * w;
            int first = -1, last = -1;
            for (int x = 0; x < w; x++) {
                if (before[row + x] != after[row + x]) {
                    if (first < 0) {
                        first = x;
                    }
                    last = x;
                }
            }
            if (first >= 0) {
                if (top < 0) {
                    top = y;
                }
                bottom = y;
                left = Math.min(left, first);
                right = Math.max(right, last);
            }
        }
        if (top < 0) {
            return new Rectangle(0, 0, 1, 1);
        }
        return new Rectangle(left, top, right - left + 1, bottom - top + 1);
    }

    private void describe(IIOMetadata metadata, Rectangle area, boolean first) throws IOException {
        IIOMetadataNode root = (IIOMetadataNode) metadata.getAsTree(FORMAT);
        IIOMetadataNode descriptor = child(root, "ImageDescriptor");
        descriptor.setAttribute("imageLeftPosition", Integer.toString(area.x));
        descriptor.setAttribute("imageTopPosition", Integer.toString(area.y));
        descriptor.setAttribute("imageWidth", Integer.toString(area.width));
        descriptor.setAttribute("imageHeight", Integer.toString(area.height));
        descriptor.setAttribute("interlaceFlag", "FALSE");
        IIOMetadataNode control = child(root, "GraphicControlExtension");
        control.setAttribute("disposalMethod", "doNotDispose");
        control.setAttribute("userInputFlag", "FALSE");
        control.setAttribute("transparentColorFlag", "FALSE");
        control.setAttribute("delayTime", Integer.toString(delayCentis));
        control.setAttribute("transparentColorIndex", "0");
        if (first) {
            IIOMetadataNode extensions = child(root, "ApplicationExtensions");
            IIOMetadataNode loop = new IIOMetadataNode("ApplicationExtension");
            loop.setAttribute("applicationID", "NETSCAPE");
            loop.setAttribute("authenticationCode", "2.0");
            loop.setUserObject(new byte[] {1, 0, 0}); // sub-block 1: loop count 0, for ever
            extensions.appendChild(loop);
        }
        metadata.setFromTree(FORMAT, root);
    }

    private static IIOMetadataNode child(IIOMetadataNode root, String name) {
        for (int i = 0; i < root.getLength(); i++) {
            if (root.item(i).getNodeName().equalsIgnoreCase(name)) {
                return (IIOMetadataNode) root.item(i);
            }
        }
        IIOMetadataNode node = new IIOMetadataNode(name);
        root.appendChild(node);
        return node;
    }
}
