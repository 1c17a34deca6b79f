package org.ringside.views.pipeline;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Stroke;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ringside.model.driver.SlotState;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.format.Durations;
import org.ringside.model.nic.Wire;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.BqlView;
import org.ringside.model.sim.SimSnapshot.FifoView;
import org.ringside.model.sim.SimSnapshot.PacketView;
import org.ringside.model.sim.SimSnapshot.RingView;
import org.ringside.model.sim.SimSnapshot.WireView;
import org.ringside.model.sim.Stage;
import org.ringside.views.charts.ChartStyle;

/**
 * Paints one frame of the pipeline picture with Java2D: the same calls reach a JavaFX canvas
 * (through FXGraphics2D), an image and an SVG document. It reads the layout, where the packets
 * are drawn now (placement and motion) and the snapshot; it decides nothing about either.
 * Shapes and strokes are reused between frames; packets are plain filled rectangles, one paint
 * change per change of colour.
 */
final class PipelinePainter {
    private static final SlotState[] STATES = SlotState.values();
    /** A wire frame of a full 1500-byte MTU packet takes this share of the lane. */
    private static final double FULL_FRAME_SHARE = 0.55;
    private static final int FULL_FRAME_WIRE_BYTES = Wire.wireBytes(1514);
    private static final float MIN_TYPE = PipelineLayout.MIN_TYPE;

    private final Rectangle2D.Double rect = new Rectangle2D.Double();
    private final RoundRectangle2D.Double round = new RoundRectangle2D.Double();
    private final Line2D.Double line = new Line2D.Double();
    private final Ellipse2D.Double circle = new Ellipse2D.Double();
    private final Path2D.Double path = new Path2D.Double();
    private int[] entryById = new int[256];
    private Graphics2D g;
    private PipelineLayout layout;
    private PipelineTheme theme;
    private Stroke thin;
    private Stroke medium;
    private Stroke thick;
    private double strokeFor = -1;
    /** The pointer names placed so far in this frame: x, baseline, width, ascent. */
    private final double[][] labelBoxes = new double[3][4];
    private int labelsPlaced;
    /** Below 1 while a panel's contents shrink to fit it. */
    private double squeeze = 1;

    /** What one frame needs besides the snapshot. */
    record Frame(PipelineLayout layout, PacketPlacement placement, PacketMotion motion, Flashes flashes,
            PipelineTheme theme, ColourBy colourBy, String settings, Stage highlightStage, int highlightPacket,
            List<String> statsLines, long nowNs) {
    }

    void paint(Graphics2D g2, SimSnapshot s, Frame f) {
        this.g = g2;
        this.layout = f.layout();
        this.theme = f.theme();
        strokes();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        // Large fills without antialiasing: on software rendering antialiased coverage of big
        // areas is most of a frame's time, and the antialiased outlines drawn over the panels
        // hide their corners' steps.
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        g.setPaint(theme.ground());
        rect.setRect(0, 0, layout.width(), layout.height());
        g.fill(rect);
        for (Stage stage : PipelineLayout.stages()) {
            panelGround(stage);
        }
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        header(s, f);
        for (Stage stage : PipelineLayout.stages()) {
            panel(stage, s, stage == f.highlightStage());
        }
        sockets(s, f);
        qdisc(s, f);
        driver(s);
        ring(s, f);
        fifo(s, f);
        wire(s, f);
        packets(f);
        compressedCounts(s, f);
        legend(s, f);
        if (f.statsLines() != null) {
            stats(f.statsLines());
        }
    }

    private void strokes() {
        double w = layout.unit() * theme.outline();
        if (w != strokeFor) {
            strokeFor = w;
            thin = new BasicStroke((float) Math.max(1, 1.2 * w));
            medium = new BasicStroke((float) Math.max(1, 2.5 * w), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
            thick = new BasicStroke((float) Math.max(2, 5 * w), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
        }
    }

    // --- header, panels, legend ------------------------------------------------------------------

    private void header(SimSnapshot s, Frame f) {
        Rectangle2D.Double h = layout.header();
        Font clock = layout.font(30, true);
        double base = h.y + layout.type(28);
        text(clock(s.timeNs()), h.x, base, h.width * 0.6, clock, theme.ink(), 0);
        if (f.settings() != null && !f.settings().isEmpty()) {
            Font small = layout.font(19, false);
            String[] parts = f.settings().split(" · ");
            // Two lines at most, broken between settings, never inside one.
            StringBuilder first = new StringBuilder();
            int i = 0;
            FontMetrics fm = g.getFontMetrics(small);
            while (i < parts.length) {
                String next = first.length() == 0 ? parts[i] : first + " · " + parts[i];
                if (first.length() > 0 && fm.stringWidth(next) > h.width) {
                    break;
                }
                first.setLength(0);
                first.append(next);
                i++;
            }
            text(first.toString(), h.x, base + layout.type(24), h.width, small, theme.softInk(), 0);
            if (i < parts.length) {
                text(String.join(" · ", java.util.Arrays.asList(parts).subList(i, parts.length)), h.x,
                        base + 2 * layout.type(24), h.width, small, theme.softInk(), 0);
            }
        }
    }

    /** Simulated time in ms with µs and ns after the point, digits grouped: t = 1,000.123 456 ms. */
    static String clock(long ns) {
        long ms = ns / 1_000_000;
        long rest = ns % 1_000_000;
        return String.format(Locale.ROOT, "t = %,d.%03d %03d ms", ms, rest / 1000, rest % 1000);
    }

    /**
     * A panel's ground: a plain rectangle, not a rounded one. A rounded shape is a path, and a
     * JavaFX canvas on software rendering fills a panel-sized path at half the frame rate.
     */
    private void panelGround(Stage stage) {
        Rectangle2D.Double p = layout.panel(stage);
        rect.setRect(p.x, p.y, p.width, p.height);
        g.setPaint(theme.panel());
        g.fill(rect);
    }

    private void panel(Stage stage, SimSnapshot s, boolean highlighted) {
        Rectangle2D.Double p = layout.panel(stage);
        rect.setRect(p.x, p.y, p.width, p.height);
        g.setStroke(highlighted ? thick : thin);
        g.setPaint(highlighted ? theme.highlight() : theme.rule());
        g.draw(rect);
        String title = title(stage, s);
        text(title, p.getCenterX(), p.y + layout.type(30), p.width - layout.px(12), layout.font(24, true), theme.ink(), 1);
    }

    /**
     * The qdisc's kind, from what its bands are: pfifo_fast's three numbered bands, pfifo's one,
     * or fq_codel's flow queues (none while it is empty).
     */
    static String qdiscTitle(SimSnapshot s) {
        List<String> labels = s.qdiscBandLabels();
        if (labels.isEmpty() || !labels.stream().allMatch(l -> l.startsWith("band "))) {
            return "QDISC fq_codel";
        }
        return labels.size() == 3 ? "QDISC pfifo_fast" : "QDISC pfifo";
    }

    private static String title(Stage stage, SimSnapshot s) {
        switch (stage) {
            case SOCKET:
                return "SOCKETS";
            case QDISC:
                return qdiscTitle(s);
            case DRIVER:
                return "DRIVER";
            case RING:
                return "TX RING";
            default:
                return s.fifo() == null ? "WIRE" : "NIC FIFO · WIRE";
        }
    }

    private void legend(SimSnapshot s, Frame f) {
        Rectangle2D.Double l = layout.legend();
        Font font = layout.font(20, false);
        FontMetrics fm = g.getFontMetrics(font);
        double base = l.y + layout.type(24);
        double x = l.x;
        String head = "colour = " + f.colourBy().words() + ":";
        text(head, x, base, l.width, font, theme.ink(), 0);
        x += fm.stringWidth(head) + layout.px(14);
        int items = f.colourBy() == ColourBy.FLOW ? s.flows().size() : Math.max(1, s.qdiscBands().size());
        double sw = layout.type(18);
        for (int i = 0; i < items && x < l.getMaxX(); i++) {
            String name = f.colourBy() == ColourBy.FLOW ? s.flows().get(i).name() : "band " + i;
            g.setPaint(theme.series(i));
            rect.setRect(x, base - sw * 0.85, sw, sw);
            g.fill(rect);
            x += sw + layout.px(6);
            text(name, x, base, l.getMaxX() - x, font, theme.ink(), 0);
            x += fm.stringWidth(name) + layout.px(18);
        }
        if (f.colourBy() == ColourBy.BAND && x < l.getMaxX()) {
            // A flow's band is learnt from its packets in the qdisc; until then it is grey.
            g.setPaint(theme.unknown());
            rect.setRect(x, base - sw * 0.85, sw, sw);
            g.fill(rect);
            x += sw + layout.px(6);
            text("band not seen yet", x, base, l.getMaxX() - x, font, theme.ink(), 0);
        }
    }

    private void stats(List<String> lines) {
        Font font = layout.font(16, false);
        FontMetrics fm = g.getFontMetrics(font);
        double w = 0;
        for (String line : lines) {
            w = Math.max(w, fm.stringWidth(line));
        }
        double room = layout.width() * 0.45;
        if (w > room) { // a small canvas: the overlay must not cover it, nor leave it
            font = font.deriveFont((float) Math.max(4, font.getSize2D() * room / w));
            fm = g.getFontMetrics(font);
            w = 0;
            for (String line : lines) {
                w = Math.max(w, fm.stringWidth(line));
            }
        }
        double lh = fm.getHeight();
        // Bottom right, in the wire panel's empty lower part, clear of every title.
        double x = layout.width() - w - layout.px(28);
        double boxHeight = lh * lines.size() + layout.px(8);
        double y = Math.max(0, layout.legend().y - layout.px(14) - boxHeight);
        rect.setRect(x - layout.px(8), y, w + layout.px(16), boxHeight);
        g.setPaint(theme.ink());
        g.fill(rect);
        for (int i = 0; i < lines.size(); i++) {
            text(lines.get(i), x, y + layout.px(4) + fm.getAscent() + i * lh, w, font, theme.ground(), 0);
        }
    }

    // --- sockets ---------------------------------------------------------------------------------

    private void sockets(SimSnapshot s, Frame f) {
        PacketPlacement p = f.placement();
        for (int e = 0; e < s.flows().size(); e++) {
            SimSnapshot.FlowView flow = s.flows().get(e);
            layout.socketLane(e, rect);
            double x = rect.x;
            double y = rect.y;
            double w = rect.width;
            double h = rect.height;
            double sw = Math.min(h * 0.7, layout.type(22));
            g.setPaint(colour(f, e, p.bandOfEntry(e)));
            round.setRoundRect(x, y + (h - sw) / 2, sw, sw, sw / 3, sw / 3);
            g.fill(round);
            double tx = x + sw + layout.px(8);
            double tw = w - sw - layout.px(8);
            int n = p.sourcesOf(e);
            SocketLane lane = SocketLane.of(s, p, e);
            // One short line each, so that none has to shrink to fit the narrow panel.
            List<String> lines = new ArrayList<>(4);
            lines.add(n > 1 ? flow.name() + " ×" + n : flow.name());
            if (!flow.name().equals(flow.kind().yamlName())) { // a flow left unnamed is named after its kind
                lines.add(flow.kind().yamlName());
            }
            if (flow.kind().isTcp()) {
                lines.add(lane.belowTcpText());
            }
            String held = lane.throttledText(n);
            if (!held.isEmpty()) {
                lines.add(held);
            }
            int size = (int) Math.min(21, h / lines.size() / layout.unit() / layout.textScale() * 0.8);
            double lh = layout.type(size + 2);
            double baseline = y + (h - lines.size() * lh) / 2 + lh * 0.8;
            for (int i = 0; i < lines.size(); i++) {
                boolean name = i == 0;
                boolean isHeld = i == lines.size() - 1 && !held.isEmpty();
                // Held back: the stack-stopped colour, since like BQL's XOFF it waits for the clean-up.
                Color c = name ? theme.ink() : isHeld ? theme.stackXoff() : theme.softInk();
                Font font = layout.font(Math.max(8, name ? size : size - 3), name || isHeld);
                text(lines.get(i), tx, baseline + i * lh, tw, font, c, 0);
            }
        }
    }

    private Color colour(Frame f, int entry, int band) {
        if (f.colourBy() == ColourBy.FLOW) {
            return theme.series(entry);
        }
        return band < 0 ? theme.unknown() : theme.series(band);
    }

    private Color colourOf(Frame f, PacketView v) {
        PacketPlacement p = f.placement();
        int entry = p.entryOf(v.source());
        return colour(f, entry, f.colourBy() == ColourBy.BAND ? p.bandOf(v.source()) : -1);
    }

    // --- qdisc -----------------------------------------------------------------------------------

    private void qdisc(SimSnapshot s, Frame f) {
        PacketPlacement p = f.placement();
        Font label = layout.font(19, false);
        double lx = layout.laneX();
        double lw = layout.laneWidth();
        if (s.gsoRemainder() != null) {
            text("GSO remainder, split next: " + ByteCounts.readable(s.gsoRemainder().lenBytes()), lx, layout.gsoY() - layout.px(6),
                    lw, label, theme.softInk(), 0);
        }
        for (int b = 0; b < s.qdiscBands().size(); b++) {
            double top = layout.bandTop(b);
            if (b > 0) {
                g.setStroke(thin);
                g.setPaint(theme.rule());
                line.setLine(lx, top, lx + lw, top);
                g.draw(line);
            }
            // pfifo's one band needs no name; pfifo_fast's bands and fq_codel's flow queues do.
            String bandName = b < s.qdiscBandLabels().size() ? s.qdiscBandLabels().get(b) : "band " + b;
            String name = s.qdiscBands().size() == 1 && bandName.startsWith("band ") ? "" : bandName + ": ";
            String summary = name + count(p.queuedPackets(b), "packet") + ", " + ByteCounts.readable(p.queuedBytes(b)) + "  → head";
            text(summary, lx, layout.bandLabelBaseline(b), lw, layout.bandLabelFont(), theme.ink(), 0);
            if (p.hiddenPackets(b) > 0) {
                double y = layout.rowY(b, layout.rows() - 1);
                double w = p.compressedWidth(b);
                rect.setRect(p.compressedX(b), y, w, layout.rowHeight());
                g.setPaint(theme.rule());
                g.fill(rect);
                hatch(rect);
            }
        }
    }

    /**
     * The count on each compressed block, drawn after the packets: where the block is narrow the
     * count reaches over the boxes beside it, and must not be hidden under them.
     */
    private void compressedCounts(SimSnapshot s, Frame f) {
        PacketPlacement p = f.placement();
        Font bold = layout.font(19, true);
        for (int b = 0; b < s.qdiscBands().size(); b++) {
            if (p.hiddenPackets(b) == 0) {
                continue;
            }
            double y = layout.rowY(b, layout.rows() - 1);
            String more = "+" + count(p.hiddenPackets(b), "packet") + ", " + ByteCounts.readable(p.hiddenBytes(b));
            // Fitted to the lane, not the block: a readable count matters more than the boxes it covers.
            Font f2 = fitted(more, layout.laneWidth() - layout.px(10), bold, layout.rowHeight() * 0.85);
            FontMetrics fm = g.getFontMetrics(f2);
            rect.setRect(p.compressedX(b) + layout.px(3), y + layout.px(2), fm.stringWidth(more) + layout.px(4),
                    layout.rowHeight() - layout.px(4));
            g.setPaint(theme.panel());
            g.fill(rect);
            g.setStroke(thin);
            g.setPaint(theme.rule());
            g.draw(rect);
            plainText(more, rect.x + layout.px(2), y + (layout.rowHeight() + fm.getAscent() - fm.getDescent()) / 2, f2);
        }
    }

    /**
     * Diagonal lines across a compressed block: it stands for packets, it is not one. Each line
     * is cut to the block by hand: a clip on a JavaFX canvas costs a mask the canvas's size.
     */
    private void hatch(Rectangle2D.Double r) {
        g.setPaint(theme.panel());
        g.setStroke(thin);
        double step = layout.px(8);
        for (double x = r.x - r.height + step; x < r.getMaxX(); x += step) {
            // The line from (x, maxY) up to (x + height, y), slope 45 degrees.
            double x0 = Math.max(x, r.x);
            double x1 = Math.min(x + r.height, r.getMaxX());
            if (x1 > x0) {
                line.setLine(x0, r.getMaxY() - (x0 - x), x1, r.getMaxY() - (x1 - x));
                g.draw(line);
            }
        }
    }

    /** Packet boxes in the qdisc, then those gliding into the ring, then the highlight. */
    private void packets(Frame f) {
        PacketPlacement p = f.placement();
        PacketMotion m = f.motion();
        Color current = null;
        // Boxes are upright rectangles: without antialiasing they fill several times faster,
        // and a hairline of ground still parts them.
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < p.count(); i++) {
                boolean ringBound = p.inRing(i);
                if (ringBound != (pass == 1) || (ringBound && !m.moving(i))) {
                    continue;
                }
                Color c = colourOf(f, p.view(i));
                if (c != current) {
                    g.setPaint(c);
                    current = c;
                }
                rect.setRect(m.drawX(i), m.drawY(i), p.width(i), p.height(i));
                g.fill(rect);
            }
        }
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        if (f.highlightPacket() >= 0) {
            for (int i = 0; i < p.count(); i++) {
                if (p.id(i) == f.highlightPacket()) {
                    double pad = layout.px(4);
                    g.setStroke(medium);
                    g.setPaint(theme.highlight());
                    rect.setRect(m.drawX(i) - pad, m.drawY(i) - pad, p.width(i) + 2 * pad, p.height(i) + 2 * pad);
                    g.draw(rect);
                }
            }
        }
    }

    // --- driver ------------------------------------------------------------------------------------

    private void driver(SimSnapshot s) {
        Rectangle2D.Double p = layout.panel(Stage.DRIVER);
        BqlView bql = s.bql();
        double x = p.x + layout.px(10);
        double w = p.width - layout.px(20);
        double y = p.y + layout.titleHeight() + layout.type(4);
        // Everything below stacks up; with large type on a short panel the type shrinks until it
        // fits (the bars' and gaps' pixels do not shrink, so they come off the room first).
        double fixed = layout.px(3 * (18 + 8) + 10 + 10);
        squeeze = Math.min(1, Math.max(0.1, (p.getMaxY() - layout.px(8) - y - fixed) / layout.type(30 + 3 * 24 + 2 * 64)));
        Font label = font(19, false);
        Font bold = font(20, true);
        text(bql.on() ? "BQL (dql)" : "BQL off", x, y + ty(20), w, bold, theme.ink(), 0);
        y += ty(30);
        // After a ring reset, until the first completion, avail is the old run's (dql_reset keeps
        // adj_limit): named so, with an empty bar, and left out of the gauges' scale.
        boolean stale = bql.on() && bql.dql().edgeStale();
        double max = Math.max(1, Math.max(bql.inflight(),
                bql.on() ? Math.max(bql.limit(), stale ? 0 : bql.avail()) : 0)) * 1.05;
        if (bql.on()) {
            y = gauge("limit", bql.limit(), max, x, y, w, label, theme.ink());
        } else {
            text("no limit: the ring fills", x, y + ty(18), w, label, theme.softInk(), 0);
            y += ty(24) + layout.px(26);
        }
        y = gauge("inflight", bql.inflight(), max, x, y, w, label, theme.slot(SlotState.NIC_OWNED));
        if (bql.on()) {
            y = gauge(stale ? "avail, stale" : "avail", bql.avail(), max, x, y, w, label,
                    stale ? null : bql.avail() < 0 ? theme.stackXoff() : ChartStyle.GREEN);
        }
        y += layout.px(10);
        double bh = ty(64);
        badge(bql.stackXoff(), "stack XOFF", "(BQL)", "stack: running", x, y, w, bh, theme.stackXoff(), true);
        badge(s.driverXoff(), "driver XOFF", "(ring full)", "driver: running", x, y + bh + layout.px(10), w, bh,
                theme.driverXoff(), false);
        squeeze = 1;
    }

    /** A type length at the design size, scaled like type and by the current squeeze. */
    private double ty(double atDesign) {
        return layout.type(atDesign) * squeeze;
    }

    private Font font(int size, boolean bold) {
        Font f = layout.font(size, bold);
        return squeeze == 1 ? f : f.deriveFont((float) Math.max(4, f.getSize2D() * squeeze));
    }

    /** A figure and its bar, filled in {@code c} up to {@code value / max}; null leaves the bar empty. */
    private double gauge(String name, long value, double max, double x, double y, double w, Font font, Color c) {
        text(name + " " + ByteCounts.readable(value), x, y + ty(18), w, font, theme.ink(), 0);
        y += ty(24);
        double h = layout.px(18);
        rect.setRect(x, y, w, h);
        g.setPaint(theme.rule());
        g.setStroke(thin);
        g.draw(rect);
        if (c != null) {
            rect.setRect(x, y, w * Math.min(1, Math.abs(value) / max), h);
            g.setPaint(c);
            g.fill(rect);
        }
        return y + h + layout.px(8);
    }

    /**
     * A stop badge: the stack's is an octagon like a stop sign, the driver's a rectangle, so
     * the two differ in shape as well as colour. A queue that runs gets a faint outline.
     */
    private void badge(boolean on, String word, String why, String running, double x, double y, double w, double h,
            Color c, boolean octagon) {
        double cut = octagon ? h * 0.28 : 0;
        path.reset();
        path.moveTo(x + cut, y);
        path.lineTo(x + w - cut, y);
        path.lineTo(x + w, y + cut);
        path.lineTo(x + w, y + h - cut);
        path.lineTo(x + w - cut, y + h);
        path.lineTo(x + cut, y + h);
        path.lineTo(x, y + h - cut);
        path.lineTo(x, y + cut);
        path.closePath();
        if (on) {
            g.setPaint(c);
            g.fill(path);
            g.setStroke(medium);
            g.setPaint(theme.ink());
            g.draw(path);
            Font big = fitted(word, w - 2 * cut - layout.px(8), font(24, true), h * 0.42);
            text(word, x + w / 2, y + h * 0.47, w, big, Color.WHITE, 1);
            text(why, x + w / 2, y + h * 0.82, w - 2 * cut, fitted(why, w, font(18, true), h * 0.3), Color.WHITE, 1);
        } else {
            g.setStroke(thin);
            g.setPaint(theme.rule());
            g.draw(path);
            text(running, x + w / 2, y + h * 0.6, w - 2 * cut, fitted(running, w, font(17, false), h * 0.4),
                    theme.softInk(), 1);
        }
    }

    // --- ring ----------------------------------------------------------------------------------------

    private void ring(SimSnapshot s, Frame f) {
        RingView ring = s.ring();
        int size = ring.size();
        double cx = layout.ringX();
        double cy = layout.ringY();
        double outer = layout.ringOuter();
        double mid = layout.ringStateInner();
        double inner = layout.ringFlowInner();
        // Descriptor states: the regions are contiguous, so a few sectors draw the whole ring.
        int from = 0;
        for (int i = 1; i <= size; i++) {
            if (i == size || ring.state(i) != ring.state(from)) {
                g.setPaint(theme.slot(ring.state(from)));
                sector(cx, cy, mid, outer, from, i, size);
                g.fill(path);
                from = i;
            }
        }
        // The flow of the packet in each used slot, as a thin band inside.
        mapEntries(ring, f.placement());
        from = 0;
        for (int i = 1; i <= size; i++) {
            if (i == size || flowAt(ring, i) != flowAt(ring, from)) {
                int e = flowAt(ring, from);
                if (e >= 0) {
                    g.setPaint(colour(f, e, f.placement().bandOfEntry(e)));
                    sector(cx, cy, inner, mid, from, i, size);
                    g.fill(path);
                }
                from = i;
            }
        }
        ticks(cx, cy, inner, outer, size);
        g.setStroke(thin);
        g.setPaint(theme.ink());
        circle.setFrame(cx - outer, cy - outer, 2 * outer, 2 * outer);
        g.draw(circle);
        circle.setFrame(cx - inner, cy - inner, 2 * inner, 2 * inner);
        g.draw(circle);
        pointers(ring, f);
        ringKey(ring);
    }

    private void mapEntries(RingView ring, PacketPlacement p) {
        for (PacketView v : ring.packets()) {
            if (v.id() >= entryById.length) {
                entryById = java.util.Arrays.copyOf(entryById, Math.max(v.id() + 1, entryById.length * 2));
            }
            entryById[v.id()] = p.entryOf(v.source());
        }
    }

    private int flowAt(RingView ring, int slot) {
        int id = ring.packetAt(slot);
        return id < 0 ? -1 : entryById[id];
    }

    /** An annular sector from slot {@code a} to slot {@code b}, as a polygon of short chords. */
    private void sector(double cx, double cy, double r0, double r1, int a, int b, int size) {
        double a0 = PipelineLayout.angle(a, size);
        double a1 = PipelineLayout.angle(b, size);
        int steps = Math.max(2, (int) Math.ceil((a1 - a0) / (2 * Math.PI) * 180));
        path.reset();
        for (int k = 0; k <= steps; k++) {
            double t = a0 + (a1 - a0) * k / steps;
            double px = cx + r1 * Math.cos(t);
            double py = cy + r1 * Math.sin(t);
            if (k == 0) {
                path.moveTo(px, py);
            } else {
                path.lineTo(px, py);
            }
        }
        for (int k = steps; k >= 0; k--) {
            double t = a0 + (a1 - a0) * k / steps;
            path.lineTo(cx + r0 * Math.cos(t), cy + r0 * Math.sin(t));
        }
        path.closePath();
    }

    /**
     * Marks between slots: every slot while they are at least 5 px apart, otherwise one mark
     * per group of k slots (k a power of two), with the slot numbers at the quarters.
     */
    private void ticks(double cx, double cy, double inner, double outer, int size) {
        double circumference = 2 * Math.PI * outer;
        int k = 1;
        while (circumference / size * k < layout.px(5)) {
            k *= 2;
        }
        g.setStroke(thin);
        g.setPaint(theme.panel());
        double mid = layout.ringStateInner();
        for (int slot = 0; slot < size; slot += k) {
            double a = PipelineLayout.angle(slot, size);
            line.setLine(cx + mid * Math.cos(a), cy + mid * Math.sin(a), cx + outer * Math.cos(a), cy + outer * Math.sin(a));
            g.draw(line);
        }
        Font font = layout.font(14, false);
        for (int q = 0; q < 4; q++) {
            int slot = size * q / 4;
            double a = PipelineLayout.angle(slot, size);
            String number = Integer.toString(slot);
            double half = g.getFontMetrics(font).stringWidth(number) / 2.0;
            double r = outer + layout.px(PipelineLayout.NUMBER_GAP) + layout.type(8) + half * Math.abs(Math.cos(a));
            text(number, cx + r * Math.cos(a), cy + r * Math.sin(a) + layout.type(5), layout.px(80), font,
                    theme.softInk(), 1);
        }
    }

    /** The driver's next write, the NIC's tail and the clean-up's next slot, named inside the ring. */
    private void pointers(RingView ring, Frame f) {
        double flash = f.flashes().doorbell(f.nowNs());
        if (flash > 0) {
            double a = PipelineLayout.angle(ring.tailSlot(), ring.size());
            double r = layout.ringOuter();
            double glow = layout.px(10 + 14 * flash);
            circle.setFrame(layout.ringX() + r * Math.cos(a) - glow, layout.ringY() + r * Math.sin(a) - glow, 2 * glow,
                    2 * glow);
            g.setPaint(withAlpha(theme.flash(), flash));
            g.fill(circle);
        }
        labelsPlaced = 0;
        pointer(ring.nextSlot(), ring.size(), 0.50, "write");
        pointer(ring.tailSlot(), ring.size(), 0.34, "tail");
        pointer(ring.cleanSlot(), ring.size(), 0.18, "clean");
    }

    /**
     * One pointer: a line from inside the ring to the slot's edge, named at its inner end. Names
     * of pointers at nearby slots would overlap, so a name moves towards the ring's middle (down
     * in its upper half, up in its lower half) until it is clear of the ones placed before it;
     * their type keeps to the ring's size, so that large text leaves them inside the ring.
     */
    private void pointer(int slot, int size, double labelAt, String word) {
        double a = PipelineLayout.angle(slot, size);
        double cx = layout.ringX();
        double cy = layout.ringY();
        double tip = layout.ringOuter() + layout.px(2);
        double r0 = layout.ringOuter() * (labelAt + 0.1);
        g.setStroke(medium);
        g.setPaint(theme.ink());
        line.setLine(cx + r0 * Math.cos(a), cy + r0 * Math.sin(a), cx + tip * Math.cos(a), cy + tip * Math.sin(a));
        g.draw(line);
        double r = layout.ringOuter() * labelAt;
        Font font = layout.pointerFont();
        FontMetrics fm = g.getFontMetrics(font);
        double w = fm.stringWidth(word);
        double h = fm.getAscent();
        double x = cx + r * Math.cos(a) - w / 2;
        double base = cy + r * Math.sin(a) + h / 2;
        boolean up = Math.sin(a) > 0;
        for (boolean moved = true; moved; ) {
            moved = false;
            for (int i = 0; i < labelsPlaced; i++) {
                if (x < labelBoxes[i][0] + labelBoxes[i][2] && labelBoxes[i][0] < x + w
                        && base - h < labelBoxes[i][1] && labelBoxes[i][1] - labelBoxes[i][3] < base) {
                    base = up ? labelBoxes[i][1] - labelBoxes[i][3] - layout.px(2) : labelBoxes[i][1] + h + layout.px(2);
                    moved = true;
                }
            }
        }
        labelBoxes[labelsPlaced][0] = x;
        labelBoxes[labelsPlaced][1] = base;
        labelBoxes[labelsPlaced][2] = w;
        labelBoxes[labelsPlaced][3] = h;
        labelsPlaced++;
        rect.setRect(x - layout.px(2), base - h - layout.px(1), w + layout.px(4), h + layout.px(4));
        g.setPaint(theme.panel());
        g.fill(rect);
        text(word, x, base, layout.ringOuter(), font, theme.ink(), 0);
    }

    private void ringKey(RingView ring) {
        Rectangle2D.Double p = layout.panel(Stage.RING);
        double x = p.x + layout.px(12);
        double w = p.width - layout.px(24);
        double y = layout.ringKeyY();
        double lh = layout.ringKeyLine();
        Font font = layout.font(17, false);
        if (font.getSize2D() > lh * 0.8) {
            font = font.deriveFont((float) Math.max(4, lh * 0.8));
        }
        double sw = lh * 0.68;
        for (SlotState state : STATES) {
            g.setPaint(theme.slot(state));
            rect.setRect(x, y - sw * 0.85, sw, sw);
            g.fill(rect);
            g.setStroke(thin);
            g.setPaint(theme.rule());
            g.draw(rect);
            text(state.words() + ": " + String.format(Locale.ROOT, "%,d", ring.count(state)), x + sw + layout.px(6), y,
                    w - sw, font, theme.ink(), 0);
            y += lh;
        }
        text(String.format(Locale.ROOT, "write %d · tail %d · clean %d of %,d", ring.nextSlot(), ring.tailSlot(),
                ring.cleanSlot(), ring.size()), x, y, w, font, theme.ink(), 0);
    }

    // --- wire --------------------------------------------------------------------------------------

    private void wire(SimSnapshot s, Frame f) {
        WireView wire = s.wire();
        double x = layout.wireX();
        double w = layout.wireWidth();
        double y = layout.wireY();
        double h = layout.wireHeight();
        rect.setRect(x, y, w, h);
        g.setStroke(thin);
        g.setPaint(theme.rule());
        g.draw(rect);
        Font font = layout.font(17, false);
        if (wire.busy()) {
            // Length in proportion to the frame's time on the wire (its wire bytes at this rate).
            double len = Math.min(w * 0.95,
                    w * FULL_FRAME_SHARE * Wire.wireBytes(wire.frameBytes()) / FULL_FRAME_WIRE_BYTES);
            double left = x + wire.progress() * (w - len);
            rect.setRect(left, y + layout.px(4), len, h - layout.px(8));
            g.setPaint(wireColour(s, f));
            g.fill(rect);
            g.setPaint(theme.ink());
            g.draw(rect);
            String frame = wire.frames() > 1 ? "frame " + wire.frame() + " of " + wire.frames() + " · " : "";
            text(frame + ByteCounts.readable(wire.frameBytes()), x, y - layout.type(30), w, font, theme.ink(), 0);
            text(Durations.human(wire.frameNs()) + " on the wire, "
                    + Math.round(wire.progress() * 100) + " % sent", x, y - layout.type(8), w, font, theme.softInk(), 0);
        } else {
            text("idle", x, y - layout.type(8), w, font, theme.softInk(), 0);
        }
        double below = y + h + layout.px(14);
        bolt(x + w - layout.px(30), below, f.flashes().interrupt(f.nowNs()));
        below += layout.px(32);
        text("TX completion interrupt", x + w, below + layout.type(18), w, font, theme.ink(), 2);
        if (wire.lastInterruptNs() >= 0) {
            text("last: " + Durations.human(Math.max(1, s.timeNs() - wire.lastInterruptNs()))
                    + " ago", x + w, below + layout.type(40), w, font, theme.softInk(), 2);
        }
    }

    private Color wireColour(SimSnapshot s, Frame f) {
        int id = s.wire().packetId();
        for (PacketView v : s.ring().packets()) {
            if (v.id() == id) {
                return colourOf(f, v);
            }
        }
        // With completion at fetch the clean-up may have freed it from the ring already.
        if (s.fifo() != null && !s.fifo().packets().isEmpty() && s.fifo().packets().get(0).id() == id) {
            return colourOf(f, s.fifo().packets().get(0));
        }
        return theme.rule();
    }

    /**
     * The NIC's own FIFO, a stage between the ring and the wire, drawn only when the NIC has one:
     * above the wire, a bar as long as the FIFO holding its packets (one box each), the one on the
     * wire (or next) at the right end, next to the wire; below the interrupt, when the NIC reports a packet done
     * and what lies between the driver and the wire beside what BQL counts.
     */
    private void fifo(SimSnapshot s, Frame f) {
        FifoView fifo = s.fifo();
        if (fifo == null) {
            return;
        }
        Rectangle2D.Double p = layout.panel(Stage.WIRE);
        double x = layout.wireX();
        double w = layout.wireWidth();
        double y = p.y + layout.titleHeight() + layout.type(2);
        // Above the two lines that describe the frame on the wire.
        double bottom = layout.wireY() - layout.type(30) - layout.type(22);
        squeeze = Math.min(1, Math.max(0.1, (bottom - y) / (layout.type(24) + layout.px(18))));
        Font label = font(17, false);
        text("NIC FIFO " + ByteCounts.readable(fifo.bytes()) + " of " + ByteCounts.readable(fifo.capacityBytes()),
                x, y + ty(17), w, label, theme.ink(), 0);
        y += ty(24);
        double h = layout.px(18) * squeeze;
        rect.setRect(x, y, w, h);
        g.setStroke(thin);
        g.setPaint(theme.rule());
        g.draw(rect);
        double perByte = w / Math.max(fifo.capacityBytes(), fifo.bytes());
        long held = 0;
        for (PacketView v : fifo.packets()) {
            held += v.lenBytes();
        }
        long partSent = held - fifo.bytes(); // of the head packet, whose frames are leaving
        double right = x + w;
        for (int i = 0; i < fifo.packets().size() && right > x; i++) {
            PacketView v = fifo.packets().get(i);
            double len = (v.lenBytes() - (i == 0 ? partSent : 0)) * perByte;
            double left = Math.max(x, right - len);
            rect.setRect(left, y, right - left, h);
            g.setPaint(colourOf(f, v));
            g.fill(rect);
            g.setPaint(theme.ground());
            line.setLine(left, y, left, y + h);
            g.draw(line);
            right = left;
        }
        squeeze = 1;
        // Under the interrupt's two lines (see wire()).
        Font notes = layout.font(17, false);
        double below = layout.wireY() + layout.wireHeight() + layout.px(14 + 32) + layout.type(40 + 34);
        text(fifo.completesAtFetch() ? "done when read into the FIFO" : "done when sent",
                x + w, below, w, notes, theme.ink(), 2);
        text("driver to wire " + ByteCounts.readable(fifo.driverToWireBytes()), x + w, below + layout.type(22), w, notes,
                theme.softInk(), 2);
        // The ring's bytes, as driver to wire counts them (skb->len; BQL may count frame headers too).
        text("in the ring (skb len) " + ByteCounts.readable(s.totals().ringBytes()), x + w, below + layout.type(44), w, notes,
                theme.softInk(), 2);
    }

    /** A lightning mark: filled and glowing while the interrupt's flash lasts, an outline otherwise. */
    private void bolt(double x, double y, double flash) {
        double s = layout.px(26);
        path.reset();
        path.moveTo(x + 0.55 * s, y);
        path.lineTo(x + 0.05 * s, y + 0.55 * s);
        path.lineTo(x + 0.45 * s, y + 0.55 * s);
        path.lineTo(x + 0.25 * s, y + 1.1 * s);
        path.lineTo(x + 0.95 * s, y + 0.4 * s);
        path.lineTo(x + 0.55 * s, y + 0.4 * s);
        path.lineTo(x + 0.8 * s, y);
        path.closePath();
        if (flash > 0) {
            double glow = s * (0.7 + 0.5 * flash);
            circle.setFrame(x + 0.5 * s - glow, y + 0.55 * s - glow, 2 * glow, 2 * glow);
            g.setPaint(withAlpha(theme.flash(), flash * 0.6));
            g.fill(circle);
            g.setPaint(theme.flash());
            g.fill(path);
        }
        g.setStroke(thin);
        g.setPaint(theme.ink());
        g.draw(path);
    }

    // --- text ----------------------------------------------------------------------------------------

    /**
     * Draws one line of text, shrunk to fit {@code maxWidth} rather than clipped.
     *
     * @param align 0 left, 1 centre, 2 right of {@code x}
     */
    private void text(String s, double x, double baseline, double maxWidth, Font font, Color c, int align) {
        Font f = fitted(s, maxWidth, font, Double.MAX_VALUE);
        double w = g.getFontMetrics(f).stringWidth(s);
        double left = align == 0 ? x : align == 1 ? x - w / 2 : x - w;
        g.setFont(f);
        g.setPaint(c);
        g.drawString(s, (float) left, (float) baseline);
    }

    /** Text in ink at its natural size (already fitted by the caller). */
    private void plainText(String s, double x, double baseline, Font f) {
        g.setFont(f);
        g.setPaint(theme.ink());
        g.drawString(s, (float) x, (float) baseline);
    }

    /** The font, made smaller until the text fits the width and the height. */
    private Font fitted(String s, double maxWidth, Font font, double maxHeight) {
        Font f = font;
        if (f.getSize2D() > maxHeight) {
            f = f.deriveFont((float) Math.max(MIN_TYPE, maxHeight));
        }
        double w = g.getFontMetrics(f).stringWidth(s);
        // Widths do not scale exactly with the size (hinting), so shrink until it really fits.
        while (w > maxWidth && maxWidth > 0 && f.getSize2D() > MIN_TYPE) {
            f = f.deriveFont((float) Math.max(MIN_TYPE, Math.floor(f.getSize2D() * Math.min(0.95, maxWidth / w))));
            w = g.getFontMetrics(f).stringWidth(s);
        }
        return f;
    }

    private static Color withAlpha(Color c, double alpha) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), (int) Math.round(255 * Math.max(0, Math.min(1, alpha))));
    }

    static String count(long n, String noun) {
        return String.format(Locale.ROOT, "%,d %s%s", n, noun, n == 1 ? "" : "s");
    }
}
