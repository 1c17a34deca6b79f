package org.ringside.app;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.stage.Stage;
import org.ringside.app.settings.KnobSectionsFile;
import org.ringside.lessons.LessonLibrary;
import org.ringside.views.charts.LiveChartView;
import org.ringside.views.inspect.CountersInspector;
import org.ringside.views.inspect.DqlInspector;
import org.ringside.views.inspect.EventLogView;
import org.ringside.views.knobs.KnobPanel;
import org.ringside.views.knobs.RuntimeKnobsTarget;
import org.ringside.views.pipeline.PipelinePictureView;
import org.ringside.views.run.FrameHub;
import org.ringside.views.run.RunBar;
import org.ringside.views.run.RunController;

/**
 * The window's panes beside and under the picture, and what works on them: the knob panel, the
 * event log, the DQL and counters inspectors, the live chart, lane B, the lessons, the look,
 * picture export and the undo history. {@link MainWindow} builds them once its picture is on
 * screen: building them took the JavaFX thread about a third of its start (docs/benchmarks.md),
 * and the first frame shows none of them.
 */
final class WindowPanes {
    /** What the panes work on: the window's run, picture, files, dialogs and status line. */
    record Parts(Stage stage, WindowSetup setup, WindowDialogs dialogs, FrameHub frames, RunBar runBar,
            PipelinePictureView picture, ScenarioFiles files, Consumer<String> say, Runnable showScenario,
            Supplier<List<WindowAction>> actions) {
    }

    private final LiveChartView chart = new LiveChartView();
    private final KnobPanel knobPanel;
    /** Lane A, and lane B beside it while comparing. */
    private final WindowLanes lanes;
    /** View → Describe the picture: the pictures in words. */
    private final WindowDescribe describe;
    /** Text size, contrast and colours. */
    private final WindowLook look;
    private final PictureExportDialog pictureExport;
    /** Edit → Undo: knob changes first, then earlier runs. */
    private final UndoHistory history;
    /** The lessons pane, the Lessons menu and the player's side of the window. */
    private final WindowLessons lessons;
    private final EventLogView eventLog = new EventLogView();
    private final DqlInspector dql = new DqlInspector();
    private final CountersInspector counters = new CountersInspector();

    WindowPanes(Parts w) {
        RunController controller = w.runBar().controller();
        chart.setId("live-chart");
        knobPanel = new KnobPanel(new RuntimeKnobsTarget(controller::knobs, w.runBar()::load));
        knobPanel.setId("knob-panel");
        lanes = new WindowLanes(w.frames(), w.runBar(), w.picture(), knobPanel, chart);
        describe = new WindowDescribe(System::nanoTime, controller, w.picture(), lanes);
        look = new WindowLook(knobPanel, w.picture(), chart, w.say());
        pictureExport = new PictureExportDialog(w.stage(), w.setup(), w.files(), w.dialogs(), controller, look,
                w.say());
        KnobSectionsFile sections = KnobSectionsFile.in(w.setup().configFolder());
        knobPanel.rememberSections(sections);
        sections.warning().ifPresent(w.say());
        history = new UndoHistory(controller, knobPanel, lanes::knobsB, w.showScenario(), w.say());
        knobPanel.setOnChange(sentence -> {
            history.knobChanged(UndoHistory.Lane.A, sentence);
            w.say().accept(sentence);
            w.showScenario().run();
        });
        lanes.onLaneB(sentence -> {
            history.knobChanged(UndoHistory.Lane.B, sentence);
            w.say().accept("Lane B: " + sentence);
        }, history::dropB);
        lessons = new WindowLessons(LessonLibrary.shipped(), w.runBar(), w.setup(), w.stage(),
                (next, origin) -> w.files().load(next, null, origin), w.files()::settleUnsaved, w.say(), w.actions(),
                w.picture()::highlightStage);
    }

    LiveChartView chart() {
        return chart;
    }

    KnobPanel knobPanel() {
        return knobPanel;
    }

    WindowLanes lanes() {
        return lanes;
    }

    WindowDescribe describe() {
        return describe;
    }

    WindowLook look() {
        return look;
    }

    PictureExportDialog pictureExport() {
        return pictureExport;
    }

    UndoHistory history() {
        return history;
    }

    WindowLessons lessons() {
        return lessons;
    }

    EventLogView eventLog() {
        return eventLog;
    }

    DqlInspector dql() {
        return dql;
    }

    CountersInspector counters() {
        return counters;
    }
}
