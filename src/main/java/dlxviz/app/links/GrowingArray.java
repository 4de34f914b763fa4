package dlxviz.app.links;

import java.util.Arrays;

/** The batches' coordinate arrays, kept from frame to frame and grown by doubling when a frame needs more. */
final class GrowingArray {
    private GrowingArray() {
    }

    /** {@code array} when it holds {@code length} numbers, else a copy at least twice as long. */
    static double[] atLeast(double[] array, int length) {
        return length <= array.length ? array : Arrays.copyOf(array, Math.max(length, 2 * array.length));
    }
}
