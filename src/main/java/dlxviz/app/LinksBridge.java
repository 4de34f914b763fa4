package dlxviz.app;

import dlxviz.app.links.LinksModel;
import dlxviz.app.links.LinksPane;
import dlxviz.app.links.LinksTarget;
import dlxviz.app.links.MatrixView;
import dlxviz.app.links.PlaybackFeed;

/**
 * Connects the links and matrix views (package {@code links}, fed by their own
 * {@link LinksModel}) to the window's {@link MainViewModel}: on every revision the model is fed
 * from the playback with the last step and the animation time, the shared hover is kept equal
 * in both directions, and sudoku items are described in sudoku words.
 */
public final class LinksBridge {
    private final MainViewModel model;
    private final LinksModel links = new LinksModel();
    private final PlaybackFeed feed = new PlaybackFeed(links);
    private boolean syncing;

    public LinksBridge(MainViewModel model) {
        this.model = model;
        model.revisionProperty().addListener((obs, before, now) -> show());
        model.problemProperty().addListener((obs, before, now) -> describeItems(now));
        model.highlightProperty().addListener((obs, before, now) -> sync(() -> links.hoveredProperty().set(toTarget(now))));
        links.hoveredProperty().addListener((obs, before, now) -> sync(() -> model.highlightProperty().set(toHighlight(now))));
        describeItems(model.getProblem());
        show();
    }

    /** The links view with its tool bar, for the centre of the window. */
    public LinksPane linksPane() {
        return new LinksPane(links);
    }

    /** The same state as a 0/1 matrix, for the puzzle panel of small problems. */
    MatrixView matrixView() {
        MatrixView view = new MatrixView(links);
        var sheet = LinksBridge.class.getResource("/css/links.css");
        if (sheet != null) {
            view.getStylesheets().add(sheet.toExternalForm());
        }
        return view;
    }

    private void show() {
        feed.show(model.getPlayback(), model.lastStepProperty().get(), model.animationDurationProperty().get());
    }

    private void describeItems(LoadedProblem loaded) {
        links.setItemDescriber(loaded == null ? null : ProblemWords.of(loaded.problem(), loaded.encoding()));
    }

    private void sync(Runnable change) {
        if (syncing) {
            return;
        }
        syncing = true;
        try {
            change.run();
        } finally {
            syncing = false;
        }
    }

    static LinksTarget toTarget(Highlight highlight) {
        if (highlight == null) {
            return null;
        }
        switch (highlight.kind()) {
            case ITEM:
                return LinksTarget.item(highlight.id());
            case OPTION:
                return LinksTarget.option(highlight.id());
            default:
                return LinksTarget.node(highlight.id());
        }
    }

    static Highlight toHighlight(LinksTarget target) {
        if (target == null) {
            return null;
        }
        switch (target.kind()) {
            case ITEM:
                return Highlight.item(target.id());
            case OPTION:
                return Highlight.option(target.id());
            default:
                return Highlight.node(target.id());
        }
    }
}
