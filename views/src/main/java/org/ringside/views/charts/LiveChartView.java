package org.ringside.views.charts;

import java.awt.geom.Rectangle2D;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.stage.FileChooser;
import javafx.util.StringConverter;
import org.jfree.chart.JFreeChart;
import org.jfree.fx.FXGraphics2D;
import org.ringside.model.export.SeriesCsv;
import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.sim.RunResult;
import org.ringside.views.run.Frame;
import org.ringside.views.run.FrameListener;

/**
 * The charts of a run, live: the same JFreeChart that {@link ChartExport} writes, drawn on a
 * canvas at the window's size, so what the audience sees is what the PNG and SVG will show.
 *
 * <p>Its lane's frames ({@link #onFrame}) bring the latest run once per JavaFX pulse; it redraws
 * at most once per pulse, and only when the run, the options or the size changed. Series are
 * thinned to the canvas width, so drawing costs the same for a long run as for a short one. A
 * toolbar picks the chart and the time window and exports PNG, SVG or CSV at a chosen size.
 *
 * <p>While a second lane runs, its frames come through {@link #laneB()}: each chart then draws
 * both runs on shared axes ({@link Charts#create(RunResult, RunResult, ChartOptions)}), A solid
 * and B dashed, and an export is of that same chart; the CSV stays lane A's series.
 *
 * <p>A frame's run is read on the JavaFX thread, so it must not be changed by another thread
 * meanwhile: change the series only on the JavaFX thread.
 */
public final class LiveChartView extends BorderPane implements FrameListener {

    /** How much of the run to show: all of it, or a window that follows the newest sample. */
    public enum Span {
        WHOLE_RUN("whole run", 0), LAST_10_MS("last 10 ms", 10_000_000L), LAST_100_MS("last 100 ms", 100_000_000L),
        LAST_1_S("last 1 s", 1_000_000_000L), LAST_10_S("last 10 s", 10_000_000_000L);

        private final String label;
        private final long ns;

        Span(String label, long ns) {
            this.label = label;
            this.ns = ns;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    /** The least wall time between two redraws for new samples alone: four a second. */
    static final long DATA_REDRAW_GAP_NS = 250_000_000L;

    /** Sizes offered for export; 1600x900 first, the default. */
    public static final List<ChartSize> EXPORT_SIZES = List.of(ChartSize.DEFAULT, new ChartSize(1280, 720),
            new ChartSize(1920, 1080), new ChartSize(2560, 1440), new ChartSize(3840, 2160));

    private final BooleanProperty highContrast = new SimpleBooleanProperty(this, "highContrast", false);
    private final ObjectProperty<ChartOptions> options = new SimpleObjectProperty<>(this, "options", ChartOptions.defaults());
    private final ChoiceBox<ChartKind> kind = new ChoiceBox<>(FXCollections.observableArrayList(ChartKind.values()));
    private final ChoiceBox<Span> span = new ChoiceBox<>(FXCollections.observableArrayList(Span.values()));
    private final CheckBox includeZero = new CheckBox("from zero");
    private final ChoiceBox<ChartSize> exportSize = new ChoiceBox<>(FXCollections.observableArrayList(EXPORT_SIZES));
    private final MenuButton export = new MenuButton("Export");
    private final Label status = new Label();
    private final Canvas canvas = new Canvas();
    private final FXGraphics2D g2 = new CanvasGraphics(canvas.getGraphicsContext2D());

    private final ReadOnlyIntegerWrapper drawnPoints = new ReadOnlyIntegerWrapper(this, "drawnPoints");
    private final ReadOnlyObjectWrapper<DrawnSeries> drawnSeries = new ReadOnlyObjectWrapper<>(this, "drawnSeries",
            DrawnSeries.NONE);
    private final ReadOnlyLongWrapper drawnUntilNs = new ReadOnlyLongWrapper(this, "drawnUntilNs");
    private final ReadOnlyLongWrapper redraws = new ReadOnlyLongWrapper(this, "redraws");
    private final ReadOnlyStringWrapper statusText = new ReadOnlyStringWrapper(this, "statusText", "");

    /** Writes exported files off the JavaFX thread, one at a time; a daemon, so it never holds the app open. */
    private final ExecutorService writer = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "chart-export");
        t.setDaemon(true);
        return t;
    });
    /** What the canvas shows now; a redraw happens only when this changes. */
    private ChartStamp shown;
    /** The pulse of the last redraw. */
    private long lastRedrawNs = Long.MIN_VALUE;
    /** The run of the last frame, or null before the first. */
    private RunResult latest;
    /** Lane B's run of its last frame, or null while there is no lane B. */
    private RunResult latestB;
    /** Hears lane B's frames: its run joins A's on the same axes. */
    private final FrameListener laneB = frame -> {
        latestB = frame.result();
        if (getScene() != null) {
            refresh(frame.pulseNs());
        }
    };

    /** An empty chart; it draws the run of each frame its lane pushes. */
    public LiveChartView() {
        getStyleClass().add("live-chart-view");
        setTop(toolbar());
        Pane holder = new Pane(canvas);
        holder.setMinSize(0, 0);
        holder.setPrefSize(ChartSize.DEFAULT.width() / 2.0, ChartSize.DEFAULT.height() / 2.0);
        canvas.widthProperty().bind(holder.widthProperty());
        canvas.heightProperty().bind(holder.heightProperty());
        setCenter(holder);
        options.addListener((o, was, now) -> {
            kind.setValue(now.kind());
            includeZero.setSelected(now.includeZero());
        });
        kind.setValue(options.get().kind());
        includeZero.setSelected(options.get().includeZero());
        span.setValue(Span.WHOLE_RUN);
        kind.valueProperty().addListener((o, was, now) -> {
            if (now != null) {
                options.set(options.get().withKind(now));
            }
        });
        includeZero.selectedProperty().addListener((o, was, now) -> options.set(options.get().withIncludeZero(now)));
        // At once, not at the next frame: a paused run sends none.
        highContrast.addListener((o, was, now) -> {
            if (getScene() != null) {
                refresh();
            }
        });
    }

    /** Takes the frame's run and redraws if it is due; off screen it only keeps the run for export. */
    @Override
    public void onFrame(Frame frame) {
        latest = frame.result();
        if (getScene() != null) {
            refresh(frame.pulseNs());
        }
    }

    /**
     * The listener for lane B's frames: from its first frame on, each chart draws B's run beside
     * A's, on shared axes; {@link #closeLaneB()} ends that.
     */
    public FrameListener laneB() {
        return laneB;
    }

    /** Lane B has closed: back to lane A's run alone. */
    public void closeLaneB() {
        latestB = null;
        if (getScene() != null) {
            refresh();
        }
    }

    /**
     * The chart's controls, in rows: at large text they go on as many rows as they need, each
     * with its words, rather than shrink to "…".
     */
    private FlowPane toolbar() {
        kind.setTooltip(new Tooltip("Which chart: queue depth (qdisc, ring, BQL limit), latency over time, "
                + "latency CDF, or throughput with CPU utilisation"));
        kind.setAccessibleText("Chart");
        span.setAccessibleText("Time span");
        exportSize.setAccessibleText("Export size");
        span.setTooltip(new Tooltip("How much of the run to show: all of it, or a window that follows the newest sample"));
        includeZero.setTooltip(new Tooltip("Start the value axis at zero, so heights compare honestly"));
        exportSize.setValue(ChartSize.DEFAULT);
        exportSize.setConverter(new StringConverter<>() {
            @Override
            public String toString(ChartSize s) {
                return s == null ? "" : s.width() + " × " + s.height();
            }

            @Override
            public ChartSize fromString(String text) {
                return ChartSize.parse(text.replace(" ", ""));
            }
        });
        exportSize.setTooltip(new Tooltip("Picture size for PNG and SVG export; type and lines scale with it"));
        for (ExportFormat f : ExportFormat.values()) {
            MenuItem item = new MenuItem(f.name() + "…");
            item.setId("export-" + f.extension());
            item.setOnAction(e -> chooseAndExport(f));
            export.getItems().add(item);
        }
        export.setTooltip(new Tooltip("Save this chart as PNG or SVG at the chosen size, or the time series as CSV"));
        status.setId("export-status");
        status.textProperty().bind(statusText);
        status.setTooltip(new Tooltip("The result of the last export"));
        FlowPane bar = new FlowPane(8, 4, kind, span, includeZero, exportSize, export, status);
        bar.setId("chart-toolbar");
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(4, 8, 4, 8));
        for (Control c : List.of(kind, span, includeZero, exportSize, export)) {
            c.setMinWidth(Region.USE_PREF_SIZE);
        }
        return bar;
    }

    /** The chart settings; the canvas size and the span choice override size and window. */
    public ObjectProperty<ChartOptions> optionsProperty() {
        return options;
    }

    /** Points in the datasets of the chart drawn last: about two per pixel column at most. */
    public ReadOnlyIntegerProperty drawnPointsProperty() {
        return drawnPoints.getReadOnlyProperty();
    }

    /** The lines of the chart drawn last, by legend name ("A: …" and "B: …" with lane B). */
    public ReadOnlyObjectProperty<DrawnSeries> drawnSeriesProperty() {
        return drawnSeries.getReadOnlyProperty();
    }

    /** The end of the time window of the chart drawn last, in simulated ns. */
    public ReadOnlyLongProperty drawnUntilNsProperty() {
        return drawnUntilNs.getReadOnlyProperty();
    }

    /** How many times the canvas has been redrawn. */
    public ReadOnlyLongProperty redrawsProperty() {
        return redraws.getReadOnlyProperty();
    }

    /** What the last export did, or why it failed. */
    public ReadOnlyStringProperty statusTextProperty() {
        return statusText.getReadOnlyProperty();
    }

    /**
     * Whether the canvas draws in {@link ChartLook#HIGH_CONTRAST}, as View → High contrast sets
     * it; exported files keep the normal look.
     */
    public BooleanProperty highContrastProperty() {
        return highContrast;
    }

    /** Which part of the run is shown. */
    public ObjectProperty<Span> spanProperty() {
        return span.valueProperty();
    }

    /** Redraws now if anything changed since the last drawing. */
    void refresh() {
        refresh(Long.MIN_VALUE);
    }

    /**
     * Redraws if anything changed since the last drawing, but new samples alone at most every
     * {@link #DATA_REDRAW_GAP_NS}: a whole chart costs tens of milliseconds in software, and a
     * run at top speed adds samples every pulse, so drawing it 60 times a second would starve
     * the pipeline's animation. A new size, scenario, chart kind or span redraws at once.
     *
     * @param pulseNs the pulse's time stamp, or {@link Long#MIN_VALUE} to redraw on any change
     */
    void refresh(long pulseNs) {
        RunResult run = latest;
        int w = (int) Math.floor(canvas.getWidth());
        int h = (int) Math.floor(canvas.getHeight());
        if (run == null || w < 2 || h < 2) {
            return;
        }
        List<RunLines> runs = runs();
        ChartStamp now = new ChartStamp(ChartStamp.Drawn.of(run), ChartStamp.Drawn.of(latestB), w, h, options.get(),
                span.getValue(), ChartLook.of(highContrast.get()));
        if (now.equals(shown) || (pulseNs != Long.MIN_VALUE && now.sameViewAs(shown)
                && pulseNs - lastRedrawNs < DATA_REDRAW_GAP_NS)) {
            return;
        }
        shown = now;
        // A redraw outside a pulse (lane B closed) leaves the pace of the pulses' redraws as it was.
        if (pulseNs != Long.MIN_VALUE) {
            lastRedrawNs = pulseNs;
        }
        ChartOptions drawn = optionsFor(runs, new ChartSize(clamp(w, ChartSize.MIN_WIDTH, ChartSize.MAX_WIDTH),
                clamp(h, ChartSize.MIN_HEIGHT, ChartSize.MAX_HEIGHT)));
        JFreeChart chart = ChartRecolour.apply(now.look(), Charts.create(runs, drawn));
        // The style is chosen for the canvas's own size, so the screen matches an export of that size.
        chart.draw(g2, new Rectangle2D.Double(0, 0, w, h));
        DrawnSeries lines = DrawnSeries.of(chart);
        drawnSeries.set(lines);
        drawnPoints.set(lines.total());
        drawnUntilNs.set(RunLines.window(runs, drawn.kind() == ChartKind.LATENCY_CDF ? ChartOptions.defaults() : drawn).toNs());
        redraws.set(redraws.get() + 1);
    }

    /** Lane A's run, and lane B's while there is one; there is an A. */
    private List<RunLines> runs() {
        return latestB == null ? RunLines.alone(latest) : RunLines.pair(latest, latestB);
    }

    /** The options with this size and, for a following span, the window ending at the newest sample. */
    private ChartOptions optionsFor(List<RunLines> runs, ChartSize size) {
        ChartOptions o = options.get().withSize(size);
        Span sp = span.getValue();
        if (sp != null && sp.ns > 0 && o.kind() != ChartKind.LATENCY_CDF) {
            long end = RunLines.window(runs, ChartOptions.defaults()).toNs();
            long from = Math.max(0, end - sp.ns);
            o = o.withTimeWindow(from, Math.max(end, from + sp.ns));
        }
        return o;
    }

    private static int clamp(int v, int min, int max) {
        return Math.max(min, Math.min(max, v));
    }

    private void chooseAndExport(ExportFormat format) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export " + format.description());
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(format.description(), "*." + format.extension()));
        RunResult run = latest;
        String base = run == null ? "ringside" : run.scenario().name().replaceAll("[^A-Za-z0-9._-]+", "-");
        chooser.setInitialFileName(format == ExportFormat.CSV ? base + "." + format.extension()
                : base + "-" + options.get().kind().cliName() + "." + format.extension());
        File file = chooser.showSaveDialog(getScene() == null ? null : getScene().getWindow());
        if (file != null) {
            exportTo(format, file.toPath(), exportSize.getValue());
        }
    }

    /**
     * Saves the current chart (PNG, SVG, at {@code size}) or the run's series (CSV). Call on the
     * JavaFX thread: the run is read here, the file is written in the background. The status
     * line and the returned future report the outcome.
     */
    public CompletableFuture<Path> exportTo(ExportFormat format, Path target, ChartSize size) {
        RunResult run = latest;
        if (run == null) {
            statusText.set("nothing to export yet");
            return CompletableFuture.failedFuture(new IOException("nothing to export yet"));
        }
        IoTask task;
        if (format == ExportFormat.CSV) {
            TimeSeries copy = run.series().copy();
            task = () -> SeriesCsv.write(copy, target);
        } else {
            List<RunLines> runs = runs();
            JFreeChart chart = Charts.create(runs, optionsFor(runs, size));
            task = format == ExportFormat.PNG
                    ? () -> ChartExport.writePng(chart, size, target)
                    : () -> ChartExport.writeSvg(chart, size, target);
        }
        statusText.set("saving " + target.getFileName() + "…");
        CompletableFuture<Path> done = new CompletableFuture<>();
        writer.execute(() -> {
            try {
                task.run();
                done.complete(target);
                Platform.runLater(() -> statusText.set("saved " + target.getFileName()
                        + (format == ExportFormat.CSV ? "" : " (" + size + ")")));
            } catch (IOException | RuntimeException e) {
                done.completeExceptionally(e);
                Platform.runLater(() -> statusText.set(String.valueOf(e.getMessage())));
            }
        });
        return done;
    }

    @FunctionalInterface
    private interface IoTask {
        void run() throws IOException;
    }
}
