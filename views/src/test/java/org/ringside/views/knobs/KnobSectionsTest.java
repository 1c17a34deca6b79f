package org.ringside.views.knobs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.Simulation;
import org.ringside.views.shell.Theme;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Finding a knob by typing, and sections that stay as the reader left them. */
@ExtendWith(ApplicationExtension.class)
class KnobSectionsTest {
    private final Map<String, Boolean> remembered = new HashMap<>();
    private final SectionMemory memory = new SectionMemory() {
        @Override
        public boolean isOpen(String section, boolean byDefault) {
            return remembered.getOrDefault(section, byDefault);
        }

        @Override
        public void setOpen(String section, boolean open) {
            remembered.put(section, open);
        }
    };
    private KnobPanel panel;

    @Start
    void start(Stage stage) {
        Simulation sim = new Simulation(Scenario.defaults());
        panel = new KnobPanel(new RuntimeKnobsTarget(sim::knobs, next -> { }));
        Scene scene = new Scene(panel, 700, 780);
        scene.getStylesheets().add(Theme.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    private Node node(FxRobot robot, String id) {
        return robot.lookup(id).query();
    }

    private TitledPane section(FxRobot robot, String id) {
        return robot.lookup("#knobs-" + id).queryAs(TitledPane.class);
    }

    private static boolean shown(Node n) {
        return n.isVisible() && n.isManaged();
    }

    @Test
    void theFieldFindsAKnobByItsLinuxCommandOrItsName(FxRobot robot) {
        robot.interact(() -> section(robot, "nic").setExpanded(false));
        robot.clickOn("#knob-filter").write("tx-usecs");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shown(node(robot, "#knob-row-nic-tx_usecs"))).isTrue();
        assertThat(shown(node(robot, "#knob-row-nic-ring_size"))).isFalse();
        assertThat(section(robot, "nic").isExpanded()).as("a section with a knob found is open").isTrue();
        assertThat(shown(section(robot, "bql"))).as("a section with none is hidden").isFalse();

        robot.interact(() -> robot.lookup("#knob-filter").queryAs(TextField.class).setText("LIMIT_MAX"));
        assertThat(shown(node(robot, "#knob-row-bql-limit_max"))).isTrue();
        assertThat(shown(node(robot, "#knob-row-bql-hold_time"))).isFalse();
        assertThat(shown(section(robot, "nic"))).isFalse();

        // Escape in the field shows every knob again, each section as the reader left it.
        robot.clickOn("#knob-filter").type(javafx.scene.input.KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#knob-filter").queryAs(TextField.class).getText()).isEmpty();
        assertThat(shown(node(robot, "#knob-row-nic-ring_size"))).isTrue();
        assertThat(shown(section(robot, "nic"))).isTrue();
        assertThat(section(robot, "nic").isExpanded()).as("closed before the search").isFalse();
        assertThat(section(robot, "bql").isExpanded()).isTrue();
    }

    @Test
    void aSearchThatFindsNothingSaysSoWithAHint(FxRobot robot) {
        javafx.scene.control.Label none = robot.lookup("#knob-filter-none").queryAs(javafx.scene.control.Label.class);
        assertThat(shown(none)).isFalse();
        robot.interact(() -> robot.lookup("#knob-filter").queryAs(TextField.class).setText("wibble"));
        assertThat(shown(section(robot, "nic"))).isFalse();
        assertThat(shown(none)).isTrue();
        assertThat(none.getText()).startsWith("No knob matches \u201cwibble\u201d.").contains("ethtool -G");
        robot.interact(() -> robot.lookup("#knob-filter").queryAs(TextField.class).setText("ring"));
        assertThat(shown(none)).isFalse();
    }

    @Test
    void sectionsOpenAndCloseAsRememberedAndTellTheMemoryOfEachChange(FxRobot robot) {
        remembered.put("bql", false);
        remembered.put("tcp", false);
        robot.interact(() -> panel.rememberSections(memory));
        assertThat(section(robot, "bql").isExpanded()).isFalse();
        assertThat(section(robot, "tcp").isExpanded()).isFalse();
        assertThat(section(robot, "nic").isExpanded()).isTrue();

        robot.clickOn(section(robot, "nic").lookup(".title"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(remembered).containsEntry("nic", false);
        // A search opens sections, but does not change what is remembered.
        robot.interact(() -> robot.lookup("#knob-filter").queryAs(TextField.class).setText("hold_time"));
        assertThat(section(robot, "bql").isExpanded()).isTrue();
        assertThat(remembered).containsEntry("bql", false);
        robot.interact(() -> robot.lookup("#knob-filter").queryAs(TextField.class).setText(""));
        assertThat(section(robot, "bql").isExpanded()).isFalse();
        assertThat(section(robot, "nic").isExpanded()).isFalse();
    }
}
