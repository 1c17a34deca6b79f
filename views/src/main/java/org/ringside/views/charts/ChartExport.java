package org.ringside.views.charts;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;
import org.ringside.model.export.AtomicFiles;
import org.ringside.model.sim.RunResult;

/**
 * Writes charts as PNG and SVG, headless (no display needed). Files are written through a
 * temporary file and a rename: on failure the target keeps its old content and the exception
 * says, in one line, which file and why.
 */
public final class ChartExport {
    private ChartExport() {
    }

    /**
     * What {@code ringside run --png F --svg F --size WxH} calls: draws the chart the options
     * ask for and writes it to each path given.
     *
     * @param png the PNG to write, or null
     * @param svg the SVG to write, or null
     * @throws IOException "cannot write FILE: REASON"
     */
    public static void export(RunResult run, ChartOptions options, Path png, Path svg) throws IOException {
        write(Charts.create(run, options), options.size(), png, svg);
    }

    /**
     * Writes a chart of this size to each path given.
     *
     * @param png the PNG to write, or null
     * @param svg the SVG to write, or null
     * @throws IOException "cannot write FILE: REASON"
     */
    public static void write(JFreeChart chart, ChartSize size, Path png, Path svg) throws IOException {
        if (png != null) {
            writePng(chart, size, png);
        }
        if (svg != null) {
            writeSvg(chart, size, svg);
        }
    }

    /** Draws the chart into an image of exactly this size. */
    public static BufferedImage render(JFreeChart chart, ChartSize size) {
        BufferedImage image = new BufferedImage(size.width(), size.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g2 = image.createGraphics();
        try {
            g2.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
            g2.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g2.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            chart.draw(g2, new Rectangle2D.Double(0, 0, size.width(), size.height()));
        } finally {
            g2.dispose();
        }
        return image;
    }

    /** Writes the chart as a PNG of this size. */
    public static void writePng(JFreeChart chart, ChartSize size, Path target) throws IOException {
        BufferedImage image = render(chart, size);
        AtomicFiles.write(target, out -> ImageStreams.png(image, out));
    }

    /**
     * The chart as an SVG document. Coordinates carry two decimals, a hundredth of a pixel, which
     * keeps files small without any visible change.
     */
    public static String svg(JFreeChart chart, ChartSize size) {
        SVGGraphics2D g2 = new SVGGraphics2D(size.width(), size.height());
        g2.setGeomDoubleConverter(ChartExport::twoDecimals);
        g2.setTransformDoubleConverter(ChartExport::twoDecimals);
        chart.draw(g2, new Rectangle2D.Double(0, 0, size.width(), size.height()));
        return g2.getSVGDocument();
    }

    /** Writes the chart as an SVG of this size. */
    public static void writeSvg(JFreeChart chart, ChartSize size, Path target) throws IOException {
        String document = svg(chart, size);
        AtomicFiles.write(target, out -> {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            w.write(document);
            w.flush();
        });
    }

    /** A coordinate to a hundredth of a pixel, without trailing zeros: what SVG files need. */
    public static String twoDecimals(double v) {
        if (!Double.isFinite(v)) {
            return "0";
        }
        long hundredths = Math.round(v * 100);
        long whole = hundredths / 100;
        long frac = Math.abs(hundredths % 100);
        String sign = hundredths < 0 && whole == 0 ? "-" : "";
        if (frac == 0) {
            return sign + whole;
        }
        return sign + whole + (frac < 10 ? ".0" : ".") + (frac % 10 == 0 ? frac / 10 : frac);
    }
}
