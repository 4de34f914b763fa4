package dlxviz.app;

import javafx.scene.Parent;

/** Puts a theme and a font scale on a scene's root: a style class and one font size, nothing else. */
public final class Themes {
    /** The stylesheet with every colour and size (on the classpath from the top-level css/ folder). */
    public static final String STYLESHEET = "/css/app.css";
    /** The base font size in px at scale 1: large enough for the back of a classroom. */
    public static final double BASE_FONT_PX = 17;

    private Themes() {
    }

    public static String stylesheetUrl() {
        return Themes.class.getResource(STYLESHEET).toExternalForm();
    }

    public static void apply(Parent root, Theme theme) {
        if (!root.getStylesheets().contains(stylesheetUrl())) {
            root.getStylesheets().add(stylesheetUrl());
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
