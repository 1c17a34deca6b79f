package org.ringside.model.sim;

import java.util.Map;
import org.ringside.model.metrics.Histogram;
import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.scenario.Scenario;

/**
 * What a finished (or paused) run hands to exporters and charts.
 *
 * @param scenario the settings the run used (chart subtitles carry them)
 * @param series the sampled observables, {@code Channels.STANDARD} then one latency channel per flow
 * @param flowLatencies per flow name, the distribution of to-the-wire latencies (insertion order = flow order)
 * @param endNs simulated time the run reached
 */
public record RunResult(Scenario scenario, TimeSeries series, Map<String, Histogram> flowLatencies, long endNs) {
    public RunResult {
        flowLatencies = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(flowLatencies));
    }
}
