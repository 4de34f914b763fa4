package dlxviz.app.dialogs;

import dlxviz.app.export.SeriesChoice;
import dlxviz.playback.StepSize;
import dlxviz.slides.AnimatedGif;
import dlxviz.slides.FrameSize;
import dlxviz.slides.StepRange;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The fields of File > Export picture > A series, as typed, and the {@link SeriesChoice} they
 * make, or what is wrong with them, in the form's own words. Kept between openings, so what was
 * typed stays. Tested without a window.
 */
public final class SeriesForm {

    private final StringProperty from = new SimpleStringProperty(this, "from", "0");
    private final StringProperty to = new SimpleStringProperty(this, "to", "12");
    private final StringProperty every = new SimpleStringProperty(this, "every", "1");
    private final ObjectProperty<StepSize> stepSize = new SimpleObjectProperty<>(this, "stepSize", StepSize.COVER);
    private final StringProperty width = new SimpleStringProperty(this, "width", "1280");
    private final StringProperty height = new SimpleStringProperty(this, "height", "720");
    private final StringProperty folder = new SimpleStringProperty(this, "folder",
            Path.of(System.getProperty("user.home"), "dlx-slides").toString());
    private final BooleanProperty gif = new SimpleBooleanProperty(this, "gif", true);
    private final StringProperty gifName = new SimpleStringProperty(this, "gifName", "lesson.gif");
    private final StringProperty delay = new SimpleStringProperty(this, "delay", Integer.toString(AnimatedGif.DEFAULT_DELAY));
    private final Map<String, BooleanProperty> views = new LinkedHashMap<>();
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");

    /** @param viewNames the views a picture can be taken of, in order; the first is ticked */
    public SeriesForm(Iterable<String> viewNames) {
        for (String name : viewNames) {
            views.put(name, new SimpleBooleanProperty(this, name, views.isEmpty()));
        }
    }

    /** The choice the fields make; null when they make none, with the reason in {@link #errorProperty()}. */
    public SeriesChoice choice() {
        try {
            SeriesChoice choice = read();
            error.set("");
            return choice;
        } catch (IllegalArgumentException e) {
            error.set(e.getMessage());
            return null;
        }
    }

    private SeriesChoice read() {
        int first = number("From", from.get(), 0, StepRange.MAX_STEP);
        int last = number("To", to.get(), 0, StepRange.MAX_STEP);
        if (last < first) {
            throw new IllegalArgumentException("To (" + last + ") comes before From (" + first + "): the steps run from "
                    + "From to To.");
        }
        int step = number("Every", every.get(), 1, StepRange.MAX_STEP);
        var chosen = views.entrySet().stream().filter(e -> e.getValue().get()).map(Map.Entry::getKey).toList();
        if (chosen.isEmpty()) {
            throw new IllegalArgumentException("Tick at least one view to take pictures of.");
        }
        int w = number("Width", width.get(), FrameSize.MIN_WIDTH, FrameSize.MAX_SIDE);
        int h = number("Height", height.get(), FrameSize.MIN_HEIGHT, FrameSize.MAX_SIDE);
        Path dir = path("Folder", folder.get());
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new IllegalArgumentException("Folder: " + dir + " is a file, not a folder.");
        }
        Path animation = null;
        int millis = AnimatedGif.DEFAULT_DELAY;
        if (gif.get()) {
            String name = gifName.get() == null ? "" : gifName.get().strip();
            if (name.isEmpty() || name.contains("/") || name.contains("\\")) {
                throw new IllegalArgumentException("GIF: give a file name (such as lesson.gif); it goes into the folder.");
            }
            animation = dir.resolve(name.contains(".") ? name : name + ".gif");
            millis = number("Each frame", delay.get(), AnimatedGif.MIN_DELAY, AnimatedGif.MAX_DELAY);
        }
        return new SeriesChoice(stepSize.get(), new StepRange(first, last, step), chosen, new FrameSize(w, h), dir,
                animation, millis);
    }

    private static int number(String field, String text, int min, int max) {
        String digits = text == null ? "" : text.strip();
        if (digits.isEmpty() || !digits.chars().allMatch(Character::isDigit) || digits.length() > 9) {
            throw new IllegalArgumentException(field + ": '" + (text == null ? "" : text) + "' is not a whole number"
                    + (min == 0 ? " of 0 or more." : " from " + min + " to " + max + "."));
        }
        int value = Integer.parseInt(digits);
        if (value < min || value > max) {
            throw new IllegalArgumentException(field + ": " + value + " is outside " + min + " to " + max + ".");
        }
        return value;
    }

    private static Path path(String field, String text) {
        String name = text == null ? "" : text.strip();
        if (name.isEmpty()) {
            throw new IllegalArgumentException(field + ": choose where the pictures go.");
        }
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException(field + ": '" + name + "' is not a path (" + e.getReason() + ").");
        }
    }

    public StringProperty fromProperty() {
        return from;
    }

    public StringProperty toProperty() {
        return to;
    }

    public StringProperty everyProperty() {
        return every;
    }

    public ObjectProperty<StepSize> stepSizeProperty() {
        return stepSize;
    }

    public StringProperty widthProperty() {
        return width;
    }

    public StringProperty heightProperty() {
        return height;
    }

    public StringProperty folderProperty() {
        return folder;
    }

    public BooleanProperty gifProperty() {
        return gif;
    }

    public StringProperty gifNameProperty() {
        return gifName;
    }

    public StringProperty delayProperty() {
        return delay;
    }

    /** Whether view {@code name} is ticked. */
    public BooleanProperty viewProperty(String name) {
        return views.get(name);
    }

    /** What is wrong with the fields, or empty. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }
}
