package dlxviz.sudoku;

import java.util.ArrayList;
import java.util.List;

/**
 * A grid's first row and the rows after it, with their cell counts, the lines they span ahead of
 * the first, and where separator lines stood between them (part of the drawing of the boxes).
 */
final class GridRows {
    final List<PuzzleLine> lines = new ArrayList<>();
    final List<Integer> counts = new ArrayList<>();
    /** For each separator line between rows, the number of rows above it. */
    final List<Integer> rulesAfter = new ArrayList<>();
    int spanAhead;

    GridRows(PuzzleLine first) {
        lines.add(first);
        counts.add(first.lineCells);
    }

    void add(PuzzleLine line, int count, int span) {
        lines.add(line);
        counts.add(count);
        spanAhead = span;
    }

    void separator() {
        rulesAfter.add(lines.size());
    }

    int size() {
        return lines.size();
    }

    /** Rows with {@code count} cells, the first row counted when {@code withFirst}. */
    int countOf(int count, boolean withFirst) {
        int found = 0;
        for (int k = withFirst ? 0 : 1; k < counts.size(); k++) {
            found += counts.get(k) == count ? 1 : 0;
        }
        return found;
    }

    /** True when a row is a whole one-line puzzle by itself (an empty 4x4 line fits a grid too). */
    boolean holdsAWholePuzzle() {
        for (PuzzleLine line : lines) {
            if (line.puzzleSize > 0 && (line.puzzleSize != 4 || line.hasClue())) {
                return true;
            }
        }
        return false;
    }

    /** The cell count most rows after the first have (the first of equals); 0 for none. */
    int mostCommonAfterFirst() {
        int best = 0;
        int bestTimes = 0;
        for (int k = 1; k < counts.size(); k++) {
            int times = countOf(counts.get(k), false);
            if (times > bestTimes) {
                best = counts.get(k);
                bestTimes = times;
            }
        }
        return best;
    }

    /** The box shape the first n rows draw with their bars and separators; null when they draw none. */
    BoxShape drawnShape(int n) {
        DrawnBoxes drawn = new DrawnBoxes(n);
        for (int k = 0; k < Math.min(n, lines.size()); k++) {
            drawn.row(lines.get(k).text(), lines.get(0).numbers);
        }
        for (int rows : rulesAfter) {
            drawn.ruleAfter(rows);
        }
        return drawn.shape();
    }
}
