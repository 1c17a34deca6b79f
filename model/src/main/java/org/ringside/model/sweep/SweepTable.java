package org.ringside.model.sweep;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.ringside.model.scenario.Scenario;

/**
 * What a sweep found: one row per combination, in the plan's order, each with its values and
 * every figure of its run's summary.
 *
 * @param axes the varied settings, in order
 * @param rows one per combination, in order; every row has the same figures in the same order
 */
public record SweepTable(List<SweepAxis> axes, List<Row> rows) {

    /**
     * One combination's run.
     *
     * @param values one value per axis, in the model's units
     * @param scenario the scenario it ran
     * @param figures the summary's figures by dotted name ({@link org.ringside.model.sim.SummaryFigures})
     */
    public record Row(List<Long> values, Scenario scenario, Map<String, Double> figures) {
        public Row {
            values = List.copyOf(values);
            Objects.requireNonNull(scenario, "scenario");
            Objects.requireNonNull(figures, "figures");
        }
    }

    public SweepTable {
        axes = List.copyOf(axes);
        rows = List.copyOf(rows);
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("a sweep has at least one row");
        }
        List<String> names = List.copyOf(rows.get(0).figures().keySet());
        for (Row r : rows) {
            if (r.values().size() != axes.size()) {
                throw new IllegalArgumentException("a row has " + r.values().size() + " values for " + axes.size() + " axes");
            }
            if (!List.copyOf(r.figures().keySet()).equals(names)) {
                throw new IllegalArgumentException("the rows' summaries have different figures");
            }
        }
    }

    /** The figures' names, in the summary's order. */
    public List<String> figureNames() {
        return List.copyOf(rows.get(0).figures().keySet());
    }
}
