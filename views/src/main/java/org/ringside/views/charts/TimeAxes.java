package org.ringside.views.charts;

import org.jfree.chart.axis.NumberAxis;

/** The axes every chart over time shares: time along x, a measured value up the y axis. */
final class TimeAxes {
    private TimeAxes() {
    }

    /** Time in the scale that suits the window, exactly spanning it. */
    static NumberAxis time(ChartStyle style, TimeWindow window, UnitScale x) {
        NumberAxis axis = style.horizontalAxis("time (" + x.symbol() + ")");
        axis.setLowerMargin(0);
        axis.setUpperMargin(0);
        axis.setRange(x.apply(window.fromNs()), x.apply(window.toNs()));
        return axis;
    }

    /**
     * A value axis titled "what (unit)": fitted to the data with some headroom, or fixed at the
     * options' {@code yMax} so runs compare on equal axes.
     *
     * @param dataMin smallest value shown (model units), NaN if none; used when zero is not forced
     * @param floorMax the axis reaches at least this (model units; NaN for none), e.g. a link rate
     */
    static NumberAxis value(ChartStyle style, String what, UnitScale y, ChartOptions options,
            double dataMin, double dataMax, double floorMax) {
        NumberAxis axis = style.axis(y.symbol().isEmpty() ? what : what + " (" + y.symbol() + ")");
        axis.setAutoRangeIncludesZero(options.includeZero());
        axis.setUpperMargin(0.08);
        if (options.yMax().isPresent()) {
            double top = y.apply(options.yMax().getAsDouble());
            double bottom = options.includeZero() || Double.isNaN(dataMin) || y.apply(dataMin) >= top
                    ? 0 : y.apply(dataMin);
            axis.setRange(bottom, top);
        } else if (!Double.isNaN(floorMax) && !(dataMax >= floorMax)) {
            // Room above the floor's line for its label (the link rate's).
            double top = y.apply(floorMax) * 1.15;
            double bottom = options.includeZero() || Double.isNaN(dataMin) ? 0 : y.apply(dataMin);
            axis.setRange(bottom, top);
        } else if (!(dataMax > 0) && (options.includeZero() || Double.isNaN(dataMin) || dataMin == dataMax)) {
            // Nothing above zero yet (an idle queue, no samples): 0 to 1 unit, not 0 to 1e-8.
            axis.setRange(0, 1);
        }
        return axis;
    }

    /** The scale for a value axis: fixed by {@code yMax} when set, else by the data's maximum. */
    static UnitScale scale(org.ringside.model.metrics.Unit unit, ChartOptions options, double dataMax) {
        return UnitScale.forValues(unit, options.yMax().orElse(Double.isNaN(dataMax) ? 0 : dataMax));
    }
}
