package dlxviz.app.canvas;

import dlxviz.app.fx.Frames;
import java.lang.reflect.Method;

/**
 * The shapes the links view's first frame is made of, rasterised a few hundred times in
 * miniature on JavaFX's render thread while it waits for that frame (issue 27). With the
 * software pipeline (no GPU, as under Xvfb or in a virtual machine) the first frame's canvas
 * ran the rasteriser (Marlin: curves offset into outlines, scanlines, coverage) in the
 * interpreter, its classes and contexts set up on the way: 80 ms of the render thread's CPU for
 * Knuth's example. Here that code runs on boxes a few pixels wide, enough for the JIT to compile
 * it, while the FX thread still reads the layout; the first frame then took 34 ms of that
 * thread's CPU, and the warm-up about 20 ms more of it beforehand. In the packaged app (Xvfb,
 * taking turns) the first frame's painting went from 108 to 41 ms, the time from showing the
 * window to its first frame from 141 to 72 ms, and the first frame from 1.56 to 1.45 times the
 * bare window's. Nothing is shown: the shapes go to a texture of their own, dropped after.
 *
 * <p>There is no public way to rasterise on that thread short of a frame, so this reaches the
 * toolkit's own classes (com.sun.prism) by reflection, as {@link Frames} does: on the class path
 * (the jar, the tests) they are open; the packaged app's launcher exports them to the app's
 * module (pom.xml, dist.exports). Where they cannot be reached, or the pipeline is not the
 * software one (a GPU's has other code to warm), this does nothing, and any failure inside
 * costs only the head start. {@code -Ddlxviz.rasterWarmUp=off} leaves it out, to measure what it saves.
 */
public final class RasterWarmUp {
    /**
     * Shapes rasterised: each round fills and strokes one path. C1 compiles a method after a few
     * hundred calls (300 at the packaged app's -XX:CompileThresholdScaling=3); 200 rounds took
     * the first frame's render CPU from 80 to 34 ms, 400 no further.
     */
    private static final int ROUNDS = 200;
    /** Rounds stop after this long: a warm-up must not hold up a frame that is already waiting. */
    private static final long BUDGET_NANOS = 150_000_000L;
    private static boolean started;

    private RasterWarmUp() {
    }

    /** Queues the warm-up on the render thread, once per process: as the toolkit starts, before a window shows. */
    public static synchronized void start() {
        if (!started && !"off".equals(System.getProperty("dlxviz.rasterWarmUp"))) {
            started = true;
            Frames.onRenderThread(RasterWarmUp::run);
        }
    }

    /**
     * The warm-up itself, on the render thread: the number of shapes rasterised, 0 where the
     * pipeline is another or the toolkit's classes could not be reached (tests hold it to a
     * JavaFX upgrade that renames them).
     */
    static int run() {
        try {
            Class<?> pipelineClass = Class.forName("com.sun.prism.GraphicsPipeline");
            Object pipeline = pipelineClass.getMethod("getPipeline").invoke(null);
            if (pipeline == null || !pipeline.getClass().getName().equals("com.sun.prism.sw.SWPipeline")) {
                return 0;
            }
            Object factory = pipelineClass.getMethod("getDefaultResourceFactory").invoke(null);
            Class<?> wrapMode = Class.forName("com.sun.prism.Texture$WrapMode");
            Object texture = Class.forName("com.sun.prism.ResourceFactory")
                    .getMethod("createRTTexture", int.class, int.class, wrapMode)
                    .invoke(factory, 16, 16, wrapMode.getField("CLAMP_NOT_NEEDED").get(null));
            try {
                return rasterise(Class.forName("com.sun.prism.RenderTarget").getMethod("createGraphics").invoke(texture));
            } finally {
                Class.forName("com.sun.prism.GraphicsResource").getMethod("dispose").invoke(texture);
            }
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return 0; // the first frame pays for its own start, as without this
        }
    }

    private static int rasterise(Object graphics) throws ReflectiveOperationException {
        Class<?> graphicsClass = Class.forName("com.sun.prism.Graphics");
        Class<?> strokeClass = Class.forName("com.sun.prism.BasicStroke");
        Class<?> shapeClass = Class.forName("com.sun.javafx.geom.Shape");
        Class<?> paintClass = Class.forName("com.sun.prism.paint.Paint");
        Method fill = graphicsClass.getMethod("fill", shapeClass);
        Method draw = graphicsClass.getMethod("draw", shapeClass);
        graphicsClass.getMethod("setPaint", paintClass).invoke(graphics, Class.forName("com.sun.prism.paint.Color")
                .getConstructor(float.class, float.class, float.class, float.class).newInstance(0.2f, 0.3f, 0.4f, 1f));
        // a canvas's default stroke (square caps, mitred joins, limit 10) at the links' width
        graphicsClass.getMethod("setStroke", strokeClass).invoke(graphics, strokeClass
                .getConstructor(float.class, int.class, int.class, float.class)
                .newInstance(1.3f, strokeClass.getField("CAP_SQUARE").getInt(null), strokeClass.getField("JOIN_MITER").getInt(null), 10f));
        Object path = miniature();
        long end = System.nanoTime() + BUDGET_NANOS;
        int shapes = 0;
        for (int i = 0; i < ROUNDS && System.nanoTime() < end; i++) {
            fill.invoke(graphics, path);
            draw.invoke(graphics, path);
            shapes += 2;
        }
        return shapes;
    }

    /**
     * A rounded box (four cubic corners, as BoxBatch and the rings draw them) and a slanting
     * line (a link's shaft), a few pixels across: the code of a full-size frame, little work.
     */
    private static Object miniature() throws ReflectiveOperationException {
        Class<?> pathClass = Class.forName("com.sun.javafx.geom.Path2D");
        Object path = pathClass.getConstructor().newInstance();
        Method moveTo = pathClass.getMethod("moveTo", float.class, float.class);
        Method lineTo = pathClass.getMethod("lineTo", float.class, float.class);
        Method curveTo = pathClass.getMethod("curveTo", float.class, float.class, float.class, float.class, float.class, float.class);
        float x = 2.3f, y = 2.6f, w = 4.6f, h = 3.6f, r = 0.6f, c = 0.25f; // off the pixel grid, as boxes fall
        moveTo.invoke(path, x, y + r);
        lineTo.invoke(path, x, y + h - r);
        curveTo.invoke(path, x, y + h - c, x + c, y + h, x + r, y + h);
        lineTo.invoke(path, x + w - r, y + h);
        curveTo.invoke(path, x + w - c, y + h, x + w, y + h - c, x + w, y + h - r);
        lineTo.invoke(path, x + w, y + r);
        curveTo.invoke(path, x + w, y + c, x + w - c, y, x + w - r, y);
        lineTo.invoke(path, x + r, y);
        curveTo.invoke(path, x + c, y, x, y + c, x, y + r);
        pathClass.getMethod("closePath").invoke(path);
        moveTo.invoke(path, x + 5f, y + 1f);
        lineTo.invoke(path, x + 8f, y + 4f);
        return path;
    }
}
