package dlxviz.app.window.model;

import dlxviz.app.theme.Theme;
import dlxviz.lesson.Look;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * How the window looks: the colour theme, the text scale (a projector wants it large), the
 * legend, and the presentation layout.
 */
public final class Appearance {
    /** The factor of one larger/smaller text step. */
    public static final double SCALE_STEP = 1.15;

    private final ReadOnlyObjectWrapper<Theme> theme = new ReadOnlyObjectWrapper<>(this, "theme", Theme.LIGHT);
    private final ReadOnlyDoubleWrapper fontScale = new ReadOnlyDoubleWrapper(this, "fontScale", 1);
    private final javafx.beans.property.BooleanProperty legendShown =
            new javafx.beans.property.SimpleBooleanProperty(this, "legendShown", false);
    private final javafx.beans.property.BooleanProperty presentation =
            new javafx.beans.property.SimpleBooleanProperty(this, "presentation", false);
    private final javafx.beans.property.BooleanProperty wholeTorus =
            new javafx.beans.property.SimpleBooleanProperty(this, "wholeTorus", false);

    public void setTheme(Theme value) {
        theme.set(value);
    }

    /** Sets the text scale, kept within {@link Look#MIN_SCALE}..{@link Look#MAX_SCALE}. */
    public void setFontScale(double scale) {
        fontScale.set(Math.max(Look.MIN_SCALE, Math.min(Look.MAX_SCALE, scale)));
    }

    public void largerText() {
        setFontScale(fontScale.get() * SCALE_STEP);
    }

    public void smallerText() {
        setFontScale(fontScale.get() / SCALE_STEP);
    }

    public void normalText() {
        setFontScale(1);
    }

    /** The legend of the marks under the links view (key L). */
    public javafx.beans.property.BooleanProperty legendShownProperty() {
        return legendShown;
    }

    /**
     * The presentation layout (key P): menus, breakpoints and the rarer controls hidden; the
     * views, the narration and one strip of controls left.
     */
    public javafx.beans.property.BooleanProperty presentationProperty() {
        return presentation;
    }

    /**
     * The whole torus (heat map, detail when zoomed in) instead of the lens on the current cover,
     * for problems large enough to get the lens (key W).
     */
    public javafx.beans.property.BooleanProperty wholeTorusProperty() {
        return wholeTorus;
    }

    /** Back to the defaults: light theme, normal text, the legend hidden, the full layout, the lens. */
    public void reset() {
        setTheme(Theme.LIGHT);
        normalText();
        legendShown.set(false);
        presentation.set(false);
        wholeTorus.set(false);
    }

    public ReadOnlyObjectProperty<Theme> themeProperty() {
        return theme.getReadOnlyProperty();
    }

    public ReadOnlyDoubleProperty fontScaleProperty() {
        return fontScale.getReadOnlyProperty();
    }

    public Theme theme() {
        return theme.get();
    }

    public double fontScale() {
        return fontScale.get();
    }
}
