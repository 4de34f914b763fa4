package dlxviz.slides;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;

/**
 * The files of a series: one PNG per step and view in a folder, named by step so that they sort
 * in order ({@code 0000-window.png}, {@code 0001-window.png}, ...; step N is what the app shows
 * after {@code --steps N}), and optionally an animated GIF of each view. With one view the GIF is
 * the file asked for; with several, one GIF per view, the view's name before the extension
 * ({@code lesson-links.gif}), because a GIF's frames share one size.
 */
public final class SlideFiles implements FrameSink, Closeable {
    private static final Pattern FRAME_NAME = Pattern.compile("\\d{4,}-[a-z0-9-]+\\.png");

    private final Path folder;
    private final int digits;
    private final Map<String, Path> gifPaths = new LinkedHashMap<>();
    private final Map<String, List<Path>> picturesOfView = new LinkedHashMap<>();
    private final Map<Path, Integer> gifsWritten = new LinkedHashMap<>();
    /** Per view, the largest picture written so far, {width, height}: the GIF's canvas. */
    private final Map<String, int[]> largest = new LinkedHashMap<>();
    private final int delayMillis;
    private final List<Path> pictures = new ArrayList<>();
    private final Set<String> before;

    private SlideFiles(Path folder, StepRange steps, Map<String, Path> gifs, int delayMillis) throws IOException {
        this.folder = folder;
        this.digits = Math.max(4, Integer.toString(steps.last()).length());
        this.delayMillis = delayMillis;
        gifPaths.putAll(gifs);
        this.before = framesIn(folder);
    }

    /**
     * Makes the folder (and the GIF's) if missing and checks that both can be written, before
     * anything is drawn.
     *
     * @throws SlidesException bad input: a folder that is a file, a GIF that is a folder, no permission
     */
    public static SlideFiles open(Path folder, StepRange steps, List<String> views, Path gif, int delayMillis)
            throws SlidesException {
        Map<String, Path> gifs = new LinkedHashMap<>();
        if (gif != null) {
            for (String view : views) {
                Path file = views.size() == 1 ? gif : gifFor(gif, view);
                if (Files.isDirectory(file)) { // before any folder is made: a mistake leaves nothing behind
                    throw SlidesException.badInput("--gif " + file + " is a folder; give a file name such as lesson.gif");
                }
                Path parent = file.toAbsolutePath().getParent();
                if (!Files.isDirectory(parent)) { // as exact-cover --shape: a file goes into a folder that is there
                    throw SlidesException.badInput("--gif " + file + ": no such folder " + parent
                            + " (a GIF is written into a folder that exists; --out makes its own)");
                }
                gifs.put(view, file);
            }
        }
        makeFolder(folder, "--out");
        if (!Files.isWritable(folder)) {
            throw SlidesException.badInput("--out " + folder + ": cannot write in this folder (permission denied)");
        }
        if (gif != null) {
            for (Path file : gifs.values()) {
                Path parent = file.toAbsolutePath().getParent();
                if (!Files.isWritable(parent) || (Files.exists(file) && !Files.isWritable(file))) {
                    throw SlidesException.badInput("--gif " + file + ": cannot write there (permission denied)");
                }
            }
        }
        try {
            return new SlideFiles(folder, steps, gifs, delayMillis);
        } catch (IOException e) {
            throw SlidesException.badInput("--out " + folder + ": cannot list the folder: " + e.getMessage());
        }
    }

    private static void makeFolder(Path folder, String option) throws SlidesException {
        try {
            Files.createDirectories(folder);
        } catch (FileAlreadyExistsException e) {
            throw SlidesException.badInput(option + " " + folder + ": " + e.getFile() + " is a file, not a folder");
        } catch (AccessDeniedException e) {
            throw SlidesException.badInput(option + " " + folder + ": cannot make the folder " + e.getFile()
                    + " (permission denied)");
        } catch (IOException | SecurityException e) {
            throw SlidesException.badInput(option + " " + folder + ": cannot make the folder: " + e.getMessage());
        }
    }

    /** {@code lesson.gif} for view {@code links}: {@code lesson-links.gif}. */
    static Path gifFor(Path gif, String view) {
        String name = gif.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String named = dot > 0 ? name.substring(0, dot) + "-" + view + name.substring(dot) : name + "-" + view + ".gif";
        return gif.resolveSibling(named);
    }

    /** The file name of a picture: the step, padded so names sort in order, and the view. */
    public String nameOf(int step, String view) {
        return String.format("%0" + digits + "d-%s.png", step, view);
    }

    @Override
    public void frame(int step, String view, BufferedImage picture) throws IOException {
        Path file = folder.resolve(nameOf(step, view));
        if (!ImageIO.write(picture, "png", file.toFile())) {
            throw new IOException("this Java has no PNG writer");
        }
        pictures.add(file);
        picturesOfView.computeIfAbsent(view, v -> new ArrayList<>()).add(file);
        int[] size = largest.computeIfAbsent(view, v -> new int[2]);
        size[0] = Math.max(size[0], picture.getWidth());
        size[1] = Math.max(size[1], picture.getHeight());
    }

    /**
     * Writes the GIFs from the pictures written. At the end, not frame by frame, because a view
     * that is part of the window can change size from step to step (the narration takes two lines
     * instead of one, and the views above it give way), while a GIF's frames share one size: each
     * frame is put on a canvas as large as the largest, at the top left as in the window, the
     * rest in the colour of its bottom-right corner (the view's background).
     */
    @Override
    public void close() throws IOException {
        for (Map.Entry<String, Path> gif : gifPaths.entrySet()) {
            List<Path> frames = picturesOfView.getOrDefault(gif.getKey(), List.of());
            if (!frames.isEmpty()) {
                int[] size = largest.get(gif.getKey());
                writeGif(gif.getValue(), frames, size[0], size[1]);
            }
        }
    }

    private void writeGif(Path gif, List<Path> frames, int width, int height) throws IOException {
        try (AnimatedGif animation = new AnimatedGif(gif, delayMillis)) {
            for (Path frame : frames) {
                BufferedImage picture = ImageIO.read(frame.toFile());
                if (picture == null) {
                    throw new IOException("cannot read back " + frame);
                }
                animation.add(onCanvas(picture, width, height));
            }
            gifsWritten.put(gif, animation.frames());
        }
    }

    static BufferedImage onCanvas(BufferedImage picture, int width, int height) {
        if (picture.getWidth() == width && picture.getHeight() == height) {
            return picture;
        }
        BufferedImage canvas = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = canvas.createGraphics();
        try {
            g.setColor(new Color(picture.getRGB(picture.getWidth() - 1, picture.getHeight() - 1)));
            g.fillRect(0, 0, width, height);
            g.drawImage(picture, 0, 0, null);
        } finally {
            g.dispose();
        }
        return canvas;
    }

    /** The PNGs written, in order. */
    public List<Path> pictures() {
        return List.copyOf(pictures);
    }

    /** Each GIF written and its number of frames, in the order of the views. */
    public Map<Path, Integer> gifs() {
        return new LinkedHashMap<>(gifsWritten);
    }

    /**
     * Pictures of an earlier series in the folder that this one did not overwrite: they sort among
     * the new ones, so the user is told (they are never deleted).
     */
    public List<String> leftovers() {
        Set<String> written = new TreeSet<>();
        for (Path picture : pictures) {
            written.add(picture.getFileName().toString());
        }
        List<String> old = new ArrayList<>();
        for (String name : before) {
            if (!written.contains(name)) {
                old.add(name);
            }
        }
        return old;
    }

    private static Set<String> framesIn(Path folder) throws IOException {
        Set<String> names = new TreeSet<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder)) {
            for (Path file : files) {
                String name = file.getFileName().toString();
                if (FRAME_NAME.matcher(name).matches()) {
                    names.add(name);
                }
            }
        }
        return names;
    }
}
