package org.ringside.model.host;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ringside.model.format.Durations;
import org.ringside.model.format.PrintableText;
import org.ringside.model.scenario.BqlMode;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.LinuxCommands;
import org.ringside.model.scenario.LinuxHistory;
import org.ringside.model.scenario.NicDriver;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Scenario;

/**
 * The shell commands that set a Linux host's interface as a scenario is set, one per line, in an
 * order that works: the channels first (changing them rebuilds the queues and their qdiscs), then
 * the ring, coalescing, offloads, the link's MTU and queue length, the sysctls, the qdisc, and
 * last the files under each queue (BQL, XPS), which a new qdisc leaves alone. Each knob's command
 * is {@link LinuxCommands}'s, the table the window's tooltips read; commands that differ only in
 * their last setting are joined ({@code ethtool -K eth0 tso off gso off}). A knob no command sets,
 * and one the driver refuses, is a comment saying why.
 */
public final class HostCommands {
    /** The interface the commands name unless told another. */
    public static final String DEFAULT_IFACE = "eth0";

    // dev_valid_name (net/core/dev.c): under IFNAMSIZ (16) bytes, no '/', ':' or white space.
    private static final Pattern IFACE = Pattern.compile("[A-Za-z0-9_.@+-]{1,15}");
    private static final Pattern ETH0 = Pattern.compile("\\beth0\\b");
    // The heads of commands that take several settings at once, so two with the same head are one.
    private static final Pattern JOINABLE = Pattern.compile(
            "ethtool -K \\S+|ethtool -C \\S+( adaptive-tx off)?|ip link set \\S+"
                    + "|tc qdisc replace dev \\S+ (root|parent \\S+) (fq_codel|fq)");

    private static final List<String> DEVICE = List.of("nic.tx_queues", "link.rate", "nic.ring_size", "nic.adaptive_tx",
            "nic.tx_usecs",
            "nic.tx_frames", "nic.tx_clean_budget", "nic.tso", "nic.gso", "nic.tx_checksum", "nic.mtu",
            "nic.gso_max_size", "qdisc.txqueuelen");
    private static final List<String> SYSCTLS = List.of("tcp.congestion", "tcp.limit_output_bytes", "tcp.wmem_max",
            "tcp.timestamps");
    private static final List<String> FQ_CODEL = List.of("qdisc.limit", "qdisc.flows", "qdisc.quantum", "qdisc.target",
            "qdisc.interval");
    private static final List<String> FQ = List.of("qdisc.fq.quantum", "qdisc.fq.initial_quantum", "qdisc.fq.flow_limit",
            "qdisc.fq.limit", "qdisc.fq.maxrate", "qdisc.fq.horizon");
    // Keys said in a line of their own or that only the file carries.
    private static final Set<String> SAID = Set.of("name", "kernel", "nic.driver", "qdisc.child", "bql.mode",
            "bql.limit", "bql.limit_min", "bql.limit_max", "bql.hold_time", "cpus");

    private static final Set<String> RUN = Set.of("duration", "seed", "sample_interval");

    private HostCommands() {
    }

    /** Whether {@code iface} is a name Linux gives an interface; the message says what is allowed. */
    public static Optional<String> ifaceProblem(String iface) {
        return IFACE.matcher(iface).matches() && !iface.equals(".") && !iface.equals("..") ? Optional.empty()
                : Optional.of("'" + iface + "' is not an interface name (1 to 15 letters, digits, '_', '.', '@', '+' or '-')");
    }

    /**
     * The lines of a shell script that sets {@code iface} as {@code s} is set.
     *
     * @throws IllegalArgumentException if {@code iface} is no interface name ({@link #ifaceProblem})
     */
    public static List<String> forScenario(Scenario s, String iface) {
        return forScenario(s, iface, Optional.empty());
    }

    /**
     * The lines of a shell script that sets {@code iface} as {@code s} is set, on the host whose
     * file {@code host} was imported from ({@link HostFit}): only what that host can set, the
     * others comments saying why.
     *
     * @throws IllegalArgumentException if {@code iface} is no interface name ({@link #ifaceProblem})
     */
    public static List<String> forScenario(Scenario s, String iface, Optional<HostImport.Imported> host) {
        Optional<HostFit> fit = host.map(HostFit::new);
        ifaceProblem(iface).ifPresent(p -> {
            throw new IllegalArgumentException(p);
        });
        List<String> out = new ArrayList<>();
        out.add("# " + PrintableText.of(s.name()) + ": the settings of Ringside's scenario on a Linux host (as root, in this order)");
        out.add("# kernel " + s.kernel() + ": the release the model follows; 'uname -r' gives the host's");
        out.add("# nic.driver " + s.nic().driver().yamlName() + ": its constants (descriptor size, stop and wake"
                + " levels, what BQL counts) come with the driver");
        Set<String> done = new LinkedHashSet<>(SAID);
        List<String> commands = new ArrayList<>();
        for (String key : DEVICE) {
            add(commands, out, s, fit, key, done);
        }
        if (s.qdisc().kind() == QdiscKind.MQ) {
            add(commands, out, s, fit, "qdisc.child", done);
        }
        for (String key : SYSCTLS) {
            add(commands, out, s, fit, key, done);
        }
        add(commands, out, s, fit, "qdisc.kind", done);
        List<String> own = s.qdisc().leaf() == QdiscKind.FQ_CODEL ? FQ_CODEL : s.qdisc().leaf() == QdiscKind.FQ ? FQ : List.of();
        for (String key : own) {
            add(commands, out, s, fit, key, done);
        }
        done.addAll(FQ_CODEL);
        done.addAll(FQ);
        bql(commands, out, s);
        Optional<String> noXps = fit.flatMap(f -> f.xpsUnset(s));
        if (noXps.isPresent()) {
            out.add("# nic.xps: " + noXps.get());
        } else {
            commands.addAll(LinuxCommands.xps(s));
        }
        List<String> script = new ArrayList<>(out.subList(0, 3));
        script.addAll(joined(commands));
        script.addAll(out.subList(3, out.size()));
        for (Knob k : Knobs.all()) {
            if (k.bindsScenario() && !done.contains(k.key())) {
                script.add(unset(k, s));
            }
        }
        for (Flow f : s.flows()) {
            script.add("# flow " + PrintableText.of(f.name()) + ": " + f.kind().yamlName() + " x" + f.count()
                    + (f.remoteRttNs() > 0 ? ", remote RTT " + Durations.scenario(f.remoteRttNs()) : "")
                    + ": traffic and the far host's RTT, which no command here sets");
        }
        List<String> named = new ArrayList<>();
        for (String line : script) {
            named.add(ETH0.matcher(line).replaceAll(Matcher.quoteReplacement(iface)));
        }
        return named;
    }

    private static void add(List<String> commands, List<String> comments, Scenario s, Optional<HostFit> fit, String key,
            Set<String> done) {
        Knob k = Knobs.get(key);
        done.add(key);
        Optional<String> unfit = fit.flatMap(f -> f.unset(key, s));
        if (unfit.isPresent()) {
            comments.add("# " + key + " " + k.format(k.get(s)) + ": " + unfit.get());
            return;
        }
        Optional<String> unsure = key.equals("nic.tx_queues") ? LinuxCommands.channelsUnsure(s) : Optional.empty();
        if (unsure.isPresent()) {
            comments.add("# " + key + " " + k.format(k.get(s)) + ": " + unsure.get());
            return;
        }
        Optional<String> refused = LinuxCommands.refusal(k, s);
        if (refused.isPresent()) {
            comments.add("# " + key + " " + k.format(k.get(s)) + ": the driver refuses it, " + refused.get());
            return;
        }
        List<String> c = LinuxCommands.forQueues(k, s);
        if (c.isEmpty()) {
            comments.add(unset(k, s));
        }
        commands.addAll(c);
    }

    // Mode auto is its range; fixed and unlimited are their own writes; off is no BQL at all.
    private static void bql(List<String> commands, List<String> comments, Scenario s) {
        BqlMode mode = s.bql().mode();
        if (mode == BqlMode.OFF) {
            comments.add("# bql.mode off: a driver without BQL, which no command gives");
            return;
        }
        List<String> keys = mode == BqlMode.AUTO ? List.of("bql.limit_min", "bql.limit_max", "bql.hold_time")
                : List.of("bql.mode", "bql.hold_time");
        for (String key : keys) {
            commands.addAll(LinuxCommands.forQueues(Knobs.get(key), s));
        }
    }

    private static String unset(Knob k, Scenario s) {
        long v = k.get(s);
        String why;
        if (s.nic().dimMoves() && (k.key().equals("nic.tx_usecs") || k.key().equals("nic.tx_frames"))) {
            why = "net_dim moves it while nic.adaptive_tx is on (mlx5's DIM)";
        } else if (k.key().equals("nic.adaptive_tx") && !s.nic().driver().hasDim()) {
            why = "the " + s.nic().driver().yamlName() + " driver has no net_dim to turn on";
        } else if (RUN.contains(k.key())) {
            why = "a setting of the run, not of the host";
        } else if (k.key().startsWith("cpu.")) {
            why = "the model's CPU cost, which no command sets";
        } else if (NicDriver.follows(k.key())) {
            why = "the driver's constant";
        } else if (LinuxHistory.of(k.key()).isPresent()) {
            why = "how the kernel release behaves";
        } else {
            why = "no command sets it";
        }
        return "# " + k.key() + " " + k.format(v) + ": " + why;
    }

    /**
     * The commands with those of one kind joined into the first: {@code ethtool -K eth0 tso
     * off} and {@code ethtool -K eth0 gso off} give {@code ethtool -K eth0 tso off gso off}; a
     * command that is the head of the next ({@code tc qdisc replace dev eth0 root fq_codel}) takes
     * its settings. Lines given twice are given once.
     */
    static List<String> joined(List<String> commands) {
        List<String> out = new ArrayList<>();
        for (String c : commands) {
            int cut = secondLastSpace(c);
            String head = cut < 0 ? c : c.substring(0, cut);
            int into = -1;
            if (JOINABLE.matcher(head).matches()) {
                for (int i = out.size() - 1; i >= 0 && into < 0; i--) {
                    if (out.get(i).equals(head) || out.get(i).startsWith(head + " ")) {
                        into = i;
                    }
                }
            }
            if (into >= 0) {
                out.set(into, out.get(into) + c.substring(head.length()));
            } else if (!out.contains(c)) {
                out.add(c);
            }
        }
        return out;
    }

    private static int secondLastSpace(String c) {
        int last = c.lastIndexOf(' ');
        return last <= 0 ? -1 : c.lastIndexOf(' ', last - 1);
    }
}
