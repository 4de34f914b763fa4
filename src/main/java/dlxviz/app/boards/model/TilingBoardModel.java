package dlxviz.app.boards.model;

import dlxviz.problems.TilingEncoding;

/** The box of a tiling (pentominoes, Langford pairs) beside the links: its state is a {@link TilingBoard}. */
public final class TilingBoardModel extends StateBoardModel<TilingBoard> {
    private final TilingEncoding layout;

    public TilingBoardModel(TilingEncoding layout) {
        this.layout = layout;
    }

    public TilingEncoding layout() {
        return layout;
    }

    @Override
    protected TilingBoard compute(BoardInput input) {
        return TilingBoard.of(layout, input);
    }

    /** "Tiling" for a box of pieces; "Pairs" for one row of slots, where Langford's numbers go. */
    @Override
    public String tabName() {
        return layout.isRowOfSlots() ? "Pairs" : "Tiling";
    }
}
