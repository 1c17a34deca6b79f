package org.ringside.views.lessons;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.ringside.lessons.KnobChanges;
import org.ringside.lessons.Step;
import org.ringside.lessons.Task;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.RunSummary;
import org.ringside.views.run.RunController;

/**
 * Judges a step's tasks on the window's run: each goal on the run's summary, and the knobs the
 * run changed from the step's start, read from the scenario the run started from and from its
 * settings now. A knob changed during a run counts until the run is replaced (a reset, a load, an
 * undo), so one turned to reach the goal and turned back still counts: the run's figures hold
 * its effect.
 */
final class TaskJudge {
    private final RunController controller;
    private final Set<String> changedInRun = new LinkedHashSet<>();

    TaskJudge(RunController controller) {
        this.controller = controller;
        controller.addReplacementListener(r -> changedInRun.clear());
    }

    /**
     * Judges every view not done yet on the run as it is now.
     *
     * @return the places of the views this judgment marked done, in order
     */
    List<Integer> judge(Step step, List<TaskView> views) {
        List<Integer> done = new ArrayList<>();
        if (views.stream().allMatch(TaskView::done)) {
            return done;
        }
        Scenario start = step.start().scenario();
        if (!controller.scenario().name().equals(start.name())) {
            views.stream().filter(t -> !t.done()).forEach(TaskView::elsewhere);
            return done;
        }
        changedInRun.addAll(KnobChanges.between(start, controller.scenario()));
        changedInRun.addAll(KnobChanges.between(start, controller.settings()));
        RunSummary summary = null;
        for (int i = 0; i < views.size(); i++) {
            TaskView view = views.get(i);
            Task task = view.task();
            if (view.done()) {
                continue;
            }
            if (controller.nowNs() < task.afterNs()) {
                view.waiting(controller.nowNs());
                continue;
            }
            if (summary == null) {
                summary = controller.summary();
            }
            view.judged(task.judge(changedInRun, task.evaluate(summary)));
            if (view.done()) {
                done.add(i);
            }
        }
        return done;
    }
}
