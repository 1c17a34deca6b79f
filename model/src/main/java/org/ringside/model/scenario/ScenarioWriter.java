package org.ringside.model.scenario;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.ringside.model.export.AtomicFiles;
import org.ringside.model.format.PrintableText;

/**
 * Writes a scenario as YAML in the style of the design's example: one flow-style map per
 * section, values in readable units ({@code 100us}, {@code 1Gbit}), every knob spelt out so a
 * reader sees the whole configuration, but for the knobs that follow the kernel
 * ({@link LinuxHistory}) or the driver ({@link NicDriver}), written only where they differ from
 * the file's release or driver, the NIC FIFO's size and read latency, written only for a NIC
 * with a FIFO, each qdisc's own settings only for that qdisc, {@code tcp.max_pacing_rate} only
 * where set, the CPUs, queues and mq's child only where there are several, XPS and a flow's
 * cpu, zerocopy and wait_warn only where set.
 * {@link ScenarioLoader} reads the result back to an equal scenario.
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
    /** A flow's keys written only where they differ from the table's default. */
    private static final Set<String> WRITTEN_WHERE_SET = Set.of("cpu", "zerocopy", "wait_warn");

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
        for (String key : Knobs.topLevelKeys()) {
            List<Knob> section = Knobs.section(key);
            if (key.equals("name")) {
                out.append("name: ").append(text(s.name(), false)).append('\n');
            } else if (key.equals("flows")) {
                out.append("flows:\n");
                for (Flow f : s.flows()) {
                    map(out, "  - ", flow(f));
                }
            } else if (section.isEmpty()) {
                Knob k = Knobs.get(key);
                if (written(k, s)) {
                    out.append(entry(k, k.get(s))).append('\n');
                }
            } else {
                List<String> entries = entries(section.stream().filter(k -> written(k, s)).toList(), s);
                if (key.equals("nic") && s.nic().xps().byHand()) {
                    entries.add(xps(s.nic().xps()));
                }
                if (key.equals("network")) {
                    entries.addAll(crossTraffic(s.network().crossTraffic()));
                }
                if (!entries.isEmpty()) { // a block all at its defaults (receiver) is left out
                    map(out, key + ": ", entries);
                }
            }
        }
        return out.toString();
    }

    // In mode fixed a file gives the one limit; in the other modes limit_min and limit_max.
    private static boolean written(Knob k, Scenario s) {
        boolean fixed = s.bql().mode() == BqlMode.FIXED;
        return switch (k.key()) {
            case "bql.limit" -> fixed;
            case "bql.limit_min", "bql.limit_max" -> !fixed;
            // fq_codel's keys only for fq_codel, so pfifo files stay as they were.
            case "qdisc.limit", "qdisc.flows", "qdisc.quantum", "qdisc.target", "qdisc.interval" ->
                    s.qdisc().leaf() == QdiscKind.FQ_CODEL;
            // fq's likewise, for fq only (as the root or mq's child).
            case "qdisc.fq.quantum", "qdisc.fq.initial_quantum", "qdisc.fq.flow_limit", "qdisc.fq.limit",
                    "qdisc.fq.maxrate", "qdisc.fq.horizon" -> s.qdisc().leaf() == QdiscKind.FQ;
            // SO_MAX_PACING_RATE only where set, so files without it stay as they were.
            case "tcp.max_pacing_rate" -> s.tcp().maxPacingRateBps() != 0;
            case "tcp.ecn" -> s.tcp().ecn();
            // Many queues and CPUs only where there are, so single-queue files stay as they were.
            case "qdisc.child" -> s.qdisc().kind() == QdiscKind.MQ;
            case "cpus" -> s.cpu().cpus() != 1;
            case "nic.tx_queues" -> s.nic().txQueues() != 0;
            // The FIFO's keys only for a NIC with one, so files of NICs without stay as they were.
            case "nic.fifo_bytes", "nic.dma_latency" -> s.nic().hasFifo();
            // The receiver only where it is not a current Linux host's, and the costs of ACKs, skbs
            // and MSG_ZEROCOPY only where not the defaults, so files stay as they were.
            case "receiver.gro", "receiver.delayed_ack", "receiver.quickack", "receiver.per_byte", "cpu.per_ack",
                    "cpu.per_skb", "cpu.zerocopy_per_page", "cpu.zerocopy_notify" -> k.get(s) != k.defaultValue();
            // The network only where there is a port, so files without one stay as they were.
            case "network.bottleneck.rate", "network.bottleneck.aqm" -> s.network().present();
            case "network.bottleneck.ecn" -> s.network().bottleneck().ecn();
            case "network.bottleneck.buffer" -> s.network().present() && s.network().bottleneck().bufferBytes() > 0;
            case "network.bottleneck.buffer_packets" ->
                    s.network().present() && s.network().bottleneck().bufferPackets() > 0;
            // An AQM's own settings only where they differ from the defaults.
            case "network.bottleneck.target", "network.bottleneck.interval", "network.bottleneck.red_min",
                    "network.bottleneck.red_max", "network.bottleneck.red_avpkt", "network.bottleneck.red_burst",
                    "network.bottleneck.red_probability_pct" -> s.network().present() && k.get(s) != k.defaultValue();
            // A knob that follows the kernel or the driver is left to it unless it differs, so
            // editing the kernel or the driver in the file changes them all.
            default -> LinuxHistory.of(k.key()).map(b -> b.valueAt(s.kernel()) != k.get(s))
                    .orElseGet(() -> !NicDriver.follows(k.key()) || s.nic().driver().setting(k.key(), s.kernel()) != k.get(s));
        };
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

    /** XPS set by hand, only where it is: {@code xps: { tx-0: [0, 4], tx-1: [1] }}. */
    private static String xps(Xps xps) {
        StringBuilder b = new StringBuilder("xps: {");
        String sep = " ";
        for (var e : xps.cpuMasks().entrySet()) {
            b.append(sep).append(Xps.QUEUE_PREFIX).append(e.getKey()).append(": ").append(Xps.cpuList(e.getValue()));
            sep = ", ";
        }
        return b.append(" }").toString();
    }

    /**
     * Other hosts' flows, only where there are: {@code cross_traffic: [{ kind: bulk_tcp, ... },}
     * one entry an item, so the map wraps between them; the values each in its knob's units.
     */
    private static List<String> crossTraffic(List<CrossFlow> cross) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < cross.size(); i++) {
            CrossFlow c = cross.get(i);
            List<String> e = new ArrayList<>();
            e.add("kind: " + c.kind().yamlName());
            e.add("name: " + text(c.name(), true));
            e.add("count: " + c.count());
            switch (c.kind()) {
                case BULK_TCP -> {
                    e.add("remote_rtt: " + Knobs.get("flows[].remote_rtt").format(c.remoteRttNs()));
                    e.add("congestion: " + c.congestion().yamlName());
                }
                case CBR_UDP -> {
                    e.add("rate: " + Knobs.get("network.bottleneck.rate").format(c.rateBps()));
                    e.add("size: " + c.size());
                }
                case REQUEST_RESPONSE -> {
                    e.add("remote_rtt: " + Knobs.get("flows[].remote_rtt").format(c.remoteRttNs()));
                    e.add("request: " + c.request());
                }
            }
            if (c.accessRateBps() > 0) {
                e.add("access_rate: " + Knobs.get("network.bottleneck.rate").format(c.accessRateBps()));
            }
            out.add((i == 0 ? CrossTrafficReader.KEY + ": [" : "") + "{ " + String.join(", ", e) + " }"
                    + (i + 1 == cross.size() ? "]" : ""));
        }
        return out;
    }

    private static List<String> flow(Flow f) {
        List<String> out = new ArrayList<>();
        for (Knob k : Knobs.flowKnobs(f.kind())) {
            if (k.bindsFlow()) {
                // Files of one CPU, flows that copy and flows without a wait threshold stay as they
                // were written before these keys.
                if (!(WRITTEN_WHERE_SET.contains(k.name()) && k.get(f) == k.defaultValue())) {
                    out.add(entry(k, k.get(f)));
                }
            } else if (k.name().equals("kind")) {
                out.add(entry(k, f.kind().ordinal()));
            } else if (!f.name().equals(f.kind().yamlName())) {
                out.add("name: " + text(f.name(), true));
            }
        }
        return out;
    }

    /**
     * The section's entries, a map within it ({@code fq.quantum}) as one nested flow map whose
     * entries wrap as the section's do: {@code fq: { quantum: 0}, ..., {@code horizon: 10s }}.
     */
    private static List<String> entries(List<Knob> knobs, Scenario s) {
        List<String> out = new ArrayList<>();
        String open = "";
        for (Knob k : knobs) {
            String entry = entry(k, k.get(s));
            int dot = k.name().indexOf('.');
            String inner = dot < 0 ? "" : k.name().substring(0, dot);
            if (!inner.equals(open) && !open.isEmpty()) {
                out.set(out.size() - 1, out.get(out.size() - 1) + " }");
            }
            if (!inner.isEmpty()) {
                entry = (inner.equals(open) ? "" : inner + ": { ") + entry.substring(dot + 1);
            }
            open = inner;
            out.add(entry);
        }
        if (!open.isEmpty()) {
            out.set(out.size() - 1, out.get(out.size() - 1) + " }");
        }
        return out;
    }

    private static String entry(Knob k, long value) {
        String v = k.format(value);
        // A release such as 4.20 is a word, not a number that a YAML reader would make 4.2; a
        // CPU's number reads back as itself.
        boolean quote = k.kind() == KnobKind.CHOICE && !PLAIN.matcher(v).matches() && !v.matches("[0-9]+");
        return k.name() + ": " + (quote ? '"' + v + '"' : v);
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
                    } else if (printable(c) && PrintableText.escape(c) == null) {
                        b.append(c);
                    } else {
                        // Also the marks that reorder text: the name reads back the same, and the
                        // file shown on a terminal reverses nothing.
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
