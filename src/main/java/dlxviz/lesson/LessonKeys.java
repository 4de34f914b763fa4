package dlxviz.lesson;

import java.util.List;

/** The keys of a lesson file, written once for the reader, the writer and the messages. */
final class LessonKeys {
    static final String TITLE = "title";
    static final String STOPS = "stops";
    static final List<String> TOP = List.of(TITLE, STOPS);

    static final String RULE = "rule";
    static final String AT = "at";
    static final String UNTIL = "until";
    static final String STEP = "step";
    static final String TAB = "tab";
    static final String PRESENTATION = "presentation";
    static final String LEGEND = "legend";
    static final String THEME = "theme";
    static final String SCALE = "scale";
    static final String ZOOM = "zoom";
    /** The value of theme and scale that leaves them as the window has them. */
    static final String AS_THE_WINDOW = "window";
    static final String CAPTION = "caption";
    static final String ASK = "ask";
    /** A stop's keys, the problem's four first: exactly one of those, or none to keep the stop before's. */
    static final List<String> STOP = List.of("example", "file", "dlx", "puzzle", RULE, AT, UNTIL, STEP, TAB,
            PRESENTATION, LEGEND, THEME, SCALE, ZOOM, CAPTION, ASK);

    private LessonKeys() {
    }
}
