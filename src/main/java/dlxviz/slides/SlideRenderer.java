package dlxviz.slides;

/**
 * The app layer's side of the {@code slides} command. The CLI knows it only by this interface
 * and loads the implementation by name ({@link #load()}), as the launcher starts the window:
 * nothing on the CLI's own path links JavaFX.
 */
public interface SlideRenderer {
    /** The implementation, in the app layer: it starts JavaFX without a display (Monocle). */
    String IMPLEMENTATION = "dlxviz.app.headless.HeadlessSlides";

    /**
     * Checks everything the app knows (the problem, the step size, the theme and scale, the view
     * names, that the search reaches the last step) without starting JavaFX or drawing anything.
     *
     * @throws SlidesException {@linkplain SlidesException#isBadInput() bad input}, saying what and where
     */
    Lesson prepare(SlideRequest request) throws SlidesException;

    /** A series checked and ready to draw. */
    interface Lesson {
        /** Draws every picture into {@code sink}, telling {@code progress} after each. */
        void render(FrameSink sink, Progress progress) throws SlidesException, InterruptedException;
    }

    /** How far a series has come. */
    interface Progress {
        void pictures(int done, int total);
    }

    /** The renderer of the app layer, loaded by name. */
    static SlideRenderer load() throws SlidesException {
        try {
            return (SlideRenderer) Class.forName(IMPLEMENTATION).getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | LinkageError e) {
            throw SlidesException.failed("cannot load the renderer " + IMPLEMENTATION + " (is JavaFX in the jar?): " + e, e);
        }
    }
}
