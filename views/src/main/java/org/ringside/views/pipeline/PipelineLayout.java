package org.ringside.views.pipeline;

import java.awt.Font;
import java.awt.geom.Rectangle2D;
import org.ringside.model.sim.Stage;

/**
 * Where every part of the picture goes for one canvas size: the five stage panels left to right
 * in the order a packet travels (sockets, qdisc, driver, TX ring, wire), the rows of each qdisc
 * band, the ring's circle ({@link RingGeometry}) and the wire's lane. Lengths are scaled from
 * a 1600x900 design by {@link #unit()}, type also by the text scale, so a picture looks the same
 * at 1280x720 and at 3840x2160. Pure geometry: it knows no packets and draws nothing.
 */
public final class PipelineLayout {
    /** The design size every length is given for. */
    public static final double DESIGN_WIDTH = 1600;
    public static final double DESIGN_HEIGHT = 560;
    /**
     * Bytes one qdisc row is wide, so that a 64 KB TSO packet takes two thirds of a row and a
     * 1514-byte frame a little over one percent: one scale for the whole picture.
     */
    static final double ROW_BYTES = 100_000;
    private static final Stage[] STAGES = {Stage.SOCKET, Stage.QDISC, Stage.DRIVER, Stage.RING, Stage.WIRE};
    /**
     * The most type grows, beyond the width's scale, into a picture taller than the design's
     * shape: the window's picture area at 1600x1000 is about 2.4 times as wide as tall, the
     * design 2.9, and the height to spare makes type a fifth larger rather than leaving the
     * panels' lower halves empty.
     */
    static final double MOST_FILL = 1.25;
    /** How many times the view's height large text may make the picture's canvas (it then scrolls). */
    static final double MOST_HEIGHT_GROWTH = 3;
    /** Design type size of a qdisc band's label, the room it takes above the rows, its baseline. */
    /** A panel's title: its design type size, and the margin it keeps inside its panel. */
    static final int TITLE_TYPE = 24;
    static final double TITLE_MARGIN = 12;
    private static final int BAND_LABEL_TYPE = 19;
    private static final double BAND_LABEL_ROOM = 26;
    private static final double BAND_LABEL_BASELINE = 21;
    /** A line's height and its ascent as shares of its type size (the sans-serif's metrics). */
    static final double LINE_SHARE = 1.2;
    private static final double ASCENT_SHARE = 0.95;
    /** How far above the wire its two lines of text reach, at the design type size. */
    static final double WIRE_TEXT_ABOVE = 47;

    private final double width;
    private final double height;
    private final double textScale;
    /** The text scale of the normal text size, whose ring this layout's is no smaller than. */
    private final double normalScale;
    private final double unit;
    /** Type's share of the height to spare: 1 at the design's shape, up to {@link #MOST_FILL}. */
    private final double fill;
    private final int bands;
    private final int flowEntries;
    private final boolean settingsLine;
    private final int queues;
    /** The strip of every transmit queue, under the header; null with one queue. */
    private final Rectangle2D.Double queueStrip;
    private final Rectangle2D.Double header;
    private final Rectangle2D.Double legend;
    private final Rectangle2D.Double[] panels = new Rectangle2D.Double[STAGES.length];
    private final double titleHeight;
    private final PictureType pictureType;
    private Font bandLabelFont;
    private final double laneX;
    private final double laneWidth;
    private final double gsoY;
    private final double bandsTop;
    private final double bandHeight;
    private final double bandLabelHeight;
    private final double rowHeight;
    private final double rowGap;
    private final int rows;
    private final RingGeometry ring;
    private final double wireY;
    private final double wireHeight;

    /**
     * @param width canvas width in pixels
     * @param height canvas height in pixels
     * @param textScale 1 normally; Ctrl+ and Ctrl- grow and shrink type only
     * @param bands qdisc bands (3 for pfifo_fast, 1 for pfifo)
     * @param flowEntries the scenario's flow entries (one socket lane each)
     * @param settingsLine true to leave room under the clock for the scenario's settings
     */
    public PipelineLayout(double width, double height, double textScale, int bands, int flowEntries,
            boolean settingsLine) {
        this(width, height, textScale, bands, flowEntries, settingsLine, 1);
    }

    /**
     * A layout with a strip of every transmit queue under the header when there are several.
     *
     * @param queues the device's transmit queues
     */
    public PipelineLayout(double width, double height, double textScale, int bands, int flowEntries,
            boolean settingsLine, int queues) {
        this(width, height, textScale, bands, flowEntries, settingsLine, queues, 1, null);
    }

    /**
     * A layout whose words and ring keep at least their size at the normal text size.
     *
     * @param normalScale the text scale of the normal text size (presentation mode's is larger)
     * @param normal the ring at the normal text size that this one's circle is no narrower than
     *     (the window's picture is narrower at large text, the knobs wider); null for this
     *     picture's own at the normal text size
     */
    PipelineLayout(double width, double height, double textScale, int bands, int flowEntries, boolean settingsLine,
            int queues, double normalScale, RingGeometry normal) {
        if (!(width > 0 && height > 0 && textScale > 0)) {
            throw new IllegalArgumentException("size and text scale must be positive: " + width + "x" + height
                    + ", " + textScale);
        }
        this.width = width;
        this.height = height;
        this.textScale = textScale;
        this.unit = Math.min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT);
        this.fill = Math.max(1, Math.min(MOST_FILL, height / DESIGN_HEIGHT / unit));
        this.normalScale = normalScale;
        this.pictureType = new PictureType(unit * fill * textScale, textScale, normalScale);
        this.bands = Math.max(1, bands);
        this.flowEntries = Math.max(1, flowEntries);
        this.settingsLine = settingsLine;
        this.queues = Math.max(1, queues);
        double margin = px(14);
        double headerHeight = type(34) + (settingsLine ? 2 * type(24) : 0) + px(6);
        header = new Rectangle2D.Double(margin, margin, width - 2 * margin, headerHeight);
        double legendHeight = type(34);
        legend = new Rectangle2D.Double(margin, height - margin - legendHeight, width - 2 * margin, legendHeight);
        double top = header.getMaxY() + px(8);
        double bottom = legend.getY() - px(8);
        if (this.queues > 1) {
            // Three lines of the strip's type, but never more than a share of the stages' height.
            double h = Math.min(type(QueueStrip.HEIGHT_TYPE) + px(10), (bottom - top) * QueueStrip.MOST_SHARE);
            queueStrip = new Rectangle2D.Double(margin, top, width - 2 * margin, h);
            top += h + px(8);
        } else {
            queueStrip = null;
        }
        double gap = px(10);
        double x = margin;
        double room = width - 2 * margin - gap * (STAGES.length - 1);
        double[] shares = PanelShares.shares(textScale);
        RingGeometry normalRing = textScale <= normalScale ? null : normal != null ? normal
                : new PipelineLayout(width, height, normalScale, bands, flowEntries, settingsLine, queues, normalScale, null)
                        .ring();
        if (normalRing != null) {
            PanelShares.widenRing(shares, 2 * (normalRing.outer() + px(10)) / room);
        }
        PanelShares.giveWordsRoom(shares, PanelWords.least(this, room));
        for (int i = 0; i < STAGES.length; i++) {
            double w = room * shares[i];
            panels[i] = new Rectangle2D.Double(x, top, w, Math.max(1, bottom - top));
            x += w + gap;
        }
        titleHeight = type(40);
        double pad = px(10);

        Rectangle2D.Double q = panels[1];
        laneX = q.x + pad;
        laneWidth = q.width - 2 * pad;
        rowHeight = px(24);
        rowGap = px(4);
        gsoY = q.y + titleHeight + type(24);
        bandsTop = gsoY + rowHeight + px(12);
        bandHeight = Math.max(1, (q.getMaxY() - pad - bandsTop) / this.bands);
        // Half the band, or more where that leaves a row and half is too little for the floor.
        bandLabelHeight = Math.max(Math.min(type(BAND_LABEL_ROOM), bandHeight * 0.5),
                Math.min(bandHeight - rowHeight - rowGap, least(font(BAND_LABEL_TYPE, false).getSize2D()) * LINE_SHARE));
        rows = Math.max(1, (int) ((bandHeight - bandLabelHeight) / (rowHeight + rowGap)));

        ring = new RingGeometry(this, panels[3], titleHeight, pad, fill, normalRing);

        wireHeight = px(44);
        // Level with the ring's centre, unless the two lines above the wire would reach the title.
        wireY = Math.max(ring.y() - wireHeight / 2, panels[4].y + titleHeight + type(WIRE_TEXT_ABOVE));
    }

    /** Pixels for a length given at the 1600x900 design size. */
    public double px(double atDesign) {
        return atDesign * unit;
    }

    /**
     * Pixels for a type size given at the design size: scaled by the text scale too, and larger
     * where the picture is taller than the design's shape.
     */
    public double type(double atDesign) {
        return atDesign * unit * fill * textScale;
    }

    /** The least type size, in pixels, a word of this picture shrinks to. */
    public double minType() {
        return pictureType.minType();
    }

    /**
     * The least size, in pixels, type drawn at {@code size} shrinks to where room is short: its
     * size at the normal text size, and never under {@link #minType()}.
     */
    public double least(double size) {
        return pictureType.least(size);
    }

    /**
     * The least canvas height, from {@code height} up, whose layout at {@code textScale} keeps the
     * ring's circle and its key no smaller than {@code normal}'s, the ring at the normal text
     * size: larger text takes more height, never the drawing's (a view shorter than it scrolls).
     * At most {@link #MOST_HEIGHT_GROWTH} times {@code height}.
     */
    static double heightFor(double width, double height, double textScale, int bands, int flowEntries,
            boolean settingsLine, int queues, double normalScale, RingGeometry normal) {
        if (textScale <= normalScale) {
            return height;
        }
        java.util.function.DoublePredicate keeps = h -> new PipelineLayout(width, h, textScale, bands, flowEntries,
                settingsLine, queues, normalScale, normal).ring().keeps(normal);
        if (keeps.test(height)) {
            return height;
        }
        double most = height * MOST_HEIGHT_GROWTH;
        if (!keeps.test(most)) {
            return most;
        }
        double lo = height;
        double hi = most;
        while (hi - lo > 1) {
            double mid = (lo + hi) / 2;
            if (keeps.test(mid)) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return Math.ceil(hi);
    }

    /** A sans-serif font, cached: {@code size} at the design size, scaled like all type, never below the floor. */
    Font font(int size, boolean bold) {
        return pictureType.font(size, bold);
    }

    /** Canvas pixels per design pixel. */
    public double unit() {
        return unit;
    }

    public double width() {
        return width;
    }

    public double height() {
        return height;
    }

    public double textScale() {
        return textScale;
    }

    /** The ring drawn at the normal text size in a picture {@code w} x {@code h} of this one's shape. */
    RingGeometry normalRing(double w, double h) {
        return new PipelineLayout(w, h, normalScale, bands, flowEntries, settingsLine, queues, normalScale, null).ring();
    }

    /** The text scale of the normal text size: 1, or presentation mode's. */
    double normalScale() {
        return normalScale;
    }

    public int bands() {
        return bands;
    }

    /** True when this layout is the one for these inputs (layouts are rebuilt only on change). */
    public boolean fits(double w, double h, double scale, int bandCount, int entries, boolean settings,
            int queueCount) {
        return w == width && h == height && scale == textScale && Math.max(1, bandCount) == bands
                && Math.max(1, entries) == flowEntries && settings == settingsLine && Math.max(1, queueCount) == queues;
    }

    /** The strip of every transmit queue, or null with one queue. */
    public Rectangle2D.Double queueStrip() {
        return queueStrip;
    }

    /** The device's transmit queues this layout has room for. */
    public int queues() {
        return queues;
    }

    public Rectangle2D.Double header() {
        return header;
    }

    public Rectangle2D.Double legend() {
        return legend;
    }

    /** The panel of a stage (sockets, qdisc, driver, TX ring, wire), or null for the others. */
    public Rectangle2D.Double panel(Stage stage) {
        for (int i = 0; i < STAGES.length; i++) {
            if (STAGES[i] == stage) {
                return panels[i];
            }
        }
        return null;
    }

    /** The stages that have a panel, left to right. */
    public static Stage[] stages() {
        return STAGES.clone();
    }

    /** The height of a panel's title band. */
    public double titleHeight() {
        return titleHeight;
    }

    /** The stage whose panel holds this point, or null. */
    public Stage stageAt(double x, double y) {
        for (int i = 0; i < STAGES.length; i++) {
            if (panels[i].contains(x, y)) {
                return STAGES[i];
            }
        }
        return null;
    }

    // --- sockets ---------------------------------------------------------------------------------

    /** The lane of the i-th flow entry. */
    public Rectangle2D.Double socketLane(int entry, Rectangle2D.Double into) {
        Rectangle2D.Double p = panels[0];
        double top = p.y + titleHeight;
        // The lanes share the panel's height, so that two flows use it to its foot.
        double h = (p.getMaxY() - px(8) - top) / flowEntries;
        into.setRect(p.x + px(8), top + entry * h, p.width - px(16), h - px(6));
        return into;
    }

    // --- qdisc -----------------------------------------------------------------------------------

    /** A packet box's width for its bytes: the picture's one scale, never thinner than a hairline. */
    public double boxWidth(int bytes) {
        return Math.max(px(2), bytes * pixelsPerByte());
    }

    /** Pixels per byte in the qdisc (and in the GSO remainder's row). */
    public double pixelsPerByte() {
        return laneWidth / ROW_BYTES;
    }

    /** The left edge of the qdisc rows; the head of each row is at {@link #laneRight}. */
    public double laneX() {
        return laneX;
    }

    public double laneWidth() {
        return laneWidth;
    }

    /** The head end of the rows, nearest the driver. */
    public double laneRight() {
        return laneX + laneWidth;
    }

    /** Top of the row of the GSO remainder (the rest of a packet being split). */
    public double gsoY() {
        return gsoY;
    }

    /** Top of band {@code b}'s area (its label comes first, then its rows). */
    public double bandTop(int b) {
        return bandsTop + b * bandHeight;
    }

    /** Top of row {@code r} of band {@code b}; row 0 holds the head. */
    public double rowY(int b, int r) {
        return bandTop(b) + bandLabelHeight + r * (rowHeight + rowGap);
    }

    /** The baseline of band {@code b}'s label, above its rows. */
    public double bandLabelBaseline(int b) {
        Font f = bandLabelFont();
        return bandTop(b) + Math.max(type(BAND_LABEL_BASELINE) * bandLabelShare(), f == null ? 0 : f.getSize2D() * ASCENT_SHARE);
    }

    /** A band's label's font: smaller in a short band, to the floor; null if the band has no room at it. */
    Font bandLabelFont() {
        if (bandLabelFont == null) {
            Font f = font(BAND_LABEL_TYPE, false);
            double size = Math.max(f.getSize2D() * bandLabelShare(), least(f.getSize2D()));
            // Where the room above the rows is short, the label reaches over the first row's
            // tail end, on its own ground; with no room for it in the whole band it gives way.
            if (size * LINE_SHARE > bandHeight) {
                return null;
            }
            bandLabelFont = f.deriveFont((float) size);
        }
        return bandLabelFont;
    }

    private double bandLabelShare() {
        return Math.min(1, bandLabelHeight / type(BAND_LABEL_ROOM));
    }

    public double rowHeight() {
        return rowHeight;
    }

    /** Rows each band has room for. */
    public int rows() {
        return rows;
    }

    // --- ring --------------------------------------------------------------------------------------

    /** The TX ring's circle, its slot numbers and its key. */
    public RingGeometry ring() {
        return ring;
    }

    // --- wire ----------------------------------------------------------------------------------------

    /** The wire's lane: from the NIC (left) to the far end (right), level with the ring's centre. */
    public double wireX() {
        return panels[4].x + px(10);
    }

    public double wireWidth() {
        return panels[4].width - px(20);
    }

    public double wireY() {
        return wireY;
    }

    public double wireHeight() {
        return wireHeight;
    }

    /**
     * The top of the completion interrupt's mark under the wire: its lines, and the NIC FIFO's
     * notes under them when the NIC has one, end at the panel's foot in a tall panel, rather than
     * leaving its lower part empty.
     */
    public double interruptY(boolean withFifo) {
        double top = wireY + wireHeight + px(14);
        double stack = px(32) + type(40 + (withFifo ? 34 + 44 : 0) + 6);
        return top + Math.max(0, panels[4].getMaxY() - px(10) - top - stack);
    }
}
