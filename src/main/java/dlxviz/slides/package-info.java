/**
 * A lesson as pictures, in plain Java: what a series of slides asks for ({@link SlideRequest},
 * {@link StepRange}, {@link FrameSize}), the files it makes ({@link SlideFiles}: numbered PNGs and
 * animated GIFs through {@link AnimatedGif}), and the one door to the renderer
 * ({@link SlideRenderer}). No JavaFX here: the CLI parses a request with these classes and hands
 * it to the renderer in the app layer, which it loads by name, so the CLI never links JavaFX.
 */
package dlxviz.slides;
