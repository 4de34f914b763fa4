package dlxviz.sudoku;

/**
 * One entry of a puzzle file: either a puzzle that was read or the error that stopped it, so a
 * bad line in a file of thousands is reported and the rest still solved.
 */
public record PuzzleEntry(int line, ParsedPuzzle puzzle, PuzzleFormatException error) {
    public static PuzzleEntry of(ParsedPuzzle puzzle) {
        return new PuzzleEntry(puzzle.line(), puzzle, null);
    }

    public static PuzzleEntry of(PuzzleFormatException error) {
        return new PuzzleEntry(error.line(), null, error);
    }

    public boolean isValid() {
        return puzzle != null;
    }
}
