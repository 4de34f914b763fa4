package dlxviz.app.session;

import java.util.HashMap;
import java.util.Map;
import java.util.prefs.AbstractPreferences;

/**
 * Preferences kept in memory only, for a window that must neither read nor change what the user
 * chose: the slides command (it renders with the settings it is given, every time the same way)
 * and the tests (java.util.prefs' user root is a real store on disk).
 */
public final class InMemoryPreferences extends AbstractPreferences {
    private final Map<String, String> values = new HashMap<>();
    private final Map<String, InMemoryPreferences> children = new HashMap<>();

    public InMemoryPreferences() {
        this(null, "");
    }

    private InMemoryPreferences(InMemoryPreferences parent, String name) {
        super(parent, name);
    }

    @Override
    protected void putSpi(String key, String value) {
        values.put(key, value);
    }

    @Override
    protected String getSpi(String key) {
        return values.get(key);
    }

    @Override
    protected void removeSpi(String key) {
        values.remove(key);
    }

    @Override
    protected void removeNodeSpi() {
        values.clear();
    }

    @Override
    protected String[] keysSpi() {
        return values.keySet().toArray(new String[0]);
    }

    @Override
    protected String[] childrenNamesSpi() {
        return children.keySet().toArray(new String[0]);
    }

    @Override
    protected AbstractPreferences childSpi(String name) {
        return children.computeIfAbsent(name, n -> new InMemoryPreferences(this, n));
    }

    @Override
    protected void syncSpi() {
        // memory only: nothing to sync
    }

    @Override
    protected void flushSpi() {
        // memory only: nothing to flush
    }
}
