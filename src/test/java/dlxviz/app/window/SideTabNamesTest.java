package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.testkit.Fx;
import dlxviz.app.testkit.TextCensus;
import dlxviz.app.theme.Themes;
import dlxviz.app.window.model.MainViewModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.scene.Scene;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The side tabs' names fitted to the panel from the headers as laid out (issue 24): whole and
 * apart where they fit, "Alg. X" where not, closer together where even that does not fit; never
 * cut while the panel is at least as wide as its minimum. The old fit estimated the names' width
 * (the tabs' padding counted in the label's smaller em) and left "Tree" cut at 1920x1080 x2 with
 * predict on, where a sudoku's panel is narrow.
 */
@ExtendWith(ApplicationExtension.class)
class SideTabNamesTest {
    /** Pixels between two widths of the sweep. */
    private static final double STEP = 1;
    /** TabPaneSkin's spacer beside the headers, and 2 px of slack. */
    private static final double SKIN_ROOM = 12;

    /** The tab pane at one width: the Algorithm tab's name, whether the names are closer together, the row's width. */
    private record Fitted(double width, String algorithm, boolean tight, double row, List<String> cut) {
        int looseness() {
            return tight ? 0 : algorithm.startsWith("Alg. ") ? 1 : 2;
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%.0f px: %s%s, headers %.0f px", width, algorithm, tight ? " (tight)" : "", row);
        }
    }

    @Test
    void atTextScaleTwoEveryNameReadsWholeAtEveryWidthFromThePanelsMinimum() {
        sweep(2);
    }

    @Test
    void atTheProjectorsScaleEveryNameReadsWholeAndTheNamesStayApartWhereTheyFit() {
        sweep(1.5);
    }

    @Test
    void atTheProjectorPresetASudokusTabsKeepTheirGapsAndWithPredictOnReadWhole() throws Exception {
        DlxApp.Window window = RoomLayoutTest.open(1280, 720, "ai-escargot", "--scale", "1.5");
        Fx.call(() -> {
            Fitted shown = fitted((TabPane) window.scene().lookup("#sideTabPane"), window.scene());
            System.out.println("projector: " + shown);
            assertTrue(shown.cut().isEmpty(), shown + ": cut " + shown.cut());
            assertFalse(shown.tight(), "the names keep their gaps at " + shown);
            window.model().cursor().predict().onProperty().set(true); // its bar takes height: the grid's panel narrows
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        Fx.call(() -> {
            Fitted shown = fitted((TabPane) window.scene().lookup("#sideTabPane"), window.scene());
            System.out.println("projector, predict: " + shown);
            assertTrue(shown.cut().isEmpty(), "with predict on, " + shown + ": cut " + shown.cut());
            RoomLayoutTest.close(window);
            return null;
        });
    }

    /**
     * A sudoku's five tabs in a pane of every width from the side panel's minimum (less its
     * padding, 0.25em a side, and 4 px for the scroll pane's border) to 10em more, at text scale
     * {@code scale}: no name cut, the forms in order as the pane widens, and each step to a looser
     * form no later than the looser row fits.
     */
    private static void sweep(double scale) {
        List<Fitted> sweep = Fx.call(() -> {
            MainViewModel vm = new MainViewModel();
            assertTrue(vm.session().loadExample("ai-escargot"));
            TabPane pane = new TabPane();
            SideTabs tabs = new SideTabs(pane, vm);
            tabs.showBoard(vm.boardProperty().get());
            StackPane root = new StackPane(pane);
            root.setMaxWidth(Region.USE_PREF_SIZE);
            Themes.applyScale(root, scale);
            Scene scene = new Scene(root, 1200, 600);
            Fx.useAppStylesheet(scene);
            double em = Themes.textPx(root);
            List<Fitted> out = new ArrayList<>();
            for (double w = Math.floor((SidePanelRoom.MIN_SIDE_EM - 0.5) * em - 4); w <= (SidePanelRoom.MIN_SIDE_EM + 10) * em;
                    w += STEP) {
                pane.setPrefWidth(w);
                pane.setMaxWidth(w);
                root.setPrefWidth(w);
                for (int pass = 0; pass < 2; pass++) {
                    root.applyCss();
                    root.layout();
                }
                out.add(fitted(pane, scene));
            }
            return out;
        });
        Fitted previous = null;
        for (Fitted now : sweep) {
            assertTrue(now.cut().isEmpty(), "x" + scale + " at " + now + ": cut " + now.cut());
            if (previous != null) {
                assertTrue(now.looseness() >= previous.looseness(), "x" + scale + ": wider, yet " + now + " after " + previous);
                if (now.looseness() > previous.looseness()) {
                    // the looser form was not taken one step narrower: as laid out here, it would not have fitted there
                    assertTrue(now.row() + SKIN_ROOM > previous.width(), "x" + scale + ": " + previous
                            + " was made tighter than needed: " + now + " fits there");
                }
            }
            previous = now;
        }
        assertEquals(0, sweep.get(0).looseness(), "x" + scale + ": at the panel's minimum the names are closer together");
        assertEquals(2, previous.looseness(), "x" + scale + ": wide, the names whole and apart: " + previous);
    }

    /** What the pane's tab headers show, and which of their names are cut. */
    private static Fitted fitted(TabPane pane, Scene scene) {
        String algorithm = pane.getTabs().stream().filter(t -> t.getUserData() == SideTabs.Kind.ALGORITHM)
                .map(Tab::getText).findFirst().orElseThrow();
        Region area = (Region) pane.lookup(".tab-header-area");
        Region row = (Region) pane.lookup(".headers-region");
        List<String> cut = new ArrayList<>();
        for (TextCensus.Fault fault : TextCensus.of(scene).faults()) {
            if (fault.kind().equals("cut") && fault.what().contains("tab-label")) {
                cut.add(fault.what());
            }
        }
        boolean tight = area.getStyleClass().contains("tight-tabs") || pane.getStyleClass().contains("tight-tabs");
        return new Fitted(pane.getWidth(), algorithm, tight,
                row.getWidth() + area.snappedLeftInset(), cut);
    }
}
