package org.ringside.views.pipeline;

import java.awt.geom.Rectangle2D;
import java.awt.Graphics2D;
import java.util.Arrays;
import java.util.List;
import org.ringside.model.sim.QueueDetail;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.PacketView;
import org.ringside.model.sim.Stage;

/**
 * The one renderer of the pipeline picture, for the screen and for files: feed it snapshots
 * ({@link #update}), let the wall clock run ({@link #advance}), and paint into any
 * {@link Graphics2D}. It keeps the layout for the current size, where each packet belongs, where
 * it is drawn on its way there, and the doorbell and interrupt flashes. Not thread-safe: use it
 * from one thread.
 */
public final class PipelineRenderer {
    private final PacketPlacement placement = new PacketPlacement();
    private final PacketMotion motion = new PacketMotion();
    private final Flashes flashes = new Flashes();
    private final PipelinePainter painter = new PipelinePainter();
    private final PortPainter port = new PortPainter();
    private PipelineLayout layout;
    /** The picture's whole width: the stages' layout and, with a bottleneck port, its panel beside them. */
    private double viewWidth;
    /** The latest snapshot, every queue's detail in it. */
    private SimSnapshot snapshot;
    /** The transmit queue the stages' panels show: view state, kept across snapshots. */
    private int shownQueue;
    private long nowNs;
    /** The view's size at the normal text size, whose ring a larger one keeps; 0 for the view's now. */
    private double normalWidth;
    private double normalHeight;
    private double[] layoutNormalView = {0, 0};
    private double textScale = 1;
    /** Whether the picture fits its view's height, its type no larger than fits ({@link #setFitHeight}). */
    private boolean fitHeight;
    /** The fitted text scale and what it was fitted for: width, height, wanted scale, presentation, queue, flows. */
    private double[] fitted = {};
    private boolean presentation;
    private boolean highContrast;
    private ColourBy colourBy = ColourBy.FLOW;
    private String settings;
    private Stage highlightStage;
    private int highlightPacket = -1;
    private Stage spotlight;

    /**
     * Takes a new snapshot for a picture of this size.
     *
     * @param wallNs the wall clock (any origin, e.g. the animation pulse's time)
     * @param glide true to ease packets that changed stage; false to show the state as it is
     */
    public void update(SimSnapshot s, double width, double height, long wallNs, boolean glide) {
        snapshot = s;
        nowNs = wallNs;
        ensureLayout(width, height);
        placement.place(snapshot, shownDetail(), layout);
        motion.update(placement, layout, wallNs, glide);
        flashes.update(snapshot, shownDetail(), wallNs);
    }

    /** Moves glides and flashes on to {@code wallNs} without a new snapshot. */
    public void advance(long wallNs) {
        nowNs = wallNs;
        if (snapshot != null) {
            motion.advance(placement, wallNs);
        }
    }

    /** Lays the current snapshot out again for a new size or text scale, without motion. */
    public void resize(double width, double height) {
        if (snapshot != null && ensureLayout(width, height)) {
            placement.place(snapshot, shownDetail(), layout);
            motion.update(placement, layout, nowNs, false);
        }
    }

    private boolean ensureLayout(double wholeWidth, double height) {
        viewWidth = wholeWidth;
        double width = PortStage.stagesWidth(wholeWidth, snapshot);
        int bands = shownDetail().qdiscBands().size();
        int entries = snapshot.flows().size();
        boolean withSettings = settings != null;
        int queues = snapshot.queues().size();
        double scale = PictureType.scaleFor(fittedTextScale(width, height), presentation);
        double normal = PictureType.scaleFor(1, presentation);
        double[] view = normalView(wholeWidth, height);
        view[0] = PortStage.stagesWidth(view[0], snapshot);
        if (layout == null || !layout.fits(width, height, scale, bands, entries, withSettings, queues)
                || layout.normalScale() != normal || view[0] != layoutNormalView[0] || view[1] != layoutNormalView[1]) {
            PipelineLayout plain = new PipelineLayout(width, height, scale, bands, entries, withSettings, queues, normal,
                    null);
            layout = scale <= normal ? plain : new PipelineLayout(width, height, scale, bands, entries, withSettings, queues,
                    normal, plain.normalRing(view[0], view[1]));
            layoutNormalView = view;
            return true;
        }
        return false;
    }

    /**
     * Sets the size the picture's view had at the normal text size in the same window: at a
     * larger one the ring keeps the size it had there, where the view is narrower (the knobs
     * wider). Zero for the view's size now.
     */
    public void setNormalView(double width, double height) {
        normalWidth = width;
        normalHeight = height;
    }

    /** The view size whose ring at the normal text size this one keeps: the one set, else {@code w} x {@code h}. */
    private double[] normalView(double w, double h) {
        return normalWidth > 0 && normalHeight > 0 ? new double[] {normalWidth, normalHeight} : new double[] {w, h};
    }

    /**
     * The height the picture's canvas needs in a view {@code width} x {@code height}: the view's,
     * or more where a larger text size would otherwise make the ring or its key smaller than at
     * the normal text size in that view (the view then scrolls). The view's before the first snapshot.
     */
    public double canvasHeight(double width, double height) {
        if (snapshot == null || fitsHeight()) {
            return height;
        }
        return heightAt(width, height, textScale);
    }

    /** The canvas height a view {@code width} x {@code height} needs at the window's text scale {@code scaleNow}. */
    private double heightAt(double wholeWidth, double height, double scaleNow) {
        double width = PortStage.stagesWidth(wholeWidth, snapshot);
        double scale = PictureType.scaleFor(scaleNow, presentation);
        double normal = PictureType.scaleFor(1, presentation);
        int bands = shownDetail().qdiscBands().size();
        int entries = snapshot.flows().size();
        int queues = snapshot.queues().size();
        double[] view = normalView(wholeWidth, height);
        view[0] = PortStage.stagesWidth(view[0], snapshot);
        RingGeometry normalRing = new PipelineLayout(view[0], view[1], normal, bands, entries, settings != null, queues,
                normal, null).ring();
        return PipelineLayout.heightFor(width, height, scale, bands, entries, settings != null, queues, normal,
                normalRing);
    }

    /** True while something is still moving or fading: the picture needs redrawing. */
    public boolean animating() {
        return motion.movingCount() > 0 || flashes.active(nowNs);
    }

    /**
     * Paints the latest snapshot.
     *
     * @param statsLines the debug overlay's lines, or null for none
     */
    public void paint(Graphics2D g, List<String> statsLines) {
        if (snapshot == null) {
            return;
        }
        painter.paint(g, snapshot, new PipelinePainter.Frame(layout, placement, motion, flashes,
                PipelineTheme.of(highContrast), colourBy, settings, highlightStage, highlightPacket, spotlight, statsLines,
                nowNs, shownQueue()));
        port.paint(g, snapshot, layout, viewWidth, new PortPainter.Look(PipelineTheme.of(highContrast), highlightStage,
                spotlight));
    }

    // --- hit tests -------------------------------------------------------------------------------

    /** The packet drawn at this point (a box in the qdisc, a ring slot, the frame on the wire), or null. */
    public PacketView packetAt(double x, double y) {
        if (snapshot == null) {
            return null;
        }
        for (int i = placement.count() - 1; i >= 0; i--) {
            if (placement.inRing(i) && !motion.moving(i)) {
                continue; // drawn as its slots, found below
            }
            double px = motion.drawX(i);
            double py = motion.drawY(i);
            if (x >= px && x < px + placement.width(i) && y >= py && y < py + placement.height(i)) {
                return placement.view(i);
            }
        }
        int slot = slotAt(x, y);
        if (slot >= 0) {
            return ringPacket(shownDetail().ring().packetAt(slot));
        }
        if (snapshot.wire().busy() && x >= layout.wireX() && x <= layout.wireX() + layout.wireWidth()
                && y >= layout.wireY() && y <= layout.wireY() + layout.wireHeight()) {
            return ringPacket(snapshot.wire().packetId());
        }
        return null;
    }

    private PacketView ringPacket(int id) {
        if (id < 0) {
            return null;
        }
        for (PacketView p : shownDetail().ring().packets()) {
            if (p.id() == id) {
                return p;
            }
        }
        return null;
    }

    /** The transmit queue whose cell in the strip of every queue holds this point, or -1. */
    public int queueAt(double x, double y) {
        QueueStrip strip = layout == null ? null : QueueStrip.of(layout);
        return strip == null ? -1 : strip.at(x, y);
    }

    /** A stage's panel, the port's included; null before the first layout, or for a port the run has not. */
    public Rectangle2D.Double panel(Stage stage) {
        if (stage == Stage.PORT) {
            return hasPort() ? PortStage.panel(layout, viewWidth) : null;
        }
        return layout == null ? null : layout.panel(stage);
    }

    /** Whether the picture shows a bottleneck port (the run has {@code network:}). */
    public boolean hasPort() {
        return layout != null && snapshot != null && snapshot.port() != null;
    }

    /** The picture's whole width, the port's strip included. */
    public double wholeWidth() {
        return viewWidth;
    }

    /** The stage whose panel holds this point, or null. */
    public Stage stageAt(double x, double y) {
        if (hasPort() && PortStage.panel(layout, viewWidth).contains(x, y)) {
            return Stage.PORT;
        }
        return layout == null ? null : layout.stageAt(x, y);
    }

    /** The ring slot at this point, or -1. */
    public int slotAt(double x, double y) {
        return layout == null || snapshot == null ? -1 : layout.ring().slotAt(x, y, shownDetail().ringSize());
    }

    // --- options -------------------------------------------------------------------------------------

    /**
     * Shows transmit queue {@code queue} in the stages' panels (its qdisc, ring and BQL), laid
     * out at once without motion: its packets are not those of the queue shown before.
     */
    public void setShownQueue(int queue) {
        if (queue < 0) {
            throw new IllegalArgumentException("a queue's number is 0 or more, was " + queue);
        }
        shownQueue = queue;
        if (snapshot != null) {
            ensureLayout(viewWidth, layout.height());
            placement.place(snapshot, shownDetail(), layout);
            motion.update(placement, layout, nowNs, false);
        }
    }

    /** The transmit queue the panels show: the one chosen, or the last the snapshot has. */
    public int shownQueue() {
        return snapshot == null ? shownQueue : Math.min(shownQueue, snapshot.queues().size() - 1);
    }

    /** The queue the panels show, as the latest snapshot has it, or null before the first. */
    public QueueDetail shownDetail() {
        return snapshot == null ? null : snapshot.queue(shownQueue());
    }

    /** The title of a stage's panel as drawn now ("TX RING tx-3 of 8"), or "" before the first snapshot. */
    public String title(Stage stage) {
        return snapshot == null ? "" : PipelinePainter.title(stage, snapshot, shownQueue());
    }

    /** The transmit queues of the latest snapshot (0 before the first). */
    public int queues() {
        return snapshot == null ? 0 : snapshot.queues().size();
    }

    public void setTextScale(double scale) {
        if (!(scale > 0)) {
            throw new IllegalArgumentException("text scale must be positive, was " + scale);
        }
        textScale = scale;
    }

    /**
     * A lane's picture, one of two: the picture fits its view's height and never scrolls. Its type
     * grows with the text scale as far as the ring keeps its size at the normal text size, and no
     * further; never below the normal text size's. Laid out anew at the next {@link #update} or
     * {@link #resize}.
     */
    public void setFitHeight(boolean on) {
        fitHeight = on;
    }

    /**
     * The text scale the picture is drawn at: the window's, or for a picture that fits its height
     * the largest from the normal one up to it at which the view needs no taller canvas. Found
     * by halving (a few layouts), once for each view size, text scale and snapshot shape.
     */
    private double fittedTextScale(double width, double height) {
        if (!fitsHeight() || textScale <= 1) {
            return textScale;
        }
        double[] key = {width, height, textScale, presentation ? 1 : 0, shownDetail().qdiscBands().size(),
            snapshot.flows().size(), snapshot.queues().size(), normalWidth, normalHeight};
        if (fitted.length == key.length + 1 && Arrays.equals(fitted, 1, fitted.length, key, 0, key.length)) {
            return fitted[0];
        }
        double scale = textScale;
        if (heightAt(width, height, textScale) > height + 0.5) {
            double lo = 1;
            double hi = textScale;
            for (int i = 0; i < 7; i++) {
                double mid = (lo + hi) / 2;
                if (heightAt(width, height, mid) > height + 0.5) {
                    hi = mid;
                } else {
                    lo = mid;
                }
            }
            scale = lo;
        }
        fitted = new double[key.length + 1];
        fitted[0] = scale;
        System.arraycopy(key, 0, fitted, 1, key.length);
        return scale;
    }

    /**
     * Whether the picture fits its view's height: a lane's, and presentation's, which fills a
     * screen that cannot scroll (a class saw the picture's top and a scroll bar at 150 %).
     */
    private boolean fitsHeight() {
        return fitHeight || presentation;
    }

    /**
     * Presentation mode: every type size of the picture multiplied so that no text is below
     * 18 pixels at the normal text size (twice the window's floor); the picture fits its view's
     * height, as a lane's does ({@link #setFitHeight}): a larger text size grows its type as far
     * as that leaves the ring its size at the normal one. Laid out anew at the next
     * {@link #update} or {@link #resize}.
     */
    public void setPresentation(boolean on) {
        presentation = on;
    }

    /** Whether the picture is drawn for presentation mode. */
    public boolean presentation() {
        return presentation;
    }

    public void setHighContrast(boolean on) {
        highContrast = on;
    }

    public void setColourBy(ColourBy by) {
        colourBy = by;
    }

    /** The scenario's settings line to burn in under the clock (files), or null for none. */
    public void setSettings(String line) {
        settings = line;
    }

    /** Marks a stage and a packet (e.g. those of the step just taken); null and -1 for none. */
    public void setHighlight(Stage stage, int packetId) {
        highlightStage = stage;
        highlightPacket = packetId;
    }

    /** Dims every stage but {@code stage}; null for none. */
    public void setSpotlight(Stage stage) {
        spotlight = stage;
    }

    /** The stage in the spotlight, or null. */
    public Stage spotlight() {
        return spotlight;
    }

    /** The stage marked now, or null. */
    public Stage highlightedStage() {
        return highlightStage;
    }

    /** Packets drawn as boxes in the latest placement (qdisc, GSO remainder, ring). */
    public int packetsPlaced() {
        return placement.count();
    }

    /** Packets the picture stands for: those placed and those counted in compressed blocks. */
    public int packetsInPicture() {
        int n = placement.count();
        if (snapshot != null) {
            for (int b = 0; b < shownDetail().qdiscBands().size(); b++) {
                n += placement.hiddenPackets(b);
            }
        }
        return n;
    }

    /** The layout in use, or null before the first snapshot. */
    public PipelineLayout layout() {
        return layout;
    }

    /** The latest snapshot, or null. */
    public SimSnapshot snapshot() {
        return snapshot;
    }

    /** Where placed packet {@code id} is drawn now, as x, y, width, height; null when not placed. */
    public double[] drawnBox(int id) {
        for (int i = 0; i < placement.count(); i++) {
            if (placement.id(i) == id) {
                return new double[] {motion.drawX(i), motion.drawY(i), placement.width(i), placement.height(i)};
            }
        }
        return null;
    }

    /** The placement, for tests in this package. */
    PacketPlacement placementForTests() {
        return placement;
    }
}
