package org.ringside.views.pipeline;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.geom.Arc2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.ringside.model.driver.SlotState;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.sim.QueueDetail;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.views.charts.ChartStyle;
import org.ringside.views.pipeline.PipelinePainter.Frame;

/**
 * Paints the strip of every transmit queue above the stages, when the device has several: for
 * each queue its ring's descriptors in use (a small ring, or a bar), its BQL inflight against
 * its limit (a gauge, in the stop colour while BQL has stopped it) and its qdisc's backlog, the
 * queue the panels below show outlined.
 */
final class QueuesPainter {
    /** Design type sizes of a cell's name and of its figures. */
    private static final int NAME_TYPE = 17;
    private static final int FIGURE_TYPE = 16;
    /** A line's height as a share of its type size. */
    private static final double LINE_SHARE = 1.2;
    /** The least height of a compact cell's two bars, as a share of a line's. */
    private static final double LEAST_BARS = 0.7;
    private final Pen pen;
    private final Rectangle2D.Double cell = new Rectangle2D.Double();
    private final Arc2D.Double arc = new Arc2D.Double();

    QueuesPainter(Pen pen) {
        this.pen = pen;
    }

    void strip(SimSnapshot s, Frame f) {
        QueueStrip strip = QueueStrip.of(pen.layout);
        if (strip == null || s.queues().size() != strip.queues()) {
            return;
        }
        for (int i = 0; i < strip.queues(); i++) {
            strip.cell(i, cell);
            pen.g.setPaint(pen.theme.panel());
            pen.g.fill(cell);
            QueueDetail q = s.queues().get(i);
            if (strip.rings()) {
                ringCell(q);
            } else {
                compactCell(q);
            }
            boolean shown = i == f.shownQueue();
            pen.g.setStroke(shown ? pen.thick : pen.thin);
            pen.g.setPaint(shown ? pen.theme.highlight() : pen.theme.rule());
            pen.g.draw(cell);
        }
    }

    /** A small ring filled as far as descriptors are in use, a BQL gauge and three lines of words. */
    private void ringCell(QueueDetail q) {
        double pad = pen.layout.px(6);
        double d = Math.max(1, Math.min(cell.height - 2 * pad, cell.width * 0.24));
        double track = Math.max(2, d * 0.18);
        arc.setArc(cell.x + pad + track / 2, cell.getCenterY() - d / 2 + track / 2, d - track, d - track, 90, 360, Arc2D.OPEN);
        pen.g.setStroke(new BasicStroke((float) track));
        pen.g.setPaint(pen.theme.slot(SlotState.FREE));
        pen.g.draw(arc);
        if (q.ringInUse() > 0) {
            // Clockwise from the top, as far as the share of descriptors in use.
            arc.setAngleExtent(-360.0 * q.ringInUse() / Math.max(1, q.ringSize()));
            pen.g.setPaint(q.driverXoff() ? pen.theme.driverXoff() : pen.theme.slot(SlotState.NIC_OWNED));
            pen.g.draw(arc);
        }
        double gaugeWidth = pen.layout.px(9);
        double textX = cell.x + 2 * pad + d;
        double gaugeX = cell.getMaxX() - pad - gaugeWidth;
        double textWidth = gaugeX - pad - textX;
        gauge(q, gaugeX, cell.y + pad, gaugeWidth, cell.height - 2 * pad, true);
        List<List<String>> lines = List.of(names(q), bql(q), backlog(q));
        Font name = pen.layout.font(NAME_TYPE, true);
        Font figures = pen.layout.font(FIGURE_TYPE, false);
        double lineHeight = Math.max(name.getSize2D(), figures.getSize2D()) * LINE_SHARE;
        int room = (int) Math.min(lines.size(), Math.floor((cell.height - 2 * pad) / lineHeight));
        double top = cell.getCenterY() - room * lineHeight / 2;
        for (int l = 0; l < room; l++) {
            Font font = l == 0 ? name : figures;
            FontMetrics fm = pen.g.getFontMetrics(font);
            double baseline = top + l * lineHeight + (lineHeight + fm.getAscent() - fm.getDescent()) / 2;
            pen.wholeText(lines.get(l), textX, baseline, textWidth, font, l == 0 ? pen.theme.ink() : pen.theme.softInk(), 0);
        }
    }

    /** A name over two bars (descriptors in use, BQL inflight of its limit) over the backlog, as room allows. */
    private void compactCell(QueueDetail q) {
        double pad = pen.layout.px(3);
        Font font = pen.layout.font(FIGURE_TYPE, false);
        double lineHeight = font.getSize2D() * LINE_SHARE;
        double inner = cell.height - 2 * pad;
        // The bars first, then the name over bars however thin, then the backlog where the bars
        // keep most of a line's height.
        int words = inner - 2 * lineHeight >= LEAST_BARS * lineHeight ? 2 : inner - lineHeight >= pen.layout.px(6) ? 1 : 0;
        double barsTop = cell.y + pad + (words > 0 ? lineHeight : 0);
        double barsHeight = inner - words * lineHeight;
        double x = cell.x + pad;
        double w = cell.width - 2 * pad;
        double bar = barsHeight / 2 - pen.layout.px(1);
        pen.rect.setRect(x, barsTop, w, bar);
        pen.g.setPaint(pen.theme.slot(SlotState.FREE));
        pen.g.fill(pen.rect);
        pen.rect.width = w * Math.min(1, (double) q.ringInUse() / Math.max(1, q.ringSize()));
        pen.g.setPaint(q.driverXoff() ? pen.theme.driverXoff() : pen.theme.slot(SlotState.NIC_OWNED));
        pen.g.fill(pen.rect);
        gauge(q, x, barsTop + barsHeight / 2, w, bar, false);
        FontMetrics fm = pen.g.getFontMetrics(font);
        double centre = (lineHeight + fm.getAscent() - fm.getDescent()) / 2;
        if (words > 0) {
            pen.wholeText(List.of("tx-" + q.index(), Integer.toString(q.index())), cell.getCenterX(), cell.y + pad + centre, w,
                    font, pen.theme.ink(), 1);
        }
        if (words > 1) {
            pen.wholeText(List.of(ByteCounts.readable(q.qdiscBytes()) + " " + q.qdiscPackets() + "p", q.qdiscPackets() + "p"),
                    cell.getCenterX(), barsTop + barsHeight + centre, w, font, pen.theme.softInk(), 1);
        }
    }

    /** BQL's gauge: inflight against the limit, upright or lying; all rule-grey with BQL off. */
    private void gauge(QueueDetail q, double x, double y, double w, double h, boolean upright) {
        pen.rect.setRect(x, y, w, h);
        pen.g.setPaint(pen.theme.slot(SlotState.FREE));
        pen.g.fill(pen.rect);
        if (q.bqlLimit() <= 0) {
            return;
        }
        double share = Math.min(1, (double) q.bqlInflight() / q.bqlLimit());
        Color c = q.stackXoff() ? pen.theme.stackXoff() : ChartStyle.GREEN;
        if (upright) {
            pen.rect.setRect(x, y + h * (1 - share), w, h * share);
        } else {
            pen.rect.setRect(x, y, w * share, h);
        }
        pen.g.setPaint(c);
        pen.g.fill(pen.rect);
    }

    private static List<String> names(QueueDetail q) {
        String name = "tx-" + q.index();
        if (q.stackXoff()) {
            return List.of(name + " · stack XOFF", name + " XOFF", name);
        }
        if (q.driverXoff()) {
            return List.of(name + " · driver XOFF", name + " XOFF", name);
        }
        return List.of(name + (q.onWire() ? " · on the wire" : ""), name);
    }

    /**
     * BQL inflight of the limit, longest first ("BQL off" only where BQL is off: an idle queue
     * with BQL on has a limit of 0 until its first completion).
     */
    static List<String> bql(QueueDetail q) {
        if (!q.bqlOn()) {
            String ring = ByteCounts.readable(q.ringBytes());
            return List.of("ring " + ring + ", BQL off", ring);
        }
        // The driver panel's and the DQL inspector's inflight, not the ring's skb->len sum.
        String inflight = ByteCounts.readable(q.bqlInflight());
        if (q.bqlLimit() <= 0 && q.ringBytes() == 0) {
            return List.of("BQL on, idle", "idle");
        }
        String limit = ByteCounts.readable(q.bqlLimit());
        return List.of("BQL " + inflight + " of " + limit, "BQL " + inflight, inflight);
    }

    /** The qdisc's backlog, as {@code tc -s qdisc} gives it last ("backlog 41.7Mb 646p", iproute2's print_tcstats_attr). */
    static List<String> backlog(QueueDetail q) {
        String size = ByteCounts.readable(q.qdiscBytes());
        return List.of("qdisc " + size + " " + q.qdiscPackets() + "p", size + " " + q.qdiscPackets() + "p",
                q.qdiscPackets() + "p");
    }
}
