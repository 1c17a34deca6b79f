package org.ringside.lessons.expr;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import org.ringside.model.sim.RunSummary;

/**
 * The numbers of a run summary under the keys goals and claims use: the summary JSON's own keys
 * ({@code ringside run --summary}), joined with dots, with each flow under its name instead of
 * its place in the list: {@code throughput_bps}, {@code ring_bytes.mean},
 * {@code flows.rr.latency_ns.p99}. Text fields (the scenario's name, a flow's kind) are not keys.
 * A key whose value the run did not measure (the latency of a flow that sent nothing, the
 * transactions of a flow that is not request-response) is present with a null value.
 *
 * <p>Going through the JSON tree keeps these keys the summary file's keys by construction: a key
 * the model adds or renames there is a key here too.
 */
public final class SummaryKeys {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private SummaryKeys() {
    }

    /** Every numeric key of {@code summary} and its value (null when not measured), in JSON order. */
    public static Map<String, Double> of(RunSummary summary) {
        Map<String, Double> out = new LinkedHashMap<>();
        JsonNode root = MAPPER.valueToTree(summary);
        for (Iterator<Map.Entry<String, JsonNode>> it = root.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            if (field.getKey().equals("flows")) {
                for (JsonNode flow : field.getValue()) {
                    flatten("flows." + flow.get("name").asText(), flow, out);
                }
            } else {
                flatten(field.getKey(), field.getValue(), out);
            }
        }
        return Collections.unmodifiableMap(out);
    }

    private static void flatten(String key, JsonNode node, Map<String, Double> out) {
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                flatten(key + "." + field.getKey(), field.getValue(), out);
            }
        } else if (node.isNumber()) {
            out.put(key, node.asDouble());
        } else if (node.isNull()) {
            out.put(key, null);
        }
    }
}
