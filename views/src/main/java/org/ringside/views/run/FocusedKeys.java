package org.ringside.views.run;

import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyEvent;

/** Which keys the focused control keeps for itself rather than leaving them to the run bar's shortcuts. */
final class FocusedKeys {
    private FocusedKeys() {
    }

    /**
     * Whether the focused control uses this key itself: a text field every key, a slider, a list,
     * a check box or a choice box the arrows. No control but a text field keeps Space: in a class
     * Space plays, whatever was clicked last (a speed chosen from the list with the mouse leaves
     * the list focused, and Space would open it again).
     */
    static boolean owns(Node focus, KeyEvent e) {
        if (focus instanceof TextInputControl) {
            return true;
        }
        boolean arrow = e.getCode().isArrowKey();
        return arrow && (focus instanceof Slider || focus instanceof ScrollBar || focus instanceof ListView<?>
                || focus instanceof TableView<?> || focus instanceof Spinner<?> || focus instanceof CheckBox
                || focus instanceof ChoiceBox<?> || focus instanceof ComboBoxBase<?> || focus instanceof ToggleButton);
    }
}
