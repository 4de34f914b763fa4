package dlxviz.lesson;

import dlxviz.catalogue.ExampleNames;
import dlxviz.catalogue.StepSizeNames;
import dlxviz.catalogue.TabNames;
import dlxviz.catalogue.TypedName;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.StepSize;
import dlxviz.problems.Dlx1Format;
import dlxviz.problems.Dlx1SyntaxException;
import dlxviz.text.TooDeep;
import dlxviz.problems.Examples;
import dlxviz.sudoku.PuzzleLibrary;
import dlxviz.sudoku.PuzzleParser;
import dlxviz.sudoku.ReadOptions;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Compose;
import org.snakeyaml.engine.v2.common.ScalarStyle;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/**
 * Reads a lesson file (YAML; src/docs/lessons.md). SnakeYAML Engine composes the file into a tree
 * of nodes that remember where they were written; this class walks that tree, so every mistake,
 * in the YAML or in what it says (an unknown key, an example that does not exist, a position that
 * is not one, a DLX1 text with a bad line), is reported with its line and column.
 *
 * <p>A stop that leaves out its problem, step size, tab or look keeps those of the stop before;
 * its {@code at} is where the stop before ended (Ready when the problem changes), its
 * {@code until} its own {@code at}.
 */
public final class LessonReader {
    /** Larger is not a lesson; refused before it is read. */
    public static final long MAX_BYTES = 1024 * 1024;

    private final String text;
    private final String[] lines;
    private final Path folder;

    private LessonReader(String text, Path folder) {
        this.text = text;
        this.lines = text.split("\\R", -1);
        this.folder = folder;
    }

    /**
     * Reads a lesson.
     *
     * @param folder the lesson's folder, where {@code file:} problems are looked for; null: not checked
     * @throws LessonFormatException saying where and what
     */
    public static Lesson read(String text, Path folder) throws LessonFormatException {
        return new LessonReader(text == null ? "" : text, folder).lesson();
    }

    /** Reads a lesson file; its {@code file:} problems are looked for beside it. */
    public static Lesson read(Path file) throws LessonFormatException {
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw new LessonFormatException(0, 0, file.getFileName() + " is larger than " + MAX_BYTES / 1024
                        + " KB; that is not a lesson");
            }
            String content = Files.readString(file);
            Path parent = file.toAbsolutePath().getParent();
            return read(content, parent);
        } catch (java.nio.charset.MalformedInputException e) {
            throw new LessonFormatException(0, 0, file.getFileName() + " is not a text file (not UTF-8)");
        } catch (java.io.IOException e) {
            throw new LessonFormatException(0, 0, "cannot read " + file + ": " + e.getMessage());
        }
    }

    private Lesson lesson() throws LessonFormatException {
        Node root = compose();
        MappingNode top = mapping(root, "the lesson", "title: and stops:");
        Map<String, NodeTuple> keys = keys(top, LessonKeys.TOP, "a lesson's keys are title and stops");
        String title = keys.containsKey(LessonKeys.TITLE) ? string(keys.get(LessonKeys.TITLE).getValueNode(), "title") : null;
        NodeTuple stopsTuple = keys.get(LessonKeys.STOPS);
        if (stopsTuple == null) {
            throw error(top, "the lesson has no stops: write 'stops:' and under it one '- example: ...' per stop");
        }
        Node stopsNode = stopsTuple.getValueNode();
        if (!(stopsNode instanceof SequenceNode sequence) || sequence.getValue().isEmpty()) {
            throw error(stopsNode, "stops must be a list of one or more stops, each starting with '- '");
        }
        List<Stop> stops = new ArrayList<>();
        int[] stopLines = new int[sequence.getValue().size()];
        Stop before = null;
        for (Node node : sequence.getValue()) {
            stopLines[stops.size()] = line(node);
            before = stop(node, before, stops.size() + 1);
            stops.add(before);
        }
        return new Lesson(title, stops, stopLines);
    }

    private Node compose() throws LessonFormatException {
        LoadSettings settings = LoadSettings.builder().setLabel("lesson").setAllowDuplicateKeys(false)
                .setCodePointLimit((int) MAX_BYTES).build();
        try {
            Optional<Node> node = new Compose(settings).composeString(text);
            if (node.isEmpty()) {
                throw new LessonFormatException(1, 1, "the lesson is empty: write 'title:' and 'stops:'");
            }
            return node.get();
        } catch (MarkedYamlEngineException e) {
            Optional<Mark> mark = e.getProblemMark().isPresent() ? e.getProblemMark() : e.getContextMark();
            String problem = e.getProblem() == null ? e.getMessage() : e.getProblem();
            String context = e.getContext() == null ? "" : " (" + e.getContext() + ")";
            throw new LessonFormatException(mark.map(m -> m.getLine() + 1).orElse(0),
                    mark.map(m -> m.getColumn() + 1).orElse(0), "not valid YAML: " + problem + context);
        } catch (YamlEngineException e) {
            throw new LessonFormatException(0, 0, "not valid YAML: " + e.getMessage());
        } catch (StackOverflowError e) {
            throw new LessonFormatException(0, 0, TooDeep.REASON); // see TooDeep: why this is caught
        }
    }

    // ------------------------------------------------------------------ one stop

    private Stop stop(Node node, Stop before, int number) throws LessonFormatException {
        MappingNode map = mapping(node, "stop " + number, "example: matrix4x4, at: ready, caption: ...");
        Map<String, NodeTuple> keys = keys(map, LessonKeys.STOP, "a stop's keys are " + String.join(", ", LessonKeys.STOP));
        ProblemRef problem = problem(map, keys, before, number);
        ItemChoice rule = before == null ? ItemChoice.MIN_LENGTH : before.rule();
        if (keys.containsKey(LessonKeys.RULE)) {
            rule = Stop.RULES.get(oneOf(keys.get(LessonKeys.RULE).getValueNode(), LessonKeys.RULE,
                    List.copyOf(new java.util.TreeSet<>(Stop.RULES.keySet()))));
        }
        boolean sameProblem = before != null && before.problem().equals(problem) && before.rule() == rule;
        Position at = keys.containsKey(LessonKeys.AT) ? position(keys.get(LessonKeys.AT))
                : sameProblem ? before.until() : Position.READY;
        Position until = keys.containsKey(LessonKeys.UNTIL) ? position(keys.get(LessonKeys.UNTIL)) : at;
        StepSize step = before == null ? StepSize.COVER : before.step();
        if (keys.containsKey(LessonKeys.STEP)) {
            Node value = keys.get(LessonKeys.STEP).getValueNode();
            try {
                step = StepSizeNames.parse(string(value, LessonKeys.STEP));
            } catch (IllegalArgumentException e) {
                throw error(value, e.getMessage());
            }
        }
        String tab = before == null ? TabNames.NAMES.get(0) : before.tab();
        if (keys.containsKey(LessonKeys.TAB)) {
            tab = oneOf(keys.get(LessonKeys.TAB).getValueNode(), LessonKeys.TAB, TabNames.NAMES);
        }
        Look look = look(keys, before == null ? Look.DEFAULT : before.look());
        String caption = keys.containsKey(LessonKeys.CAPTION) ? string(keys.get(LessonKeys.CAPTION).getValueNode(), LessonKeys.CAPTION) : "";
        String ask = keys.containsKey(LessonKeys.ASK) ? string(keys.get(LessonKeys.ASK).getValueNode(), LessonKeys.ASK) : null;
        return new Stop(problem, rule, at, until, step, tab, look, caption, ask);
    }

    private ProblemRef problem(MappingNode map, Map<String, NodeTuple> keys, Stop before, int number)
            throws LessonFormatException {
        NodeTuple found = null;
        ProblemRef.Kind kind = null;
        for (ProblemRef.Kind k : ProblemRef.Kind.values()) {
            NodeTuple tuple = keys.get(k.key());
            if (tuple == null) {
                continue;
            }
            if (found != null) {
                throw error(tuple.getKeyNode(), "stop " + number + " names two problems (" + kind.key() + " and "
                        + k.key() + "); give one");
            }
            found = tuple;
            kind = k;
        }
        if (found == null) {
            if (before == null) {
                throw error(map, "the first stop names no problem: give example:, file:, dlx: or puzzle:");
            }
            return before.problem();
        }
        Node value = found.getValueNode();
        String written = string(value, kind.key());
        switch (kind) {
            case EXAMPLE:
                String name = TypedName.key(written);
                if (!ExampleNames.exists(name)) {
                    throw error(value, "there is no example called '" + written.strip() + "'; examples are "
                            + String.join(", ", Examples.names()) + " and the library's sudokus ("
                            + String.join(", ", PuzzleLibrary.names().subList(0, Math.min(4, PuzzleLibrary.names().size())))
                            + ", ...)");
                }
                return new ProblemRef(kind, name);
            case FILE:
                checkFile(value, written.strip());
                return new ProblemRef(kind, written.strip());
            case DLX:
                checkDlx(value, written);
                return new ProblemRef(kind, written.strip());
            default:
                try {
                    PuzzleParser.parseOne(written, ReadOptions.AUTO);
                } catch (IllegalArgumentException e) {
                    throw error(value, "the puzzle cannot be read: " + e.getMessage());
                }
                return new ProblemRef(kind, written.strip());
        }
    }

    private void checkFile(Node value, String name) throws LessonFormatException {
        if (name.isEmpty()) {
            throw error(value, "file: names no file");
        }
        if (folder == null) {
            return;
        }
        try {
            if (!Files.isRegularFile(folder.resolve(name))) {
                throw error(value, "there is no file '" + name + "' beside the lesson (in " + folder + ")");
            }
        } catch (InvalidPathException e) {
            throw error(value, "'" + name + "' is not a file name: " + e.getReason());
        }
    }

    /** DLX1 text read as the app reads it; a fault inside a block (|) is reported at its own line. */
    private void checkDlx(Node value, String dlx) throws LessonFormatException {
        try {
            Dlx1Format.read(dlx).problem();
        } catch (Dlx1SyntaxException e) {
            ScalarNode scalar = (ScalarNode) value;
            if (scalar.getScalarStyle() == ScalarStyle.LITERAL && e.line() > 0) {
                int fileLine = line(value) + e.line(); // the block's text starts on the line after the '|'
                int indent = fileLine - 1 < lines.length ? indentOf(lines[fileLine - 1]) : 0;
                String reason = e.getMessage().substring(e.getMessage().indexOf(": ") + 2);
                throw new LessonFormatException(fileLine, e.column() > 0 ? indent + e.column() : 0,
                        "in the DLX1 text, " + reason);
            }
            throw error(value, "the DLX1 text cannot be read: " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw error(value, "the DLX1 text is not an exact-cover problem: " + e.getMessage());
        }
    }

    private static int indentOf(String line) {
        int i = 0;
        while (i < line.length() && line.charAt(i) == ' ') {
            i++;
        }
        return i;
    }

    private Position position(NodeTuple tuple) throws LessonFormatException {
        Node value = tuple.getValueNode();
        try {
            return Position.parse(string(value, ((ScalarNode) tuple.getKeyNode()).getValue()));
        } catch (IllegalArgumentException e) {
            throw error(value, e.getMessage());
        }
    }

    private Look look(Map<String, NodeTuple> keys, Look before) throws LessonFormatException {
        boolean presentation = keys.containsKey(LessonKeys.PRESENTATION)
                ? bool(keys.get(LessonKeys.PRESENTATION).getValueNode(), LessonKeys.PRESENTATION) : before.presentation();
        boolean legend = keys.containsKey(LessonKeys.LEGEND)
                ? bool(keys.get(LessonKeys.LEGEND).getValueNode(), LessonKeys.LEGEND) : before.legend();
        String theme = isWindow(keys.get(LessonKeys.THEME)) ? null : keys.containsKey(LessonKeys.THEME)
                ? oneOf(keys.get(LessonKeys.THEME).getValueNode(), LessonKeys.THEME, Look.THEMES) : before.theme();
        double scale = isWindow(keys.get(LessonKeys.SCALE)) ? 0 : keys.containsKey(LessonKeys.SCALE)
                ? number(keys.get(LessonKeys.SCALE).getValueNode(), LessonKeys.SCALE, Look.MIN_SCALE, Look.MAX_SCALE)
                : before.scale();
        double zoom = keys.containsKey(LessonKeys.ZOOM)
                ? number(keys.get(LessonKeys.ZOOM).getValueNode(), LessonKeys.ZOOM, Look.MIN_ZOOM, Look.MAX_ZOOM)
                : before.zoom();
        return new Look(presentation, legend, theme, scale, zoom);
    }

    // ------------------------------------------------------------------ values

    /** {@code theme: window}: as the window has it. */
    private static boolean isWindow(NodeTuple tuple) {
        return tuple != null && tuple.getValueNode() instanceof ScalarNode scalar
                && scalar.getValue().strip().equalsIgnoreCase(LessonKeys.AS_THE_WINDOW);
    }

    private MappingNode mapping(Node node, String what, String example) throws LessonFormatException {
        if (node instanceof MappingNode map) {
            return map;
        }
        throw error(node, what + " must be a set of 'key: value' lines (" + example + ")");
    }

    /** The keys of {@code map}, each checked: a plain name, known, given once. */
    private Map<String, NodeTuple> keys(MappingNode map, List<String> known, String which) throws LessonFormatException {
        Map<String, NodeTuple> keys = new HashMap<>();
        for (NodeTuple tuple : map.getValue()) {
            Node key = tuple.getKeyNode();
            if (!(key instanceof ScalarNode scalar)) {
                throw error(key, "a key must be a plain word; " + which);
            }
            String name = scalar.getValue();
            if (!known.contains(name)) {
                throw error(key, "unknown key '" + name + "'; " + which);
            }
            if (keys.put(name, tuple) != null) {
                throw error(key, "'" + name + "' is given twice");
            }
        }
        return keys;
    }

    private String string(Node node, String key) throws LessonFormatException {
        if (node instanceof ScalarNode scalar) {
            return scalar.getValue();
        }
        throw error(node, key + " must be text, not a list or a set of keys");
    }

    private String oneOf(Node node, String key, List<String> choices) throws LessonFormatException {
        String value = string(node, key).strip().toLowerCase(Locale.ROOT);
        if (!choices.contains(value)) {
            throw error(node, key + " '" + string(node, key).strip() + "' is not one of " + String.join(", ", choices));
        }
        return value;
    }

    private boolean bool(Node node, String key) throws LessonFormatException {
        String value = string(node, key).strip().toLowerCase(Locale.ROOT);
        if (List.of("true", "yes", "on").contains(value)) {
            return true;
        }
        if (List.of("false", "no", "off").contains(value)) {
            return false;
        }
        throw error(node, key + " '" + string(node, key).strip() + "' is neither true nor false");
    }

    private double number(Node node, String key, double min, double max) throws LessonFormatException {
        String value = string(node, key).strip();
        double number;
        try {
            number = Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw error(node, key + " '" + value + "' is not a number (for example 1.5)");
        }
        if (!(number >= min && number <= max)) {
            throw error(node, key + " " + value + " is outside " + min + ".." + max);
        }
        return number;
    }

    private static int line(Node node) {
        return node.getStartMark().map(m -> m.getLine() + 1).orElse(0);
    }

    private static LessonFormatException error(Node node, String reason) {
        Optional<Mark> mark = node.getStartMark();
        return new LessonFormatException(mark.map(m -> m.getLine() + 1).orElse(0),
                mark.map(m -> m.getColumn() + 1).orElse(0), reason);
    }
}
