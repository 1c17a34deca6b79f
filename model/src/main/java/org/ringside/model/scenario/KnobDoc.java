package org.ringside.model.scenario;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.ringside.model.export.AtomicFiles;

/**
 * Renders the knob table as the Markdown reference of the scenario format, so the
 * documentation cannot drift from what the loader accepts. The reference sits in the format
 * document between {@link #BEGIN} and {@link #END}; {@link #main} rewrites that block.
 */
public final class KnobDoc {
    /** The line before the generated reference. */
    public static final String BEGIN = "<!-- knob table: generated from Knobs, do not edit by hand -->";
    /** The line after it. */
    public static final String END = "<!-- end of knob table -->";

    // Ranges that depend on other knobs, as ScenarioValidator checks them.
    static final Map<String, String> BOUND_BY_OTHERS = Map.of(
            "nic.ring_size", "8 to 16384 (with a driver, its own range), and at least the wake level",
            "nic.gso_max_size", "MTU to 65536",
            "bql.hold_time", "0s to 3600s, whole ms",
            "flows[].request", "1 to MTU - " + (Headers.TCP_IP + Tcp.TIMESTAMP_OPTION),
            "flows[].size", "udp_cbr: 1 to MTU - " + Headers.UDP_IP + "; pktgen: " + Headers.PKTGEN_MIN_SIZE
                    + " to MTU + " + Headers.ETHERNET);

    private KnobDoc() {
    }

    /**
     * One Markdown table row per knob: key, type, unit, default, range, how a change reaches a
     * running simulation, meaning, Linux command.
     */
    public static String referenceTable() {
        StringBuilder b = new StringBuilder();
        b.append("| key | type | unit | default | range | applies | meaning | Linux command |\n");
        b.append("|---|---|---|---|---|---|---|---|\n");
        for (Knob k : Knobs.all()) {
            b.append("| `").append(k.key()).append("` | ")
                    .append(k.kind().typeName()).append(" | ")
                    .append(cell(unit(k))).append(" | ")
                    .append(cell(k.defaultText())).append(" | ")
                    .append(cell(range(k))).append(" | ")
                    .append(k.apply().words()).append(" | ")
                    .append(cell(k.tooltip())).append(" | ")
                    .append(k.hasLinuxCommand() ? "`" + k.linuxCommand().replace("|", "\\|") + "`" : "none")
                    .append(" |\n");
        }
        return b.toString();
    }

    /**
     * What goes between {@link #BEGIN} and {@link #END}: the reference, the keys per flow kind
     * and how a pair file's {@code compare:} block reads.
     */
    public static String generatedBlock() {
        return referenceTable() + "\n" + flowKindTable() + "\n" + compareSection();
    }

    /** How a pair file gives B: the {@code compare:} block, the same keys written over A's. */
    public static String compareSection() {
        String key = CompareBlock.KEY;
        return "### A and B in one file: `" + key + ":`\n\n"
                + "A scenario with a `" + key + ":` block is a pair file: A is the file without the block, B is\n"
                + "the file with the block's keys written over it. The block takes the same keys as the top\n"
                + "level (" + String.join(", ", Knobs.topLevelKeys().stream().map(k -> "`" + k + "`").toList())
                + "), checked the\nsame way; a mistake inside it is reported at its own line under `" + key
                + ".`, e.g.\n`lab.yaml:9: " + key + ".nic.ring_sise: unknown key, did you mean ring_size?`.\n\n"
                + "- A map merges key by key: `" + key + ": { nic: { ring_size: 64 } }` keeps A's other NIC keys.\n"
                + "- A list (`flows`) or a single value replaces A's.\n"
                + "- A `bql` map that names a `mode` replaces A's BQL keys, since the keys BQL takes depend on its\n"
                + "  mode.\n"
                + "- `kernel` and `nic.driver` set what follows them in B, and A's own keys are then written\n"
                + "  over, as in any file.\n"
                + "- Without a `name`, B is A's name followed by ` (B)`.\n\n"
                + "```yaml\n"
                + "name: BQL off\n"
                + "bql: { mode: \"off\" }\n"
                + "flows: [ { kind: bulk_tcp, count: 10 }, { kind: request_response, priority: interactive } ]\n"
                + key + ": { name: BQL on, bql: { mode: auto } }\n"
                + "```\n\n"
                + "A plain scenario has no pair. Read as one scenario, a pair file is its A;\n"
                + "`ringside run PAIR.yaml` runs both, as `ringside run A.yaml --vs B.yaml`\n"
                + "does for two files; `ringside PAIR.yaml` and File → Open open the window on both, in lanes A\n"
                + "and B. The shipped pairs are in `assets/scenarios/pairs/`, listed in its `index.txt` in the\n"
                + "order of the window's Scenario → Pairs menu.\n";
    }

    /** Which per-flow keys each flow kind reads. */
    public static String flowKindTable() {
        StringBuilder b = new StringBuilder("| flow kind | keys it reads |\n|---|---|\n");
        for (FlowKind kind : FlowKind.values()) {
            b.append("| `").append(kind.yamlName()).append("` | ")
                    .append(String.join(", ", Knobs.flowKeys(kind).stream().map(k -> "`" + k + "`").toList()))
                    .append(" |\n");
        }
        return b.toString();
    }

    /** The document with its generated block replaced by the current tables. */
    public static String withCurrentTable(String doc) {
        int begin = doc.indexOf(BEGIN);
        int end = doc.indexOf(END);
        if (begin < 0 || end < begin) {
            throw new IllegalArgumentException("the document has no generated knob table block");
        }
        return doc.substring(0, begin) + BEGIN + "\n\n" + generatedBlock() + "\n" + doc.substring(end);
    }

    /** Rewrites the knob table block of the format document given as the only argument. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: KnobDoc docs/scenario-format.md");
        }
        Path doc = Path.of(args[0]);
        String updated = withCurrentTable(Files.readString(doc, StandardCharsets.UTF_8));
        AtomicFiles.writeText(doc, w -> w.write(updated));
    }

    private static String unit(Knob k) {
        if (k.kind() == KnobKind.COUNT || k.kind() == KnobKind.INTEGER) {
            return "";
        }
        return k.kind().units();
    }

    private static String range(Knob k) {
        String bound = BOUND_BY_OTHERS.get(k.key());
        if (bound != null) {
            return bound;
        }
        return switch (k.kind()) {
            case BOOLEAN -> "true, false";
            case CHOICE -> k.choices().size() > Knob.LONGEST_LISTED ? k.allowed() : String.join(" | ", k.choices());
            case TEXT -> k.min() + " to " + k.max() + " characters";
            default -> k.allowed();
        };
    }

    private static String cell(String s) {
        return s.replace("|", "\\|");
    }
}
