package dlxviz.app.narration;

import dlxviz.engine.TorusView;
import dlxviz.events.ItemChosen;
import dlxviz.sudoku.LogicReader;
import dlxviz.sudoku.SudokuEncoding;

/**
 * The narration's reading of a DLX choice on a sudoku (a naked or hidden single, a
 * contradiction, a guess), from the sudoku package's {@link LogicReader}.
 */
final class SudokuReading {
    private final SudokuEncoding encoding;

    SudokuReading(SudokuEncoding encoding) {
        this.encoding = encoding;
    }

    /**
     * The choice in words, or null when it cannot be read reliably.
     *
     * @param knownOption the option tried for it when known (0 if not): once an option is being
     *                    tried, the covers of its other items may hide nodes of the chosen
     *                    column itself, so the column alone no longer tells the candidates
     */
    String readChoice(ItemChosen chosen, TorusView torus, int knownOption) {
        if (chosen.length() == 0) {
            return LogicReader.read(encoding, chosen.item(), new int[0]).text();
        }
        if (chosen.length() == 1 && knownOption > 0) {
            return LogicReader.read(encoding, chosen.item(), new int[] {knownOption}).text();
        }
        var reading = LogicReader.read(encoding, torus, chosen.item());
        return reading.length() == chosen.length() ? reading.text() : null;
    }
}
