package dlxviz.app.teaching.model;

import dlxviz.engine.ItemChoice;
import dlxviz.playback.ReadOnlyPlayback;
import dlxviz.playback.StepSize;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableBooleanValue;

/**
 * What the Algorithm X panel shows at the cursor: the lit step and routine lines, the variables,
 * and which listing is in front. By default the listing follows the step size: stepping link by
 * link shows the link routines, any larger step the steps of Algorithm X. FX thread only.
 */
public final class AlgorithmModel {
    /** Which listing the panel shows. */
    public enum Listing {
        /** The routines at step size link, Algorithm X otherwise. */
        FOLLOW("Follow"),
        ALGORITHM("Algorithm"),
        ROUTINES("Routines");

        private final String label;

        Listing(String label) {
            this.label = label;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    private static final AlgorithmLines.Lit NOTHING = new AlgorithmLines.Lit("X1", null);

    private final ObjectProperty<Listing> listing = new SimpleObjectProperty<>(this, "listing", Listing.FOLLOW);
    private final ObjectProperty<StepSize> stepSize = new SimpleObjectProperty<>(this, "stepSize", StepSize.COVER);
    private final ReadOnlyObjectWrapper<ItemChoice> rule = new ReadOnlyObjectWrapper<>(this, "rule", ItemChoice.MIN_LENGTH);
    /** True when the search shown has colours: the panel lists Algorithm C then. */
    private final javafx.beans.property.ReadOnlyBooleanWrapper colours =
            new javafx.beans.property.ReadOnlyBooleanWrapper(this, "colours", false);
    private final ReadOnlyObjectWrapper<AlgorithmLines.Lit> lit = new ReadOnlyObjectWrapper<>(this, "lit", NOTHING);
    private final ReadOnlyObjectWrapper<List<AlgorithmVariables.Variable>> variables =
            new ReadOnlyObjectWrapper<>(this, "variables", List.of());
    private final BooleanBinding showsRoutines = Bindings.createBooleanBinding(
            () -> listing.get() == Listing.ROUTINES
                    || (listing.get() == Listing.FOLLOW && stepSize.get() == StepSize.LINK),
            listing, stepSize);

    /** Brings the lit lines and the variables to the cursor of {@code playback} (null: nothing open). */
    public void show(ReadOnlyPlayback playback) {
        if (playback == null) {
            lit.set(NOTHING);
            variables.set(List.of());
            return;
        }
        rule.set(playback.choice());
        colours.set(playback.torus().hasColours());
        lit.set(AlgorithmLines.at(playback));
        variables.set(List.copyOf(AlgorithmVariables.at(playback)));
    }

    public ObjectProperty<Listing> listingProperty() {
        return listing;
    }

    /** The window's step size, which the listing follows by default (bound by the window). */
    public ObjectProperty<StepSize> stepSizeProperty() {
        return stepSize;
    }

    /** The choice rule of the search shown: step X3 is written for it. */
    public ReadOnlyObjectProperty<ItemChoice> ruleProperty() {
        return rule.getReadOnlyProperty();
    }

    public javafx.beans.property.ReadOnlyBooleanProperty coloursProperty() {
        return colours.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<AlgorithmLines.Lit> litProperty() {
        return lit.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<List<AlgorithmVariables.Variable>> variablesProperty() {
        return variables.getReadOnlyProperty();
    }

    /** True when the link routines are in front, false for Algorithm X. */
    public ObservableBooleanValue showsRoutinesProperty() {
        return showsRoutines;
    }

    public boolean showsRoutines() {
        return showsRoutines.get();
    }
}
