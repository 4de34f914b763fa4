package dlxviz.app.marks;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A dead end's ✕ in a matrix header: clear of the count and inside the header, at any width. */
class HeaderCrossTest {

    @Test
    void theCrossIsClearOfTheCountAndInsideTheHeader() {
        for (double font : new double[] {12, 17, 25.5, 40}) {
            double line = font / 17;
            double inset = 2 + 2 * line;
            for (double cells = 1.2; cells <= 4; cells += 0.05) { // MatrixView's columns: 1.2 text sizes and up
                double cellX = cells * font;
                for (int digits = 1; digits <= 1; digits++) { // a dead end's count is 0
                    double countWidth = digits * 0.55 * 0.9 * font;
                    HeaderCross c = HeaderCross.place(cellX, countWidth, font, inset);
                    double countRight = c.countX() + countWidth / 2;
                    double crossLeft = c.crossX() - c.size() - line;
                    double crossRight = c.crossX() + c.size() + line;
                    String at = "font " + font + ", cell " + cellX + ", " + digits + " digits: " + c;
                    if (c.withCount()) {
                        assertTrue(crossLeft - countRight >= 0.15 * font, "clear of the count, " + at);
                        assertTrue(c.countX() - countWidth / 2 >= -cellX / 2 + inset, "count inside, " + at);
                    } else {
                        assertTrue(cells < 2, "a column of two text sizes holds both, " + at);
                    }
                    assertTrue(crossRight <= cellX / 2 - inset + line, "inside the header, " + at);
                    assertTrue(crossLeft >= -cellX / 2 + inset - line, "inside the header, " + at);
                    assertTrue(c.size() >= 0.15 * font, "big enough to read, " + at);
                }
            }
        }
    }
}
