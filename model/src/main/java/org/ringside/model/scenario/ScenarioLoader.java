package org.ringside.model.scenario;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.yaml.snakeyaml.nodes.Node;

/**
 * Reads scenario files (the YAML format of the design: every knob optional, durations and rates
 * with units, see {@code docs/scenario-format.md}) and checks them. Any problem becomes a
 * {@link ScenarioException} whose message is one line: {@code FILE:LINE: key: what is wrong
 * (allowed: ...)}.
 */
public final class ScenarioLoader {
    private ScenarioLoader() {
    }

    /** Reads a scenario file; messages name the path as given. */
    public static Scenario fromFile(Path file) throws ScenarioException {
        String source = file.toString();
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new ScenarioException(source, 1, new Problem("file", "no such file", ""));
        } catch (AccessDeniedException e) {
            throw new ScenarioException(source, 1, new Problem("file", "cannot be read: permission denied", ""));
        } catch (IOException e) {
            throw new ScenarioException(source, 1, new Problem("file", "cannot be read: "
                    + (Files.isDirectory(file) ? "it is a folder" : String.valueOf(e.getMessage())), ""));
        }
        return fromString(decode(bytes, source), source);
    }

    /**
     * Reads scenario text.
     *
     * @param sourceName the name messages use for the text, e.g. a file name; without a
     *     {@code name} key the scenario is named after it
     */
    public static Scenario fromString(String yaml, String sourceName) throws ScenarioException {
        String text = yaml.startsWith("\uFEFF") ? yaml.substring(1) : yaml;
        Node root;
        try {
            root = YamlDocument.parse(text);
        } catch (YamlDocument.SyntaxException e) {
            throw new ScenarioException(sourceName, e.line(), new Problem("yaml", e.getMessage(), ""));
        }
        if (root == null || YamlDocument.isNull(root)) {
            throw new ScenarioException(sourceName, 1, new Problem("file", "empty",
                    "a map of " + String.join(", ", Knobs.topLevelKeys())));
        }
        return new ScenarioReader(sourceName, defaultName(sourceName)).read(root);
    }

    /** Reads a scenario from the class path, e.g. {@code scenarios/default-1gbe.yaml}. */
    public static Scenario fromResource(String resource) throws ScenarioException {
        return fromResource(ScenarioLoader.class.getClassLoader(), resource);
    }

    /** Reads a scenario from a class loader's resources. */
    public static Scenario fromResource(ClassLoader loader, String resource) throws ScenarioException {
        String path = resource.startsWith("/") ? resource.substring(1) : resource;
        try (InputStream in = loader.getResourceAsStream(path)) {
            if (in == null) {
                throw new ScenarioException(resource, 1, new Problem("file", "no such resource", ""));
            }
            return fromString(decode(in.readAllBytes(), resource), resource);
        } catch (IOException e) {
            throw new ScenarioException(resource, 1, new Problem("file", "cannot be read: " + e.getMessage(), ""));
        }
    }

    /** The name a scenario gets when its file has no {@code name}: the file name without .yaml. */
    static String defaultName(String source) {
        String base = source.substring(Math.max(source.lastIndexOf('/'), source.lastIndexOf('\\')) + 1);
        base = base.replaceFirst("\\.(yaml|yml)$", "").strip();
        if (base.isEmpty()) {
            return "scenario";
        }
        int max = (int) Knobs.get("name").max();
        return base.codePointCount(0, base.length()) <= max ? base : base.substring(0, base.offsetByCodePoints(0, max));
    }

    private static String decode(byte[] bytes, String source) throws ScenarioException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            // Count the lines before the first bad byte so the author can find it.
            int line = 1;
            for (int i = 0; i < in.position(); i++) {
                if (bytes[i] == '\n') {
                    line++;
                }
            }
            throw new ScenarioException(source, line, new Problem("file", "is not UTF-8 text", ""));
        }
        decoder.flush(out);
        return out.flip().toString();
    }
}
