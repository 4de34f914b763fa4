package dlxviz.app.links;

import dlxviz.app.Highlight;
import dlxviz.app.MainViewModel;
import javafx.beans.property.ObjectProperty;

/**
 * Plugs the links view into the app's main window: a {@link LinksPane} kept in step with the
 * {@link MainViewModel} (its playback, revision, last step and animation time), sharing the
 * window's hover, and naming sudoku items in words.
 */
public final class AppLinks {
    private AppLinks() {
    }

    /** The links pane for the centre of the window. */
    public static LinksPane create(MainViewModel vm) {
        LinksModel model = new LinksModel();
        PlaybackFeed feed = new PlaybackFeed(model);
        LinksPane pane = new LinksPane(model);
        Runnable refresh = () -> {
            if (vm.getPlayback() != null && vm.getPlayback().torus() != model.torus()) {
                boolean sudoku = vm.getProblem() != null && vm.getProblem().isSudoku();
                var problem = vm.getPlayback().problem();
                model.setItemDescriber(sudoku ? item -> SudokuItemWords.describe(problem.itemName(item)) : null);
            }
            feed.show(vm.getPlayback(), vm.lastStepProperty().get(), vm.animationDurationProperty().get());
        };
        vm.revisionProperty().addListener((o, was, is) -> refresh.run());
        vm.playbackProperty().addListener((o, was, is) -> refresh.run());
        shareHover(vm.highlightProperty(), model.hoveredProperty());
        refresh.run();
        return pane;
    }

    /** Keeps the window's highlight and the links model's hover the same, both ways. */
    static void shareHover(ObjectProperty<Highlight> window, ObjectProperty<LinksTarget> links) {
        window.addListener((o, was, is) -> links.set(is == null ? null
                : new LinksTarget(LinksTarget.Kind.valueOf(is.kind().name()), is.id())));
        links.addListener((o, was, is) -> window.set(is == null ? null
                : new Highlight(Highlight.Kind.valueOf(is.kind().name()), is.id())));
        Highlight now = window.get();
        if (now != null) {
            links.set(new LinksTarget(LinksTarget.Kind.valueOf(now.kind().name()), now.id()));
        }
    }
}
