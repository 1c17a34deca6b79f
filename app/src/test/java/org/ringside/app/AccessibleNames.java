package org.ringside.app;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TreeView;

/**
 * The nodes of a scene graph a screen reader would stop at without a name to read, or a role to
 * say what they are: every node the keyboard can reach and every interactive control, named by
 * none of its accessible text, its own text (a labelled control's), or a label set
 * {@code labelFor} it, or only a plain node's or parent's role. A control's skin parts (a
 * spinner's field, a combo box's button) are the control's, which names them.
 */
final class AccessibleNames {
    private AccessibleNames() {
    }

    /** Each unnamed or unroled node under {@code root}, as its class, id and style classes say it. */
    static List<String> missing(Parent root) {
        List<Label> labels = new ArrayList<>();
        List<Node> asking = new ArrayList<>();
        walk(root, labels, asking);
        List<String> out = new ArrayList<>();
        for (Node n : asking) {
            String what = n.getClass().getSimpleName() + (n.getId() == null ? "" : "#" + n.getId()) + n.getStyleClass();
            if (!named(n, labels)) {
                out.add(what + " has no name");
            }
            // A plain node's or parent's role says nothing of what it is.
            if (n.getAccessibleRole() == AccessibleRole.NODE || n.getAccessibleRole() == AccessibleRole.PARENT) {
                out.add(what + " has no role");
            }
        }
        return out;
    }

    private static void walk(Node n, List<Label> labels, List<Node> asking) {
        if (n instanceof Label l) {
            labels.add(l);
        }
        boolean interactive = interactive(n);
        if (interactive || n.isFocusTraversable()) {
            asking.add(n);
        }
        if (interactive) {
            return; // its skin's parts are its own
        }
        if (n instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                walk(child, labels, asking);
            }
        }
    }

    private static boolean interactive(Node n) {
        return n instanceof ButtonBase || n instanceof Slider || n instanceof Spinner || n instanceof ComboBoxBase
                || n instanceof ChoiceBox || n instanceof TextInputControl || n instanceof ListView
                || n instanceof TableView || n instanceof TreeView || n instanceof TabPane;
    }

    private static boolean named(Node n, List<Label> labels) {
        if (!blank(n.getAccessibleText())) {
            return true;
        }
        if (n instanceof Labeled l && !blank(l.getText())) {
            return true;
        }
        return labels.stream().anyMatch(l -> l.getLabelFor() == n && !blank(l.getText()));
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
