package org.ringside.model.host;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.ringside.model.scenario.QdiscKind;

/**
 * What a host's file did not show: for each command import reads, the knobs it gives that no line
 * set, and why (the command missing from the file, failed with its words, or silent on them). Such
 * a knob is the model's default, and the notes say so: nothing is taken as the host's that the
 * host did not print.
 */
final class Unread {
    /** The words of a tool's or the shell's failure, as they print them. */
    private static final List<String> FAILURES = List.of("not found", "Operation not supported", "Permission denied",
            "No such", "Cannot ", "netlink error", "Operation not permitted", "command not found");

    /**
     * A command import reads and the knobs it gives.
     *
     * @param command the command as notes name it
     * @param find its section in a file
     * @param keys the knobs it gives
     */
    private record Source(String command, Function<HostReport, Optional<HostReport.Section>> find, List<String> keys) {
        /** A sysctl's line says for itself what became of its value. */
        boolean readIfPrinted() {
            return command.startsWith("sysctl ");
        }
    }

    private static final List<Source> SOURCES = List.of(
            source("uname -r", List.of("kernel"), "uname", "-r"),
            source("nproc", List.of("cpus"), "nproc"),
            source("ethtool -g", List.of("nic.ring_size"), "ethtool", "-g"),
            source("ethtool -c", List.of("nic.tx_usecs"), "ethtool", "-c"),
            source("ethtool -k", List.of("nic.tso", "nic.gso", "nic.tx_checksum"), "ethtool", "-k"),
            new Source("ethtool IFACE", r -> r.sections().stream()
                    .filter(s -> s.words().size() == 2 && s.words().get(0).equals("ethtool")).findFirst(),
                    List.of("link.rate")),
            source("ip -d link show", List.of("nic.mtu", "qdisc.txqueuelen"), "ip", "-d", "link"),
            source("tc -s qdisc show", List.of("qdisc.kind", "qdisc.child"), "tc", "-s", "qdisc"),
            sysctl("net.core.default_qdisc", "qdisc.child"),
            sysctl("net.ipv4.tcp_congestion_control", "tcp.congestion"),
            sysctl("net.ipv4.tcp_limit_output_bytes", "tcp.limit_output_bytes"),
            sysctl("net.ipv4.tcp_wmem", "tcp.wmem_max"));

    private Unread() {
    }

    private static Source source(String command, List<String> keys, String... words) {
        return new Source(command, r -> r.find(words), keys);
    }

    private static Source sysctl(String key, String knob) {
        return new Source("sysctl " + key, r -> r.find("sysctl", key)
                .or(() -> r.find("cat", "/proc/sys/" + key.replace('.', '/'))), List.of(knob));
    }

    /** Whether a line is a tool's or the shell's failure ({@code tc: command not found}). */
    static boolean failed(String line) {
        return FAILURES.stream().anyMatch(line::contains);
    }

    /** The failure's words in a section's output, if it failed: its first line that says so. */
    static Optional<String> failure(HostReport.Section s) {
        return s.lines().stream().filter(Unread::failed).map(String::strip).findFirst();
    }

    /**
     * A knob no line set.
     *
     * @param key the knob's key
     * @param why {@code 'ethtool -g eth0' failed (netlink error: Operation not supported)}, or
     *     that the command is not in the file or did not show it
     * @param saidOnALine a line of the command's output says why already (a qdisc not modelled)
     */
    record Knob(String key, String why, boolean saidOnALine) {
    }

    /** Each knob a command gives that no line set, with why; a command the host refused says so. */
    static List<Knob> of(HostReport report, Draft d) {
        List<Knob> out = new ArrayList<>();
        for (Source source : SOURCES) {
            Optional<HostReport.Section> s = source.find().apply(report);
            for (String key : source.keys()) {
                // mq's child is a setting only under mq.
                if (key.equals("qdisc.child") && d.scenario().qdisc().kind() != QdiscKind.MQ) {
                    continue;
                }
                // A knob set from another command's line (mq from the queues' count) is still one
                // whose own command failed: the host cannot set it either.
                boolean taken = d.taken().containsKey(key);
                if (taken && (s.isEmpty() || failure(s.get()).isEmpty())) {
                    continue;
                }
                if (s.isEmpty()) {
                    out.add(new Knob(key, "no '" + source.command() + "' in the file", false));
                    continue;
                }
                HostReport.Section section = s.get();
                Optional<String> failed = failure(section);
                if (failed.isEmpty() && source.readIfPrinted() && section.lines().stream().anyMatch(l -> !l.isBlank())) {
                    continue;
                }
                boolean said = IntStream.rangeClosed(section.line() + 1, section.line() + section.lines().size())
                        .anyMatch(n -> d.reason(n).isPresent());
                out.add(new Knob(key, failed.map(words -> "'" + section.command() + "' failed (" + words + ")")
                        .orElse("'" + section.command() + "' printed no such setting"), said && failed.isEmpty()));
            }
        }
        return out;
    }

    /**
     * One note per reason that left knobs unread, with each knob as it stands, the model's
     * default; none where a line of the command's output says why already.
     */
    static List<HostImport.Note> notes(List<Knob> unread, Draft d, String wifi) {
        Map<String, StringBuilder> byWhy = new LinkedHashMap<>();
        for (Knob k : unread) {
            if (!k.saidOnALine()) {
                StringBuilder b = byWhy.computeIfAbsent(k.why(), w -> new StringBuilder());
                b.append(b.length() == 0 ? "" : "; ").append(d.standing(k.key()))
                        .append(k.key().equals("link.rate") ? wifi : "");
            }
        }
        return byWhy.entrySet().stream().map(e -> new HostImport.Note(0, "", e.getKey() + ": " + e.getValue(), true))
                .toList();
    }
}
