package dlxviz.app.theme;

import java.util.Locale;

/** The window's colour themes; each is a style class on the scene's root (see css/app.css). */
public enum Theme {
    LIGHT("light", "Light"),
    DARK("dark", "Dark"),
    HIGH_CONTRAST("high-contrast", "High contrast");

    private final String id;
    private final String title;

    Theme(String id, String title) {
        this.id = id;
        this.title = title;
    }

    /** The name users type ({@code --theme dark}) and preferences store. */
    public String id() {
        return id;
    }

    public String title() {
        return title;
    }

    /** The style class put on the scene's root while this theme is on. */
    public String styleClass() {
        return "theme-" + id;
    }

    /** The theme called {@code name} (case-insensitive; {@code high_contrast} and {@code contrast} too), or null. */
    public static Theme byName(String name) {
        if (name == null) {
            return null;
        }
        String key = name.trim().toLowerCase(Locale.ROOT).replace('_', '-');
        if (key.equals("contrast") || key.equals("hc")) {
            return HIGH_CONTRAST;
        }
        for (Theme theme : values()) {
            if (theme.id.equals(key)) {
                return theme;
            }
        }
        return null;
    }
}
