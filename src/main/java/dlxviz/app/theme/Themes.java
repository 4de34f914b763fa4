package dlxviz.app.theme;

import javafx.scene.Parent;

/**
 * Puts the stylesheets, a theme and a font scale on a scene's root: the sheets once, then a style
 * class and one font size, nothing else. Every view below the root, canvases included, takes its
 * colours and sizes from there.
 */
public final class Themes {
    /** The stylesheet with every colour and size (on the classpath from the top-level css/ folder). */
    public static final String STYLESHEET = "/css/app.css";
    /** The canvas views' colours and sizes, looked up from the palette of {@link #STYLESHEET}. */
    public static final String CANVAS_STYLESHEET = "/css/links.css";
    /** The base font size in px at scale 1: large enough for the back of a classroom. */
    public static final double BASE_FONT_PX = 17;
    /** The key under which a root keeps its text size, in its node properties. */
    private static final String TEXT_PX = "dlxviz.textPx";

    private Themes() {
    }

    public static void apply(Parent root, Theme theme) {
        for (String sheet : new String[] {STYLESHEET, CANVAS_STYLESHEET}) {
            String url = Themes.class.getResource(sheet).toExternalForm();
            if (!root.getStylesheets().contains(url)) {
                root.getStylesheets().add(url);
            }
        }
        for (Theme other : Theme.values()) {
            root.getStyleClass().remove(other.styleClass());
        }
        root.getStyleClass().add(theme.styleClass());
    }

    /** Every size in the stylesheet is in em, so this one font size scales the whole window. */
    public static void applyScale(Parent root, double scale) {
        String style = String.format(java.util.Locale.ROOT, "-fx-font-size: %.1fpx;", BASE_FONT_PX * scale);
        root.setStyle(style);
        // kept beside the style, rounded as the style has it, for what measures against it (the text floor)
        root.getProperties().put(TEXT_PX, Double.parseDouble(style.substring(style.indexOf(' ') + 1, style.indexOf("px"))));
    }

    /**
     * The window's own text size in pixels (the font size {@link #applyScale} put on the root
     * above {@code node}); {@link #BASE_FONT_PX} when none did.
     */
    public static double textPx(javafx.scene.Node node) {
        for (javafx.scene.Node n = node; n != null; n = n.getParent()) {
            if (n.hasProperties() && n.getProperties().get(TEXT_PX) instanceof Double px) {
                return px;
            }
        }
        return BASE_FONT_PX;
    }
}
