package org.ringside.views.lessons;

import java.util.ArrayList;
import java.util.List;
import org.ringside.lessons.Action;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.Stage;
import org.ringside.views.run.RunBar;

/** A window that loads through a real run bar and writes down everything else it is asked. */
final class RecordingHost implements LessonHost {
    private final RunBar runBar;
    final List<String> origins = new ArrayList<>();
    final List<Stage> highlighted = new ArrayList<>();
    final List<Action.Inspector> inspectors = new ArrayList<>();
    final List<String> links = new ArrayList<>();
    final List<String> said = new ArrayList<>();

    RecordingHost(RunBar runBar) {
        this.runBar = runBar;
    }

    @Override
    public void load(Scenario scenario, String origin) {
        origins.add(origin);
        runBar.load(scenario);
    }

    @Override
    public boolean mayReplaceScenario(String doing) {
        return true;
    }

    @Override
    public void highlight(Stage stage) {
        highlighted.add(stage);
    }

    @Override
    public void showInspector(Action.Inspector inspector) {
        inspectors.add(inspector);
    }

    @Override
    public void openLink(String url) {
        links.add(url);
    }

    @Override
    public void say(String sentence) {
        said.add(sentence);
    }
}
