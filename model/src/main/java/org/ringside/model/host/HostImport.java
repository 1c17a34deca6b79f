package org.ringside.model.host;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringside.model.format.PrintableText;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Problem;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioValidator;
import org.ringside.model.scenario.ScenarioWriter;

/**
 * A scenario from what the collect script gathered on a host ({@link HostReport}): the release,
 * the driver (the closest modelled one), CPUs, queues, ring, coalescing, offloads, MTU, queue
 * length, qdisc, sysctls, BQL and XPS, each read where the tools print it. Every line that did
 * not go into the scenario is a {@link Note} saying why; nothing in a well-formed file is fatal.
 */
public final class HostImport {
    private static final List<String> SYSCTLS = List.of("net.core.default_qdisc", "net.ipv4.tcp_congestion_control",
            "net.ipv4.tcp_limit_output_bytes", "net.ipv4.tcp_wmem", "net.core.dev_weight");

    private HostImport() {
    }

    /**
     * Something said about the file: a line not used and why, or how a line was taken.
     *
     * @param line the file's line from 1, or 0 for the file as a whole
     * @param text the line as it was ("" for the file as a whole)
     * @param reason why it was not used, or how it was taken
     * @param matters false for a line that is no setting the model could take (a counter, the
     *     receive side, a feature it does not have): listed only when every line is asked for
     */
    public record Note(int line, String text, String reason, boolean matters) {
        /** A note that matters. */
        public Note(int line, String text, String reason) {
            this(line, text, reason, true);
        }

        /**
         * {@code LINE: 'TEXT': REASON}, or the reason alone for the file as a whole, with the
         * file's control and text-reversing characters escaped.
         */
        @Override
        public String toString() {
            return PrintableText.of(line == 0 ? reason : line + ": '" + text.strip() + "': " + reason);
        }
    }

    /**
     * A setting the scenario took from the file.
     *
     * @param key the knob's key, {@code nic.ring_size}
     * @param value its value as a scenario file writes it
     * @param line the file's line it was (last) set from, from 1
     * @param command the command whose output that line is, {@code ethtool -g eth0}
     */
    public record Taken(String key, String value, int line, String command) {
        /** {@code KEY VALUE — COMMAND}, e.g. {@code nic.ring_size 256 — ethtool -g eth0}. */
        @Override
        public String toString() {
            return key + " " + value + " — " + command;
        }
    }

    /**
     * The scenario and what was said about the file.
     *
     * @param scenario valid, named after the host's interface and driver
     * @param source the file's name, as messages give it
     * @param hostDriver the driver {@code ethtool -i} named, "" when none did
     * @param taken the settings taken, in the file's order
     * @param notes in the file's order, the file as a whole last
     * @param unread each knob the host's tools should have shown and did not, by key, with why
     *     ({@code 'ethtool -g eth0' failed (netlink error: Operation not supported)}): the
     *     scenario has the model's default there
     * @param adaptive the host moderates its TX interrupts adaptively in a way the model has not
     *     (ixgbe's rx-usecs 1), where the scenario's moderation is fixed; mlx5's DIM is the
     *     scenario's {@code nic.adaptive_tx}
     */
    public record Imported(Scenario scenario, String source, String hostDriver, List<Taken> taken, List<Note> notes,
            Map<String, String> unread, boolean adaptive) {
        public Imported {
            taken = List.copyOf(taken);
            notes = List.copyOf(notes);
            unread = Map.copyOf(unread);
        }

        /** Each note as {@code ringside import} lists it on standard error: {@code host.txt:12: 'TEXT': REASON}. */
        public List<String> left() {
            return notes.stream().map(this::line).toList();
        }

        /** The notes that matter, as {@link #left()} gives them: every line but those that are no setting. */
        public List<String> leftThatMatter() {
            return notes.stream().filter(Note::matters).map(this::line).toList();
        }

        private String line(Note n) {
            return PrintableText.of(source) + (n.line() == 0 ? ": " : ":") + n;
        }

        /**
         * True when the scenario's driver profile is the host's own driver (mlx5 for the module
         * mlx5_core), false when one stands in for it or the file names none.
         */
        public boolean hostDriverModelled() {
            return !hostDriver.isEmpty() && DriverMatch.of(hostDriver).note().isEmpty();
        }

        /** The scenario file, under a comment saying where it came from. */
        public String yaml() {
            // The file keeps the host's own driver, which nic.driver cannot name when it is not modelled.
            String note = hostDriver.isEmpty() ? "" : DriverMatch.of(hostDriver).note();
            String standIn = note.isEmpty() ? "" : "# The host's driver: " + PrintableText.of(note) + ".\n";
            return "# Made by 'ringside import' from " + PrintableText.of(source)
                    + ": the host's settings where the model has them.\n"
                    + standIn + ScenarioWriter.toYaml(scenario);
        }
    }

    /** The traffic an imported scenario gets unless told another: one bulk stream and a request/response flow. */
    public static List<Flow> defaultFlows() {
        return List.of(Flow.defaults(FlowKind.BULK_TCP), Flow.defaults(FlowKind.REQUEST_RESPONSE));
    }

    /**
     * Reads a host's file into a scenario with {@code flows} as its traffic.
     *
     * @throws IllegalArgumentException when the flows do not fit the host (a flow pinned to a CPU
     *     it has not), with the validator's words
     */
    public static Imported read(HostReport report, List<Flow> flows) {
        Draft d = new Draft(Scenario.defaults().withFlows(flows));
        List<Note> whole = new ArrayList<>();
        report.find("uname", "-r").ifPresent(s -> SystemReading.release(s, d));
        String hostDriver = report.find("ethtool", "-i").map(s -> driver(s, d)).orElse("");
        if (hostDriver.isEmpty()) {
            whole.add(new Note(0, "", "no driver named (ethtool -i gives it): " + d.standing("nic.driver") + " stands"));
        }
        queues(report, d, whole);
        report.find("nproc").ifPresent(s -> SystemReading.cpus(s, d));
        report.find("ethtool", "-g").ifPresent(s -> EthtoolReading.rings(s, d));
        report.find("ethtool", "-c").ifPresent(s -> EthtoolReading.coalescing(s, d));
        report.find("ethtool", "-k").ifPresent(s -> EthtoolReading.features(s, d));
        report.sections().stream().filter(s -> s.words().size() == 2 && s.words().get(0).equals("ethtool")).findFirst()
                .ifPresent(s -> EthtoolReading.settings(s, d));
        report.find("ip", "-d", "link").ifPresent(s -> LinkReading.link(s, d));
        report.find("tc", "-s", "qdisc").ifPresent(s -> LinkReading.qdisc(s, d));
        for (String key : SYSCTLS) {
            report.find("sysctl", key).or(() -> report.find("cat", "/proc/sys/" + key.replace('.', '/')))
                    .ifPresent(s -> SystemReading.sysctl(key, s, d));
        }
        List<QueueReading.QueueFile> files = QueueReading.files(report);
        QueueReading.bql(files, d).ifPresent(n -> whole.add(new Note(0, "", n)));
        QueueReading.xps(files, d);
        Optional<Problem> bad = ScenarioValidator.firstProblem(d.scenario());
        if (bad.isPresent()) {
            throw new IllegalArgumentException(bad.get().toString());
        }
        String iface = report.find("ip", "-d", "link").map(s -> s.words().get(s.words().size() - 1)).orElse("the host");
        Scenario named = d.scenario().withName(iface + " of a host (" + (hostDriver.isEmpty() ? "unknown driver" : hostDriver)
                + ", Linux " + d.scenario().kernel() + ")");
        List<Unread.Knob> unread = Unread.of(report, d);
        String wifi = DriverMatch.isWifi(hostDriver) ? " (a Wi-Fi link has no wire's rate: the radio's changes with"
                + " the signal)" : "";
        whole.addAll(0, Unread.notes(unread, d, wifi));
        List<Note> notes = lineNotes(report, d);
        report.cutOff().ifPresent(c -> notes.add(new Note(c.line(), c.text(), "the file ends in the middle of this line:"
                + " it was cut off here, so the line is not read, and what the script prints after it is missing")));
        notes.addAll(whole);
        Map<String, String> why = new java.util.LinkedHashMap<>();
        unread.forEach(k -> why.putIfAbsent(k.key(), k.why()));
        if (files.stream().noneMatch(f -> f.name().equals("xps_cpus"))) {
            why.put(HostFit.XPS, "no queue's xps_cpus in the file");
        }
        return new Imported(named, report.source(), hostDriver, taken(report, d.taken(), named), notes, why,
                d.isAdaptive());
    }

    /** The knobs set from the file, each with its final value and its line's command, in the file's order. */
    private static List<Taken> taken(HostReport report, Map<String, Integer> from, Scenario s) {
        List<Knob> table = Knobs.all();
        return from.entrySet().stream()
                .sorted(Comparator.comparing((Map.Entry<String, Integer> e) -> e.getValue())
                        .thenComparing(e -> table.indexOf(Knobs.get(e.getKey()))))
                .map(e -> {
                    Knob k = Knobs.get(e.getKey());
                    return new Taken(k.key(), k.format(k.get(s)), e.getValue(), report.commandAt(e.getValue()));
                }).toList();
    }

    private static String driver(HostReport.Section section, Draft d) {
        for (int i = 0; i < section.lines().size(); i++) {
            int n = section.line() + 1 + i;
            String line = section.lines().get(i);
            if (Lines.key(line).filter("driver"::equals).isPresent()) {
                String name = Lines.value(line);
                DriverMatch m = DriverMatch.of(name);
                if (d.set("nic.driver", m.driver().ordinal(), n) && !m.note().isEmpty()) {
                    d.use(n, m.note());
                }
                return name;
            }
        }
        return "";
    }

    // sysfs lists the queues the device uses (real_num_tx_queues); ethtool -l is the fallback.
    private static void queues(HostReport report, Draft d, List<Note> whole) {
        List<QueueReading.QueueFile> files = QueueReading.files(report);
        Optional<Integer> counted = QueueReading.count(files);
        Optional<HostReport.Section> channels = report.find("ethtool", "-l");
        Optional<Long> fromEthtool = channels.flatMap(s -> EthtoolReading.channels(s, d, counted.isPresent()));
        Optional<Long> queues = counted.map(Long::valueOf).or(() -> fromEthtool);
        int line = counted.isPresent() ? files.get(0).line() - 1 : channels.map(HostReport.Section::line).orElse(0);
        // Linux gives a device of several queues mq (attach_default_qdiscs); tc's line may say otherwise.
        // A driver of one queue needs no count: it has no other.
        if (queues.isPresent() && queues.get() == 1 && d.scenario().nic().driver().maxTxQueues() == 1) {
            d.use(line);
        } else if (queues.isPresent() && !d.change(s -> {
            Scenario q = Knobs.get("nic.tx_queues").set(s, queues.get());
            return queues.get() > 1 ? Knobs.get("qdisc.kind").set(q, QdiscKind.MQ.ordinal()) : q;
        }, line)) {
            whole.add(new Note(0, "", queues.get() + " transmit queues are not taken: " + d.reason(line).orElse("")));
        }
    }

    private static List<Note> lineNotes(HostReport report, Draft d) {
        List<Note> out = new ArrayList<>();
        for (HostReport.Section s : report.sections()) {
            for (int i = 0; i < s.lines().size(); i++) {
                int n = s.line() + 1 + i;
                String line = s.lines().get(i);
                Optional<String> failed = Unread.failed(line)
                        ? Optional.of("'" + s.command() + "' failed: nothing read from it") : Optional.empty();
                if (d.remarks().containsKey(n)) {
                    out.add(new Note(n, line, d.remarks().get(n)));
                } else if (d.reason(n).isPresent()) {
                    // Said even of a line used: a part of it may not be (mtu 70000 beside qlen 1000).
                    out.add(new Note(n, line, d.reason(n).get()));
                } else if (!d.isUsed(n) && d.aside(n).isPresent()) {
                    out.add(new Note(n, line, failed.orElse(d.aside(n).get()), false));
                } else if (!d.isUsed(n) && failed.isPresent()) {
                    out.add(new Note(n, line, failed.get()));
                } else if (!d.isUsed(n) && !line.isBlank()) {
                    out.add(new Note(n, line, d.aside(n).orElseGet(() -> reason(s)), false));
                }
            }
        }
        return out;
    }

    private static String reason(HostReport.Section s) {
        List<String> w = s.words();
        boolean read = w.get(0).equals("uname") || w.get(0).equals("nproc") || w.get(0).equals("ethtool")
                || w.get(0).equals("ip") || w.get(0).equals("tc") || w.get(0).equals("sysctl") || w.get(0).equals("cat");
        if (!read) {
            return "a command import does not read";
        }
        return w.size() > 1 && w.get(1).equals("-k") ? "a feature the model does not have" : EthtoolReading.NOT_MODELLED;
    }
}
