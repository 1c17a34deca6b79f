package org.ringside.views.pipeline;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.ringside.model.sim.QueueDetail;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Stage;

/**
 * Paints one frame of the pipeline picture with Java2D: the same calls reach a JavaFX canvas
 * (through FXGraphics2D), an image and an SVG document. It reads the layout, where the packets
 * are drawn now (placement and motion) and the snapshot; it decides nothing about either. It
 * draws the frame around the stages (header, panels, sockets, packets, legend) and hands each
 * stage with more to it to its own painter, all drawing with one {@link Pen}. Words come after
 * the packets, so that a packet on its way never hides one.
 */
final class PipelinePainter {
    private final Pen pen = new Pen();
    private final QdiscPainter qdisc = new QdiscPainter(pen);
    private final DriverPainter driver = new DriverPainter(pen);
    private final RingPainter ring = new RingPainter(pen);
    private final WirePainter wire = new WirePainter(pen);
    private final SocketPainter sockets = new SocketPainter(pen);
    private final QueuesPainter queues = new QueuesPainter(pen);

    /** How opaque the veil over the stages out of the spotlight is, of 255: they stay faintly there. */
    private static final int SPOTLIGHT_VEIL = 200;

    /** What one frame needs besides the snapshot. */
    record Frame(PipelineLayout layout, PacketPlacement placement, PacketMotion motion, Flashes flashes,
            PipelineTheme theme, ColourBy colourBy, String settings, Stage highlightStage, int highlightPacket,
            Stage spotlight, List<String> statsLines, long nowNs, int shownQueue) {
    }

    void paint(Graphics2D g2, SimSnapshot s, Frame f) {
        pen.begin(g2, f.layout(), f.theme());
        pen.g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        // Large fills without antialiasing: on software rendering antialiased coverage of big
        // areas is most of a frame's time, and the antialiased outlines drawn over the panels
        // hide their corners' steps.
        pen.g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        pen.g.setPaint(pen.theme.ground());
        pen.rect.setRect(0, 0, pen.layout.width(), pen.layout.height());
        pen.g.fill(pen.rect);
        for (Stage stage : PipelineLayout.stages()) {
            panelGround(stage);
        }
        pen.g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        // The stages' panels draw the queue chosen, from its own detail.
        QueueDetail q = s.queue(f.shownQueue());
        header(s, f);
        queues.strip(s, f);
        for (Stage stage : PipelineLayout.stages()) {
            if (stage != Stage.DRIVER) {
                panel(stage, s, f, stage == f.highlightStage());
            }
        }
        ring.ring(q, f);
        wire.fifo(s, q, f);
        wire.wire(s, q, f);
        packets(f);
        // Over the packets: one on its way to the ring passes behind the driver, and none covers
        // a word of the ring, the sockets or the qdisc.
        panelGround(Stage.DRIVER);
        panel(Stage.DRIVER, s, f, f.highlightStage() == Stage.DRIVER);
        driver.driver(q);
        ring.words(q, f);
        sockets.sockets(s, f);
        qdisc.qdisc(s, q, f);
        qdisc.compressedCounts(q, f);
        legend(s, q, f);
        if (f.spotlight() != null) {
            spotlight(f.spotlight());
        }
        if (f.statsLines() != null) {
            stats(f.statsLines());
        }
    }

    private void header(SimSnapshot s, Frame f) {
        Rectangle2D.Double h = pen.layout.header();
        Font clock = pen.layout.font(30, true);
        double base = h.y + pen.layout.type(28);
        pen.text(clock(s.timeNs()), h.x, base, h.width * 0.6, clock, pen.theme.ink(), 0);
        if (f.settings() != null && !f.settings().isEmpty()) {
            Font small = pen.layout.font(19, false);
            String[] parts = f.settings().split(" · ");
            // Two lines at most, broken between settings, never inside one.
            StringBuilder first = new StringBuilder();
            int i = 0;
            FontMetrics fm = pen.g.getFontMetrics(small);
            while (i < parts.length) {
                String next = first.length() == 0 ? parts[i] : first + " · " + parts[i];
                if (first.length() > 0 && fm.stringWidth(next) > h.width) {
                    break;
                }
                first.setLength(0);
                first.append(next);
                i++;
            }
            pen.text(first.toString(), h.x, base + pen.layout.type(24), h.width, small, pen.theme.softInk(), 0);
            if (i < parts.length) {
                pen.text(String.join(" · ", java.util.Arrays.asList(parts).subList(i, parts.length)), h.x,
                        base + 2 * pen.layout.type(24), h.width, small, pen.theme.softInk(), 0);
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
     * A panel's ground: a plain rectangle, not a rounded one. A rounded shape is a pen.path, and a
     * JavaFX canvas on software rendering fills a panel-sized path at half the frame rate.
     */
    private void panelGround(Stage stage) {
        Rectangle2D.Double p = pen.layout.panel(stage);
        pen.rect.setRect(p.x, p.y, p.width, p.height);
        pen.g.setPaint(pen.theme.panel());
        pen.g.fill(pen.rect);
    }

    /**
     * Every panel but the one in the spotlight under a veil of the ground's colour; that one
     * outlined (the port's panel, after the stages, veils and outlines itself).
     */
    private void spotlight(Stage lit) {
        Color ground = pen.theme.ground();
        pen.g.setPaint(new Color(ground.getRed(), ground.getGreen(), ground.getBlue(), SPOTLIGHT_VEIL));
        for (Stage stage : PipelineLayout.stages()) {
            if (stage != lit) {
                Rectangle2D.Double p = pen.layout.panel(stage);
                pen.rect.setRect(p.x, p.y, p.width, p.height);
                pen.g.fill(pen.rect);
            }
        }
        Rectangle2D.Double p = pen.layout.panel(lit);
        if (p == null) {
            return; // the port's panel is not the stages': PortPainter outlines it
        }
        pen.rect.setRect(p.x, p.y, p.width, p.height);
        pen.g.setStroke(pen.thick);
        pen.g.setPaint(pen.theme.highlight());
        pen.g.draw(pen.rect);
    }

    private void panel(Stage stage, SimSnapshot s, Frame f, boolean highlighted) {
        Rectangle2D.Double p = pen.layout.panel(stage);
        pen.rect.setRect(p.x, p.y, p.width, p.height);
        pen.g.setStroke(highlighted ? pen.thick : pen.thin);
        pen.g.setPaint(highlighted ? pen.theme.highlight() : pen.theme.rule());
        pen.g.draw(pen.rect);
        pen.text(titleForms(title(stage, s, f.shownQueue())), p.getCenterX(), p.y + pen.layout.type(30),
                p.width - pen.layout.px(PipelineLayout.TITLE_MARGIN), pen.layout.font(PipelineLayout.TITLE_TYPE, true),
                pen.theme.ink(), 1);
    }

    /**
     * A title's forms, longest first, for a panel too narrow for it at its size at the normal text
     * size ("QDISC mq/fq_codel tx-0", then "mq/fq_codel tx-0", "QDISC tx-0", "tx-0"): a shorter
     * title rather than none.
     */
    static List<String> titleForms(String title) {
        List<String> forms = new ArrayList<>(List.of(title));
        String t = title.contains(" of ") ? title.substring(0, title.indexOf(" of ")) : title;
        forms.add(t);
        String[] words = t.split(" ");
        if (words.length > 1) {
            forms.add(String.join(" ", Arrays.copyOfRange(words, 1, words.length)));
            forms.add(words[0] + " " + words[words.length - 1]);
            forms.add(words[words.length - 1]);
        }
        return forms.stream().distinct().toList();
    }

    /** The qdisc's title when queue 0 is shown. */
    static String qdiscTitle(SimSnapshot s) {
        return qdiscTitle(s, 0);
    }

    /**
     * The qdisc's kind, from what its bands are: pfifo_fast's three numbered bands, pfifo's one,
     * or fq_codel's flow queues (none while it is empty); under mq, the queue shown.
     */
    static String qdiscTitle(SimSnapshot s, int shownQueue) {
        if (s.qdiscName() != null) {
            // Under mq the panel draws the shown queue's child, as the ring's panel draws its ring.
            return "QDISC " + s.qdiscName() + (s.queues().size() > 1 ? " tx-" + shownQueue : "");
        }
        // A snapshot made without the name (tests): the bands tell the FIFOs from fq_codel.
        List<String> labels = s.queue(shownQueue).qdiscBandLabels();
        if (labels.isEmpty() || !labels.stream().allMatch(l -> l.startsWith("band "))) {
            return "QDISC fq_codel";
        }
        return labels.size() == 3 ? "QDISC pfifo_fast" : "QDISC pfifo";
    }

    /** A stage's panel's title, with several queues naming the queue shown. */
    static String title(Stage stage, SimSnapshot s, int shownQueue) {
        switch (stage) {
            case SOCKET:
                return "SOCKETS";
            case QDISC:
                return qdiscTitle(s, shownQueue);
            case DRIVER:
                return "DRIVER";
            case RING:
                // With several queues the panels below the qdisc draw the shown queue's ring and BQL.
                return ringTitle(s, shownQueue);
            default:
                return s.queue(shownQueue).fifo() == null ? "WIRE" : "NIC FIFO · WIRE";
        }
    }

    /** "TX RING", or with several queues the one shown: "TX RING tx-3 of 8". */
    static String ringTitle(SimSnapshot s, int shownQueue) {
        return s.queues().size() > 1 ? "TX RING tx-" + shownQueue + " of " + s.queues().size() : "TX RING";
    }

    private void legend(SimSnapshot s, QueueDetail q, Frame f) {
        Rectangle2D.Double l = pen.layout.legend();
        Font font = pen.layout.font(20, false);
        FontMetrics fm = pen.g.getFontMetrics(font);
        double base = l.y + pen.layout.type(24);
        double x = l.x;
        String head = "colour = " + f.colourBy().words() + ":";
        pen.text(head, x, base, l.width, font, pen.theme.ink(), 0);
        x += fm.stringWidth(head) + pen.layout.px(14);
        int items = f.colourBy() == ColourBy.FLOW ? s.flows().size() : Math.max(1, q.qdiscBands().size());
        double sw = pen.layout.type(18);
        for (int i = 0; i < items && x < l.getMaxX(); i++) {
            String name = f.colourBy() == ColourBy.FLOW ? s.flows().get(i).name() : "band " + i;
            pen.g.setPaint(pen.theme.series(i));
            pen.rect.setRect(x, base - sw * 0.85, sw, sw);
            pen.g.fill(pen.rect);
            x += sw + pen.layout.px(6);
            pen.text(name, x, base, l.getMaxX() - x, font, pen.theme.ink(), 0);
            x += fm.stringWidth(name) + pen.layout.px(18);
        }
        if (f.colourBy() == ColourBy.BAND && x < l.getMaxX()) {
            // A flow's band is learnt from its packets in the qdisc; until then it is grey.
            pen.g.setPaint(pen.theme.unknown());
            pen.rect.setRect(x, base - sw * 0.85, sw, sw);
            pen.g.fill(pen.rect);
            x += sw + pen.layout.px(6);
            pen.text("band not seen yet", x, base, l.getMaxX() - x, font, pen.theme.ink(), 0);
            x += fm.stringWidth("band not seen yet") + pen.layout.px(18);
        }
        if (s.port() != null && x < l.getMaxX()) {
            // The switch port holds other hosts' frames too, drawn in a grey no flow is given.
            pen.g.setPaint(PortPainter.crossColour(pen.theme));
            pen.rect.setRect(x, base - sw * 0.85, sw, sw);
            pen.g.fill(pen.rect);
            x += sw + pen.layout.px(6);
            pen.text(List.of("other hosts' traffic (at the port)", "other hosts' traffic", "other hosts"), x, base,
                    l.getMaxX() - x, font, pen.theme.ink(), 0);
        }
    }

    private void stats(List<String> lines) {
        Font font = pen.layout.font(16, false);
        FontMetrics fm = pen.g.getFontMetrics(font);
        double w = 0;
        for (String line : lines) {
            w = Math.max(w, fm.stringWidth(line));
        }
        double room = pen.layout.width() * 0.45;
        if (w > room) { // a small canvas: the overlay must not cover it, nor leave it
            font = font.deriveFont((float) Math.max(4, font.getSize2D() * room / w));
            fm = pen.g.getFontMetrics(font);
            w = 0;
            for (String line : lines) {
                w = Math.max(w, fm.stringWidth(line));
            }
        }
        double lh = fm.getHeight();
        // Bottom right, in the wire panel's empty lower part, clear of every title.
        double x = pen.layout.width() - w - pen.layout.px(28);
        double boxHeight = lh * lines.size() + pen.layout.px(8);
        double y = Math.max(0, pen.layout.legend().y - pen.layout.px(14) - boxHeight);
        pen.rect.setRect(x - pen.layout.px(8), y, w + pen.layout.px(16), boxHeight);
        pen.g.setPaint(pen.theme.ink());
        pen.g.fill(pen.rect);
        for (int i = 0; i < lines.size(); i++) {
            pen.text(lines.get(i), x, y + pen.layout.px(4) + fm.getAscent() + i * lh, w, font, pen.theme.ground(), 0);
        }
    }

    /** Packet boxes in the qdisc, then those gliding into the ring, then the highlight. */
    private void packets(Frame f) {
        PacketPlacement p = f.placement();
        PacketMotion m = f.motion();
        Color current = null;
        // Boxes are upright rectangles: without antialiasing they fill several times faster,
        // and a hairline of ground still parts them.
        pen.g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < p.count(); i++) {
                boolean ringBound = p.inRing(i);
                if (ringBound != (pass == 1) || (ringBound && !m.moving(i))) {
                    continue;
                }
                Color c = pen.colourOf(f, p.view(i));
                if (c != current) {
                    pen.g.setPaint(c);
                    current = c;
                }
                pen.rect.setRect(m.drawX(i), m.drawY(i), p.width(i), p.height(i));
                pen.g.fill(pen.rect);
            }
        }
        pen.g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        if (f.highlightPacket() >= 0) {
            for (int i = 0; i < p.count(); i++) {
                if (p.id(i) == f.highlightPacket()) {
                    double pad = pen.layout.px(4);
                    pen.g.setStroke(pen.medium);
                    pen.g.setPaint(pen.theme.highlight());
                    pen.rect.setRect(m.drawX(i) - pad, m.drawY(i) - pad, p.width(i) + 2 * pad, p.height(i) + 2 * pad);
                    pen.g.draw(pen.rect);
                }
            }
        }
    }

    static String count(long n, String noun) {
        return Pen.count(n, noun);
    }
}
