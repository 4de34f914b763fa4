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

    /**
     * A lesson's stops as pictures ({@code slides --lesson}): checks the lesson (line, column and
     * reason) before anything is drawn.
     */
    default LessonSlides prepareLesson(LessonSlideRequest request) throws SlidesException {
        throw SlidesException.failed("this renderer cannot draw lessons", null);
    }

    /** A lesson checked and ready to draw. */
    interface LessonSlides {
        /** How many pictures it makes (with the steps between, at most). */
        int pictures();

        /** The lesson's title, for the handout. */
        String title();

        /** Draws every picture, in order, into {@code page} (its file, caption and PNG). */
        void render(PageSink page, Progress progress) throws SlidesException, InterruptedException;
    }

    /** Where a lesson's pictures go. Called on one thread, never the FX thread. */
    interface PageSink {
        void page(int stop, int step, String caption, String ask, java.awt.image.BufferedImage picture)
                throws java.io.IOException;
    }

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
