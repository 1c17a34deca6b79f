package org.ringside.views.knobs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javafx.event.ActionEvent;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.scenario.Aqm;
import org.ringside.model.scenario.Bottleneck;
import org.ringside.model.scenario.BqlMode;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.KnobKind;
import org.ringside.model.scenario.Network;
import org.ringside.model.scenario.NicDriver;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioValidator;
import org.ringside.model.scenario.Units;
import org.ringside.model.sim.Simulation;
import org.ringside.views.shell.Theme;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The knob panel over a real simulation: each control changes the run, as a student would change it. */
@ExtendWith(ApplicationExtension.class)
class KnobPanelTest {
    private Simulation sim;
    private int restarts;
    private KnobPanel panel;
    private final List<String> changes = new ArrayList<>();

    @Start
    void start(Stage stage) {
        sim = running(Scenario.defaults());
        panel = new KnobPanel(new RuntimeKnobsTarget(() -> sim.knobs(), next -> {
            sim = new Simulation(next);
            restarts++;
        }));
        panel.setOnChange(changes::add);
        Scene scene = new Scene(panel, 1000, 780);
        scene.getStylesheets().add(Theme.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void theArrowKeysMoveTheRingSizeSliderAndResetTheRing(FxRobot robot) {
        robot.interact(() -> node(robot, "#knob-nic-ring_size").requestFocus());
        robot.type(KeyCode.LEFT);
        int size = sim.settings().nic().ringSize();
        assertThat(size).isLessThan(256).isGreaterThan(200);
        assertThat(sim.snapshot().queue(0).ring().size()).as("the running ring").isEqualTo(size);
        assertThat(changes).containsExactly("nic.ring_size 256 -> " + size + " (the ring was reset)");
        assertThat(text(robot, "#knob-nic-ring_size-text")).isEqualTo(Integer.toString(size));
        robot.type(KeyCode.RIGHT);
        assertThat(sim.settings().nic().ringSize()).isGreaterThan(size);
        assertThat(restarts).isZero();
    }

    @Test
    void aQueueCountLeftToTheDriverReadsWhatItCameTo(FxRobot robot) throws Exception {
        // The default scenario: one CPU, so the driver makes one queue.
        assertThat(text(robot, "#knob-nic-tx_queues-text")).isEqualTo("auto: 1");
        // "auto" typed is the driver's choice again: nothing to change.
        robot.interact(() -> {
            TextField f = (TextField) node(robot, "#knob-nic-tx_queues-text");
            f.setText("auto");
            f.fireEvent(new ActionEvent());
        });
        assertThat(changes).isEmpty();
        assertThat(text(robot, "#knob-nic-tx_queues-text")).isEqualTo("auto: 1");
        // Eight CPUs on ixgbe: one queue per CPU, as many as the picture draws.
        sim = running(org.ringside.model.scenario.ScenarioLoader.fromFile(
                java.nio.file.Path.of("..", "assets", "scenarios", "linux-today-10gbe-mq.yaml")));
        robot.interact(panel::refresh);
        assertThat(sim.snapshot().queues()).hasSize(8);
        assertThat(text(robot, "#knob-nic-tx_queues-text")).isEqualTo("auto: 8");
    }

    @Test
    void spaceTurnsTsoOffAndGsoComesIntoEffect(FxRobot robot) {
        assertThat(node(robot, "#knob-nic-gso").isDisabled()).as("GSO means nothing while TSO is on").isTrue();
        robot.interact(() -> node(robot, "#knob-nic-tso").requestFocus());
        robot.type(KeyCode.SPACE);
        assertThat(sim.settings().nic().tso()).isFalse();
        assertThat(node(robot, "#knob-nic-gso").isDisabled()).isFalse();
        assertThat(changes).containsExactly("nic.tso true -> false");
        assertThat(tooltip(robot, "#knob-nic-tso")).contains("Linux: ethtool -K eth0 tso off");
    }

    @Test
    void theBqlModeChoiceBoxPinsTheLimitAndEnablesIt(FxRobot robot) {
        assertThat(node(robot, "#knob-bql-limit").isDisabled()).isTrue();
        assertThat(tooltip(robot, "#knob-bql-limit")).contains("Only with bql.mode fixed.");
        robot.interact(() -> node(robot, "#knob-bql-mode").requestFocus());
        robot.type(KeyCode.SPACE);
        robot.type(KeyCode.DOWN);
        robot.type(KeyCode.ENTER);
        assertThat(sim.settings().bql().mode()).isEqualTo(BqlMode.FIXED);
        assertThat(sim.snapshot().queue(0).bql().on()).isTrue();
        assertThat(node(robot, "#knob-bql-limit").isDisabled()).isFalse();
        assertThat(node(robot, "#knob-bql-hold_time").isDisabled()).isTrue();
        assertThat(changes).containsExactly("bql.mode auto -> fixed");
    }

    @Test
    void choosingADriverRestartsWithItsConstantsAndItsCommands(FxRobot robot) {
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            ChoiceBox<String> driver = (ChoiceBox<String>) node(robot, "#knob-nic-driver");
            driver.setValue("e1000");
        });
        assertThat(restarts).isEqualTo(1);
        assertThat(sim.settings().nic().stopDescs()).isEqualTo(24);
        assertThat(text(robot, "#knob-nic-stop_descs-text")).isEqualTo("24");
        assertThat(text(robot, "#knob-nic-wake_descs-text")).isEqualTo("32");
        assertThat(tooltip(robot, "#knob-nic-tx_usecs")).contains("Linux: ethtool -C eth0 rx-usecs 100");
        assertThat(node(robot, "#knob-nic-tx_frames").isDisabled()).as("a throttle counts no frames").isTrue();
    }

    @Test
    void aRateTypedInTheTextFieldSlowsTheLink(FxRobot robot) {
        robot.clickOn("#knob-link-rate-text");
        robot.press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL);
        robot.write("100Mbit");
        robot.type(KeyCode.ENTER);
        assertThat(sim.settings().link().rateBps()).isEqualTo(100 * Units.MBIT);
        assertThat(changes).containsExactly("link.rate 1Gbit -> 100Mbit");
        assertThat(tooltip(robot, "#knob-link-rate")).contains("Linux: ethtool -s eth0 speed 100 duplex full");
    }

    @Test
    void everyKnobsControlChangesTheRun(FxRobot robot) {
        for (Knob k : Knobs.all()) {
            if (!k.bindsScenario()) {
                continue;
            }
            int restartsBefore = restarts;
            Scenario start = prepared(k);
            long v = anotherValidValue(k, start);
            robot.interact(() -> {
                sim = running(start);
                panel.refresh();
                setThroughControl(robot, k, v);
            });
            assertThat(k.get(sim.settings())).as(k.key()).isEqualTo(v);
            assertThat(restarts - restartsBefore).as(k.key() + " restarts").isEqualTo(k.apply() == Knob.Apply.RESTART ? 1 : 0);
            assertThat(error(robot, k)).as(k.key()).isEmpty();
        }
    }

    @Test
    void everyTooltipHasTheSentenceTheRangeAndTheLinuxCommandWithTheCurrentValue(FxRobot robot) {
        String ring = tooltip(robot, "#knob-nic-ring_size");
        assertThat(ring).contains(Knobs.get("nic.ring_size").tooltip(), "Allowed: 8 to 16384. Default: 256.",
                "Linux: ethtool -G eth0 tx 256", "Changing it resets the ring: the packets in it are dropped.");
        typeInto(robot, "#knob-nic-ring_size-text", "128");
        assertThat(tooltip(robot, "#knob-nic-ring_size")).contains("Linux: ethtool -G eth0 tx 128");
        assertThat(tooltip(robot, "#knob-qdisc-kind")).contains("Changing it restarts the run from time 0.");
        for (Knob k : Knobs.all()) {
            if (k.bindsScenario()) {
                assertThat(tooltip(robot, "#knob-" + KnobPanel.id(k))).as(k.key()).startsWith(k.tooltip());
            }
        }
    }

    @Test
    void aRefusedValueShowsItsMessageAndChangesNothing(FxRobot robot) {
        Scenario before = sim.settings();
        typeInto(robot, "#knob-nic-ring_size-text", "4");
        assertThat(error(robot, Knobs.get("nic.ring_size"))).isEqualTo("nic.ring_size: 4 is out of range (allowed: 8 to 16384)");
        assertThat(text(robot, "#knob-nic-ring_size-text")).as("back to the current value").isEqualTo("256");
        typeInto(robot, "#knob-nic-gso_max_size-text", "1000");
        assertThat(error(robot, Knobs.get("nic.gso_max_size")))
                .isEqualTo("nic.gso_max_size: 1000 is below the MTU 1500 (allowed: 1500 to 65536)");
        typeInto(robot, "#knob-nic-tx_usecs-text", "5");
        assertThat(error(robot, Knobs.get("nic.tx_usecs"))).startsWith("nic.tx_usecs: 5 has no unit");
        assertThat(sim.settings()).isSameAs(before);
        assertThat(changes).isEmpty();
        assertThat(panel.canUndo()).isFalse();

        typeInto(robot, "#knob-nic-tx_usecs-text", "100us");
        assertThat(error(robot, Knobs.get("nic.tx_usecs"))).as("the current value, typed again, is a good one").isEmpty();
        typeInto(robot, "#knob-nic-ring_size-text", "128");
        assertThat(error(robot, Knobs.get("nic.ring_size"))).as("a good value clears the message").isEmpty();
    }

    @Test
    void undoTakesBackThePanelsChangesNewestFirst(FxRobot robot) {
        typeInto(robot, "#knob-nic-ring_size-text", "128");
        robot.interact(() -> ((CheckBox) node(robot, "#knob-nic-tso")).fire());
        typeInto(robot, "#knob-qdisc-kind", null);
        assertThat(sim.settings().qdisc().kind()).isEqualTo(QdiscKind.PFIFO);
        assertThat(restarts).isEqualTo(1);

        robot.interact(() -> assertThat(panel.undo()).isTrue());
        assertThat(sim.settings().qdisc().kind()).isEqualTo(QdiscKind.PFIFO_FAST);
        assertThat(restarts).as("the old qdisc needs a new run too").isEqualTo(2);
        assertThat(sim.settings().nic().tso()).as("the new run keeps the live changes").isFalse();
        robot.interact(() -> assertThat(panel.undo()).isTrue());
        assertThat(sim.settings().nic().tso()).isTrue();
        assertThat(sim.settings().nic().ringSize()).isEqualTo(128);
        robot.interact(() -> assertThat(panel.undo()).isTrue());
        assertThat(sim.settings().nic().ringSize()).isEqualTo(256);
        assertThat(sim.snapshot().queue(0).ring().size()).isEqualTo(256);
        assertThat(panel.canUndo()).isFalse();
        robot.interact(() -> assertThat(panel.undo()).isFalse());
        assertThat(changes).containsExactly("nic.ring_size 256 -> 128 (the ring was reset)", "nic.tso true -> false",
                "qdisc.kind pfifo_fast -> pfifo (the run restarted)", "undo: qdisc.kind pfifo_fast -> pfifo (the run restarted)",
                "undo: nic.tso true -> false", "undo: nic.ring_size 256 -> 128 (the ring was reset)");
    }

    @Test
    void flowsAreAddedEditedAndRemovedByRestartingTheRun(FxRobot robot) {
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            ChoiceBox<FlowKind> kind = (ChoiceBox<FlowKind>) node(robot, "#flow-add-kind");
            kind.setValue(FlowKind.UDP_CBR);
            ((Button) node(robot, "#flow-add")).fire();
        });
        assertThat(sim.settings().flows()).extracting(f -> f.name()).containsExactly("bulk_tcp", "udp_cbr");
        assertThat(restarts).isEqualTo(1);
        assertThat(changes).containsExactly("added flows[1] udp_cbr (the run restarted)");
        assertThat(tooltip(robot, "#flow-1-size")).contains("Changing a flow restarts the run from time 0.");

        typeInto(robot, "#flow-1-size-text", "2000");
        assertThat(((Label) robot.lookup("#flow-1").lookup(".knob-error").queryAll().stream()
                .filter(Node::isVisible).findFirst().orElseThrow()).getText())
                .isEqualTo("flows[1].size: 2000 is above MTU - 28 = 1472 (allowed: 1 to 1472)");
        assertThat(sim.settings().flows().get(1).size()).isEqualTo(200);
        typeInto(robot, "#flow-1-count-text", "10");
        assertThat(sim.settings().flows().get(1).count()).isEqualTo(10);
        assertThat(restarts).isEqualTo(2);

        robot.interact(() -> ((Button) node(robot, "#flow-1-remove")).fire());
        assertThat(sim.settings().flows()).extracting(f -> f.name()).containsExactly("bulk_tcp");
        assertThat(node(robot, "#flow-0-remove").isDisabled()).as("a scenario needs a flow").isTrue();
        robot.interact(() -> assertThat(panel.undo()).isTrue());
        assertThat(sim.settings().flows()).hasSize(2);
    }

    @Test
    void everyFlowKnobOfEveryKindChangesItsFlow(FxRobot robot) {
        for (FlowKind kind : FlowKind.values()) {
            robot.interact(() -> {
                sim = running(Scenario.defaults().withFlows(List.of(Flow.defaults(kind))));
                panel.refresh();
            });
            for (Knob k : Knobs.flowKnobs(kind)) {
                if (!k.bindsFlow()) {
                    continue;
                }
                Flow before = sim.settings().flows().get(0);
                long v = k.get(before) == k.max() ? k.get(before) - k.step() : k.get(before) + k.step();
                robot.interact(() -> {
                    Node control = node(robot, "#flow-0-" + k.name());
                    if (control instanceof ChoiceBox<?> box) {
                        @SuppressWarnings("unchecked")
                        ChoiceBox<String> words = (ChoiceBox<String>) box;
                        words.setValue(k.choice(v));
                    } else if (control instanceof CheckBox box) {
                        box.fire();
                    } else {
                        TextField field = (TextField) node(robot, "#flow-0-" + k.name() + "-text");
                        field.setText(k.format(v));
                        field.fireEvent(new ActionEvent());
                    }
                });
                assertThat(k.get(sim.settings().flows().get(0))).as(kind + " " + k.key()).isEqualTo(v);
            }
        }
    }

    @Test
    void tabbingToAControlBelowTheViewScrollsItIntoView(FxRobot robot) {
        assertThat(panel.getVvalue()).isZero();
        robot.interact(() -> node(robot, "#flow-0-remote_rtt-text").requestFocus());
        robot.type(KeyCode.TAB);
        assertThat(panel.getVvalue()).isPositive();
        robot.interact(() -> node(robot, "#knob-link-rate").requestFocus());
        assertThat(panel.getVvalue()).isZero();
    }

    @Test
    void anotherScenarioStartsWithNothingToUndo(FxRobot robot) {
        typeInto(robot, "#knob-nic-ring_size-text", "128");
        assertThat(panel.canUndo()).isTrue();
        robot.interact(() -> {
            sim = running(Scenario.defaults().withSeed(7));
            panel.clearUndo();
            panel.refresh();
        });
        assertThat(panel.canUndo()).isFalse();
        assertThat(text(robot, "#knob-nic-ring_size-text")).isEqualTo("256");
        assertThat(text(robot, "#knob-seed-text")).isEqualTo("7");
    }

    // --- scenarios, controls and lookups -------------------------------------------------------

    private static Simulation running(Scenario s) {
        Simulation sim = new Simulation(s);
        sim.runUntil(Units.MS);
        return sim;
    }

    /** Settings under which the knob is in effect. */
    private static Scenario prepared(Knob k) {
        Scenario s = Scenario.defaults();
        return switch (k.key()) {
            case "bql.limit" -> Knobs.get("bql.mode").set(s, BqlMode.FIXED.ordinal());
            case "nic.dispatch_limit" -> Knobs.get("nic.doorbell").set(s, 1);
            case "nic.tx_checksum" -> Knobs.get("nic.tso").set(s, 0); // TSO needs checksum offload
            // A wake level must lie between the stop level (18) and the ring's size.
            case "nic.wake_descs" -> Knobs.get("nic.ring_size").set(s, 4096);
            // mq's child counts only under mq, which needs several queues: igb on two CPUs.
            case "qdisc.child" -> Knobs.get("qdisc.kind").set(Knobs.get("cpus").set(
                    Knobs.get("nic.driver").set(s, NicDriver.IGB.ordinal()), 2),
                    QdiscKind.MQ.ordinal());
            // The port's keys need a port: a rate and one kind of buffer (CoDel for its ECN).
            case "network.bottleneck.rate", "network.bottleneck.buffer", "network.bottleneck.aqm" ->
                    s.withNetwork(new Network(new Bottleneck(100 * Units.MBIT, 1_000_000, 0, Aqm.DROPTAIL)));
            case "network.bottleneck.buffer_packets" ->
                    s.withNetwork(new Network(new Bottleneck(100 * Units.MBIT, 0, 100, Aqm.DROPTAIL)));
            // Adaptive TX moderation is mlx5's net_dim: the one driver that has it.
            case "nic.adaptive_tx" -> Knobs.get("nic.driver").set(s, NicDriver.MLX5.ordinal());
            case "network.bottleneck.ecn" ->
                    s.withNetwork(new Network(new Bottleneck(100 * Units.MBIT, 1_000_000, 0, Aqm.CODEL)));
            default -> s;
        };
    }

    private static long anotherValidValue(Knob k, Scenario now) {
        long current = k.get(now);
        for (long v : List.of(k.defaultValue() + k.step(), k.max(), k.min(), k.defaultValue(), current - k.step())) {
            if (v != current && v >= k.min() && v <= k.max() && ScenarioValidator.problems(k.set(now, v)).isEmpty()) {
                return v;
            }
        }
        throw new AssertionError(k.key() + ": no other valid value to try");
    }

    /** Sets a value through the knob's own control, as its user would: tick, pick or type and Enter. */
    private void setThroughControl(FxRobot robot, Knob k, long v) {
        Node control = node(robot, "#knob-" + KnobPanel.id(k));
        if (k.kind() == KnobKind.BOOLEAN) {
            ((CheckBox) control).setSelected(v != 0);
        } else if (k.kind() == KnobKind.CHOICE) {
            @SuppressWarnings("unchecked")
            ChoiceBox<String> box = (ChoiceBox<String>) control;
            box.setValue(k.choice(v));
        } else {
            TextField field = (TextField) node(robot, "#knob-" + KnobPanel.id(k) + "-text");
            field.setText(k.format(v));
            field.fireEvent(new ActionEvent());
        }
    }

    /** Types into a text field and presses Enter; with no text, picks the next word of a choice box. */
    private void typeInto(FxRobot robot, String query, String text) {
        robot.interact(() -> {
            Node n = node(robot, query);
            if (n instanceof TextField field) {
                field.setText(text);
                field.fireEvent(new ActionEvent());
            } else {
                @SuppressWarnings("unchecked")
                ChoiceBox<String> box = (ChoiceBox<String>) n;
                box.getSelectionModel().selectNext();
            }
        });
    }

    private static Node node(FxRobot robot, String query) {
        return robot.lookup(query).query();
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(TextField.class).getText();
    }

    private static String tooltip(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Control.class).getTooltip().getText();
    }

    private static String error(FxRobot robot, Knob k) {
        return robot.lookup("#knob-row-" + KnobPanel.id(k)).lookup(".knob-error").queryAs(Label.class).getText();
    }
}
