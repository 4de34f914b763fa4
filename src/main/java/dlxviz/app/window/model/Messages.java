package dlxviz.app.window.model;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The window's message bar: one line, an error (bad input, a failed save) or information (a
 * breakpoint hit, a count finished), until the next one or until dismissed.
 */
public final class Messages {
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "text", "");
    private final ReadOnlyBooleanWrapper error = new ReadOnlyBooleanWrapper(this, "error");

    public void showError(String message) {
        error.set(true);
        text.set(message);
    }

    public void showInfo(String message) {
        error.set(false);
        text.set(message);
    }

    /** Nothing to say: the line empty and no error, so a dismissed error no longer holds back what follows. */
    public void clear() {
        error.set(false);
        text.set("");
    }

    /** Clears an information line, but leaves an error for the user to read. */
    public void clearUnlessError() {
        if (!error.get()) {
            clear();
        }
    }

    /** The line shown; empty for none. */
    public ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    public String text() {
        return text.get();
    }

    public boolean isError() {
        return error.get();
    }
}
