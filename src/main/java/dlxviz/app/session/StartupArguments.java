package dlxviz.app.session;

import dlxviz.app.theme.Theme;
import dlxviz.catalogue.StepSizeNames;
import dlxviz.catalogue.TabNames;
import dlxviz.catalogue.TypedName;
import dlxviz.lesson.Look;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the window should open with, from the command line:
 * {@code [FILE|PUZZLE] [--example NAME] [--goto E] [--steps N] [--step-size S] [--theme T]
 * [--scale X] [--legend|--no-legend] [--presentation] [--tab T] [--workbench[=PAGE]]}.
 * Parsing never throws anything but {@link Invalid}, whose message is shown in the window.
 *
 * @param source    a file name or a puzzle written out on the command line (null for none)
 * @param example   a built-in example's name (null for none); checked when it is loaded
 * @param goTo      the event to go to after loading, counted from the very start as the timeline
 *                  counts them (-1 for none); steps are taken from there
 * @param steps     how many steps to take after loading (0 for none)
 * @param stepSize  the step size's name ({@code link}, {@code cover}, ...; null for the saved one)
 * @param theme     the colour theme (null for the saved one)
 * @param scale     the font scale, {@link Look#MIN_SCALE} to {@link Look#MAX_SCALE} (0 for the saved one)
 * @param legend    show the legend of the marks (true, {@code --legend}) or not (false,
 *                  {@code --no-legend}); null: as saved
 * @param presentation open in the presentation layout
 * @param tab       the tab beside the links to show ({@code board}, {@code matrix}, ...; null: the board)
 * @param workbench the sudoku workbench's page to open it at ({@code type}, {@code generate},
 *                  {@code library}), with the puzzle given put on its grid; null: not opened
 */
public record StartupArguments(String source, String example, long goTo, int steps, String stepSize,
                               Theme theme, double scale, Boolean legend, boolean presentation, String tab,
                               String workbench) {

    /** The workbench's pages, by the names users type after {@code --workbench=}. */
    public static final List<String> WORKBENCH_PAGES = List.of("type", "generate", "library");

    /**
     * The window's start-up options. {@code --lesson FILE} is read before these arguments (by the
     * app's lesson package, which this one may not use) but belongs to the same command line.
     */
    public static final String USAGE = "usage: [FILE|PUZZLE] [--example NAME] [--lesson FILE] [--goto EVENT] [--steps N] "
            + "[--step-size " + String.join("|", StepSizeNames.names()) + "] [--theme " + String.join("|", themes())
            + "] [--scale X] [--legend|--no-legend] [--presentation] [--tab " + String.join("|", TabNames.NAMES)
            + "] [--workbench[=" + String.join("|", WORKBENCH_PAGES) + "]]";

    /** No arguments: open with what the preferences say. */
    public static StartupArguments none() {
        return new StartupArguments(null, null, -1, 0, null, null, 0, null, false, null, null);
    }

    /** What these arguments ask of the window's look and step size; the rest as saved. */
    public WindowLook look() {
        return new WindowLook(stepSize == null ? null : StepSizeNames.parse(stepSize), theme, scale, legend, presentation);
    }

    /** Bad command-line arguments; the message says which one and why. */
    public static final class Invalid extends Exception {
        private static final long serialVersionUID = 1L;

        public Invalid(String message) {
            super(message);
        }
    }

    /**
     * The arguments, or the first thing wrong with them (for {@code slides}, where a bad option
     * ends the command).
     */
    public static StartupArguments parse(List<String> args) throws Invalid {
        Reading reading = read(args);
        if (!reading.problems().isEmpty()) {
            throw new Invalid(reading.problems().get(0));
        }
        return reading.arguments();
    }

    /**
     * The arguments read, each bad one left out, with a sentence for each: the window opens with
     * the good ones and says what it left out ({@code --example queens6 --theme neon} opens
     * queens6, saying that there is no theme 'neon').
     */
    public record Reading(StartupArguments arguments, List<String> problems) {
        public Reading {
            problems = List.copyOf(problems);
        }

        /** The problems as one message, each sentence ending in a full stop; empty for none. */
        public String message() {
            return Sentences.join(problems.toArray(new String[0]));
        }
    }

    /** Reads every argument it can; see {@link Reading}. */
    public static Reading read(List<String> args) {
        Builder b = new Builder();
        List<String> problems = new ArrayList<>();
        for (b.at = 0; b.at < args.size(); b.at++) {
            try {
                b.take(args);
            } catch (Invalid e) {
                problems.add(e.getMessage()); // its value, if it took one, is passed over with it
            }
        }
        if (b.source != null && b.example != null) {
            problems.add("give either a puzzle/file or --example, not both; --example " + b.example + " is left out");
            b.example = null;
        }
        return new Reading(new StartupArguments(b.source, b.example, b.goTo, b.steps, b.stepSize, b.theme, b.scale,
                b.legend, b.presentation, b.tab, b.workbench), problems);
    }

    /** The arguments as they are read. */
    private static final class Builder {
        String source;
        String example;
        int steps;
        long goTo = -1;
        String stepSize;
        Theme theme;
        double scale;
        Boolean legend;
        boolean presentation;
        String tab;
        String workbench;
        /** The argument being read; moved past its value when it takes one. */
        int at;

        /** Takes the argument at {@link #at} (and its value). */
        void take(List<String> args) throws Invalid {
            String arg = args.get(at);
            String name = arg;
            String value = null;
            if (arg.startsWith("--") && arg.contains("=")) {
                name = arg.substring(0, arg.indexOf('='));
                value = arg.substring(arg.indexOf('=') + 1);
            }
            if (name.equals("--legend") || name.equals("--no-legend") || name.equals("--presentation")) {
                if (value != null) {
                    throw new Invalid(name + " takes no value. " + USAGE);
                }
                if (!name.equals("--presentation")) {
                    legend = name.equals("--legend"); // the last one given counts
                }
                presentation |= name.equals("--presentation");
                return;
            }
            if (name.equals("--workbench")) { // a flag whose value, when given with '=', names the page
                String page = value == null ? WORKBENCH_PAGES.get(0) : value.trim().toLowerCase(Locale.ROOT);
                if (!WORKBENCH_PAGES.contains(page)) {
                    throw new Invalid("--workbench='" + value + "' is not one of " + String.join(", ", WORKBENCH_PAGES));
                }
                workbench = page;
                return;
            }
            if (!name.startsWith("--")) {
                if (arg.isBlank()) {
                    return;
                }
                if (source != null) {
                    throw new Invalid("two puzzles or files given ('" + shorten(source) + "' and '"
                            + shorten(arg) + "'); give one");
                }
                source = arg;
                return;
            }
            if (!List.of("--example", "--goto", "--steps", "--step-size", "--theme", "--scale", "--tab").contains(name)) {
                throw new Invalid("unknown option '" + name + "'. " + USAGE);
            }
            if (value == null) {
                if (at + 1 >= args.size()) {
                    throw new Invalid(name + " needs a value. " + USAGE);
                }
                value = args.get(++at);
            }
            option(name, value);
        }

        private void option(String name, String value) throws Invalid {
            switch (name) {
                case "--example":
                    example = value.trim();
                    break;
                case "--steps":
                    steps = parseSteps(value);
                    break;
                case "--goto":
                    goTo = parseEvent(value);
                    break;
                case "--step-size":
                    String size = TypedName.key(value);
                    if (StepSizeNames.find(size).isEmpty()) {
                        throw new Invalid("--step-size '" + value + "' is not one of " + String.join(", ", StepSizeNames.names()));
                    }
                    stepSize = size;
                    break;
                case "--theme":
                    Theme named = Theme.byName(value);
                    if (named == null) {
                        throw new Invalid("--theme '" + value + "' is not one of " + String.join(", ", themes()));
                    }
                    theme = named;
                    break;
                case "--scale":
                    scale = parseScale(value);
                    break;
                default: // --tab
                    tab = TabNames.find(value).orElseThrow(() -> new Invalid("--tab '" + value + "' is not one of "
                            + String.join(", ", TabNames.NAMES)));
                    break;
            }
        }
    }

    private static long parseEvent(String value) throws Invalid {
        try {
            long event = Long.parseLong(value.trim().replace(",", "").replace("_", ""));
            if (event < 0) {
                throw new Invalid("--goto " + value + " is negative; give an event number, 0 or more");
            }
            return event;
        } catch (NumberFormatException e) {
            throw new Invalid("--goto '" + value + "' is not a whole number of events (for example 2,500)");
        }
    }

    private static int parseSteps(String value) throws Invalid {
        try {
            int steps = Integer.parseInt(value.trim());
            if (steps < 0) {
                throw new Invalid("--steps " + value + " is negative; give 0 or more");
            }
            return steps;
        } catch (NumberFormatException e) {
            throw new Invalid("--steps '" + value + "' is not a whole number");
        }
    }

    private static double parseScale(String value) throws Invalid {
        try {
            double scale = Double.parseDouble(value.trim().replace("%", ""));
            if (value.trim().endsWith("%")) {
                scale /= 100;
            }
            if (!(scale >= Look.MIN_SCALE && scale <= Look.MAX_SCALE)) {
                throw new Invalid("--scale " + value + " is outside " + Look.MIN_SCALE + ".." + Look.MAX_SCALE);
            }
            return scale;
        } catch (NumberFormatException e) {
            throw new Invalid("--scale '" + value + "' is not a number (for example 1.5)");
        }
    }

    /** The themes by the names users type. */
    private static List<String> themes() {
        return java.util.Arrays.stream(Theme.values()).map(Theme::id).toList();
    }

    private static String shorten(String text) {
        return text.length() <= 24 ? text : text.substring(0, 21) + "...";
    }
}
