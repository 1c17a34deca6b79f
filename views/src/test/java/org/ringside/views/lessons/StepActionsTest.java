package org.ringside.views.lessons;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.lessons.Action;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.Stage;
import org.ringside.views.run.Pacing;
import org.ringside.views.run.RunController;
import org.ringside.views.run.RunSpeed;
import org.ringside.views.run.RunState;

/** A step's actions go in order, and those after a timed one wait for its pause. */
class StepActionsTest {
    private static final long MS = 1_000_000L;

    private final RunController controller = new RunController(Scenario.defaults(), () -> 0L,
            Pacing.DEFAULT_FRAME_BUDGET_NS);
    // The actions never load a scenario, so the host needs no run bar.
    private final RecordingHost host = new RecordingHost(null);
    private final StepActions actions = new StepActions(controller, host);
    private long frameNs;

    /** Frames until the run pauses by itself, then the one frame in which the actions see it. */
    private void frameUntilPaused() {
        for (int i = 0; i < 10_000 && controller.state() == RunState.PLAYING; i++) {
            frameNs += 16 * MS;
            controller.frame(frameNs);
        }
        actions.frame();
    }

    @Test
    void actionsAfterATimedOneWaitForItsPause() {
        controller.setSpeed(RunSpeed.FASTEST);
        actions.start(List.of(new Action(Action.Kind.RUN_FOR, 2 * MS, null, null),
                new Action(Action.Kind.HIGHLIGHT, 0, Stage.QDISC, null),
                new Action(Action.Kind.PAUSE_AT, 5 * MS, null, null),
                new Action(Action.Kind.INSPECT, 0, null, Action.Inspector.DQL)));
        assertThat(host.highlighted).isEmpty();
        assertThat(controller.stopAtNs()).contains(2 * MS);
        assertThat(actions.pending()).isTrue();

        frameUntilPaused();
        assertThat(controller.nowNs()).isEqualTo(2 * MS);
        assertThat(host.highlighted).containsExactly(Stage.QDISC);
        assertThat(host.inspectors).isEmpty();
        assertThat(controller.stopAtNs()).contains(5 * MS);

        frameUntilPaused();
        assertThat(controller.nowNs()).isEqualTo(5 * MS);
        assertThat(host.inspectors).containsExactly(Action.Inspector.DQL);
        assertThat(actions.pending()).isFalse();
    }

    @Test
    void aNewStartForgetsWhatWasStillWaiting() {
        actions.start(List.of(new Action(Action.Kind.RUN_FOR, 2 * MS, null, null),
                new Action(Action.Kind.HIGHLIGHT, 0, Stage.RING, null)));
        actions.start(List.of(new Action(Action.Kind.INSPECT, 0, null, Action.Inspector.FLOWS)));
        controller.pause();
        actions.frame();
        assertThat(host.highlighted).isEmpty();
        assertThat(host.inspectors).containsExactly(Action.Inspector.FLOWS);
    }

    @Test
    void pausingByHandLetsTheRestGoAtOnce() {
        actions.start(List.of(new Action(Action.Kind.PAUSE_AT, 50 * MS, null, null),
                new Action(Action.Kind.HIGHLIGHT, 0, Stage.WIRE, null)));
        controller.pause();
        actions.frame();
        assertThat(host.highlighted).containsExactly(Stage.WIRE);
    }
}
