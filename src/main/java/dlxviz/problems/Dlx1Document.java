package dlxviz.problems;

import dlxviz.engine.ExactCoverProblem;
import java.util.List;

/**
 * A problem read from DLX1 text, with what the reader noticed along the way.
 *
 * @param problem     the exact-cover problem; each option's label is its line as written
 *                    (without surrounding blanks), so solutions print exactly like the input
 * @param optionLines {@code optionLines[k]} is the 1-based line of option k (index 0 unused)
 * @param warnings    lines the reader skipped though they were not comments, each with its line
 *                    number (DLX1 ignores an option without primary items, and so do we)
 */
public record Dlx1Document(ExactCoverProblem problem, int[] optionLines, List<String> warnings) {
    public Dlx1Document {
        optionLines = optionLines.clone();
        warnings = List.copyOf(warnings);
    }

    @Override
    public int[] optionLines() {
        return optionLines.clone();
    }
}
