package dlxviz.app.boards.model;

import dlxviz.app.links.model.LinksModel;

/**
 * The 0/1 matrix beside the links of a small problem. It shows exactly what the links view
 * shows (the same torus, marks and hover), so it reads the window's {@link LinksModel} and has
 * no state of its own.
 */
public final class MatrixBoardModel implements BoardModel {
    private final LinksModel links;

    public MatrixBoardModel(LinksModel links) {
        this.links = links;
    }

    public LinksModel links() {
        return links;
    }

    @Override
    public void show(BoardInput input) {
        // the links model is fed by the window on the same revision
    }

    @Override
    public String tabName() {
        return "Matrix";
    }
}
