package org.ringside.app;

import java.util.List;
import java.util.function.DoubleSupplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.Region;
import org.ringside.app.WindowAction.WindowMenu;
import org.ringside.views.charts.LiveChartView;
import org.ringside.views.inspect.CountersInspector;
import org.ringside.views.inspect.DqlInspector;
import org.ringside.views.inspect.EventLogView;
import org.ringside.views.inspect.InspectorScroll;

/**
 * The window's panes in their docks: knobs | work | lessons across, the picture over the panes
 * below it, and below it the event log | the inspectors (DQL, counters, live chart). Each pane
 * but the picture hides and comes back in place; View's toggles are here.
 */
final class WindowDocks {
    /** The picture's share of the work area's height, over the event log and the inspectors. */
    private static final double PICTURE_SHARE = 0.62;
    /** The pictures' share while two lanes, and the scoreboard between them, share it. */
    private static final double TWO_LANES_SHARE = 0.78;
    /** The pictures' share of two lanes while the live chart is in front, which needs the rest. */
    private static final double CHART_LANES_SHARE = 0.55;
    /** The lessons pane's least width, in the theme's ems. */
    private static final double LESSONS_MIN_EMS = 24;

    private final Node node;
    private final Region knobs;
    private final Region picture;
    private final WindowLessons lessons;
    private final TabPane inspectors;
    private final Tab chartTab;
    /** The inspector in front before Live chart brought the chart forward, or null when they were hidden. */
    private Tab beforeChart;
    private final BooleanProperty knobsShown;
    private final BooleanProperty logShown;
    private final BooleanProperty inspectorsShown;
    private final SplitPane work;
    /** Whether the pictures' column holds two lanes, which keep a larger share of the height. */
    private final BooleanProperty twoLanes = new SimpleBooleanProperty(this, "twoLanes", false);
    /** Whether the live chart is the inspectors' tab in front, and they are shown. */
    private final BooleanBinding chartInFront;
    /** The most height the work area has, between the window's bars; unbounded until bound. */
    private final DoubleProperty room = new SimpleDoubleProperty(this, "room", Double.MAX_VALUE);

    WindowDocks(Region knobs, Region picture, EventLogView eventLog, DqlInspector dql,
            CountersInspector counters, LiveChartView chart, WindowLessons lessons) {
        this.knobs = knobs;
        this.picture = picture;
        this.lessons = lessons;
        Tab dqlTab = tab("DQL", "tab-dql", InspectorScroll.of(dql));
        Tab countersTab = tab("Counters", "tab-counters", InspectorScroll.of(counters));
        chartTab = tab("Live chart", "tab-chart", chart);
        inspectors = new TabPane(dqlTab, countersTab, chartTab);
        inspectors.setId("inspectors");
        inspectors.setAccessibleText("Inspectors");

        Dock below = new Dock(Orientation.HORIZONTAL, "below-dock");
        logShown = below.add(eventLog, 0.55);
        inspectorsShown = below.add(inspectors, 0.45);
        Dock work = new Dock(Orientation.VERTICAL, "work-area");
        work.add(picture, PICTURE_SHARE);
        Dock.showWhileAny(work.add(below.node(), 1 - PICTURE_SHARE), logShown, inspectorsShown);
        this.work = work.node();
        chartInFront = Bindings.createBooleanBinding(
                () -> inspectorsShown.get() && inspectors.getSelectionModel().getSelectedItem() == chartTab,
                inspectorsShown, inspectors.getSelectionModel().selectedItemProperty());
        // One lane's picture scrolls at large text, and the log under it keeps its few lines; two
        // lanes keep their pictures, the log giving way to nothing.
        PictureHeight.keep(picture, below.node(), PictureHeight.leastShare(twoLanes, chartInFront), room,
                Bindings.createDoubleBinding(() -> logShown.get() && !twoLanes.get() ? eventLog.leastHeight().get() : 0,
                        logShown, twoLanes, eventLog.leastHeight()));
        // Two lanes give way to the chart brought forward, and take their share back after.
        chartInFront.addListener((o, was, now) -> {
            if (twoLanes.get()) {
                divide();
            }
        });
        Dock main = new Dock(Orientation.HORIZONTAL, "main-dock");
        knobsShown = main.add(knobs, 0.25);
        main.add(work.node(), 0.75);
        lessons.docked(main.add(lessons.player(), 0.3));
        // Room for a step's text and its three buttons, which would otherwise shrink to "…".
        lessons.player().setMinWidth(LESSONS_MIN_EMS * TextZoom.BASE_PX);
        SplitPane.setResizableWithParent(knobs, false);
        // As wide as its widest row, and no wider: the picture needs the room more.
        knobs.setMinWidth(Region.USE_PREF_SIZE);
        knobs.setMaxWidth(Region.USE_PREF_SIZE);
        node = main.node();
    }

    private static Tab tab(String title, String id, Node content) {
        Tab tab = new Tab(title, content);
        tab.setClosable(false);
        tab.setId(id);
        return tab;
    }

    /** All the docks, for the middle of the window. */
    Node node() {
        return node;
    }

    /** View's switches of the panes and the live chart. */
    List<WindowAction> actions() {
        KeyCombination.Modifier shortcut = KeyCombination.SHORTCUT_DOWN;
        return List.of(
                new WindowAction("menu-live-chart", WindowMenu.VIEW, "Live chart",
                        new KeyCodeCombination(KeyCode.L, shortcut), "bring the live chart forward, or go back to the inspector in front before it",
                        this::toggleChart),
                WindowAction.pane("menu-knobs", "Knob panel", new KeyCodeCombination(KeyCode.DIGIT1, shortcut),
                        "show or hide the knob panel", knobsShown()),
                WindowAction.pane("menu-event-log", "Event log", new KeyCodeCombination(KeyCode.DIGIT2, shortcut),
                        "show or hide the event log", logShown()),
                WindowAction.pane("menu-inspectors", "Inspectors", new KeyCodeCombination(KeyCode.DIGIT3, shortcut),
                        "show or hide the inspectors: DQL, counters, live chart",
                        inspectorsShown()));
    }

    /** The most height the work area has: bound to {@link PictureHeight#room} of the window's middle. */
    DoubleProperty room() {
        return room;
    }

    BooleanProperty knobsShown() {
        return knobsShown;
    }

    BooleanProperty logShown() {
        return logShown;
    }

    BooleanProperty inspectorsShown() {
        return inspectorsShown;
    }

    /**
     * From now on a lesson that opens where the knobs, the picture and the lessons pane do not
     * fit side by side ({@link LessonRoom}) hides the knobs, and {@code hidden} says so.
     *
     * @param textScale the text size's factor now
     */
    void giveWayToLessons(DoubleSupplier textScale, Runnable hidden) {
        lessons.shown().addListener((o, was, now) -> {
            // A lesson opened at start comes before the knob panel's first layout: its width is
            // then still 0, and what it will take is its preferred width.
            double knobsWidth = Math.max(knobs.getWidth(), knobs.prefWidth(-1));
            Scene scene = picture.getScene();
            if (now && knobsShown.get() && scene != null && !LessonRoom.knobsFit(scene.getWidth(), knobsWidth,
                    lessons.player().getMinWidth(), textScale.getAsDouble())) {
                knobsShown.set(false);
                hidden.run();
            }
        });
    }

    /** Gives the pictures the room of two lanes, or of one again, where the panes below are shown. */
    void roomForLanes(boolean two) {
        twoLanes.set(two);
        divide();
    }

    /** The work area's divider at the pictures' share: one lane's, two lanes', or theirs beside the chart. */
    private void divide() {
        if (work.getItems().size() == 2) {
            work.setDividerPositions(!twoLanes.get() ? PICTURE_SHARE
                    : chartInFront.get() ? CHART_LANES_SHARE : TWO_LANES_SHARE);
        }
    }

    /**
     * View → Live chart: brings the live chart of the run to the front of the inspectors; when it
     * is there already, goes back to what was before it: the inspector that was in front, or the
     * inspectors hidden.
     */
    void toggleChart() {
        Tab front = inspectors.getSelectionModel().getSelectedItem();
        if (inspectorsShown.get() && front == chartTab) {
            if (beforeChart != null && beforeChart != chartTab) {
                inspectors.getSelectionModel().select(beforeChart);
            } else {
                inspectorsShown.set(false);
            }
            beforeChart = null;
        } else {
            beforeChart = inspectorsShown.get() ? front : null;
            inspectorsShown.set(true);
            inspectors.getSelectionModel().select(chartTab);
        }
    }

    /**
     * View → Picture only: hides the knobs, the event log and the inspectors so the picture
     * fills the window (a projector's whole screen with F11); again brings every pane back.
     */
    void togglePictureOnly() {
        boolean anyShown = knobsShown.get() || logShown.get() || inspectorsShown.get();
        knobsShown.set(!anyShown);
        logShown.set(!anyShown);
        inspectorsShown.set(!anyShown);
    }
}
