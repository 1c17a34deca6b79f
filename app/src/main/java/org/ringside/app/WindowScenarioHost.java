package org.ringside.app;

import java.util.function.Consumer;
import javafx.scene.control.Alert;
import org.ringside.model.scenario.Scenario;
import org.ringside.views.run.RunBar;

/**
 * The window's side of its scenario files: the run's settings are what Save writes, and an
 * opened scenario runs through the run bar, so Undo brings back the run before it.
 *
 * @param runBar the run's controls, which load a scenario into a fresh run
 * @param say shows a sentence in the status line
 * @param changed shows the scenario's name and unsaved state again
 * @param dialogs the window's alerts
 * @param laneB opens lane B on a scenario, or runs it in the open lane B
 */
record WindowScenarioHost(RunBar runBar, Consumer<String> say, Runnable changed, WindowDialogs dialogs,
        Consumer<Scenario> laneB)
        implements ScenarioFiles.Host {
    @Override
    public Scenario current() {
        return runBar.controller().settings();
    }

    @Override
    public void run(Scenario next) {
        runBar.load(next);
    }

    @Override
    public void compare(Scenario b) {
        laneB.accept(b);
    }

    @Override
    public void say(String sentence) {
        say.accept(sentence);
    }

    @Override
    public void scenarioChanged() {
        changed.run();
    }

    @Override
    public Alert alert(Alert.AlertType type, String title, String header, String text) {
        return dialogs.alert(type, title, header, text);
    }
}
