package dlxviz.app.fx;

import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.skin.ComboBoxListViewSkin;

/**
 * A combo box's usual skin whose drop-down list gets its own skin when the list is first shown,
 * not with the window (issue 15: the first frame). The usual skin keeps the list as a hidden
 * child of the combo box from the start, so that CSS styles it before its first showing; with
 * it, every CSS pass before the first frame makes a list view, its virtual flow, scroll bars
 * and cells for each combo box. Here the list joins the combo box just before it first shows,
 * is styled then, and from there on everything is as with the usual skin. The combo box's
 * width must not depend on the list (the window's boxes have theirs in CSS).
 */
public final class LazyListComboBoxSkin<T> extends ComboBoxListViewSkin<T> {
    private boolean listAdded;

    public LazyListComboBoxSkin(ComboBox<T> box) {
        super(box);
        Node list = getPopupContent();
        getChildren().remove(list);
        box.addEventHandler(ComboBox.ON_SHOWING, e -> {
            if (!listAdded) {
                listAdded = true;
                if (list.getParent() == null) {
                    getChildren().add(list);
                    list.applyCss();
                }
            }
        });
    }

    /** Puts the skin on each box. */
    public static void installOn(ComboBox<?>... boxes) {
        for (ComboBox<?> box : boxes) {
            install(box);
        }
    }

    private static <T> void install(ComboBox<T> box) {
        box.setSkin(new LazyListComboBoxSkin<>(box));
    }
}
