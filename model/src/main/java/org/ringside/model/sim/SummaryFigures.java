package org.ringside.model.sim;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ringside.model.metrics.Unit;

/**
 * A run's summary as flat figures: every number of the summary JSON under its dotted path, in
 * the JSON's order ({@code pps}, {@code ring_bytes.p95}, {@code flows.rr.latency_ns.p99},
 * {@code queues.3.frames}). A flow is named by its name, not its place, so a figure keeps its
 * name whatever the flows around it; the words of the summary (the scenario's name, a flow's
 * kind) are not figures. A figure the run did not measure (the latency of a flow that sent
 * nothing) is NaN.
 */
public final class SummaryFigures {
    private SummaryFigures() {
    }

    /** Every figure of the summary, in the summary JSON's order. */
    public static Map<String, Double> of(RunSummary summary) {
        Map<String, Double> out = new LinkedHashMap<>();
        add(out, "", SummaryJson.tree(summary));
        return Collections.unmodifiableMap(out);
    }

    private static void add(Map<String, Double> out, String path, JsonNode node) {
        if (node.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> f = fields.next();
                add(out, join(path, f.getKey()), f.getValue());
            }
        } else if (node.isArray()) {
            // A flow is named by its name, which the validator keeps unique; a queue or a CPU by
            // its number, its first field (queues.3.frames, cpus.1.utilization).
            for (JsonNode item : node) {
                String idField = item.has("name") ? "name" : item.fieldNames().next();
                String name = join(path, item.path(idField).asText());
                Iterator<Map.Entry<String, JsonNode>> fields = item.fields();
                while (fields.hasNext()) {
                    Map.Entry<String, JsonNode> f = fields.next();
                    if (!f.getKey().equals(idField)) {
                        add(out, join(name, f.getKey()), f.getValue());
                    }
                }
            }
        } else if (node.isNumber()) {
            out.put(path, node.asDouble());
        } else if (node.isNull()) {
            out.put(path, Double.NaN);
        }
    }

    private static String join(String path, String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    /**
     * A figure as a person reads it beside its value or along an axis, its unit left to the
     * value or the scale: {@code flows.rr.latency_ns.p99} is "rr latency p99", where
     * "latency_ns" beside "4.1 ms" would contradict it; {@code cpu_utilization} is
     * "cpu utilization". A flow's name is kept as it is.
     */
    public static String words(String figure) {
        String[] parts = figure.split("\\.");
        int name = flowName(parts);
        List<String> out = new ArrayList<>(parts.length);
        // flows.NAME.figure reads "NAME figure"; bottleneck.flows.NAME.figure keeps its place.
        for (int i = name == 1 ? 1 : 0; i < parts.length; i++) {
            out.add(i == name ? parts[i] : parts[i].replaceAll("_(ns|bps|bytes)$", "").replace('_', ' '));
        }
        return String.join(" ", out);
    }

    /**
     * Where a flow's name stands in a figure's parts: 1 in {@code flows.NAME.figure}, 2 in
     * {@code bottleneck.flows.NAME.figure}, else -1. A name is the author's word, never a unit's.
     */
    private static int flowName(String[] parts) {
        if (parts.length > 2 && parts[0].equals("flows")) {
            return 1;
        }
        if (parts.length > 3 && parts[0].equals("bottleneck") && parts[1].equals("flows")) {
            return 2;
        }
        return -1;
    }

    /**
     * What a figure measures, read from the summary's naming: {@code _ns} nanoseconds,
     * {@code _bps} bit/s, {@code pps} and {@code tps} per second, {@code utilization}, a port's
     * {@code share} and Jain's index ({@code jain}) a fraction,
     * bytes (and BQL's limit, in bytes), packets; anything else a plain count. A flow's
     * name is not read.
     */
    public static Unit unit(String figure) {
        String[] parts = figure.split("\\.");
        int name = flowName(parts);
        for (int i = 0; i < parts.length; i++) {
            String part = parts[i];
            if (i == name) {
                continue; // a flow's name says nothing of the unit
            }
            if (part.endsWith("_ns")) {
                return Unit.NANOSECONDS;
            }
            if (part.endsWith("_bps")) {
                return Unit.BITS_PER_SECOND;
            }
            if (part.equals("pps") || part.equals("tps")) {
                return Unit.PER_SECOND;
            }
            if (part.endsWith("utilization") || part.equals("share") || part.equals("jain")) {
                return Unit.FRACTION;
            }
            if (part.contains("bytes") || part.equals("bql_limit")) {
                return Unit.BYTES;
            }
            if (part.endsWith("packets")) {
                return Unit.PACKETS;
            }
        }
        return Unit.COUNT;
    }
}
