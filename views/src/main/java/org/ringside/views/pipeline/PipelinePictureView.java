package org.ringside.views.pipeline;

import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.canvas.Canvas;
import javafx.scene.layout.Region;
import org.jfree.fx.FXGraphics2D;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.PacketView;
import org.ringside.model.sim.Stage;
import org.ringside.model.sim.StepResult;
import org.ringside.views.charts.CanvasGraphics;
import org.ringside.views.run.Frame;
import org.ringside.views.run.FrameListener;

/**
 * The animated pipeline picture of one simulation, on a JavaFX canvas: the same
 * {@link PipelineRenderer} that writes the files, drawn through FXGraphics2D, with no node per
 * packet. Its lane's frames ({@link #onFrame}) bring a snapshot every animation pulse; it eases
 * packets between stages and keeps redrawing while something still moves, also when the snapshot
 * stays the same (paused). Hovering a packet names it; a click on a packet or a stage shows what it is in a
 * small panel and is reported to {@link #onPickProperty()} ({@link PictureNote}). Use it on the
 * JavaFX thread only.
 */
public final class PipelinePictureView extends Region implements FrameListener {
    /**
     * What presentation mode multiplies the picture's type by; the words shown beside it (the
     * lanes' titles, the scoreboard) grow by as much, so they read as well from the back row.
     */
    public static final double PRESENTATION_TYPE_SCALE = PictureType.PRESENTATION_SCALE;
    private final Canvas canvas = new Canvas();
    private final FXGraphics2D g2 = new CanvasGraphics(canvas.getGraphicsContext2D());
    private final PictureScroll scroll;
    /** The focus ring, over the canvas (a border would be under it); styled by the window's CSS. */
    private final Region focusRing = new Region();
    private final PipelineRenderer renderer = new PipelineRenderer();
    private final FrameStats stats = new FrameStats();
    private final StageSpotlight spotlight =
            new StageSpotlight(renderer, () -> PipelineTheme.of(this.highContrast.get()), this::redraw);
    private final QueueChooser queues = new QueueChooser(renderer, this::redraw);
    private final DoubleProperty textScale = new SimpleDoubleProperty(this, "textScale", 1);
    private final BooleanProperty highContrast = new SimpleBooleanProperty(this, "highContrast", false);
    private final BooleanProperty presentation = new SimpleBooleanProperty(this, "presentation", false);
    private final BooleanProperty fitHeight = new SimpleBooleanProperty(this, "fitHeight", false);
    private final ObjectProperty<ColourBy> colourBy = new SimpleObjectProperty<>(this, "colourBy", ColourBy.FLOW);
    private final BooleanProperty showStats = new SimpleBooleanProperty(this, "showStats", false);
    private final ObjectProperty<Consumer<PipelinePick>> onPick = new SimpleObjectProperty<>(this, "onPick");
    private final PictureNote note = new PictureNote(this, canvas, renderer, queues, spotlight, presentation::get,
            highContrast::get, textScale::get, onPick);
    private long lastPulseNs;
    private long drawnAtNs = -1;
    /** Whether a picture has been drawn at the view's laid-out size (a window's start waits for it). */
    private boolean drawnAtSize;
    /** A step's highlight changed since the last drawing. */
    private boolean highlightChanged;
    /** The stage a lesson points at, or null. */
    private Stage pointedStage;

    public PipelinePictureView() {
        getStyleClass().add("pipeline-picture");
        scroll = new PictureScroll(this, canvas, note.node(), spotlight.note());
        focusRing.getStyleClass().add("picture-focus-ring");
        focusRing.setManaged(false);
        focusRing.setMouseTransparent(true);
        getChildren().addAll(canvas, note.node(), spotlight.note(), scroll.bar(), focusRing);
        spotlight.listen(this);
        queues.listen(this);
        textScale.addListener((o, was, now) -> {
            renderer.setTextScale(Math.max(0.25, now.doubleValue()));
            relayout();
        });
        presentation.addListener((o, was, now) -> {
            renderer.setPresentation(now);
            relayout();
        });
        fitHeight.addListener((o, was, now) -> {
            renderer.setFitHeight(now);
            relayout();
        });
        highContrast.addListener((o, was, now) -> {
            renderer.setHighContrast(now);
            redraw();
            spotlight.place();
        });
        colourBy.addListener((o, was, now) -> {
            renderer.setColourBy(now == null ? ColourBy.FLOW : now);
            redraw();
        });
        showStats.addListener((o, was, now) -> redraw());
        setMinSize(320, 180);
        setPrefSize(1280, 720);
    }

    /**
     * One pulse: shows the frame's snapshot if it is new, then finishes glides and flashes still
     * under way (a paused run's frames bring the same snapshot).
     */
    @Override
    public void onFrame(Frame frame) {
        update(frame.snapshot(), frame.pulseNs());
        pulse(frame.pulseNs());
    }

    /**
     * Shows a new snapshot; the same snapshot again (a paused run) costs nothing.
     *
     * @param pulseNanos the pulse's time (the {@code now} of an {@code AnimationTimer})
     */
    public void update(SimSnapshot snapshot, long pulseNanos) {
        if (snapshot == renderer.snapshot()) {
            return; // paused: nothing new to place; the frame's pulse finishes glides and flashes
        }
        PipelineLayout before = renderer.layout();
        renderer.update(snapshot, width(), height(), pulseNanos, true);
        if (renderer.layout() != before) {
            requestLayout(); // another shape of picture may need another canvas height
        }
        draw(pulseNanos);
        spotlight.follow();
    }

    /**
     * Marks the stage and packet of the step just taken (from single-step or the event log); null
     * clears. A stage a lesson points at ({@link #highlightStage}) keeps its mark meanwhile.
     */
    public void highlight(StepResult step) {
        Stage stage = pointedStage != null ? pointedStage : step == null ? null : panelOf(step);
        renderer.setHighlight(stage, step == null ? -1 : step.packetId());
        // Drawn at the next pulse, once: slow play announces up to 200 steps a frame.
        highlightChanged = true;
    }

    /** The title of a stage's panel as drawn now, e.g. "TX RING tx-3 of 8". */
    public String title(Stage stage) {
        return renderer.title(stage);
    }

    /** The layout drawn now, for tests in this package. */
    PipelineLayout layoutForTests() {
        return renderer.layout();
    }

    /** Which transmit queue the panels show: a click in the strip of every queue, or [ and ]. */
    public QueueChooser queues() {
        return queues;
    }

    /** The spotlight on one stage: keys 1 to 6 (6 the port), or a click on a stage in presentation. */
    public StageSpotlight spotlight() {
        return spotlight;
    }

    /** The stage whose panel is marked now, or null. */
    public Stage highlightedStage() {
        return renderer.highlightedStage();
    }

    /**
     * Marks a stage's panel until it is cleared (null), as a lesson step that points at it does;
     * the steps taken meanwhile mark only their packets.
     */
    public void highlightStage(Stage stage) {
        pointedStage = stage;
        renderer.setHighlight(stage, -1);
        redraw();
    }

    /**
     * The panel that shows a step: the clean-up frees ring slots, the interrupt is drawn at the
     * wire's end; the CPU going idle has no panel.
     */
    static Stage panelOf(StepResult step) {
        switch (step.kind()) {
            case CLEANUP:
                return Stage.RING;
            case INTERRUPT:
                return Stage.WIRE;
            default:
                return step.stage() == Stage.CPU ? null : step.stage();
        }
    }

    /** The packet drawn at this point of the view, or null. */
    public PacketView packetAt(double x, double y) {
        return renderer.packetAt(x, y);
    }

    /** The stage whose panel holds this point of the view, or null. */
    public Stage stageAt(double x, double y) {
        return renderer.stageAt(x, y);
    }

    /** The ring slot at this point, or -1. */
    public int slotAt(double x, double y) {
        return renderer.slotAt(x, y);
    }

    /** Multiplies every type size (Ctrl+ and Ctrl-); 1 by default. */
    public DoubleProperty textScaleProperty() {
        return textScale;
    }

    /** Presentation mode: type twice as large, no text under 18 pixels at the normal text size. */
    public BooleanProperty presentationProperty() {
        return presentation;
    }

    /**
     * Whether the picture fits its height rather than scrolls: a lane's, one of two, whose whole
     * pipeline a class must see at once. Its type then grows with the text size only as far as
     * the ring keeps its size, and never falls below the normal text size's.
     */
    public BooleanProperty fitHeightProperty() {
        return fitHeight;
    }

    /** Black ground, white ink, thicker outlines. */
    public BooleanProperty highContrastProperty() {
        return highContrast;
    }

    public ObjectProperty<ColourBy> colourByProperty() {
        return colourBy;
    }

    /** Draws the debug overlay: fps, frame time, packets drawn, worst pulse gap (F3). */
    public BooleanProperty showStatsProperty() {
        return showStats;
    }

    /** Told of every click on a packet or a stage. */
    public ObjectProperty<Consumer<PipelinePick>> onPickProperty() {
        return onPick;
    }

    /** Frame times and pulse gaps measured so far. */
    public FrameStats frameStats() {
        return stats;
    }

    /** The text of the panel shown now (a packet or a stage explained), or "" when none is. */
    public String noteText() {
        return note.text();
    }

    /** The canvas's width: the view's, less a scroll bar where large text makes the canvas taller. */
    private double width() {
        return Math.max(1, canvas.getWidth());
    }

    /** The canvas's height: the view's, or more where large text needs it (the view scrolls). */
    private double height() {
        return Math.max(1, canvas.getHeight());
    }

    private void pulse(long now) {
        stats.pulse(now);
        lastPulseNs = now;
        if (now != drawnAtNs && renderer.snapshot() != null && (renderer.animating() || highlightChanged)) {
            renderer.advance(now);
            draw(now);
        }
    }

    private void redraw() {
        if (renderer.snapshot() != null) {
            draw(drawnAtNs < 0 ? lastPulseNs : drawnAtNs);
        }
    }

    private void relayout() {
        requestLayout(); // the canvas's height follows the text size
        if (renderer.snapshot() != null) {
            renderer.resize(width(), height());
            redraw();
            spotlight.place();
        }
    }

    private void draw(long pulseNs) {
        if (renderer.snapshot() == null) {
            return;
        }
        highlightChanged = false;
        long start = System.nanoTime();
        List<String> lines = showStats.get() ? stats.lines() : null;
        renderer.paint(g2, lines);
        stats.frame(System.nanoTime() - start, renderer.packetsPlaced(), pulseNs);
        drawnAtNs = pulseNs;
        drawnAtSize |= getWidth() > 0 && getHeight() > 0;
    }

    /** The least type the picture draws now, in pixels: its floor at this size, text scale and mode; 0 before a layout. */
    public double leastType() {
        return renderer.layout() == null ? 0 : renderer.layout().minType();
    }

    /** Whether a picture has been drawn at the view's laid-out size, not only before its first layout. */
    public boolean pictureDrawn() {
        return drawnAtSize;
    }

    @Override
    protected void layoutChildren() {
        double view = getHeight();
        focusRing.resizeRelocate(0, 0, getWidth(), view);
        double[] normal = scroll.normalView(textScale.get() == 1 && !presentation.get());
        renderer.setNormalView(normal[0], normal[1]);
        double[] size = scroll.layout(getWidth(), view, w -> renderer.canvasHeight(w, view));
        double w = size[0];
        double h = size[1];
        if (canvas.getWidth() != w || canvas.getHeight() != h) {
            canvas.setWidth(w);
            canvas.setHeight(h);
            relayout();
        }
    }
}
