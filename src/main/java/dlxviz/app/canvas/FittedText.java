package dlxviz.app.canvas;

import javafx.beans.value.ObservableValue;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;

/**
 * A label's sentence shortened at a clause, never cut mid-word (issue 24): where the whole
 * sentence does not fit the label's width, it shows the longest start of it that ends before a
 * ", ", " (", " — " or ": " and fits, and its tooltip gives the whole. A last part after " · "
 * (the title's "· choosing by first item left") is kept after the start. "Sudoku ai-escargot (AI
 * Escargot, by Arto Inkala)" becomes "Sudoku ai-escargot" rather than "Sudoku ai-escargot (AI
 * Escargot, by ...". FX thread only.
 */
public final class FittedText {
    private static final String[] BREAKS = {" \u2014 ", " (", ", ", ": "};
    /** Starts a last part that is kept whole whatever is left out before it. */
    private static final String KEPT = " \u00b7 ";
    private static final String KEY = "dlxviz.fittedText";

    private final Label label;
    private final Text measure = new Text();
    private String whole = "";
    /** The text followed, held here: a binding is otherwise only weakly held by what it observes. */
    private ObservableValue<String> source;
    private Tooltip tip;

    private FittedText(Label label) {
        this.label = label;
        label.widthProperty().addListener((obs, before, now) -> fit());
        label.fontProperty().addListener((obs, before, now) -> fit());
    }

    /** Shows {@code text} on {@code label}, shortened at a clause when the label is too narrow for it. */
    public static void set(Label label, String text) {
        of(label).show(text);
    }

    /** The same for a text that changes: {@code label} follows {@code text}. */
    public static void follow(Label label, ObservableValue<String> text) {
        FittedText fitted = of(label);
        fitted.source = text;
        text.addListener((obs, before, now) -> fitted.show(now));
        fitted.show(text.getValue());
    }

    private static FittedText of(Label label) {
        Object kept = label.getProperties().get(KEY);
        if (kept instanceof FittedText fitted) {
            return fitted;
        }
        FittedText fitted = new FittedText(label);
        label.getProperties().put(KEY, fitted);
        return fitted;
    }

    private void show(String text) {
        whole = text == null ? "" : text;
        fit();
    }

    private void fit() {
        double room = label.getWidth() - label.snappedLeftInset() - label.snappedRightInset();
        String shown = whole;
        if (room > 0 && width(whole) > room) {
            int kept = whole.lastIndexOf(KEPT);
            String head = kept > 0 ? whole.substring(0, kept) : whole;
            String tail = kept > 0 ? whole.substring(kept) : "";
            shown = shortest(head) + tail;
            for (int end = head.length(); end > 0; end--) {
                String start = clauseBefore(head, end);
                if (start != null && width(start + tail) <= room) {
                    shown = start + tail;
                    break;
                }
            }
        }
        if (!shown.equals(label.getText())) {
            label.setText(shown);
        }
        boolean shortened = !shown.equals(whole);
        if (shortened && tip == null && label.getTooltip() == null) {
            tip = new Tooltip();
            label.setTooltip(tip);
        }
        if (tip != null) {
            tip.setText(whole);
        }
    }

    /** The start of {@code text} that ends just before a clause break at {@code end}, or null. */
    private static String clauseBefore(String text, int end) {
        for (String b : BREAKS) {
            if (text.startsWith(b, end) && opened(text.substring(0, end)) == 0) {
                return text.substring(0, end);
            }
        }
        return null;
    }

    /** Brackets opened and not closed in {@code text}: a start inside a bracket reads as cut. */
    private static int opened(String text) {
        int open = 0;
        for (int i = 0; i < text.length(); i++) {
            open += text.charAt(i) == '(' ? 1 : text.charAt(i) == ')' ? -1 : 0;
        }
        return open;
    }

    /** The first clause: what is shown when no longer start fits (the label may still cut it). */
    private String shortest(String text) {
        int first = text.length();
        for (String b : BREAKS) {
            int at = text.indexOf(b);
            if (at > 0) {
                first = Math.min(first, at);
            }
        }
        return text.substring(0, first);
    }

    private double width(String text) {
        measure.setFont(label.getFont());
        measure.setText(text);
        return Math.ceil(measure.getLayoutBounds().getWidth()) + 1;
    }
}
