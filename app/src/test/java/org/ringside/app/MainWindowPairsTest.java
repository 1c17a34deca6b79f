package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.layout.Region;
import javafx.scene.control.MenuBar;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.scenario.Scenario;
import org.ringside.views.knobs.KnobMarks;
import org.ringside.views.run.RunController;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Two lanes from a pair: Scenario → Pairs, File → Open of a pair file, and the command line's --vs. */
@ExtendWith(ApplicationExtension.class)
class MainWindowPairsTest extends WindowTestBase {
    private static final String PAIR = "name: A\nflows:\n  - { kind: bulk_tcp }\n"
            + "compare:\n  name: B\n  nic: { tso: false }\n";

    @Start
    void start(Stage stage) throws IOException {
        open(stage);
    }

    private RunController laneB() {
        return window.lanes().laneB().orElseThrow();
    }

    @Test
    void aShippedPairOpensBothLanesWithItsDifferenceMarked(FxRobot robot) throws TimeoutException {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        robot.interact(() -> item(bar, "menu-pair-tso-on-vs-off").fire());

        assertThat(window.lanes().comparing().get()).isTrue();
        assertThat(window.scenario().nic().tso()).isTrue();
        assertThat(laneB().settings().nic().tso()).isFalse();
        assertThat(laneB().settings().name()).isNotEqualTo(window.scenario().name());
        assertThat(window.lanes().marked()).containsExactlyInAnyOrder("nic.tso", "nic.gso");
        // The rows of B's panel are built as it is first laid out; the mark follows them.
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(() -> {
            Node row = window.lanes().knobsB().orElseThrow().lookup("#knob-row-nic-tso");
            return row != null && row.getPseudoClassStates().contains(KnobMarks.DIFFERS);
        }).get());
    }

    @Test
    void openingAPairFileOpensBothLanesAndSaveDoesNotWriteOverIt(FxRobot robot) throws IOException {
        Path pair = Files.writeString(scenarios.resolve("pair.yaml"), PAIR);
        robot.interact(() -> assertThat(window.openScenario(pair)).isTrue());

        assertThat(window.scenario().name()).isEqualTo("A");
        assertThat(laneB().settings().name()).isEqualTo("B");
        assertThat(window.lanes().marked()).containsExactly("nic.tso");

        // Save asks where, as Save As does, rather than dropping the file's compare: block.
        Path elsewhere = scenarios.resolve("a-alone.yaml");
        dialogs.answers.add(elsewhere);
        robot.interact(() -> item(robot.lookup(".menu-bar").queryAs(MenuBar.class), "menu-save").fire());
        assertThat(Files.readString(pair)).isEqualTo(PAIR);
        assertThat(elsewhere).exists();
    }

    @Test
    void theCommandLinesVersusOpensLaneBOnItsFile(FxRobot robot) throws IOException {
        Path a = Files.writeString(scenarios.resolve("a.yaml"), "name: A\nflows:\n  - { kind: bulk_tcp }\n");
        Path b = Files.writeString(scenarios.resolve("b.yaml"), "name: B\nflows:\n  - { kind: bulk_tcp }\n"
                + "qdisc: { kind: fq_codel }\n");
        robot.interact(() -> window.launch(new LaunchRequest(a, false, null, false, null, null, null, false, b)));

        assertThat(window.scenario().name()).isEqualTo("A");
        Scenario lane = laneB().settings();
        assertThat(lane.name()).isEqualTo("B");
        assertThat(window.lanes().marked()).isNotEmpty().allMatch(k -> k.startsWith("qdisc"));
    }

    @Test
    void atOneAndAHalfTimesTheTextEachLanesPictureKeepsItsShare(FxRobot robot)
            throws TimeoutException {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        robot.interact(() -> {
            item(bar, "menu-larger").fire();
            item(bar, "menu-larger").fire();
            item(bar, "menu-pair-bql-off-vs-on").fire();
        });
        assertThat(window.zoom().factor()).isEqualTo(1.5);
        Region a = robot.lookup("#pipeline").queryAs(Region.class);
        Region b = robot.lookup("#pipeline-b").queryAs(Region.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(() -> {
            double least = PictureHeight.LANE_LEAST_SHARE * stage.getScene().getHeight() - 1;
            return a.getHeight() >= least && b.getHeight() >= least;
        }).get());
    }
}
