package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.beans.property.BooleanProperty;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Panes that hide and come back in their place, and a dock that hides when all its panes do. */
@ExtendWith(ApplicationExtension.class)
class DockTest {
    @Start
    void start(Stage stage) {
    }

    @Test
    void aHiddenPaneComesBackInItsPlace(FxRobot robot) {
        robot.interact(() -> {
            Label a = new Label("a");
            Label b = new Label("b");
            Label c = new Label("c");
            Dock dock = new Dock(Orientation.HORIZONTAL, "d");
            BooleanProperty showA = dock.add(a, 0.2);
            dock.add(b, 0.5);
            dock.add(c, 0.3);
            showA.set(false);
            assertThat(dock.shownPanes()).containsExactly(b, c);
            showA.set(true);
            assertThat(dock.shownPanes()).containsExactly(a, b, c);
            assertThat(dock.node().getDividerPositions()).containsExactly(0.2, 0.7);
        });
    }

    @Test
    void anInnerDockGoesWhenBothItsPanesAreHiddenAtOnce(FxRobot robot) {
        robot.interact(() -> {
            Dock inner = new Dock(Orientation.HORIZONTAL, "inner");
            BooleanProperty left = inner.add(new Label("left"), 0.5);
            BooleanProperty right = inner.add(new Label("right"), 0.5);
            Dock outer = new Dock(Orientation.VERTICAL, "outer");
            Label top = new Label("top");
            outer.add(top, 0.6);
            Dock.showWhileAny(outer.add(inner.node(), 0.4), left, right);
            left.set(false);
            right.set(false);
            assertThat(outer.shownPanes()).containsExactly(top);
            right.set(true);
            assertThat(outer.shownPanes()).containsExactly(top, inner.node());
        });
    }
}
