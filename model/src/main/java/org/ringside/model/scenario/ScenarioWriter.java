package org.ringside.model.scenario;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.ringside.model.export.AtomicFiles;

/**
 * Writes a scenario as YAML in the style of the design's example: one flow-style map per
 * section, values in readable units ({@code 100us}, {@code 1Gbit}), every knob spelt out so a
 * reader sees the whole configuration. {@link ScenarioLoader} reads the result back to an equal
 * scenario.
 *
 * <p>A flow's name is left out when it is its kind (the default), and so are the keys a flow's
 * kind does not use (see {@link Knobs#flowKeys(FlowKind)}): values there are not kept.
 */
public final class ScenarioWriter {
    /** Lines are wrapped before this column. */
    static final int WIDTH = 100;

    // Text safe to write unquoted anywhere: starts with a letter, no YAML indicators.
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z][A-Za-z0-9 _.+\\-/()%=]*");
    private static final Pattern PLAIN_IN_BLOCK = Pattern.compile("[A-Za-z][A-Za-z0-9 _.,+\\-/()%=]*");
    // Words a YAML 1.1 reader would take for a boolean or null rather than text.
    private static final Pattern RESERVED = Pattern.compile("y|n|yes|no|true|false|on|off|null");

    private ScenarioWriter() {
    }

    /**
     * The scenario as YAML text.
     *
     * @throws IllegalArgumentException if the scenario is not valid (it could not be read back)
     */
    public static String toYaml(Scenario s) {
        ScenarioValidator.requireValid(s);
        StringBuilder out = new StringBuilder();
        out.append("name: ").append(text(s.name(), false)).append('\n');
        out.append("duration: ").append(Units.formatDuration(s.durationNs())).append('\n');
        out.append("seed: ").append(s.seed()).append('\n');
        map(out, "link: ", List.of(entry("link.rate", s.link().rateBps())));
        Nic n = s.nic();
        map(out, "nic: ", List.of(entry("nic.ring_size", n.ringSize()), entry("nic.max_desc_bytes", n.maxDescBytes()),
                entry("nic.mtu", n.mtu()), entry("nic.tso", n.tso() ? 1 : 0), entry("nic.gso", n.gso() ? 1 : 0),
                entry("nic.tx_checksum", n.txChecksum() ? 1 : 0), entry("nic.gso_max_size", n.gsoMaxSize()),
                entry("nic.tx_usecs", n.txUsecsNs()), entry("nic.tx_frames", n.txFrames()),
                entry("nic.napi_budget", n.napiBudget()), entry("nic.doorbell", n.doorbell().ordinal()),
                entry("nic.dispatch_limit", n.dispatchLimit())));
        map(out, "bql: ", bql(s.bql()));
        Qdisc q = s.qdisc();
        map(out, "qdisc: ", List.of(entry("qdisc.kind", q.kind().ordinal()), entry("qdisc.txqueuelen", q.txqueuelen()),
                entry("qdisc.drain_budget_bytes", q.drainBudgetBytes())));
        out.append("sample_interval: ").append(Units.formatDuration(s.sampleIntervalNs())).append('\n');
        Cpu c = s.cpu();
        map(out, "cpu: ", List.of(entry("cpu.per_packet", c.perPacketNs()), entry("cpu.per_segment", c.perSegmentNs()),
                entry("cpu.doorbell", c.doorbellNs()), entry("cpu.per_completion", c.perCompletionNs()),
                entry("cpu.pktgen_per_packet", c.pktgenPerPacketNs())));
        out.append("flows:\n");
        for (Flow f : s.flows()) {
            map(out, "  - ", flow(f));
        }
        return out.toString();
    }

    /**
     * Saves the scenario through a temporary file and a rename, so a reader never sees half a file.
     *
     * @throws IllegalArgumentException if the scenario is not valid
     */
    public static void save(Scenario s, Path file) throws IOException {
        String yaml = toYaml(s);
        AtomicFiles.writeText(file, w -> w.write(yaml));
    }

    private static List<String> bql(Bql b) {
        String hold = "hold_time: " + Units.formatDuration(b.holdTimeMs() * Units.MS);
        String mode = entry("bql.mode", b.mode().ordinal());
        if (b.mode() == BqlMode.FIXED) {
            return List.of(mode, entry("bql.limit", b.limit()), hold);
        }
        return List.of(mode, entry("bql.limit_min", b.limitMin()), entry("bql.limit_max", b.limitMax()), hold);
    }

    private static List<String> flow(Flow f) {
        List<String> out = new ArrayList<>();
        for (String key : Knobs.flowKeys(f.kind())) {
            String k = Knobs.FLOWS + "." + key;
            switch (key) {
                case "kind" -> out.add(entry(k, f.kind().ordinal()));
                case "name" -> {
                    if (!f.name().equals(f.kind().yamlName())) {
                        out.add("name: " + text(f.name(), true));
                    }
                }
                case "count" -> out.add(entry(k, f.count()));
                case "priority" -> out.add(entry(k, f.priority().ordinal()));
                case "remote_rtt" -> out.add(entry(k, f.remoteRttNs()));
                case "request" -> out.add(entry(k, f.request()));
                case "size" -> out.add(entry(k, f.size()));
                case "interval" -> out.add(entry(k, f.intervalNs()));
                default -> throw new IllegalStateException("flow key " + key + " has no writer");
            }
        }
        return out;
    }

    private static String entry(String knobKey, long value) {
        Knob k = Knobs.get(knobKey);
        return k.name() + ": " + k.format(value);
    }

    /** {@code head{ a: 1, b: 2 }}, wrapped before {@link #WIDTH} with continuation lines aligned. */
    private static void map(StringBuilder out, String head, List<String> entries) {
        String indent = " ".repeat(head.length() + 2);
        StringBuilder line = new StringBuilder(head).append("{ ");
        for (int i = 0; i < entries.size(); i++) {
            String item = entries.get(i) + (i + 1 < entries.size() ? "," : " }");
            if (line.length() > indent.length() && line.length() + 1 + item.length() > WIDTH) {
                out.append(line.toString().stripTrailing()).append('\n');
                line = new StringBuilder(indent);
            } else if (line.length() > indent.length()) {
                line.append(' ');
            }
            line.append(item);
        }
        out.append(line).append('\n');
    }

    /** Text as a YAML scalar: plain when that reads back as the same text, else double-quoted. */
    static String text(String s, boolean inFlowMap) {
        boolean plain = (inFlowMap ? PLAIN : PLAIN_IN_BLOCK).matcher(s).matches()
                && !s.endsWith(" ") && !s.contains("  ")
                && !RESERVED.matcher(s.toLowerCase(Locale.ROOT)).matches();
        return plain ? s : quoted(s);
    }

    private static String quoted(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                        b.append(c).append(s.charAt(++i)); // a whole supplementary character
                    } else if (printable(c)) {
                        b.append(c);
                    } else {
                        b.append(String.format("\\u%04X", (int) c));
                    }
                }
            }
        }
        return b.append('"').toString();
    }

    // YAML's printable set (in UTF-16 units), less the characters a YAML reader treats as line
    // breaks or a byte order mark.
    private static boolean printable(char c) {
        return (c >= 0x20 && c <= 0x7E) || (c >= 0xA0 && c <= 0xD7FF && c != 0x2028 && c != 0x2029)
                || (c >= 0xE000 && c <= 0xFFFD && c != 0xFEFF);
    }
}
