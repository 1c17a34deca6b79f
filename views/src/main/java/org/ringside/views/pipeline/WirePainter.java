package org.ringside.views.pipeline;

import java.awt.Color;
import java.awt.Font;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.format.Durations;
import org.ringside.model.nic.Wire;
import org.ringside.model.sim.QueueDetail;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.FifoView;
import org.ringside.model.sim.SimSnapshot.PacketView;
import org.ringside.model.sim.SimSnapshot.WireView;
import org.ringside.model.sim.Stage;
import org.ringside.views.pipeline.PipelinePainter.Frame;

/**
 * Paints the wire's panel: the frame on the wire, the completion interrupt and, when the NIC has
 * one, its FIFO.
 */
final class WirePainter {
    /** A wire frame of a full 1500-byte MTU packet takes this share of the lane. */
    private static final double FULL_FRAME_SHARE = 0.55;
    private static final int FULL_FRAME_WIRE_BYTES = Wire.wireBytes(1514);
    /** Design type size of the panel's lines. */
    private static final int LABEL_TYPE = 17;
    /** A line's descent as a share of its type size (the sans-serif's metrics). */
    private static final double DESCENT_SHARE = 0.2;
    private final Pen pen;

    WirePainter(Pen pen) {
        this.pen = pen;
    }

    void wire(SimSnapshot s, QueueDetail q, Frame f) {
        WireView wire = s.wire();
        double x = pen.layout.wireX();
        double w = pen.layout.wireWidth();
        double y = pen.layout.wireY();
        double h = pen.layout.wireHeight();
        pen.rect.setRect(x, y, w, h);
        pen.g.setStroke(pen.thin);
        pen.g.setPaint(pen.theme.rule());
        pen.g.draw(pen.rect);
        Font font = pen.layout.font(LABEL_TYPE, false);
        double lines = lineScale();
        if (wire.busy()) {
            // Length in proportion to the frame's time on the wire (its wire bytes at this rate).
            double len = Math.min(w * 0.95,
                    w * FULL_FRAME_SHARE * Wire.wireBytes(wire.frameBytes()) / FULL_FRAME_WIRE_BYTES);
            double left = x + wire.progress() * (w - len);
            pen.rect.setRect(left, y + pen.layout.px(4), len, h - pen.layout.px(8));
            pen.g.setPaint(wireColour(s, q, f));
            pen.g.fill(pen.rect);
            pen.g.setPaint(pen.theme.ink());
            pen.g.draw(pen.rect);
            String frame = wire.frames() > 1 ? "frame " + wire.frame() + " of " + wire.frames() + " · " : "";
            int above = linesAboveWire(q);
            List<String> what = List.of(frame + ByteCounts.readable(wire.frameBytes()), ByteCounts.readable(wire.frameBytes()));
            if (above == 2) {
                pen.text(what, x, y - pen.layout.type(30) * lines, w, font, pen.theme.ink(), 0);
                String time = Durations.human(wire.frameNs());
                pen.text(List.of(time + " on the wire, " + Math.round(wire.progress() * 100) + " % sent",
                        time + ", " + Math.round(wire.progress() * 100) + " % sent"), x, y - pen.layout.type(8) * lines, w, font,
                        pen.theme.softInk(), 0);
            } else if (above == 1) {
                pen.text(what, x, y - pen.layout.type(8) * lines, w, font, pen.theme.ink(), 0);
            }
        } else if (linesAboveWire(q) > 0) {
            pen.text("idle", x, y - pen.layout.type(8) * lines, w, font, pen.theme.softInk(), 0);
        }
        double below = pen.layout.interruptY(q.fifo() != null);
        if (below + pen.layout.px(26) <= pen.layout.panel(Stage.WIRE).getMaxY()) {
            // In a short panel the mark gives way, as its words do.
            bolt(x + w - pen.layout.px(30), below, f.flashes().interrupt(f.nowNs()));
        }
        below += pen.layout.px(32);
        if (fitsBelow(below + pen.layout.type(18) * lines)) {
            pen.text(List.of("TX completion interrupt", "TX completion IRQ", "TX IRQ"), x + w,
                    below + pen.layout.type(18) * lines, w, font, pen.theme.ink(), 2);
        }
        if (wire.lastInterruptNs() >= 0 && fitsBelow(below + pen.layout.type(40) * lines)) {
            String ago = Durations.human(Math.max(1, s.timeNs() - wire.lastInterruptNs())) + " ago";
            pen.text(List.of("last: " + ago, ago), x + w, below + pen.layout.type(40) * lines, w, font,
                    pen.theme.softInk(), 2);
        }
    }

    /**
     * How many of the two lines about the frame on the wire go above it: both, unless they would
     * reach into the panel's title or the NIC's FIFO, drawn above them, would have no room at the
     * type's floor; then the time on the wire gives way, then the frame's size.
     */
    private int linesAboveWire(QueueDetail q) {
        int lines = 2;
        while (lines > 0 && (!underTitle(lines) || q.fifo() != null && fifoRoom(lines) < fifoNeed())) {
            lines--;
        }
        return lines;
    }

    /**
     * Whether the first of {@code lines} lines above the wire stays under the panel's title: by
     * design it does, unless the floor spread the lines further apart.
     */
    private boolean underTitle(int lines) {
        if (lineScale() == 1) {
            return true;
        }
        double baseline = pen.layout.wireY() - (lines == 2 ? pen.layout.type(30) : pen.layout.type(8)) * lineScale();
        // The title's baseline and descent (as PipelinePainter draws it), then this line's ascent.
        double titleBottom = pen.layout.panel(Stage.WIRE).y + pen.layout.type(30)
                + pen.g.getFontMetrics(pen.layout.font(24, true)).getDescent();
        return baseline - pen.g.getFontMetrics(pen.layout.font(LABEL_TYPE, false)).getAscent() >= titleBottom;
    }

    /**
     * How much the labels' lines are spread beyond their design spacing: 1, or more where their
     * type is held at the floor above its design size, so lines at the floor do not overlap.
     */
    private double lineScale() {
        return Math.max(1, pen.layout.font(LABEL_TYPE, false).getSize2D() / pen.layout.type(LABEL_TYPE));
    }

    /** The room for the FIFO's label and bar above the wire, with {@code lines} lines between them and it. */
    private double fifoRoom(int lines) {
        double top = pen.layout.panel(Stage.WIRE).y + pen.layout.titleHeight() + pen.layout.type(2);
        double bottom = pen.layout.wireY()
                - (lines == 2 ? pen.layout.type(30) : lines == 1 ? pen.layout.type(8) : 0) * lineScale()
                - (lines > 0 ? pen.layout.type(22) : pen.layout.px(4));
        return bottom - top;
    }

    /** The FIFO's label and bar at the floor: the least room they take. */
    private double fifoNeed() {
        return (pen.layout.type(24) + pen.layout.px(18)) * floorShare();
    }

    /** The floor as a share of the FIFO label's type size. */
    private double floorShare() {
        return Math.min(1, pen.layout.least(pen.layout.type(LABEL_TYPE)) / pen.layout.type(LABEL_TYPE));
    }

    /** Whether a line of the notes under the interrupt, at this baseline, ends inside the panel. */
    private boolean fitsBelow(double baseline) {
        return baseline + pen.layout.font(LABEL_TYPE, false).getSize2D() * DESCENT_SHARE <= pen.layout.panel(Stage.WIRE).getMaxY();
    }

    private Color wireColour(SimSnapshot s, QueueDetail q, Frame f) {
        int id = s.wire().packetId();
        for (PacketView v : q.ring().packets()) {
            if (v.id() == id) {
                return pen.colourOf(f, v);
            }
        }
        // With completion at fetch the clean-up may have freed it from the ring already.
        if (q.fifo() != null && !q.fifo().packets().isEmpty() && q.fifo().packets().get(0).id() == id) {
            return pen.colourOf(f, q.fifo().packets().get(0));
        }
        return pen.theme.rule();
    }

    /**
     * The NIC's own FIFO, a stage between the ring and the wire, drawn only when the NIC has one:
     * above the wire, a bar as long as the FIFO holding its packets (one box each), the one on the
     * wire (or next) at the right end, next to the wire; below the interrupt, when the NIC reports a packet done
     * and what lies between the driver and the wire beside what BQL counts.
     */
    void fifo(SimSnapshot s, QueueDetail q, Frame f) {
        FifoView fifo = q.fifo();
        if (fifo == null) {
            return;
        }
        Rectangle2D.Double p = pen.layout.panel(Stage.WIRE);
        double x = pen.layout.wireX();
        double w = pen.layout.wireWidth();
        double y = p.y + pen.layout.titleHeight() + pen.layout.type(2);
        double room = fifoRoom(linesAboveWire(q));
        double h;
        if (room >= fifoNeed()) {
            pen.squeeze = Math.min(1, room / (pen.layout.type(24) + pen.layout.px(18)));
            String held = ByteCounts.readable(fifo.bytes());
            pen.text(List.of("NIC FIFO " + held + " of " + ByteCounts.readable(fifo.capacityBytes()), "NIC FIFO " + held,
                    "FIFO " + held), x, y + pen.ty(17), w, pen.font(LABEL_TYPE, false), pen.theme.ink(), 0);
            y += pen.ty(24);
            h = pen.layout.px(18) * pen.squeeze;
        } else {
            // No room for its label at the floor: the bar alone, as tall as the room.
            h = Math.max(1, Math.min(pen.layout.px(18), room));
        }
        pen.rect.setRect(x, y, w, h);
        pen.g.setStroke(pen.thin);
        pen.g.setPaint(pen.theme.rule());
        pen.g.draw(pen.rect);
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
            pen.rect.setRect(left, y, right - left, h);
            pen.g.setPaint(pen.colourOf(f, v));
            pen.g.fill(pen.rect);
            pen.g.setPaint(pen.theme.ground());
            pen.line.setLine(left, y, left, y + h);
            pen.g.draw(pen.line);
            right = left;
        }
        pen.squeeze = 1;
        // Under the interrupt's two lines (see wire()); those with no room above the panel's foot give way.
        Font notes = pen.layout.font(LABEL_TYPE, false);
        double below = pen.layout.interruptY(q.fifo() != null) + pen.layout.px(32) + pen.layout.type(40 + 34);
        if (fitsBelow(below)) {
            pen.text(fifo.completesAtFetch() ? List.of("done when read into the FIFO", "done when in the FIFO", "done in FIFO")
                    : List.of("done when sent"), x + w, below, w, notes, pen.theme.ink(), 2);
        }
        String toWire = ByteCounts.readable(fifo.driverToWireBytes());
        if (fitsBelow(below + pen.layout.type(22))) {
            pen.text(List.of("driver to wire " + toWire, "to wire " + toWire), x + w, below + pen.layout.type(22), w, notes,
                    pen.theme.softInk(), 2);
        }
        // The ring's bytes, as driver to wire counts them (skb->len; BQL may count frame headers too).
        String inRing = ByteCounts.readable(s.totals().ringBytes());
        if (fitsBelow(below + pen.layout.type(44))) {
            pen.text(List.of("in the ring (skb len) " + inRing, "in the ring " + inRing, "ring " + inRing), x + w,
                    below + pen.layout.type(44), w, notes, pen.theme.softInk(), 2);
        }
    }

    /** A lightning mark: filled and glowing while the interrupt's flash lasts, an outline otherwise. */
    private void bolt(double x, double y, double flash) {
        double s = pen.layout.px(26);
        pen.path.reset();
        pen.path.moveTo(x + 0.55 * s, y);
        pen.path.lineTo(x + 0.05 * s, y + 0.55 * s);
        pen.path.lineTo(x + 0.45 * s, y + 0.55 * s);
        pen.path.lineTo(x + 0.25 * s, y + 1.1 * s);
        pen.path.lineTo(x + 0.95 * s, y + 0.4 * s);
        pen.path.lineTo(x + 0.55 * s, y + 0.4 * s);
        pen.path.lineTo(x + 0.8 * s, y);
        pen.path.closePath();
        if (flash > 0) {
            double glow = s * (0.7 + 0.5 * flash);
            pen.circle.setFrame(x + 0.5 * s - glow, y + 0.55 * s - glow, 2 * glow, 2 * glow);
            pen.g.setPaint(Pen.withAlpha(pen.theme.flash(), flash * 0.6));
            pen.g.fill(pen.circle);
            pen.g.setPaint(pen.theme.flash());
            pen.g.fill(pen.path);
        }
        pen.g.setStroke(pen.thin);
        pen.g.setPaint(pen.theme.ink());
        pen.g.draw(pen.path);
    }
}
