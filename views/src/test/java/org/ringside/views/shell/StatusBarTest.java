package org.ringside.views.shell;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The status line keeps every word at the text sizes a room needs, across the window's width:
 * the longest shipped scenario's name and a sentence, where they used to end in "…" ("10 bulk
 * TC…", "Tex…").
 */
@ExtendWith(ApplicationExtension.class)
class StatusBarTest {
    private static final String NAME = "VoIP (200 B every 20 ms) next to 10 bulk TCP streams";
    private Pane root;
    private StatusBar bar;

    @Start
    void start(Stage stage) {
        bar = new StatusBar("F1 or ?: every shortcut");
        bar.showScenario(NAME, "the scenario came from a file");
        root = new Pane(bar);
        WholeWords.show(stage, root);
    }

    /** Text at {@code factor}, the bar as wide as a window of {@code width}, saying {@code sentence}. */
    private void check(FxRobot robot, double factor, double width, String sentence) {
        // The bar is sized, not the window: the test classes share one stage.
        robot.interact(() -> {
            root.setStyle(WholeWords.textAt(factor));
            bar.say(sentence);
            bar.setMinWidth(width);
            bar.setPrefWidth(width);
            bar.setMaxWidth(width);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            root.layout();
            assertThat(bar.getWidth()).isEqualTo(width);
            assertThat(bar.said()).isEqualTo(sentence);
            WholeWords.assertWhole(bar);
            for (Node part : bar.getChildrenUnmodifiable()) {
                assertThat(part.getBoundsInParent().getMaxY()).as("%s inside the bar", part)
                        .isLessThanOrEqualTo(bar.getHeight() + 0.5);
            }
            String[] parts = {"#status", "#status-message", "#status-keys"};
            for (int i = 0; i < parts.length; i++) {
                for (int j = i + 1; j < parts.length; j++) {
                    assertThat(bar.lookup(parts[i]).getBoundsInParent().intersects(
                            bar.lookup(parts[j]).getBoundsInParent())).as("%s and %s apart", parts[i], parts[j]).isFalse();
                }
            }
        });
    }

    @Test
    void at150PercentInThe1600PixelWindow(FxRobot robot) {
        check(robot, 1.5, 1600, "Text at 150 %.");
    }

    @Test
    void at200PercentInThe1600PixelWindow(FxRobot robot) {
        check(robot, 2.0, 1600, "Text at 200 %.");
    }

    @Test
    void aLongSentenceWrapsAt200PercentInThe1920PixelWindow(FxRobot robot) {
        check(robot, 2.0, 1920, "Lesson: A tour of the transmit path. The knobs are hidden to give the picture "
                + "room beside the lesson; Ctrl+1 shows them.");
    }

    @Test
    void atNormalTextEverythingSharesOneRow(FxRobot robot) {
        check(robot, 1.0, 1280, "Text at 100 %.");
        robot.interact(() -> assertThat(bar.lookup("#status-message").getBoundsInParent().getMinY())
                .isLessThan(bar.lookup("#status").getBoundsInParent().getMaxY()));
    }
}
