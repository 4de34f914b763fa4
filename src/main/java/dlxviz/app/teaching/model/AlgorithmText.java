package dlxviz.app.teaching.model;

import dlxviz.engine.ItemChoice;
import java.util.List;

/**
 * Algorithm X in the step structure of TAOCP 7.2.2.1 (X1-X8), and the link routines as this
 * torus performs them, in our own words. Each line has an id that {@link AlgorithmLines} lights.
 */
public final class AlgorithmText {
    private AlgorithmText() {
    }

    /** One line of a listing: its id, and its text. */
    public record Line(String id, String text) {
    }

    /** Algorithm X, step by step. */
    public static final List<Line> ALGORITHM = List.of(
        new Line("X1", "X1. Initialize. Build the torus: a header for each item, a node for each 1. "
                + "Place any givens. Set l \u2190 0."),
        new Line("X2", "X2. Enter level l. If no primary item is left to cover (R(0) = 0), "
                + "x[0] \u2026 x[l \u2212 1] is a solution: visit it, and go to X8."),
        new Line("X3", x3(ItemChoice.MIN_LENGTH)),
        new Line("X4", "X4. Cover i, and set x[l] \u2190 D(i), its first option."),
        new Line("X5", "X5. Try x[l]. If x[l] = i, no option of i is left: go to X7. Otherwise cover "
                + "the other items of x[l], set l \u2190 l + 1, and go to X2."),
        new Line("X6", "X6. Try again. Uncover the other items of x[l], right to left; set "
                + "x[l] \u2190 D(x[l]), and go to X5."),
        new Line("X7", "X7. Backtrack. Uncover i."),
        new Line("X8", "X8. Leave level l. If l = 0, stop. Otherwise set l \u2190 l \u2212 1, "
                + "let i be the item chosen there, and go to X6."));

    /** X3 as the rule in use chooses: DLX1's fewest options, the first item left, or random ties. */
    public static String x3(ItemChoice rule) {
        switch (rule) {
            case FIRST_ACTIVE:
                return "X3. Choose i: the first active item, i \u2190 R(0), whatever its length.";
            case MIN_LENGTH_RANDOM:
                return "X3. Choose i: an active item with the fewest options, LEN(i) smallest "
                        + "(ties: one of them at random).";
            default:
                return "X3. Choose i: the active item with the fewest options, LEN(i) smallest "
                        + "(ties: the leftmost).";
        }
    }

    /** The link routines, in the order this torus performs them. */
    public static final List<Line> ROUTINES = List.of(
        new Line("cover", "cover(i):"),
        new Line("cover.unlink", "    unlink i from the item list: R(L(i)) \u2190 R(i), L(R(i)) \u2190 L(i);"),
        new Line("cover.hide", "    for each node p below i, down its column (p \u2190 D(p)): hide(p)."),
        new Line("hide", "hide(p):"),
        new Line("hide.q", "    for each other node q of p's option, going right from p and round: "
                + "D(U(q)) \u2190 D(q), U(D(q)) \u2190 U(q), LEN(TOP(q)) \u2190 LEN(TOP(q)) \u2212 1."),
        new Line("uncover", "uncover(i):"),
        new Line("uncover.unhide", "    for each node p above i, up its column (p \u2190 U(p)): unhide(p);"),
        new Line("uncover.relink", "    relink i: R(L(i)) \u2190 i, L(R(i)) \u2190 i (its own L(i) and R(i) "
                + "were never changed)."),
        new Line("unhide", "unhide(p):"),
        new Line("unhide.q", "    for each other node q of p's option, going left from p and round: "
                + "D(U(q)) \u2190 q, U(D(q)) \u2190 q, LEN(TOP(q)) \u2190 LEN(TOP(q)) + 1."));

    /**
     * Algorithm C (exact covering with colours, TAOCP 7.2.2.1): Algorithm X with commit and
     * uncommit where X5 and X6 cover and uncover. Ids C1..C8, one for one with X1..X8.
     */
    public static List<Line> algorithmC(ItemChoice rule) {
        return List.of(
            new Line("C1", "C1. Initialize. Build the torus: a header for each item, a node for each entry, "
                    + "with its colour, COLOR(p) (0 for none). Set l \u2190 0."),
            new Line("C2", "C2. Enter level l. If no primary item is left to cover (R(0) = 0), "
                    + "x[0] \u2026 x[l \u2212 1] is a solution: visit it, and go to C8."),
            new Line("C3", "C" + x3(rule).substring(1)),
            new Line("C4", "C4. Cover i, and set x[l] \u2190 D(i), its first option."),
            new Line("C5", "C5. Try x[l]. If x[l] = i, go to C7. Otherwise commit the other items of x[l]: "
                    + "for each other node p, cover TOP(p) if COLOR(p) = 0, purify(p) if COLOR(p) > 0 "
                    + "(nothing if it is cleansed); set l \u2190 l + 1, and go to C2."),
            new Line("C6", "C6. Try again. Uncommit the other items of x[l], right to left (uncover, or "
                    + "unpurify); set x[l] \u2190 D(x[l]), and go to C5."),
            new Line("C7", "C7. Backtrack. Uncover i."),
            new Line("C8", "C8. Leave level l. If l = 0, stop. Otherwise set l \u2190 l \u2212 1, "
                    + "let i be the item chosen there, and go to C6."));
    }

    /** The routines of Algorithm C: cover and hide pass cleansed nodes by; purify and unpurify. */
    public static final List<Line> ROUTINES_C = List.of(
        new Line("cover", "cover(i):"),
        new Line("cover.unlink", "    unlink i from the item list: R(L(i)) \u2190 R(i), L(R(i)) \u2190 L(i);"),
        new Line("cover.hide", "    for each node p below i, down its column (p \u2190 D(p)): hide(p)."),
        new Line("hide", "hide(p):"),
        new Line("hide.q", "    for each other node q of p's option with COLOR(q) \u2265 0 (a cleansed node stays), "
                + "going right: D(U(q)) \u2190 D(q), U(D(q)) \u2190 U(q), LEN(TOP(q)) \u2190 LEN(TOP(q)) \u2212 1."),
        new Line("purify", "purify(p):"),
        new Line("purify.colour", "    c \u2190 COLOR(p), i \u2190 TOP(p): item i takes colour c;"),
        new Line("purify.each", "    for each node q below i, down its column: if COLOR(q) = c, it agrees: "
                + "COLOR(q) \u2190 \u22121 (cleansed); otherwise hide(q): its option leaves."),
        new Line("uncover", "uncover(i):"),
        new Line("uncover.unhide", "    for each node p above i, up its column (p \u2190 U(p)): unhide(p);"),
        new Line("uncover.relink", "    relink i: R(L(i)) \u2190 i, L(R(i)) \u2190 i."),
        new Line("unhide", "unhide(p):"),
        new Line("unhide.q", "    for each other node q of p's option with COLOR(q) \u2265 0, going left: "
                + "D(U(q)) \u2190 q, U(D(q)) \u2190 q, LEN(TOP(q)) \u2190 LEN(TOP(q)) + 1."),
        new Line("unpurify", "unpurify(p):"),
        new Line("unpurify.each", "    for each node q above i, up its column: if COLOR(q) < 0, COLOR(q) \u2190 c; "
                + "otherwise unhide(q);"),
        new Line("unpurify.colour", "    item i has no colour again."));
}
