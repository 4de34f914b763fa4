package dlxviz.sudoku;

/**
 * How to read puzzle text. Both fields are optional (null): the box shape is then inferred from
 * the number of cells, and the notation from the characters used (see {@link PuzzleParser}).
 */
public record ReadOptions(BoxShape box, Notation notation) {
    public static final ReadOptions AUTO = new ReadOptions(null, null);
}
