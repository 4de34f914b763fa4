package dlxviz.app.window.model;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Whether a background run (run to end, next solution, count) holds the search, with what it
 * says of its progress. While busy, the cursor does not move by command.
 */
public final class BusyState {
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "text", "");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", -1);

    /** A run starts: {@code title} says what it does ("Counting solutions…"). */
    void begin(String title) {
        busy.set(true);
        text.set(title);
        progress.set(-1);
    }

    /** The run reports: {@code status} in words, {@code fraction} 0..1 or -1 when unknown. */
    void progress(String status, double fraction) {
        text.set(status);
        progress.set(fraction);
    }

    void end() {
        busy.set(false);
        text.set("");
        progress.set(-1);
    }

    public boolean isBusy() {
        return busy.get();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    /** Progress of the run, 0..1, or -1 when unknown. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }
}
