package org.ringside.views.charts;

import java.awt.BasicStroke;
import java.awt.Font;
import java.awt.Stroke;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.Marker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.AbstractRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.title.Title;
import org.jfree.chart.ui.Layer;
import org.jfree.data.xy.XYDataset;

/**
 * Redresses a chart built in the normal look in another {@link ChartLook}: every builder keeps
 * drawing in the one normal style (so files stay as they are), and the live chart alone passes
 * what it built through here when View → High contrast is on. Titles and axis names keep the
 * size they were fitted to the picture with (a panel's name to its height); tick and legend type
 * grow.
 */
final class ChartRecolour {
    private final ChartLook look;
    /**
     * What was redressed already: a panel of a combined plot hands out its parent's time axis as
     * its own, and that axis must grow once, not once per panel.
     */
    private final Set<Object> done = Collections.newSetFromMap(new IdentityHashMap<>());

    private ChartRecolour(ChartLook look) {
        this.look = look;
    }

    /** The chart, changed in place into {@code look}; the normal look leaves it as it is. */
    static JFreeChart apply(ChartLook look, JFreeChart chart) {
        if (look != ChartLook.NORMAL) {
            new ChartRecolour(look).chart(chart);
        }
        return chart;
    }

    private void chart(JFreeChart chart) {
        chart.setBackgroundPaint(look.background());
        List<Title> titles = new ArrayList<>();
        titles.add(chart.getTitle());
        for (int i = 0; i < chart.getSubtitleCount(); i++) {
            titles.add(chart.getSubtitle(i));
        }
        for (Title title : titles) {
            if (title instanceof TextTitle text) {
                text.setPaint(look.text());
            } else if (title instanceof LegendTitle legend) {
                legend.setItemPaint(look.text());
                legend.setBackgroundPaint(look.background());
                legend.setItemFont(larger(legend.getItemFont()));
            }
        }
        XYPlot plot = chart.getXYPlot();
        plot(plot);
        if (plot instanceof CombinedDomainXYPlot combined) {
            for (XYPlot panel : combined.getSubplots()) {
                plot(panel);
            }
        }
    }

    private void plot(XYPlot plot) {
        plot.setBackgroundPaint(look.background());
        plot.setDomainGridlinePaint(look.grid());
        plot.setRangeGridlinePaint(look.grid());
        plot.setNoDataMessagePaint(look.text());
        plot.setNoDataMessageFont(larger(plot.getNoDataMessageFont()));
        for (int i = 0; i < plot.getDomainAxisCount(); i++) {
            axis(plot.getDomainAxis(i));
        }
        for (int i = 0; i < plot.getRangeAxisCount(); i++) {
            axis(plot.getRangeAxis(i));
        }
        for (Layer layer : List.of(Layer.BACKGROUND, Layer.FOREGROUND)) {
            markers(plot.getDomainMarkers(layer));
            markers(plot.getRangeMarkers(layer));
        }
        for (int i = 0; i < plot.getRendererCount(); i++) {
            if (plot.getRenderer(i) instanceof AbstractRenderer renderer && done.add(renderer)) {
                renderer(renderer, plot.getDataset(i));
            }
        }
        LegendItemCollection fixed = plot.getFixedLegendItems();
        for (int i = 0; fixed != null && i < fixed.getItemCount(); i++) {
            LegendItem item = fixed.get(i);
            item.setFillPaint(look.recolour(item.getFillPaint()));
            item.setLinePaint(look.recolour(item.getLinePaint()));
        }
    }

    private void axis(ValueAxis axis) {
        if (axis == null || !done.add(axis)) {
            return;
        }
        axis.setLabelPaint(look.text());
        axis.setTickLabelPaint(look.text());
        axis.setAxisLinePaint(look.text());
        axis.setTickMarkPaint(look.text());
        axis.setTickLabelFont(larger(axis.getTickLabelFont()));
        axis.setAxisLineStroke(heavier(axis.getAxisLineStroke()));
        axis.setTickMarkStroke(heavier(axis.getTickMarkStroke()));
    }

    private void markers(Collection<?> markers) {
        if (markers == null) {
            return;
        }
        for (Object o : markers) {
            Marker marker = (Marker) o;
            if (!done.add(marker)) {
                continue;
            }
            marker.setPaint(look.recolour(marker.getPaint()));
            marker.setLabelPaint(look.text());
            marker.setStroke(heavier(marker.getStroke()));
        }
    }

    private void renderer(AbstractRenderer renderer, XYDataset data) {
        renderer.setDefaultStroke(heavier(renderer.getDefaultStroke()));
        renderer.setDefaultPaint(look.recolour(renderer.getDefaultPaint()));
        renderer.setDefaultLegendTextFont(larger(renderer.getDefaultLegendTextFont()));
        for (int s = 0; data != null && s < data.getSeriesCount(); s++) {
            if (renderer.getSeriesPaint(s) != null) {
                renderer.setSeriesPaint(s, look.recolour(renderer.getSeriesPaint(s)), false);
            }
            if (renderer.getSeriesStroke(s) != null) {
                renderer.setSeriesStroke(s, heavier(renderer.getSeriesStroke(s)), false);
            }
        }
    }

    private Font larger(Font font) {
        return font == null ? null : font.deriveFont(font.getSize2D() * look.typeFactor());
    }

    /** The stroke, its width and its dashes (so a dash keeps its shape) times the look's factor. */
    private Stroke heavier(Stroke stroke) {
        if (!(stroke instanceof BasicStroke b)) {
            return stroke;
        }
        float f = look.lineFactor();
        float[] dash = b.getDashArray();
        if (dash != null) {
            dash = dash.clone();
            for (int i = 0; i < dash.length; i++) {
                dash[i] *= f;
            }
        }
        return new BasicStroke(b.getLineWidth() * f, b.getEndCap(), b.getLineJoin(), b.getMiterLimit(), dash,
                b.getDashPhase() * f);
    }
}
