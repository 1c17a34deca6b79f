package org.ringside.model.sim;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.ringside.model.export.AtomicFiles;
import org.ringside.model.format.PrintableJsonEscapes;
import org.ringside.model.scenario.KnobDifference;

/** The run summary as JSON (stable keys in snake_case, indented, one trailing newline). */
public final class SummaryJson {
    private static final ObjectMapper MAPPER = mapper();

    private SummaryJson() {
    }

    private static ObjectMapper mapper() {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        // Names from files keep their characters, written as JSON escapes where a terminal would act on them.
        mapper.getFactory().setCharacterEscapes(new PrintableJsonEscapes());
        return mapper;
    }

    /** The summary as JSON text. */
    public static String toJson(RunSummary summary) {
        try {
            return MAPPER.writeValueAsString(summary) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the summary cannot be written as JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** The summary as the JSON tree {@link #toJson} writes, for readers that walk its keys. */
    static JsonNode tree(RunSummary summary) {
        return MAPPER.valueToTree(summary);
    }

    /**
     * Two runs' summaries as one JSON object: {@code "a"} and {@code "b"}, each as {@link #toJson}
     * writes one, and {@code "differences"}, the knobs set differently ({@code key}, {@code a},
     * {@code b} as a scenario file writes them).
     */
    public static String pairJson(RunSummary a, RunSummary b, List<KnobDifference> differences) {
        ObjectNode root = MAPPER.createObjectNode();
        root.set("a", tree(a));
        root.set("b", tree(b));
        ArrayNode diffs = root.putArray("differences");
        for (KnobDifference d : differences) {
            diffs.addObject().put("key", d.key()).put("a", d.a()).put("b", d.b());
        }
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the summaries cannot be written as JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** Writes {@link #pairJson} to {@code target} through a temporary file and a rename. */
    public static void writePair(RunSummary a, RunSummary b, List<KnobDifference> differences, Path target)
            throws IOException {
        byte[] bytes = pairJson(a, b, differences).getBytes(StandardCharsets.UTF_8);
        AtomicFiles.write(target, out -> out.write(bytes));
    }

    /** Writes the summary to {@code target} through a temporary file and a rename. */
    public static void write(RunSummary summary, Path target) throws IOException {
        byte[] bytes = toJson(summary).getBytes(StandardCharsets.UTF_8);
        AtomicFiles.write(target, out -> out.write(bytes));
    }
}
