package dlxviz.slides;

import java.util.Locale;

/** The size of the window the pictures are taken of, {@code WIDTHxHEIGHT} in pixels. */
public record FrameSize(int width, int height) {
    /** The app window's smallest size (its stage refuses less). */
    public static final int MIN_WIDTH = 800;
    public static final int MIN_HEIGHT = 560;
    /** Larger than 4K pictures cost memory (one frame of 4096x4096 is 64 MB) and say nothing more. */
    public static final int MAX_SIDE = 4096;

    /**
     * Reads {@code 1280x720} (an {@code X} or {@code ×} works too).
     *
     * @throws IllegalArgumentException saying what is wrong and what to type
     */
    public static FrameSize parse(String text) {
        String size = text == null ? "" : text.strip().toLowerCase(Locale.ROOT).replace('×', 'x');
        int x = size.indexOf('x');
        if (x <= 0 || x == size.length() - 1 || !digits(size.substring(0, x)) || !digits(size.substring(x + 1))) {
            throw new IllegalArgumentException("--size '" + text + "' is not a size: give WIDTHxHEIGHT in pixels, "
                    + "for example 1280x720");
        }
        int width = number(size.substring(0, x));
        int height = number(size.substring(x + 1));
        if (width < MIN_WIDTH || height < MIN_HEIGHT) {
            throw new IllegalArgumentException("--size " + text.strip() + " is smaller than the window's smallest, "
                    + MIN_WIDTH + "x" + MIN_HEIGHT + " (the links, board and matrix views are parts of that window)");
        }
        if (width > MAX_SIDE || height > MAX_SIDE) {
            throw new IllegalArgumentException("--size " + text.strip() + " is larger than " + MAX_SIDE + " pixels on a side");
        }
        return new FrameSize(width, height);
    }

    private static boolean digits(String text) {
        return !text.isEmpty() && text.chars().allMatch(Character::isDigit);
    }

    private static int number(String digits) {
        return digits.length() > 6 ? Integer.MAX_VALUE : Integer.parseInt(digits);
    }

    @Override
    public String toString() {
        return width + "x" + height;
    }
}
