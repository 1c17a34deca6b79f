package org.ringside.views.lessons;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.ringside.lessons.Action;
import org.ringside.views.run.RunController;

/**
 * Carries out a step's actions in the order written. A highlight or an inspector happens at
 * once; {@code run_for} and {@code pause_at} play the run and pause it at their time, and the
 * actions after them wait until the run has paused there (or the student paused it first).
 */
final class StepActions {
    private final RunController controller;
    private final LessonHost host;
    private final Deque<Action> waiting = new ArrayDeque<>();
    private boolean timing;

    StepActions(RunController controller, LessonHost host) {
        this.controller = controller;
        this.host = host;
    }

    /** Forgets any actions still waiting and starts on {@code actions}. */
    void start(List<Action> actions) {
        waiting.clear();
        waiting.addAll(actions);
        timing = false;
        carryOn();
    }

    /** Called every frame: once a timed action's pause has come, the next actions go. */
    void frame() {
        if (timing && controller.stopAtNs().isEmpty()) {
            timing = false;
            carryOn();
        }
    }

    /** Whether actions are still to come. */
    boolean pending() {
        return timing || !waiting.isEmpty();
    }

    private void carryOn() {
        while (!waiting.isEmpty()) {
            Action a = waiting.poll();
            switch (a.kind()) {
                case HIGHLIGHT -> host.highlight(a.stage());
                case INSPECT -> host.showInspector(a.inspector());
                case RUN_FOR -> timing = playUntil(controller.nowNs() + a.timeNs());
                case PAUSE_AT -> timing = playUntil(a.timeNs());
            }
            if (timing) {
                return;
            }
        }
    }

    /** Plays to {@code ns}; whether the run is now playing towards it. */
    private boolean playUntil(long ns) {
        controller.playUntil(ns);
        return controller.stopAtNs().isPresent();
    }
}
