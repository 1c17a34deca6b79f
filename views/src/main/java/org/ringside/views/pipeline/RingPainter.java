package org.ringside.views.pipeline;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.geom.Rectangle2D;
import java.util.List;
import java.util.Locale;
import org.ringside.model.driver.SlotState;
import org.ringside.model.sim.QueueDetail;
import org.ringside.model.sim.SimSnapshot.PacketView;
import org.ringside.model.sim.SimSnapshot.RingView;
import org.ringside.model.sim.Stage;
import org.ringside.views.pipeline.PipelinePainter.Frame;

/**
 * Paints the TX ring: its descriptor states and packets' flows as sectors, the marks between
 * slots, the driver's, the NIC's and the clean-up's pointers, and the key under it.
 */
final class RingPainter {
    /** How far apart, in pixels, two names' boxes count as clear of each other. */
    private static final double CLEAR = 1e-6;
    private static final SlotState[] STATES = SlotState.values();
    /**
     * The key's lines in the order they give way where the panel is short: the pointers' slots
     * first (the pointers are named on the ring), then the passing "written" state, then free
     * slots; the NIC's and the clean-up's, which BQL's story turns on, last.
     */
    private static final int[] KEY_GIVES_WAY = {STATES.length, SlotState.WRITTEN.ordinal(), SlotState.FREE.ordinal(),
        SlotState.DONE.ordinal(), SlotState.NIC_OWNED.ordinal()};
    /** The pointers' names, and where along the radius each is named (a share of the outer radius). */
    private static final String[] POINTERS = {"write", "tail", "clean"};
    private static final double[] LABEL_AT = {0.50, 0.34, 0.18};
    /** The least design pixels between two pointer names. */
    private static final double NAME_GAP = 6;
    /** The least design pixels between a pointer name and the inner circle the pointers' lines start at. */
    private static final double NAME_CLEAR = 3;
    private final Pen pen;
    private int[] entryById = new int[256];
    /** The pointer names placed so far in this frame: x, baseline, width, ascent. */
    private final double[][] labelBoxes = new double[3][4];
    private int labelsPlaced;
    private final int[] slots = new int[3];

    RingPainter(Pen pen) {
        this.pen = pen;
    }

    void ring(QueueDetail q, Frame f) {
        RingView ring = q.ring();
        int size = ring.size();
        double cx = pen.layout.ring().x();
        double cy = pen.layout.ring().y();
        double outer = pen.layout.ring().outer();
        double mid = pen.layout.ring().stateInner();
        double inner = pen.layout.ring().flowInner();
        // Descriptor states: the regions are contiguous, so a few sectors draw the whole ring.
        int from = 0;
        for (int i = 1; i <= size; i++) {
            if (i == size || ring.state(i) != ring.state(from)) {
                pen.g.setPaint(pen.theme.slot(ring.state(from)));
                sector(cx, cy, mid, outer, from, i, size);
                pen.g.fill(pen.path);
                from = i;
            }
        }
        // The flow of the packet in each used slot, as a pen.thin band inside.
        mapEntries(ring, f.placement());
        from = 0;
        for (int i = 1; i <= size; i++) {
            if (i == size || flowAt(ring, i) != flowAt(ring, from)) {
                int e = flowAt(ring, from);
                if (e >= 0) {
                    pen.g.setPaint(pen.colour(f, e, f.placement().bandOfEntry(e)));
                    sector(cx, cy, inner, mid, from, i, size);
                    pen.g.fill(pen.path);
                }
                from = i;
            }
        }
        ticks(cx, cy, inner, outer, size);
        pen.g.setStroke(pen.thin);
        pen.g.setPaint(pen.theme.ink());
        pen.circle.setFrame(cx - outer, cy - outer, 2 * outer, 2 * outer);
        pen.g.draw(pen.circle);
        pen.circle.setFrame(cx - inner, cy - inner, 2 * inner, 2 * inner);
        pen.g.draw(pen.circle);
    }

    /**
     * The ring's words, and the pointers they name, drawn after the packets: a packet arriving at
     * its slot never hides them.
     */
    void words(QueueDetail q, Frame f) {
        RingView ring = q.ring();
        slotNumbers(pen.layout.ring().outer(), ring.size());
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
        double a0 = RingGeometry.angle(a, size);
        double a1 = RingGeometry.angle(b, size);
        int steps = Math.max(2, (int) Math.ceil((a1 - a0) / (2 * Math.PI) * 180));
        pen.path.reset();
        for (int k = 0; k <= steps; k++) {
            double t = a0 + (a1 - a0) * k / steps;
            double px = cx + r1 * Math.cos(t);
            double py = cy + r1 * Math.sin(t);
            if (k == 0) {
                pen.path.moveTo(px, py);
            } else {
                pen.path.lineTo(px, py);
            }
        }
        for (int k = steps; k >= 0; k--) {
            double t = a0 + (a1 - a0) * k / steps;
            pen.path.lineTo(cx + r0 * Math.cos(t), cy + r0 * Math.sin(t));
        }
        pen.path.closePath();
    }

    /**
     * Marks between slots: every slot while they are at least 5 px apart, otherwise one mark
     * per group of k slots (k a power of two).
     */
    private void ticks(double cx, double cy, double inner, double outer, int size) {
        double circumference = 2 * Math.PI * outer;
        int k = 1;
        while (circumference / size * k < pen.layout.px(5)) {
            k *= 2;
        }
        pen.g.setStroke(pen.thin);
        pen.g.setPaint(pen.theme.panel());
        double mid = pen.layout.ring().stateInner();
        for (int slot = 0; slot < size; slot += k) {
            double a = RingGeometry.angle(slot, size);
            pen.line.setLine(cx + mid * Math.cos(a), cy + mid * Math.sin(a), cx + outer * Math.cos(a), cy + outer * Math.sin(a));
            pen.g.draw(pen.line);
        }
    }

    /** The slot numbers at the ring's quarters, outside the circle. */
    private void slotNumbers(double outer, int size) {
        double cx = pen.layout.ring().x();
        double cy = pen.layout.ring().y();
        Font font = pen.layout.font(14, false);
        for (int q = 0; q < 4; q += pen.layout.ring().numbersBeside() ? 1 : 2) {
            int slot = size * q / 4;
            double a = RingGeometry.angle(slot, size);
            String number = Integer.toString(slot);
            double half = pen.g.getFontMetrics(font).stringWidth(number) / 2.0;
            double r = outer + pen.layout.px(RingGeometry.NUMBER_GAP) + pen.layout.type(8) + half * Math.abs(Math.cos(a));
            pen.text(number, cx + r * Math.cos(a), cy + r * Math.sin(a) + pen.layout.type(5), pen.layout.px(80), font,
                    pen.theme.softInk(), 1);
        }
    }

    /** The driver's next write, the NIC's tail and the clean-up's next slot, named inside the ring. */
    private void pointers(RingView ring, Frame f) {
        double flash = f.flashes().doorbell(f.nowNs());
        if (flash > 0) {
            double a = RingGeometry.angle(ring.tailSlot(), ring.size());
            double r = pen.layout.ring().outer();
            double glow = pen.layout.px(10 + 14 * flash);
            pen.circle.setFrame(pen.layout.ring().x() + r * Math.cos(a) - glow, pen.layout.ring().y() + r * Math.sin(a) - glow, 2 * glow,
                    2 * glow);
            pen.g.setPaint(Pen.withAlpha(pen.theme.flash(), flash));
            pen.g.fill(pen.circle);
        }
        slots[0] = ring.nextSlot();
        slots[1] = ring.tailSlot();
        slots[2] = ring.cleanSlot();
        labelsPlaced = 0;
        Font font = pen.layout.ring().pointerFont();
        for (int i = 0; i < slots.length && font != null; i++) {
            placeName(slots[i], ring.size(), LABEL_AT[i], POINTERS[i], font);
        }
        // The lines start past the names: where large type leaves a name no room inside the
        // inner circle, they start further out rather than cross it.
        double start = lineStart();
        for (int i = 0; i < labelsPlaced; i++) {
            start = Math.max(start, farthest(labelBoxes[i]) + pen.layout.px(NAME_CLEAR));
        }
        for (int i = 0; i < slots.length; i++) {
            pointerLine(slots[i], ring.size(), start);
        }
        for (int i = 0; i < labelsPlaced; i++) {
            double[] b = labelBoxes[i];
            pen.rect.setRect(b[0] - pen.layout.px(2), b[1] - b[3] - pen.layout.px(1), b[2] + pen.layout.px(4),
                    b[3] + pen.layout.px(4));
            pen.g.setPaint(pen.theme.panel());
            pen.g.fill(pen.rect);
            pen.text(POINTERS[i], b[0], b[1], pen.layout.panel(Stage.RING).width, font, pen.theme.ink(), 0);
        }
    }

    /** The distance from the ring's centre to the farthest corner of a name's box (x, baseline, width, ascent). */
    private double farthest(double[] b) {
        double dx = Math.max(Math.abs(b[0] - pen.layout.ring().x()), Math.abs(b[0] + b[2] - pen.layout.ring().x()));
        double dy = Math.max(Math.abs(b[1] - pen.layout.ring().y()), Math.abs(b[1] - b[3] - pen.layout.ring().y()));
        return Math.hypot(dx, dy);
    }

    /**
     * One pointer's line, across the ring's bands to the slot's edge. It starts at the inner
     * circle, not in the middle: the names live in the middle, and a line reaching in to them
     * crossed them (or showed between their patches) wherever names of nearby pointers stack.
     */
    private void pointerLine(int slot, int size, double start) {
        double a = RingGeometry.angle(slot, size);
        double cx = pen.layout.ring().x();
        double cy = pen.layout.ring().y();
        double tip = pen.layout.ring().outer() + pen.layout.px(2);
        double r0 = Math.min(start, tip - pen.layout.px(4));
        pen.g.setStroke(pen.medium);
        pen.g.setPaint(pen.theme.ink());
        pen.line.setLine(cx + r0 * Math.cos(a), cy + r0 * Math.sin(a), cx + tip * Math.cos(a), cy + tip * Math.sin(a));
        pen.g.draw(pen.line);
    }

    /**
     * Where one pointer's name goes, inside the inner circle near its pointer (drawn later, on a
     * patch of ground). Names of pointers at nearby slots would overlap, so a name moves towards
     * the ring's middle (down in its upper half, up in its lower half) until it is a word space
     * clear of the ones placed before it, and across as far as the inner circle makes it; their
     * type keeps to the ring's size, so that large text leaves them inside it.
     */
    private void placeName(int slot, int size, double labelAt, String word, Font font) {
        double a = RingGeometry.angle(slot, size);
        double r = pen.layout.ring().outer() * labelAt;
        FontMetrics fm = pen.g.getFontMetrics(font);
        double w = fm.stringWidth(word);
        double h = fm.getAscent();
        double x = pen.layout.ring().x() + r * Math.cos(a) - w / 2;
        double base = pen.layout.ring().y() + r * Math.sin(a) + h / 2;
        double gap = Math.max(pen.layout.px(NAME_GAP), fm.stringWidth(" "));
        boolean up = Math.sin(a) > 0;
        double room = lineStart() - pen.layout.px(NAME_CLEAR);
        x = inside(x, base, w, h, room);
        // Each move puts the name just past one placed name, always the same way, so it ends
        // after at most one move per name; the bound keeps it so where rounding leaves a move
        // that does not move (coordinates far larger than the gap).
        for (int pass = 0, moved = 1; moved > 0 && pass <= labelsPlaced; pass++) {
            moved = 0;
            for (int i = 0; i < labelsPlaced; i++) {
                double[] b = labelBoxes[i];
                // Clear by a hair rather than exactly: a name just moved above a box can land a
                // rounding error short of it, and would be moved to the same place for ever.
                if (x < b[0] + b[2] + gap && b[0] < x + w + gap && base - h < b[1] + gap - CLEAR
                        && b[1] - b[3] < base + gap - CLEAR) {
                    base = up ? b[1] - b[3] - gap : b[1] + h + gap;
                    x = inside(x, base, w, h, room);
                    moved++;
                }
            }
        }
        labelBoxes[labelsPlaced][0] = x;
        labelBoxes[labelsPlaced][1] = base;
        labelBoxes[labelsPlaced][2] = w;
        labelBoxes[labelsPlaced][3] = h;
        labelsPlaced++;
    }

    /** Where the pointers' lines start, from the centre: the inner circle, the names' room inside it. */
    private double lineStart() {
        return pen.layout.ring().flowInner();
    }

    /**
     * The name's left edge moved across, towards the middle, as far as it must to keep a box of
     * {@code w} by {@code h} on baseline {@code base} inside the circle of radius {@code room}
     * (where the box is wider than the circle is at its height, centred).
     */
    private double inside(double x, double base, double w, double h, double room) {
        double cx = pen.layout.ring().x();
        double dy = Math.max(Math.abs(base - pen.layout.ring().y()), Math.abs(base - h - pen.layout.ring().y()));
        double half = Math.sqrt(Math.max(0, room * room - dy * dy));
        if (w >= 2 * half) {
            return cx - w / 2;
        }
        return Math.max(cx - half, Math.min(x, cx + half - w));
    }

    /**
     * The key under the ring, a line per slot state and one for the pointers' slots. Where the
     * panel has room for fewer lines at the floor, the lesser give way, in {@link #KEY_GIVES_WAY}'s
     * order; the lines kept stay in the key's order.
     */
    private void ringKey(RingView ring) {
        Rectangle2D.Double p = pen.layout.panel(Stage.RING);
        double x = p.x + pen.layout.px(12);
        double w = p.width - pen.layout.px(24);
        double y = pen.layout.ring().keyY();
        double lh = pen.layout.ring().keyLine();
        int dropped = RingGeometry.KEY_LINES - pen.layout.ring().keyLines();
        Font font = pen.layout.font(RingGeometry.KEY_TYPE, false);
        if (font.getSize2D() > lh * RingGeometry.KEY_TYPE_SHARE) {
            font = font.deriveFont((float) (lh * RingGeometry.KEY_TYPE_SHARE));
        }
        double sw = lh * 0.68;
        for (int line = 0; line < STATES.length; line++) {
            if (givesWay(line, dropped)) {
                continue;
            }
            SlotState state = STATES[line];
            pen.g.setPaint(pen.theme.slot(state));
            pen.rect.setRect(x, y - sw * 0.85, sw, sw);
            pen.g.fill(pen.rect);
            pen.g.setStroke(pen.thin);
            pen.g.setPaint(pen.theme.rule());
            pen.g.draw(pen.rect);
            String count = String.format(Locale.ROOT, "%,d", ring.count(state));
            pen.text(List.of(state.words() + ": " + count, state.shortWords() + ": " + count), x + sw + pen.layout.px(6), y,
                    w - sw - pen.layout.px(6), font, pen.theme.ink(), 0);
            y += lh;
        }
        if (!givesWay(STATES.length, dropped)) {
            pen.text(List.of(String.format(Locale.ROOT, "write %d · tail %d · clean %d of %,d", ring.nextSlot(),
                    ring.tailSlot(), ring.cleanSlot(), ring.size()), String.format(Locale.ROOT, "write %d · tail %d · clean %d",
                    ring.nextSlot(), ring.tailSlot(), ring.cleanSlot())), x, y, w, font, pen.theme.ink(), 0);
        }
    }

    /** Whether key line {@code line} (a state's, or the pointers' after them) is among the first {@code dropped} to give way. */
    private boolean givesWay(int line, int dropped) {
        boolean pointerNamesShown = pen.layout.ring().pointerFont() != null;
        for (int i = 0; i < dropped && i < KEY_GIVES_WAY.length; i++) {
            // With no names on the ring, the pointers' line is the last to go rather than the first.
            int gives = KEY_GIVES_WAY[pointerNamesShown ? i : (i + 1) % KEY_GIVES_WAY.length];
            if (gives == line) {
                return true;
            }
        }
        return false;
    }
}
