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

    private Themes() {
    }

    public static String stylesheetUrl() {
        return Themes.class.getResource(STYLESHEET).toExternalForm();
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
        root.setStyle(String.format(java.util.Locale.ROOT, "-fx-font-size: %.1fpx;", BASE_FONT_PX * scale));
    }
}
