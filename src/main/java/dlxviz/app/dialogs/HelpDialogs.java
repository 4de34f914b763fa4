package dlxviz.app.dialogs;

import dlxviz.app.marks.Legend;
import dlxviz.app.theme.Theme;
import dlxviz.app.theme.Themes;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.GridPane;
import javafx.stage.Modality;
import javafx.stage.Window;

/** Help > Keyboard shortcuts, What the marks mean, and Algorithm X: short pages in the window's theme. */
public final class HelpDialogs {
    private HelpDialogs() {
    }

    /** The keys as a table: {@code rows[i]} is a key and what it does. */
    public static Dialog<ButtonType> shortcuts(Window owner, String[][] rows, Theme theme, double scale) {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("shortcuts");
        grid.setHgap(24);
        grid.setVgap(6);
        double em = Themes.BASE_FONT_PX * scale;
        for (int row = 0; row < rows.length; row++) {
            Label key = new Label(rows[row][0]);
            key.getStyleClass().add("shortcut-key");
            key.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            Label what = new Label(rows[row][1]);
            what.setWrapText(true);
            what.setMaxWidth(28 * em); // a long line wraps rather than widen the page past the screen
            grid.addRow(row, key, what);
        }
        return dialog(owner, "Keyboard shortcuts", grid, theme, scale);
    }

    /** What every mark of the views means, drawn as the views draw it. */
    public static Dialog<ButtonType> legend(Window owner, Theme theme, double scale) {
        Legend legend = new Legend(true);
        legend.setPrefWrapLength(30 * Themes.BASE_FONT_PX * scale);
        return dialog(owner, "What the marks mean", legend, theme, scale);
    }

    public static Dialog<ButtonType> algorithmX(Window owner, Theme theme, double scale) {
        Label text = new Label(resource("/dlxviz/app/algorithm-x.txt"));
        text.getStyleClass().add("help-text");
        text.setWrapText(true);
        double em = Themes.BASE_FONT_PX * scale;
        ScrollPane scroll = new ScrollPane(text);
        scroll.setFitToWidth(true);
        // a wrapped label asks for its whole text on one line; the viewport decides the width
        scroll.setPrefViewportWidth(40 * em);
        scroll.setPrefViewportHeight(24 * em);
        return dialog(owner, "Algorithm X and dancing links", scroll, theme, scale);
    }

    /** The share of the screen a page may take at most; beyond it, the page scrolls. */
    private static final double MOST_OF_THE_SCREEN = 0.92;

    private static Dialog<ButtonType> dialog(Window owner, String title, javafx.scene.Node content, Theme theme, double scale) {
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.initModality(Modality.NONE);
        dialog.setTitle(title);
        dialog.setResizable(true);
        // every page scrolls, so that on a projector at a large text scale it can be made to fit
        ScrollPane scroll = content instanceof ScrollPane given ? given : new ScrollPane(content);
        scroll.setFitToWidth(true);
        dialog.getDialogPane().setContent(scroll);
        dialog.setOnShown(e -> fitOnScreen(dialog, owner));
        dialog.getDialogPane().getButtonTypes().add(ButtonType.CLOSE);
        Themes.apply(dialog.getDialogPane(), theme);
        Themes.applyScale(dialog.getDialogPane(), scale);
        return dialog;
    }

    /**
     * No larger than most of the owner's screen, centred on the owner and wholly on the screen,
     * its Close button with it: a page's own size at text scale 1.5 was up to 1,838 x 1,227 px,
     * placed above and left of the screen.
     */
    private static void fitOnScreen(Dialog<ButtonType> dialog, Window owner) {
        javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getScreensForRectangle(owner.getX(), owner.getY(),
                Math.max(1, owner.getWidth()), Math.max(1, owner.getHeight())).stream().findFirst()
                .orElse(javafx.stage.Screen.getPrimary()).getVisualBounds();
        double w = Math.min(dialog.getWidth(), MOST_OF_THE_SCREEN * screen.getWidth());
        double h = Math.min(dialog.getHeight(), MOST_OF_THE_SCREEN * screen.getHeight());
        dialog.setWidth(w);
        dialog.setHeight(h);
        double x = owner.getX() + (owner.getWidth() - w) / 2;
        double y = owner.getY() + (owner.getHeight() - h) / 2;
        dialog.setX(Math.max(screen.getMinX(), Math.min(screen.getMaxX() - w, x)));
        dialog.setY(Math.max(screen.getMinY(), Math.min(screen.getMaxY() - h, y)));
    }

    private static String resource(String name) {
        try (InputStream in = HelpDialogs.class.getResourceAsStream(name)) {
            return in == null ? "(help text missing)" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(help text unreadable: " + e.getMessage() + ")";
        }
    }
}
