package dlxviz.exercise;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.SudokuEncoding;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;

/**
 * Build the matrix (issue 30): before running the exact cover, construct it. On a 4x4 sudoku the
 * student ticks which four items an option such as {@code r1c1=3} covers, or which options an
 * item such as {@code r2#4} has; each answer is checked against {@link SudokuEncoding}, and a
 * wrong one is told item by item what is missing and what does not belong, and why.
 */
public final class MatrixQuiz {

    public enum Kind { ITEMS_OF_OPTION, OPTIONS_OF_ITEM }

    /** One question: its subject's name and the names that answer it. */
    public record Question(Kind kind, String subject, Set<String> answer) {
        public String text() {
            return kind == Kind.ITEMS_OF_OPTION ? "Which four items does option " + subject + " cover?"
                    : "Which options does item " + subject + " have?";
        }
    }

    /** The verdict on ticked names: {@code reason} empty when right. */
    public record Check(boolean right, List<String> missing, List<String> extra, String reason) {
    }

    private final SudokuEncoding encoding = SudokuEncoding.full(BoxShape.forSize(4));
    private final List<Question> questions = new ArrayList<>();
    private int at;
    private int right;
    private int tries;

    /** {@code count} questions, alternating the two kinds, subjects drawn from {@code seed}. */
    public MatrixQuiz(long seed, int count) {
        SplittableRandom random = new SplittableRandom(seed);
        ExactCoverProblem problem = encoding.problem();
        for (int k = 0; k < count; k++) {
            if (k % 2 == 0) {
                int option = 1 + random.nextInt(problem.optionCount());
                questions.add(new Question(Kind.ITEMS_OF_OPTION, optionName(option), itemsOf(option)));
            } else {
                int item = 1 + random.nextInt(problem.itemCount());
                questions.add(new Question(Kind.OPTIONS_OF_ITEM, encoding.itemName(item), optionsOf(item)));
            }
        }
    }

    public SudokuEncoding encoding() {
        return encoding;
    }

    /** The question now asked, or null at the end. */
    public Question current() {
        return at < questions.size() ? questions.get(at) : null;
    }

    public int number() {
        return at + 1;
    }

    public int count() {
        return questions.size();
    }

    /** Questions answered right at the first try. */
    public int rightFirstTime() {
        return right;
    }

    /** The option's name as the encoding writes it: {@code r1c1=3}. */
    public String optionName(int option) {
        return "r" + (encoding.optionRow(option) + 1) + "c" + (encoding.optionCol(option) + 1) + "="
                + encoding.digitName(encoding.optionDigit(option));
    }

    /** Checks {@code ticked}; a right answer (or the second wrong one, shown) moves on to the next question. */
    public Check answer(Set<String> ticked) {
        Question q = current();
        if (q == null) {
            throw new IllegalStateException("the quiz is over");
        }
        List<String> missing = new ArrayList<>(new TreeSet<>(q.answer()));
        missing.removeAll(ticked);
        List<String> extra = new ArrayList<>(new TreeSet<>(ticked));
        extra.removeAll(q.answer());
        boolean ok = missing.isEmpty() && extra.isEmpty();
        if (ok && tries == 0) {
            right++;
        }
        String reason = ok ? "" : reason(q, missing, extra);
        if (ok || ++tries >= ExerciseSession.TRIES) {
            at++;
            tries = 0;
        }
        return new Check(ok, missing, extra, reason);
    }

    private String reason(Question q, List<String> missing, List<String> extra) {
        StringBuilder why = new StringBuilder();
        if (q.kind() == Kind.ITEMS_OF_OPTION) {
            why.append("A digit in a cell fills the cell and puts its digit in the cell's row, column and box: ");
        } else {
            why.append(describe(q.subject())).append(": ");
        }
        if (!missing.isEmpty()) {
            why.append("missing ").append(String.join(" ", missing));
        }
        if (!extra.isEmpty()) {
            why.append(missing.isEmpty() ? "" : "; ").append("not ").append(String.join(" ", extra));
        }
        return why.toString();
    }

    /** What an item asks for, in words: "r2#4: row 2 needs a 4, in one of its four cells". */
    private static String describe(String item) {
        if (item.contains("#")) {
            String unit = item.charAt(0) == 'r' ? "row" : item.charAt(0) == 'c' ? "column" : "box";
            String[] parts = item.substring(1).split("#");
            return item + ": " + unit + " " + parts[0] + " needs a " + parts[1] + ", in any of its four cells";
        }
        return item + ": the cell needs one of the four digits";
    }

    private Set<String> itemsOf(int option) {
        Set<String> names = new LinkedHashSet<>();
        for (int item : encoding.problem().option(option)) {
            names.add(encoding.itemName(item));
        }
        return names;
    }

    private Set<String> optionsOf(int item) {
        Set<String> names = new LinkedHashSet<>();
        ExactCoverProblem problem = encoding.problem();
        for (int option = 1; option <= problem.optionCount(); option++) {
            for (int i : problem.option(option)) {
                if (i == item) {
                    names.add(optionName(option));
                }
            }
        }
        return names;
    }
}
