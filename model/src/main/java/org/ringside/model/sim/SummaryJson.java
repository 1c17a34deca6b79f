package org.ringside.model.sim;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.ringside.model.export.AtomicFiles;

/** The run summary as JSON (stable keys in snake_case, indented, one trailing newline). */
public final class SummaryJson {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private SummaryJson() {
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

    /** Writes the summary to {@code target} through a temporary file and a rename. */
    public static void write(RunSummary summary, Path target) throws IOException {
        byte[] bytes = toJson(summary).getBytes(StandardCharsets.UTF_8);
        AtomicFiles.write(target, out -> out.write(bytes));
    }
}
