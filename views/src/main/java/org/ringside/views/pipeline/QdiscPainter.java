package org.ringside.views.pipeline;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.sim.QueueDetail;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SocketPacing;
import org.ringside.views.pipeline.PipelinePainter.Frame;

/**
 * Paints the qdisc's words and marks: the GSO remainder's line, each band's label and rule, the
 * hatched block that stands for the rest of a long band, and that block's count.
 */
final class QdiscPainter {
    /** A line's descent as a share of its type size (the sans-serif's metrics). */
    private static final double DESCENT_SHARE = 0.25;
    private final Pen pen;

    QdiscPainter(Pen pen) {
        this.pen = pen;
    }

    void qdisc(SimSnapshot s, QueueDetail q, Frame f) {
        PacketPlacement p = f.placement();
        Font label = pen.layout.font(19, false);
        double lx = pen.layout.laneX();
        double lw = pen.layout.laneWidth();
        if (q.gsoRemainder() != null) {
            String rest = ByteCounts.readable(q.gsoRemainder().lenBytes());
            pen.grounded(List.of("GSO remainder, split next: " + rest, "GSO remainder: " + rest, "GSO " + rest), lx,
                    pen.layout.gsoY() - pen.layout.px(6), lw, label, pen.theme.softInk());
        }
        for (int b = 0; b < q.qdiscBands().size(); b++) {
            double top = pen.layout.bandTop(b);
            if (b > 0) {
                pen.g.setStroke(pen.thin);
                pen.g.setPaint(pen.theme.rule());
                pen.line.setLine(lx, top, lx + lw, top);
                pen.g.draw(pen.line);
            }
            // pfifo's one band needs no name; pfifo_fast's bands and fq_codel's flow queues do.
            String bandName = b < q.qdiscBandLabels().size() ? q.qdiscBandLabels().get(b) : "band " + b;
            String name = q.qdiscBands().size() == 1 && bandName.startsWith("band ") ? "" : bandName + ": ";
            Font font = pen.layout.bandLabelFont();
            SocketPacing paced = PacingWords.throttled(bandName, s);
            if (paced != null) {
                gate(b);
            }
            if (font != null) {
                List<String> forms = paced == null ? bandLabel(name, p.queuedPackets(b), p.queuedBytes(b))
                        : wholeSize(PacingWords.band(bandName, paced, s.timeNs(), p.queuedPackets(b), p.queuedBytes(b)),
                                lw, font);
                pen.grounded(forms, lx, pen.layout.bandLabelBaseline(b), lw, font, pen.theme.ink());
            }
            if (p.hiddenPackets(b) > 0) {
                double y = pen.layout.rowY(b, pen.layout.rows() - 1);
                double w = p.compressedWidth(b);
                pen.rect.setRect(p.compressedX(b), y, w, pen.layout.rowHeight());
                pen.g.setPaint(pen.theme.rule());
                pen.g.fill(pen.rect);
                hatch(pen.rect);
            }
        }
    }

    /**
     * A closed gate at the head of a band fq throttles (the driver's end): its packets may not
     * leave before the flow's {@code time_next_packet}, in the stopped colour.
     */
    private void gate(int b) {
        // Across the head's row, a little beyond it: the head packet waits against it.
        double over = pen.layout.px(3);
        double w = pen.layout.px(5);
        pen.rect.setRect(pen.layout.laneX() + pen.layout.laneWidth() - w, pen.layout.rowY(b, 0) - over, w,
                pen.layout.rowHeight() + 2 * over);
        pen.g.setPaint(pen.theme.stackXoff());
        pen.g.fill(pen.rect);
    }

    /**
     * The forms that fit the width in the band label's own type, longest first; all of them where
     * none does (then the shortest shrinks toward the floor): the departure time and rate are the
     * label's point, and a shorter form in the band's type reads better than a long one shrunk.
     */
    private List<String> wholeSize(List<String> forms, double width, Font font) {
        FontMetrics fm = pen.g.getFontMetrics(font);
        List<String> fit = forms.stream().filter(f -> fm.stringWidth(f) <= width).toList();
        return fit.isEmpty() ? forms : fit;
    }

    /**
     * A band's label, longest first: where the lane is too narrow for the words at the floor,
     * the shorter forms say it as {@code tc -s qdisc} does ("backlog 41.7Mb 646p", iproute2's
     * print_tcstats_attr), and the narrowest drops the band's name.
     */
    static List<String> bandLabel(String name, long packets, long bytes) {
        String size = ByteCounts.readable(bytes);
        String backlog = size + " " + packets + "p";
        return List.of(name + Pen.count(packets, "packet") + ", " + size + "  → head",
                name + Pen.count(packets, "packet") + ", " + size, name + backlog, backlog);
    }

    /**
     * The count on each compressed block, drawn after the packets: where the block is narrow the
     * count reaches over the boxes beside it, and must not be hidden under them.
     */
    void compressedCounts(QueueDetail q, Frame f) {
        PacketPlacement p = f.placement();
        Font bold = pen.layout.font(19, true);
        for (int b = 0; b < q.qdiscBands().size(); b++) {
            if (p.hiddenPackets(b) == 0) {
                continue;
            }
            double y = pen.layout.rowY(b, pen.layout.rows() - 1);
            String more = moreForm(p.hiddenPackets(b), p.hiddenBytes(b), pen.layout.laneWidth() - pen.layout.px(10), bold);
            if (more == null) {
                continue;
            }
            // Fitted to the lane, not the block: a readable count matters more than the boxes it covers.
            Font f2 = pen.fitted(more, pen.layout.laneWidth() - pen.layout.px(10), bold, pen.layout.rowHeight() * 0.85);
            FontMetrics fm = pen.g.getFontMetrics(f2);
            Font label = pen.layout.bandLabelFont();
            // Held at the floor, the count's type can be taller than its row and reach above it.
            double countTop = Math.min(y, y + (pen.layout.rowHeight() - fm.getAscent() - fm.getDescent()) / 2);
            if (label != null && pen.layout.bandLabelBaseline(b) + label.getSize2D() * DESCENT_SHARE > countTop) {
                // The band's label reaches over this row (a short band): it gives the count already.
                continue;
            }
            pen.rect.setRect(p.compressedX(b) + pen.layout.px(3), y + pen.layout.px(2), fm.stringWidth(more) + pen.layout.px(4),
                    pen.layout.rowHeight() - pen.layout.px(4));
            pen.g.setPaint(pen.theme.panel());
            pen.g.fill(pen.rect);
            pen.g.setStroke(pen.thin);
            pen.g.setPaint(pen.theme.rule());
            pen.g.draw(pen.rect);
            pen.plainText(more, pen.rect.x + pen.layout.px(2), y + (pen.layout.rowHeight() + fm.getAscent() - fm.getDescent()) / 2, f2);
        }
    }

    /** The longest form of a block's count that fits the width at the floor, or null. */
    private String moreForm(long packets, long bytes, double width, Font font) {
        for (String form : List.of("+" + Pen.count(packets, "packet") + ", " + ByteCounts.readable(bytes),
                "+" + packets + "p, " + ByteCounts.readable(bytes), "+" + packets + "p")) {
            if (pen.fits(form, width, font)) {
                return form;
            }
        }
        return null;
    }

    /**
     * Diagonal lines across a compressed block: it stands for packets, it is not one. Each line
     * is cut to the block by hand: a clip on a JavaFX canvas costs a mask the canvas's size.
     */
    private void hatch(Rectangle2D.Double r) {
        pen.g.setPaint(pen.theme.panel());
        pen.g.setStroke(pen.thin);
        double step = pen.layout.px(8);
        for (double x = r.x - r.height + step; x < r.getMaxX(); x += step) {
            // The line from (x, maxY) up to (x + height, y), slope 45 degrees.
            double x0 = Math.max(x, r.x);
            double x1 = Math.min(x + r.height, r.getMaxX());
            if (x1 > x0) {
                pen.line.setLine(x0, r.getMaxY() - (x0 - x), x1, r.getMaxY() - (x1 - x));
                pen.g.draw(pen.line);
            }
        }
    }
}
