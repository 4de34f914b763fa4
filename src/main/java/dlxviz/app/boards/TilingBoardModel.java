package dlxviz.app.boards;

/** The box of a tiling (pentominoes, Langford pairs) beside the links: its state is a {@link TilingBoard}. */
public final class TilingBoardModel extends StateBoardModel<TilingBoard> {
    private final TilingLayout layout;

    public TilingBoardModel(TilingLayout layout) {
        this.layout = layout;
    }

    public TilingLayout layout() {
        return layout;
    }

    @Override
    protected TilingBoard compute(BoardInput input) {
        return TilingBoard.of(layout, input);
    }

    @Override
    public String tabName() {
        return "Tiling";
    }
}
