package dlxviz.app.boards.model;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * A board model that turns each input into an immutable state (what the board shows) and
 * publishes it as a property its view observes.
 *
 * @param <S> the state: {@link SudokuBoard}, {@link QueensBoard}, ...
 */
public abstract class StateBoardModel<S> implements BoardModel {
    private final ReadOnlyObjectWrapper<S> state = new ReadOnlyObjectWrapper<>(this, "state");

    StateBoardModel() { // the boards' views follow it; only this package's models extend it
    }

    @Override
    public final void show(BoardInput input) {
        state.set(compute(input));
    }

    /** What the board shows for {@code input}. */
    protected abstract S compute(BoardInput input);

    /** The state last shown (null before the first). */
    public final ReadOnlyObjectProperty<S> stateProperty() {
        return state.getReadOnlyProperty();
    }

    public final S state() {
        return state.get();
    }
}
