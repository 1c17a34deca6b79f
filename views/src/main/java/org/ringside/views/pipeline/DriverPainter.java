package org.ringside.views.pipeline;

import java.awt.Color;
import java.awt.Font;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.ringside.model.driver.SlotState;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.sim.QueueDetail;
import org.ringside.model.sim.SimSnapshot.BqlView;
import org.ringside.model.sim.Stage;
import org.ringside.views.charts.ChartStyle;

/** Paints the driver's panel: BQL's limit, inflight and avail gauges and the two stop badges. */
final class DriverPainter {
    /** How far the panel gives way: both badges, one, one without the heading. */
    private static final int LEVELS = 3;
    /** Two lines of a badge need their type sizes and this share more; a capital is this share of its size high. */
    private static final double TWO_LINES = 1.05;
    private static final double CAP_SHARE = 0.72;
    /** The gauges' labels' design type size, and the panel's width they leave (a margin each side). */
    static final int LABEL_TYPE = 19;
    static final double GAUGE_INSET = 20;
    private final Pen pen;

    DriverPainter(Pen pen) {
        this.pen = pen;
    }

    void driver(QueueDetail q) {
        Rectangle2D.Double p = pen.layout.panel(Stage.DRIVER);
        BqlView bql = q.bql();
        double x = p.x + pen.layout.px(10);
        double w = p.width - pen.layout.px(GAUGE_INSET);
        double y = p.y + pen.layout.titleHeight() + pen.layout.type(4);
        // Everything below stacks up; with large type on a short panel the type shrinks until it
        // fits, down to the floor (the bars' and gaps' pixels do not shrink, so they come off the
        // room first). Where even that is too tall the lesser parts give way: the badge of the
        // queue's other stop unless it is the one stopped, then the heading.
        double room = 0;
        double need = 0;
        int level = 0;
        for (; level < LEVELS; level++) {
            double fixed = pen.layout.px(3 * (18 + 8) + 10 + (level == 0 ? 10 : 0));
            room = p.getMaxY() - pen.layout.px(8) - y - fixed;
            need = pen.layout.type((level < 2 ? 30 : 0) + 3 * 24 + (level == 0 ? 2 : 1) * 64);
            if (room / need >= pen.layout.least(pen.layout.type(19)) / pen.layout.type(19)) {
                break;
            }
        }
        level = Math.min(level, LEVELS - 1);
        pen.squeeze = Math.min(1, Math.max(0.1, room / need));
        // Room to spare (a tall panel) goes between the gauges and above the badges, so that the
        // panel is used to its foot rather than its top half alone.
        double spread = Math.max(0, room - need) / 5;
        Font label = pen.font(LABEL_TYPE, false);
        Font bold = pen.font(20, true);
        if (level < 2) {
            pen.text(bql.on() ? "BQL (dql)" : "BQL off", x, y + pen.ty(20), w, bold, pen.theme.ink(), 0);
            y += pen.ty(30) + spread;
        }
        // After a ring reset, until the first completion, avail is the old run's (dql_reset keeps
        // adj_limit): named so, with an empty bar, and left out of the gauges' scale.
        boolean stale = bql.on() && bql.dql().edgeStale();
        double max = Math.max(1, Math.max(bql.inflight(),
                bql.on() ? Math.max(bql.limit(), stale ? 0 : bql.avail()) : 0)) * 1.05;
        if (bql.on()) {
            y = gauge("limit", bql.limit(), max, x, y, w, label, pen.theme.ink()) + spread;
        } else {
            pen.text(List.of("no limit: the ring fills", "no limit"), x, y + pen.ty(18), w, label, pen.theme.softInk(), 0);
            y += pen.ty(24) + pen.layout.px(26) + spread;
        }
        y = gauge("inflight", bql.inflight(), max, x, y, w, label, pen.theme.slot(SlotState.NIC_OWNED)) + spread;
        if (bql.on()) {
            y = gauge(stale ? "avail, stale" : "avail", bql.avail(), max, x, y, w, label,
                    stale ? null : bql.avail() < 0 ? pen.theme.stackXoff() : ChartStyle.GREEN);
        }
        y += pen.layout.px(10) + (bql.on() ? spread : 2 * spread);
        double bh = pen.ty(64);
        boolean stackBadge = level == 0 || !q.driverXoff();
        if (stackBadge) {
            badge(bql.stackXoff(), "stack XOFF", "(BQL)", "stack: running", x, y, w, bh, pen.theme.stackXoff(), true);
            y += bh + pen.layout.px(10);
        }
        if (level == 0 || !stackBadge) {
            badge(q.driverXoff(), "driver XOFF", "(ring full)", "driver: running", x, y, w, bh, pen.theme.driverXoff(), false);
        }
        pen.squeeze = 1;
    }

    /** A figure and its bar, filled in {@code c} up to {@code value / max}; null leaves the bar empty. */
    private double gauge(String name, long value, double max, double x, double y, double w, Font font, Color c) {
        // A narrow panel at large text keeps the gauge's name without its figure rather than neither.
        pen.text(List.of(name + " " + ByteCounts.readable(value), name), x, y + pen.ty(18), w, font, pen.theme.ink(), 0);
        y += pen.ty(24);
        double h = pen.layout.px(18);
        pen.rect.setRect(x, y, w, h);
        pen.g.setPaint(pen.theme.rule());
        pen.g.setStroke(pen.thin);
        pen.g.draw(pen.rect);
        if (c != null) {
            pen.rect.setRect(x, y, w * Math.min(1, Math.abs(value) / max), h);
            pen.g.setPaint(c);
            pen.g.fill(pen.rect);
        }
        return y + h + pen.layout.px(8);
    }

    /**
     * A stop badge: the stack's is an octagon like a stop sign, the driver's a rectangle, so
     * the two differ in shape as well as colour. A queue that runs gets a faint outline.
     */
    private void badge(boolean on, String word, String why, String running, double x, double y, double w, double h,
            Color c, boolean octagon) {
        double cut = octagon ? h * 0.28 : 0;
        pen.path.reset();
        pen.path.moveTo(x + cut, y);
        pen.path.lineTo(x + w - cut, y);
        pen.path.lineTo(x + w, y + cut);
        pen.path.lineTo(x + w, y + h - cut);
        pen.path.lineTo(x + w - cut, y + h);
        pen.path.lineTo(x + cut, y + h);
        pen.path.lineTo(x, y + h - cut);
        pen.path.lineTo(x, y + cut);
        pen.path.closePath();
        if (on) {
            pen.g.setPaint(c);
            pen.g.fill(pen.path);
            pen.g.setStroke(pen.medium);
            pen.g.setPaint(pen.theme.ink());
            pen.g.draw(pen.path);
            Font big = pen.fitted(word, w - 2 * cut - pen.layout.px(8), pen.font(24, true), h * 0.42);
            Font small = pen.fitted(why, w, pen.font(18, true), h * 0.3);
            if ((big.getSize2D() + small.getSize2D()) * TWO_LINES > h) {
                // A short badge at the floor has no room for the reason under the word: the word alone.
                pen.text(word, x + w / 2, y + (h + big.getSize2D() * CAP_SHARE) / 2, w, big, Color.WHITE, 1);
                return;
            }
            pen.text(word, x + w / 2, y + h * 0.47, w, big, Color.WHITE, 1);
            pen.text(why, x + w / 2, y + h * 0.82, w - 2 * cut, small, Color.WHITE, 1);
        } else {
            pen.g.setStroke(pen.thin);
            pen.g.setPaint(pen.theme.rule());
            pen.g.draw(pen.path);
            runningWords(running, x, y, w, h, cut);
        }
    }

    /**
     * A running badge's words, "stack: running": on one line across the badge's middle, where the
     * octagon is its whole width; where large type leaves no room for that, on two lines, the
     * owner over "running", each kept inside the octagon's slanted edges at its height.
     */
    private void runningWords(String running, double x, double y, double w, double h, double cut) {
        double inset = pen.layout.px(4);
        Font one = pen.fitted(running, w - 2 * inset, pen.font(17, false), h * 0.4);
        if (pen.fits(running, w - 2 * inset, one)) {
            pen.text(running, x + w / 2, y + h * 0.6, w - 2 * inset, one, pen.theme.softInk(), 1);
            return;
        }
        int split = running.indexOf(' ');
        String owner = running.substring(0, split);
        String state = running.substring(split + 1);
        // Each line's ink reaches a third of the badge from its baseline; the octagon narrows by
        // its cut past its middle band, so each line keeps clear of the slant where it reaches.
        double lineHeight = h * 0.3;
        double firstBase = y + h * 0.47;
        double secondBase = y + h * 0.8;
        double narrowing = Math.max(0, secondBase - (y + h - cut));
        Font f = pen.fitted(state, w - 2 * (narrowing + inset), pen.font(17, false), lineHeight);
        pen.text(owner, x + w / 2, firstBase, w - 2 * inset, f, pen.theme.softInk(), 1);
        pen.text(state, x + w / 2, secondBase, w - 2 * (narrowing + inset), f, pen.theme.softInk(), 1);
    }
}
