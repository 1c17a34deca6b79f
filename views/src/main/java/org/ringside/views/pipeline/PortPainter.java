package org.ringside.views.pipeline;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.ringside.model.driver.SlotState;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.format.Durations;
import org.ringside.model.format.Rates;
import org.ringside.model.nic.Wire;
import org.ringside.model.sim.PortView;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Stage;

/**
 * Paints the bottleneck port's panel after the wire: its rate, buffer and AQM; its queue drawn as
 * the qdisc's is, rows of frames each as wide as its bytes (a buffer counted in packets gives each
 * frame one equal slot), the head at the top row's right end, nearest the way out, this host's
 * frames in their flows' colours and other hosts' in grey, with the buffer's empty room shown; a
 * frame marked CE ticked; the latest drop crossed where it happened, at the tail (a full buffer)
 * or the head (CoDel), while it is recent; and the frame leaving, with what the port has sent,
 * dropped and marked. Self-contained: it draws only inside its panel ({@link PortStage}).
 */
final class PortPainter {
    /** Design type size of the panel's lines, as the wire's. */
    private static final int LABEL_TYPE = 17;
    /** A drop or a mark stays drawn for this many of the port's full-frame times. */
    static final int RECENT_FRAMES = 20;
    private static final int FULL_FRAME = 1514;
    /** Other hosts' frames: a mid grey, apart from the outlines' lighter one and from every flow's colour. */
    static final Color CROSS = new Color(0x7A, 0x7A, 0x7A);
    static final Color CROSS_HIGH_CONTRAST = new Color(0x9C, 0x9C, 0x9C);
    private final Pen pen = new Pen();

    /** What the panel needs of the frame besides the port. */
    record Look(PipelineTheme theme, Stage highlight, Stage spotlight) {
    }

    void paint(Graphics2D g, SimSnapshot s, PipelineLayout stages, double width, Look look) {
        PortView port = s.port();
        if (port == null) {
            return;
        }
        pen.begin(g, stages, look.theme());
        Rectangle2D.Double p = PortStage.panel(stages, width);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        // The stages painted the ground to their own width only.
        pen.rect.setRect(stages.width(), 0, Math.max(0, width - stages.width()), stages.height());
        g.setPaint(look.theme().ground());
        g.fill(pen.rect);
        pen.rect.setRect(p.x, p.y, p.width, p.height);
        g.setPaint(look.theme().panel());
        g.fill(pen.rect);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        boolean lit = look.highlight() == Stage.PORT || look.spotlight() == Stage.PORT;
        g.setStroke(lit ? pen.thick : pen.thin);
        g.setPaint(lit ? look.theme().highlight() : look.theme().rule());
        g.draw(pen.rect);
        double pad = stages.px(10);
        double x = p.x + pad;
        double w = p.width - 2 * pad;
        Font title = stages.font(24, true);
        double titleBase = p.y + stages.type(30);
        pen.text(List.of("SWITCH PORT", "PORT"), p.getCenterX(), titleBase, p.width - stages.px(12), title,
                look.theme().ink(), 1);
        Font font = stages.font(LABEL_TYPE, false);
        // Held at the floor, type is taller than its design size: lines are spaced by what is drawn.
        double line = Math.max(stages.type(22), g.getFontMetrics(font).getHeight());
        // The settings go under the stages' title band, and under the title's own descent: in a
        // short lane picture the band is lower than the floor's type is tall.
        double y = Math.max(p.y + stages.titleHeight() + stages.type(8), titleBase + g.getFontMetrics(title).getDescent()
                + stages.px(3) + g.getFontMetrics(font).getAscent());
        pen.text(settingsForms(port), x, y, w, font, look.theme().ink(), 0);
        y += line;
        pen.text(queueForms(port), x, y, w, font, look.theme().softInk(), 0);
        y += stages.type(10);
        double bar = stages.px(14);
        double bottomLines = bar + stages.px(6) + 4.9 * line;
        double gridBottom = Math.max(y + stages.px(16), p.getMaxY() - pad - bottomLines);
        Ends ends = queue(port, x, y, w, gridBottom - y);
        double by = gridBottom + stages.px(6);
        sending(port, x, by, w, bar, line);
        by += bar + 1.9 * line;
        pen.text(List.of("sent " + Pen.count(port.framesSent(), "frame"), Pen.count(port.framesSent(), "frame")), x, by, w,
                font, look.theme().ink(), 0);
        by += line;
        pen.text(List.of("dropped " + port.drops() + (port.ecn() ? " · marked " + port.marks() : ""),
                port.drops() + " drops" + (port.ecn() ? ", " + port.marks() + " marks" : "")), x, by, w, font,
                port.drops() > 0 ? look.theme().stackXoff() : look.theme().ink(), 0);
        by += line;
        List<String> last = lastWords(port, s.timeNs());
        if (!last.isEmpty()) {
            pen.text(last.get(0), x, by, w, font, look.theme().stackXoff(), 0);
            pen.text(List.of(last.get(1), last.get(1).split(",")[0]), x, by + line, w, font, look.theme().softInk(), 0);
        }
        cross(port, ends, s.timeNs());
        if (look.spotlight() != null && look.spotlight() != Stage.PORT) {
            Color ground = look.theme().ground();
            pen.rect.setRect(p.x, p.y, p.width, p.height);
            g.setPaint(new Color(ground.getRed(), ground.getGreen(), ground.getBlue(), 200));
            g.fill(pen.rect);
        }
    }

    /** "100 Mbit/s · 1 MB · droptail", shorter where the panel is narrow. */
    static List<String> settingsForms(PortView port) {
        String rate = Rates.human(port.rateBps());
        String buffer = port.inPackets() ? Pen.count(port.bufferPackets(), "packet") : ByteCounts.shortened(port.bufferBytes());
        String aqm = port.aqm() + (port.ecn() ? " + ECN" : "");
        return List.of(rate + " · " + buffer + " · " + aqm, rate + " · " + buffer, rate);
    }

    /** "632 KB waiting, 51 ms to drain": the queue and how long its last frame waits to leave. */
    static List<String> queueForms(PortView port) {
        String held = ByteCounts.readable(port.queuedBytes());
        String drain = Durations.human(drainNs(port));
        return List.of(held + " waiting, " + drain + " to drain", held + ", " + drain, held);
    }

    /** The time the port takes to send what waits: each frame's wire time at its rate. */
    static double drainNs(PortView port) {
        double wireBytes = (double) port.unlistedFrames() * Wire.wireBytes(FULL_FRAME);
        for (PortView.Frame f : port.frames()) {
            wireBytes += Wire.wireBytes(f.lenBytes());
        }
        return wireBytes * 8e9 / port.rateBps();
    }

    /** Where the queue's head and tail are drawn, and the buffer's left edge and row height, for the drops' cross. */
    private record Ends(double headX, double headY, double tailX, double tailY, double left, double rowH) {
    }

    /** The buffer as rows, its frames head first from the top row's right end. */
    private Ends queue(PortView port, double x, double top, double w, double room) {
        double rowH = pen.layout.px(16);
        double gap = pen.layout.px(4);
        int rows = (int) Math.max(1, Math.floor((room + gap) / (rowH + gap)));
        double capacity = port.inPackets() ? port.bufferPackets() : port.bufferBytes();
        double perRow = capacity / rows;
        double pxPerUnit = w / perRow;
        Graphics2D g = pen.g;
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        g.setPaint(pen.theme.slot(SlotState.FREE));
        for (int r = 0; r < rows; r++) {
            pen.rect.setRect(x, top + r * (rowH + gap), w, rowH);
            g.fill(pen.rect);
        }
        double at = 0;
        Color current = null;
        for (PortView.Frame f : port.frames()) {
            double units = port.inPackets() ? 1 : f.lenBytes();
            Color c = colour(f);
            if (c != current) {
                g.setPaint(c);
                current = c;
            }
            span(at, units, perRow, rows, x, top, w, rowH, gap, pxPerUnit, f.ce());
            at += units;
        }
        int r = (int) Math.min(rows - 1, Math.floor(at / perRow));
        double tailX = x + w - (at - r * perRow) * pxPerUnit;
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        if (port.unlistedFrames() > 0) {
            pen.grounded(List.of("+" + Pen.count(port.unlistedFrames(), "frame") + " more", "+" + port.unlistedFrames()),
                    x, top + (rows - 1) * (rowH + gap) + rowH * 0.85, w, pen.layout.font(LABEL_TYPE, true),
                    pen.theme.ink());
        }
        return new Ends(x + w, top, Math.max(x, tailX), top + r * (rowH + gap), x, rowH);
    }

    /** Fills one frame's units from {@code at}, across as many rows as it spans, from each row's right end. */
    private void span(double at, double units, double perRow, int rows, double x, double top, double w, double rowH,
            double gap, double pxPerUnit, boolean ce) {
        double from = at;
        double end = at + units;
        double least = pen.layout.px(1);
        int r = (int) Math.floor(from / perRow);
        // Row by row by count, not by comparing sums: rounding must not stall on a row's edge.
        for (; r < rows && from < end; r++) {
            double to = Math.min(end, (r + 1) * perRow);
            if (to <= from) {
                continue;
            }
            double right = x + w - Math.max(0, from - r * perRow) * pxPerUnit;
            double len = Math.max(least, (to - from) * pxPerUnit);
            double y = top + r * (rowH + gap);
            // A hairline of the buffer's ground parts a frame from the next where there is room.
            double drawn = len > 3 * least ? len - least : len;
            pen.rect.setRect(right - drawn, y, drawn, rowH);
            pen.g.fill(pen.rect);
            if (ce) {
                java.awt.Paint was = pen.g.getPaint();
                pen.g.setPaint(pen.theme.ink());
                pen.rect.setRect(right - drawn, y, drawn, rowH * 0.3);
                pen.g.fill(pen.rect);
                pen.g.setPaint(was);
            }
            from = to;
        }
    }

    /** This host's frames in their flow's colour, other hosts' grey. */
    private Color colour(PortView.Frame f) {
        return f.cross() ? crossColour(pen.theme) : pen.theme.series(f.entry());
    }

    /** The grey of other hosts' frames in this theme (the legend's key for them too). */
    static Color crossColour(PipelineTheme theme) {
        return theme.highContrast() ? CROSS_HIGH_CONTRAST : CROSS;
    }

    /** The frame leaving, as a bar as long as its share sent, in its colour; "idle" when none. */
    private void sending(PortView port, double x, double y, double w, double h, double line) {
        Font font = pen.layout.font(LABEL_TYPE, false);
        pen.rect.setRect(x, y, w, h);
        pen.g.setStroke(pen.thin);
        pen.g.setPaint(pen.theme.rule());
        pen.g.draw(pen.rect);
        if (port.sending() == null) {
            pen.text("idle", x, y + h + 0.9 * line, w, font, pen.theme.softInk(), 0);
            return;
        }
        pen.rect.setRect(x, y, w * port.progress(), h);
        pen.g.setPaint(colour(port.sending()));
        pen.g.fill(pen.rect);
        String what = ByteCounts.readable(port.sending().lenBytes());
        pen.text(List.of("leaving: " + port.sending().flow() + ", " + what, "leaving: " + what, what), x,
                y + h + 0.9 * line, w, font, pen.theme.ink(), 0);
    }

    /**
     * The latest drop or mark while it is recent, in two lines, what and whose ("tail drop",
     * "stream's frame, buffer full"); none when there is none.
     */
    static List<String> lastWords(PortView port, long nowNs) {
        PortView.Event drop = recent(port.lastDrop(), port, nowNs);
        PortView.Event mark = recent(port.lastMark(), port, nowNs);
        PortView.Event e = drop == null ? mark : mark == null || drop.atNs() >= mark.atNs() ? drop : mark;
        if (e == null) {
            return List.of();
        }
        String whose = e.frame().cross() ? "another host's frame" : e.frame().flow() + "'s frame";
        String where = e.atHead() ? ", at the head" : ", as it arrived";
        if (e == mark) {
            return List.of("CE mark (ECN)", whose + where);
        }
        if (e.byAqm()) {
            // CoDel drops at a queue's head (codel_dequeue), RED as a frame arrives (red_enqueue).
            return List.of(e.atHead() ? "CoDel drop" : "RED drop", whose + where);
        }
        // fq_codel over its limit drops from the fattest flow's head (fq_codel_drop).
        return e.atHead() ? List.of("fq_codel drop", whose + ", fattest flow, over the limit")
                : List.of("tail drop", whose + ", buffer full");
    }

    private static PortView.Event recent(PortView.Event e, PortView port, long nowNs) {
        double window = RECENT_FRAMES * Wire.wireBytes(FULL_FRAME) * 8e9 / port.rateBps();
        return e != null && nowNs - e.atNs() <= window ? e : null;
    }

    /** A cross where the latest recent drop happened: at the queue's tail, or at its head for CoDel's. */
    private void cross(PortView port, Ends ends, long nowNs) {
        PortView.Event drop = recent(port.lastDrop(), port, nowNs);
        if (drop == null) {
            return;
        }
        double size = ends.rowH() * 1.4;
        double cx = drop.atHead() ? ends.headX() - size / 2 : Math.max(ends.left() + size / 2, ends.tailX() - size * 0.6);
        double cy = (drop.atHead() ? ends.headY() : ends.tailY()) + ends.rowH() / 2;
        pen.g.setStroke(pen.medium);
        pen.g.setPaint(pen.theme.stackXoff());
        pen.line.setLine(cx - size / 2, cy - size / 2, cx + size / 2, cy + size / 2);
        pen.g.draw(pen.line);
        pen.line.setLine(cx - size / 2, cy + size / 2, cx + size / 2, cy - size / 2);
        pen.g.draw(pen.line);
    }
}
