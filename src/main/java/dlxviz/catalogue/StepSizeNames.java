package dlxviz.catalogue;

import dlxviz.playback.StepSize;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The step sizes by the names users type ({@code --step-size choice}, a lesson's {@code step:},
 * the saved preference): each size's {@link StepSize#label()}, in any case.
 */
public final class StepSizeNames {
    private StepSizeNames() {
    }

    /** {@code link}, {@code cover}, {@code choice}, {@code level}, {@code solution}: smallest first. */
    public static List<String> names() {
        return Arrays.stream(StepSize.values()).map(StepSize::label).toList();
    }

    /** The step size {@code typed} names, or empty. */
    public static Optional<StepSize> find(String typed) {
        String key = TypedName.key(typed);
        return Arrays.stream(StepSize.values()).filter(size -> size.label().equals(key)).findFirst();
    }

    /**
     * The step size a user typed, ignoring case and surrounding blanks.
     *
     * @throws IllegalArgumentException naming the text and the valid names
     */
    public static StepSize parse(String typed) {
        return find(typed).orElseThrow(() -> new IllegalArgumentException("unknown step size '" + typed
                + "': use one of " + String.join(", ", names())));
    }
}
