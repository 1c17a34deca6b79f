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
import java.util.List;
import java.util.Optional;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;

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
        return fromString(textOf(file), file.toString());
    }

    /**
     * The text of a file read as scenario files are (at most {@link InputLimits#SCENARIO_BYTES},
     * UTF-8), or why it cannot be, as a scenario's message: for files that hold scenarios, such
     * as a classroom setup.
     */
    public static String textOf(Path file) throws ScenarioException {
        String source = file.toString();
        byte[] bytes;
        try {
            bytes = InputLimits.readAtMost(file, InputLimits.SCENARIO_BYTES);
        } catch (NoSuchFileException e) {
            throw new ScenarioException(source, 1, new Problem("file", "no such file", ""));
        } catch (AccessDeniedException e) {
            throw new ScenarioException(source, 1, new Problem("file", "cannot be read: permission denied", ""));
        } catch (IOException e) {
            throw new ScenarioException(source, 1, new Problem("file", "cannot be read: "
                    + (Files.isDirectory(file) ? "it is a folder" : String.valueOf(e.getMessage())), ""));
        }
        if (bytes == null) {
            throw new ScenarioException(source, 1, new Problem("file", "larger than a scenario may be",
                    "at most " + InputLimits.size(InputLimits.SCENARIO_BYTES)));
        }
        return decode(bytes, source);
    }

    /**
     * Reads a pair file: A and B, when the file has a {@code compare:} block; empty for a plain
     * scenario. Messages name the path as given.
     */
    public static Optional<ScenarioPair> pairFromFile(Path file) throws ScenarioException {
        return pairFromString(textOf(file), file.toString());
    }

    /** Reads pair text as {@link #pairFromFile} does. */
    public static Optional<ScenarioPair> pairFromString(String yaml, String sourceName) throws ScenarioException {
        return read(yaml, sourceName).pair();
    }

    /**
     * Reads scenario text.
     *
     * @param sourceName the name messages use for the text, e.g. a file name; without a
     *     {@code name} key the scenario is named after it
     */
    public static Scenario fromString(String yaml, String sourceName) throws ScenarioException {
        return read(yaml, sourceName).a();
    }

    /** A file's scenario and, for a pair file, its pair (whose A it is). */
    private record Read(Scenario a, Optional<ScenarioPair> pair) {
    }

    private static Read read(String yaml, String sourceName) throws ScenarioException {
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
        if (!(root instanceof MappingNode top) || CompareBlock.entries(top).isEmpty()) {
            return new Read(new ScenarioReader(sourceName, defaultName(sourceName)).read(root), Optional.empty());
        }
        List<NodeTuple> blocks = CompareBlock.entries(top);
        if (blocks.size() > 1) {
            throw new ScenarioException(sourceName, YamlDocument.line(blocks.get(1).getKeyNode()),
                    new Problem(CompareBlock.KEY, "given twice (first on line "
                            + YamlDocument.line(blocks.get(0).getKeyNode()) + ")", "each key once"));
        }
        MappingNode aRoot = CompareBlock.without(top);
        Scenario a = new ScenarioReader(sourceName, defaultName(sourceName)).read(aRoot);
        Node block = blocks.get(0).getValueNode();
        if (!(block instanceof MappingNode overrides)) {
            throw new ScenarioException(sourceName, YamlDocument.line(block), new Problem(CompareBlock.KEY,
                    "expected a map of B's settings, got " + YamlDocument.describe(block),
                    "a map of " + String.join(", ", Knobs.topLevelKeys())));
        }
        Scenario b;
        try {
            b = new ScenarioReader(sourceName, a.name()).read(CompareBlock.merged(aRoot, overrides));
        } catch (ScenarioException e) {
            Problem p = e.problem();
            throw new ScenarioException(sourceName, e.line(),
                    new Problem(CompareBlock.KEY + "." + p.key(), p.what(), p.allowed()));
        }
        if (!CompareBlock.names(overrides)) {
            b = b.withName(bName(a.name())); // without a name of its own, B is A's marked B
        }
        return new Read(a, Optional.of(ScenarioPair.of(a, b)));
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

    /** B's name when the compare block gives none: A's, marked B, within the name's length. */
    static String bName(String aName) {
        String mark = " (B)";
        int max = (int) Knobs.get("name").max() - mark.length();
        String head = aName.codePointCount(0, aName.length()) <= max ? aName
                : aName.substring(0, aName.offsetByCodePoints(0, max));
        return head + mark;
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
