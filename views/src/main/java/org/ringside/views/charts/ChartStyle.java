package org.ringside.views.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Stroke;
import java.awt.font.FontRenderContext;
import java.awt.geom.Line2D;
import java.util.List;
import java.util.Locale;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.text.TextUtils;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.HorizontalAlignment;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.ringside.model.format.PrintableText;

/**
 * The look of every Ringside chart, tuned for a projector: white background, large type, thick
 * lines, and the Okabe–Ito palette ({@link ChartLook#NORMAL}; the live chart can take
 * {@link ChartLook#HIGH_CONTRAST} instead), which stays distinct for the common forms of colour
 * blindness and in greyscale print. Sizes are given for a 1600x900 picture and scale with the
 * picture, so a chart looks the same on screen, in a PNG and in an SVG of the same size.
 *
 * @param scale 1 at 1600x900
 */
public record ChartStyle(double scale) {
    /** Okabe–Ito blue. */
    public static final Color BLUE = new Color(0x00, 0x72, 0xB2);
    /** Okabe–Ito vermillion. */
    public static final Color VERMILLION = new Color(0xD5, 0x5E, 0x00);
    /** Okabe–Ito bluish green. */
    public static final Color GREEN = new Color(0x00, 0x9E, 0x73);
    /** Okabe–Ito reddish purple. */
    public static final Color PURPLE = new Color(0xCC, 0x79, 0xA7);
    /** Okabe–Ito orange. */
    public static final Color ORANGE = new Color(0xE6, 0x9F, 0x00);
    /** Okabe–Ito sky blue. */
    public static final Color SKY_BLUE = new Color(0x56, 0xB4, 0xE9);
    /** Okabe–Ito black. */
    public static final Color BLACK = Color.BLACK;

    private static final String FAMILY = Font.SANS_SERIF;
    /** Between the parts of a settings line. */
    static final String SEPARATOR = " · ";
    /**
     * Text is measured here without the target's graphics; a screen canvas, a PNG and an SVG lay
     * out type a little differently, so lines are fitted with this share of the width to spare.
     */
    private static final double TEXT_SLACK = 0.02;
    private static final FontRenderContext MEASURE = new FontRenderContext(null, true, true);

    static {
        // JFreeChart draws rotated text (the y-axis titles) as glyph outlines by default, a
        // workaround for Java 1.4-era bugs; then SVGs hold shapes instead of searchable,
        // editable words. Plain drawString renders the same on every current Java.
        TextUtils.setUseDrawRotatedStringWorkaround(false);
    }

    public ChartStyle {
        if (!(scale > 0)) {
            throw new IllegalArgumentException("scale must be positive, was " + scale);
        }
    }

    /**
     * The style for a picture of this size: everything scales with the smaller of width/1600 and
     * height/900, but not below 0.55 so small windows stay legible, unless the picture is so
     * small (under 550x330) that type that large would leave no room for the plot.
     */
    public static ChartStyle forSize(double width, double height) {
        double floor = Math.min(0.55, Math.min(width / 1000.0, height / 600.0));
        return new ChartStyle(Math.max(floor, Math.min(width / 1600.0, height / 900.0)));
    }

    public static ChartStyle forSize(ChartSize size) {
        return forSize(size.width(), size.height());
    }

    /** The colour of the i-th series in the normal look, repeating after seven. */
    public static Color seriesColor(int i) {
        return ChartLook.NORMAL.seriesColor(i);
    }

    float px(double pixelsAt1600) {
        return (float) (pixelsAt1600 * scale);
    }

    private Font font(int style, double size) {
        return new Font(FAMILY, style, Math.max(1, Math.round(px(size))));
    }

    public Font titleFont() {
        return font(Font.BOLD, 40);
    }

    public Font subtitleFont() {
        return font(Font.PLAIN, 23);
    }

    public Font axisLabelFont() {
        return font(Font.BOLD, 28);
    }

    public Font tickFont() {
        return font(Font.PLAIN, 25);
    }

    public Font legendFont() {
        return font(Font.PLAIN, 26);
    }

    /** A data line: 4 px at 1600x900. */
    public Stroke line() {
        return new BasicStroke(px(4), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    }

    /** A reference line (limits, link rate): dashed, so it reads as a bound, not as data. */
    public Stroke dashed() {
        float w = px(3.5);
        return new BasicStroke(w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {4 * w, 2.5f * w}, 0f);
    }

    /** An axis with projector-sized type and number formats that do not depend on the machine's locale. */
    public NumberAxis axis(String label) {
        return dress(new NumberAxis(label));
    }

    /**
     * An axis along x with a word at each whole number from 0: for values that are not evenly
     * spaced numbers (a choice's words, ring sizes doubling), one step apart each.
     */
    public SymbolAxis symbolAxis(String label, List<String> symbols) {
        SymbolAxis axis = dress(new SymbolAxis(label, symbols.toArray(String[]::new)));
        axis.setTickLabelInsets(new RectangleInsets(px(4), px(30), px(4), px(30)));
        axis.setGridBandsVisible(false);
        // One word per whole number: never a tick between two of them.
        axis.setStandardTickUnits(NumberAxis.createIntegerTickUnits(Locale.ROOT));
        return axis;
    }

    private <A extends NumberAxis> A dress(A axis) {
        axis.setStandardTickUnits(NumberAxis.createStandardTickUnits(Locale.ROOT));
        axis.setLabelFont(axisLabelFont());
        axis.setLabelPaint(ChartLook.NORMAL.text());
        axis.setTickLabelFont(tickFont());
        axis.setTickLabelPaint(ChartLook.NORMAL.text());
        axis.setAxisLinePaint(ChartLook.NORMAL.text());
        axis.setAxisLineStroke(new BasicStroke(px(2)));
        axis.setTickMarkPaint(ChartLook.NORMAL.text());
        axis.setTickMarkStroke(new BasicStroke(px(2)));
        axis.setTickMarkOutsideLength(px(8));
        // Generous insets: JFreeChart counts them when it decides how many ticks fit, and a
        // slide wants a few round numbers, not a ruler.
        axis.setTickLabelInsets(new RectangleInsets(px(20), px(6), px(20), px(6)));
        axis.setLabelInsets(new RectangleInsets(px(6), px(6), px(6), px(6)));
        return axis;
    }

    /** An axis laid along x: its tick labels need room sideways rather than up and down. */
    public NumberAxis horizontalAxis(String label) {
        NumberAxis axis = axis(label);
        axis.setTickLabelInsets(new RectangleInsets(px(4), px(30), px(4), px(30)));
        return axis;
    }

    /** Lines without markers, drawn as one path per series (smooth joins, compact SVG). */
    public XYLineAndShapeRenderer lines() {
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, false);
        r.setDrawSeriesLineAsPath(true);
        r.setDefaultStroke(line());
        r.setAutoPopulateSeriesStroke(false);
        r.setAutoPopulateSeriesPaint(false);
        r.setLegendLine(new Line2D.Double(-px(22), 0, px(22), 0));
        r.setDefaultLegendTextFont(legendFont());
        return r;
    }

    /** White plot, light grid, no shadow: what survives a projector and a photocopier. */
    public void plot(XYPlot plot) {
        plot.setBackgroundPaint(ChartLook.NORMAL.background());
        plot.setOutlineVisible(false);
        plot.setDomainGridlinePaint(ChartLook.NORMAL.grid());
        plot.setRangeGridlinePaint(ChartLook.NORMAL.grid());
        plot.setDomainGridlineStroke(new BasicStroke(px(1.5)));
        plot.setRangeGridlineStroke(new BasicStroke(px(1.5)));
        plot.setAxisOffset(new RectangleInsets(px(6), px(6), px(6), px(6)));
        plot.setInsets(new RectangleInsets(px(8), px(8), px(8), px(36)));
        plot.setNoDataMessageFont(legendFont());
        plot.setNoDataMessagePaint(ChartLook.NORMAL.text());
    }

    /**
     * Wraps a plot in a chart with a bold title, the settings subtitle and a legend below. Both
     * titles shrink (to at most 70 % and 80 % of their size) to fit the picture's width on one
     * line; a subtitle that still does not fit is broken between its " · " parts, never inside
     * one, and a title between words.
     */
    public JFreeChart chart(XYPlot plot, String rawTitle, String rawSubtitle, ChartSize size) {
        // Both carry names from files: drawn as the console prints them.
        String title = PrintableText.of(rawTitle);
        String subtitle = PrintableText.of(rawSubtitle);
        double room = size.width() - 2 * px(18) - 2 * px(2) - TEXT_SLACK * size.width();
        Font titleFont = fit(titleFont(), List.of(title), room, 0.7);
        JFreeChart chart = new JFreeChart(title, titleFont, plot, true);
        chart.setBackgroundPaint(ChartLook.NORMAL.background());
        chart.setPadding(new RectangleInsets(px(14), px(18), px(10), px(18)));
        chart.getTitle().setPaint(ChartLook.NORMAL.text());
        chart.getTitle().setHorizontalAlignment(HorizontalAlignment.LEFT);
        chart.getTitle().setTextAlignment(HorizontalAlignment.LEFT); // wrapped lines too
        chart.getTitle().setPadding(new RectangleInsets(px(2), px(2), px(2), px(2)));
        List<String> parts = List.of(subtitle.split(SEPARATOR, -1));
        Font settingsFont = fit(subtitleFont(), List.of(subtitle), room, 0.8);
        TextTitle settings = new TextTitle(wrap(parts, settingsFont, room), settingsFont);
        settings.setPaint(ChartLook.NORMAL.text());
        settings.setHorizontalAlignment(HorizontalAlignment.LEFT);
        settings.setTextAlignment(HorizontalAlignment.LEFT);
        settings.setPadding(new RectangleInsets(px(2), px(2), px(10), px(2)));
        chart.addSubtitle(settings);
        LegendTitle legend = chart.getLegend();
        legend.setItemFont(legendFont());
        legend.setItemPaint(ChartLook.NORMAL.text());
        legend.setFrame(BlockBorder.NONE);
        legend.setBackgroundPaint(ChartLook.NORMAL.background());
        legend.setPosition(RectangleEdge.BOTTOM);
        legend.setItemLabelPadding(new RectangleInsets(px(2), px(6), px(2), px(22)));
        legend.setLegendItemGraphicPadding(new RectangleInsets(px(2), px(4), px(2), px(4)));
        return chart;
    }

    /**
     * The largest font, between {@code minFactor} times {@code base} and {@code base}, in which
     * the widest of the lines fits {@code room} pixels; the smallest if none does.
     */
    static Font fit(Font base, List<String> lines, double room, double minFactor) {
        float size = base.getSize2D();
        float min = (float) Math.max(1, Math.floor(size * minFactor));
        Font font = base;
        while (size > min && width(font, lines) > room) {
            size = Math.max(min, size - 1);
            font = base.deriveFont(size);
        }
        return font;
    }

    /**
     * The parts joined by the separator, with a line break instead where the next part would
     * cross {@code room} pixels; a single part too long for a line stays whole.
     */
    static String wrap(List<String> parts, Font font, double room) {
        StringBuilder text = new StringBuilder();
        String line = "";
        for (String part : parts) {
            String longer = line.isEmpty() ? part : line + SEPARATOR + part;
            if (!line.isEmpty() && width(font, List.of(longer)) > room) {
                text.append(line).append('\n');
                line = part;
            } else {
                line = longer;
            }
        }
        return text.append(line).toString();
    }

    /** The width of this text in this font, in pixels. */
    static double width(Font font, String text) {
        return width(font, List.of(text));
    }

    private static double width(Font font, List<String> lines) {
        double w = 0;
        for (String line : lines) {
            w = Math.max(w, font.getStringBounds(line, MEASURE).getWidth());
        }
        return w;
    }
}
