package dlxviz.lesson;

import dlxviz.engine.ItemChoice;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.snakeyaml.engine.v2.api.DumpSettings;
import org.snakeyaml.engine.v2.api.StreamDataWriter;
import org.snakeyaml.engine.v2.api.Dump;
import org.snakeyaml.engine.v2.common.FlowStyle;
import org.snakeyaml.engine.v2.common.ScalarStyle;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;
import org.snakeyaml.engine.v2.nodes.Tag;
import org.snakeyaml.engine.v2.resolver.CoreScalarResolver;

/**
 * Writes a lesson as its file, which {@link LessonReader} reads back to the same lesson. Like a
 * teacher would write it: each stop says its position, caption and question, and only what
 * changes from the stop before (problem, step size, tab, look). SnakeYAML Engine emits it, so
 * text that needs quotes gets them; text of several lines is written as a block ({@code |}).
 */
public final class LessonWriter {
    private static final String HEADER = "# A lesson for the DLX Visualizer: open it with File > Open lesson, or\n"
            + "# java -jar dlx-visualizer.jar --lesson FILE. The keys are described in src/docs/lessons.md.\n";

    private static final CoreScalarResolver RESOLVER = new CoreScalarResolver(true);

    private LessonWriter() {
    }

    public static String write(Lesson lesson) {
        List<NodeTuple> top = new ArrayList<>();
        top.add(tuple(LessonKeys.TITLE, lesson.title()));
        List<Node> stops = new ArrayList<>();
        Stop before = null;
        for (Stop stop : lesson.stops()) {
            stops.add(stop(stop, before));
            before = stop;
        }
        top.add(new NodeTuple(scalar(LessonKeys.STOPS), new SequenceNode(Tag.SEQ, stops, FlowStyle.BLOCK)));
        DumpSettings settings = DumpSettings.builder().setDefaultFlowStyle(FlowStyle.BLOCK).setIndent(2)
                .setIndicatorIndent(2).setIndentWithIndicator(true).setWidth(100).build();
        StringBuilder out = new StringBuilder(HEADER);
        new Dump(settings).dumpNode(new MappingNode(Tag.MAP, top, FlowStyle.BLOCK), new StreamDataWriter() {
            @Override
            public void write(String str) {
                out.append(str);
            }

            @Override
            public void write(String str, int off, int len) {
                out.append(str, off, off + len);
            }
        });
        return out.toString();
    }

    private static Node stop(Stop stop, Stop before) {
        List<NodeTuple> keys = new ArrayList<>();
        if (before == null || !before.problem().equals(stop.problem())) {
            keys.add(tuple(stop.problem().kind().key(), stop.problem().text()));
        }
        if (before == null ? stop.rule() != ItemChoice.MIN_LENGTH : before.rule() != stop.rule()) {
            keys.add(tuple(LessonKeys.RULE, stop.ruleName()));
        }
        keys.add(tuple(LessonKeys.AT, stop.at().toString()));
        if (!stop.until().equals(stop.at())) {
            keys.add(tuple(LessonKeys.UNTIL, stop.until().toString()));
        }
        if (before == null || before.step() != stop.step()) {
            keys.add(tuple(LessonKeys.STEP, stop.step().label()));
        }
        if (before == null || !before.tab().equals(stop.tab())) {
            keys.add(tuple(LessonKeys.TAB, stop.tab()));
        }
        Look look = stop.look();
        Look was = before == null ? Look.DEFAULT : before.look();
        if (before == null || look.presentation() != was.presentation()) {
            keys.add(tuple(LessonKeys.PRESENTATION, Boolean.toString(look.presentation())));
        }
        if (before == null || look.legend() != was.legend()) {
            keys.add(tuple(LessonKeys.LEGEND, Boolean.toString(look.legend())));
        }
        if (!java.util.Objects.equals(look.theme(), was.theme())) {
            keys.add(tuple(LessonKeys.THEME, look.theme() == null ? LessonKeys.AS_THE_WINDOW : look.theme()));
        }
        if (look.scale() != was.scale()) {
            keys.add(tuple(LessonKeys.SCALE, look.scale() == 0 ? LessonKeys.AS_THE_WINDOW : number(look.scale())));
        }
        if (look.zoom() != was.zoom()) {
            keys.add(tuple(LessonKeys.ZOOM, number(look.zoom())));
        }
        keys.add(tuple(LessonKeys.CAPTION, stop.caption()));
        if (stop.ask() != null) {
            keys.add(tuple(LessonKeys.ASK, stop.ask()));
        }
        return new MappingNode(Tag.MAP, keys, FlowStyle.BLOCK);
    }

    /** 1.5, 2 (not 2.0): as a teacher writes it. */
    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%s", value);
    }

    private static NodeTuple tuple(String key, String value) {
        return new NodeTuple(scalar(key), scalar(value));
    }

    private static ScalarNode scalar(String value) {
        // several lines (DLX1 text, a grid, a long caption) as a literal block; the emitter quotes plain text that needs it
        ScalarStyle style = value.contains("\n") ? ScalarStyle.LITERAL : ScalarStyle.PLAIN;
        // tagged as a YAML reader would take it when plain (true is a boolean, 1.5 a number), so the
        // emitter writes it plain; the reader takes every value as the text written
        Tag tag = style == ScalarStyle.PLAIN ? RESOLVER.resolve(value, true) : Tag.STR;
        return new ScalarNode(tag, true, value, style, Optional.empty(), Optional.empty());
    }
}
