package dlxviz.app.workbench.model;

import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.Generator;
import dlxviz.sudoku.Symmetry;

/**
 * The generator's form read: the settings the {@link Generator} takes and the seed, or an
 * {@link IllegalArgumentException} whose message says which field is wrong and why. A clue target
 * below what any unique puzzle of the size has is refused at once, with the floor and its reason
 * (as {@code generate --clues} does): no amount of time would reach it.
 *
 * @param settings   what to make
 * @param seed       the random seed: the same seed, the same puzzle
 * @param seedChosen false when the form left the seed blank and one was drawn
 */
public record GenerateRequest(Generator.Settings settings, long seed, boolean seedChosen) {
    /**
     * Reads the form; blank fields take the command line's defaults (no target, a seed drawn from
     * the clock, 10 seconds for a target and one pass without).
     *
     * @param drawnSeed the seed to use when the seed field is blank
     */
    public static GenerateRequest read(BoxShape shape, Symmetry symmetry, String cluesText, String seedText,
                                       String secondsText, long drawnSeed) {
        if (shape == null) {
            throw new IllegalArgumentException("Choose a size.");
        }
        if (symmetry == null) {
            throw new IllegalArgumentException("Choose a symmetry.");
        }
        int n = shape.size();
        int clues = 0;
        if (!blank(cluesText)) {
            clues = wholeNumber("Clue target", cluesText);
            if (clues < 1 || clues > n * n) {
                throw new IllegalArgumentException("Clue target: a " + n + "x" + n + " puzzle has 1 to " + n * n
                        + " clues, not " + cluesText.trim() + ".");
            }
            Generator.ClueFloor floor = Generator.clueFloor(shape);
            if (clues < floor.clues()) {
                throw new IllegalArgumentException("Clue target " + clues + " cannot be reached: " + floor.why()
                        + ". The smallest target is " + floor.clues() + "; one pass without a target typically leaves "
                        + Generator.typicalOnePass(n) + ".");
            }
        }
        long seed = drawnSeed;
        boolean chosen = !blank(seedText);
        if (chosen) {
            try {
                seed = Long.parseLong(seedText.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("Seed: '" + seedText.trim() + "' is not a whole number "
                        + "(leave it blank for a new puzzle each time).");
            }
        }
        double seconds = clues > 0 ? Generator.TARGET_SECONDS : 0;
        if (!blank(secondsText)) {
            try {
                seconds = Double.parseDouble(secondsText.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("Time: '" + secondsText.trim() + "' is not a number of seconds.");
            }
            if (!(seconds >= 0 && seconds <= 3600)) {
                throw new IllegalArgumentException("Time: give 0 to 3600 seconds, not " + secondsText.trim() + ".");
            }
        }
        return new GenerateRequest(new Generator.Settings(shape, symmetry, clues, Math.round(seconds * 1000)), seed, chosen);
    }

    private static boolean blank(String text) {
        return text == null || text.isBlank();
    }

    private static int wholeNumber(String field, String text) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(field + ": '" + text.trim() + "' is not a whole number.");
        }
    }

    /** "9x9, 180-degree symmetry, target 24 clues, seed 42" for titles and messages. */
    public String describe() {
        BoxShape shape = settings.shape();
        int n = shape.size();
        String boxes = BoxShape.forSize(n).equals(shape) ? "" : " (" + shape + " boxes)";
        return n + "x" + n + boxes + ", " + symmetryWords(settings.symmetry())
                + (settings.targetClues() > 0 ? ", target " + settings.targetClues() + " clues" : "") + ", seed " + seed;
    }

    /** "180-degree symmetry", "no symmetry", ... */
    public static String symmetryWords(Symmetry symmetry) {
        switch (symmetry) {
            case NONE:
                return "no symmetry";
            case ROTATE_180:
                return "180-degree symmetry";
            case ROTATE_90:
                return "90-degree symmetry";
            case MIRROR:
                return "mirror symmetry";
            default:
                return "diagonal symmetry";
        }
    }
}
