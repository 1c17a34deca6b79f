package org.ringside.model.host;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Qdisc;
import org.ringside.model.scenario.QdiscKind;

/** The host as a whole: its release ({@code uname -r}), its CPUs ({@code nproc}) and its sysctls. */
final class SystemReading {
    private static final Pattern RELEASE = Pattern.compile("(\\d+)\\.(\\d+).*");

    private SystemReading() {
    }

    /**
     * {@code uname -r}: the release, {@code 6.8.0-45-generic} read as 6.8; one before 3.3 or
     * after the newest the model follows is taken as the nearest it has.
     */
    static void release(HostReport.Section section, Draft d) {
        for (int i = 0; i < section.lines().size(); i++) {
            int n = section.line() + 1 + i;
            Matcher m = RELEASE.matcher(section.lines().get(i).strip());
            if (!m.matches()) {
                continue;
            }
            Kernel k = new Kernel(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
            Kernel taken = k.compareTo(Kernel.FIRST) < 0 ? Kernel.FIRST : k.compareTo(Kernel.CURRENT) > 0 ? Kernel.CURRENT : k;
            if (!Kernel.releases().contains(taken)) {
                d.leave(n, "no Linux release " + k);
            } else if (d.set("kernel", taken.index(), n) && !taken.equals(k)) {
                d.use(n, "Linux " + k + " is taken as " + taken + ", the " + (taken.equals(Kernel.FIRST)
                        ? "oldest" : "newest") + " release the model follows");
            }
            return;
        }
    }

    /** {@code nproc}: the CPUs, at most as many as the model has. */
    static void cpus(HostReport.Section section, Draft d) {
        for (int i = 0; i < section.lines().size(); i++) {
            int n = section.line() + 1 + i;
            Optional<Long> v = Lines.number(section.lines().get(i).strip());
            if (v.isPresent()) {
                long cpus = Math.min(v.get(), Knobs.MAX_QUEUES);
                // The queues stay as they were read: with the driver's choice, more CPUs would make more.
                if (d.scenario().nic().txQueues() == 0 && d.scenario().nic().driver().maxTxQueues() > 1) {
                    int queues = d.scenario().txQueues();
                    d.change(s -> Knobs.get("nic.tx_queues").set(s, queues), n);
                }
                if (d.set("cpus", cpus, n) && cpus < v.get()) {
                    d.use(n, v.get() + " CPUs are taken as " + cpus + ", the most the model has");
                }
                return;
            }
        }
    }

    /**
     * A sysctl, as {@code sysctl KEY} prints it ({@code key = value}) or as its file under
     * /proc/sys holds it (the value alone).
     */
    static void sysctl(String key, HostReport.Section section, Draft d) {
        for (int i = 0; i < section.lines().size(); i++) {
            int n = section.line() + 1 + i;
            String line = section.lines().get(i).strip();
            if (line.isEmpty()) {
                continue;
            }
            String value = line.startsWith(key) && line.contains("=") ? line.substring(line.indexOf('=') + 1).strip() : line;
            take(key, value, d, n);
            return;
        }
    }

    private static void take(String key, String value, Draft d, int n) {
        switch (key) {
            case "net.core.default_qdisc" -> {
                if (d.scenario().qdisc().kind() != QdiscKind.MQ) {
                    d.leave(n, "only new qdiscs take it, such as mq's children: the root is "
                            + d.scenario().qdisc().kind().yamlName());
                } else if (d.scenario().qdisc().child().yamlName().equals(value)) {
                    d.use(n);
                } else {
                    d.leave(n, d.taken().containsKey("qdisc.child")
                            ? "mq's children are as tc shows them (" + d.scenario().qdisc().child().yamlName() + ")"
                            : "tc showed no child of mq: " + d.standing("qdisc.child") + " stands (default_qdisc is"
                                    + " what a new qdisc gets, not what the queues have)");
                }
            }
            case "net.ipv4.tcp_congestion_control" -> {
                if (Knobs.get("tcp.congestion").choices().contains(value)) {
                    d.set("tcp.congestion", value, n);
                } else {
                    d.leave(n, value + " is not modelled: " + d.standing("tcp.congestion") + " stands");
                }
            }
            case "net.ipv4.tcp_limit_output_bytes" ->
                    Lines.number(value).ifPresentOrElse(v -> d.set("tcp.limit_output_bytes", v, n), () -> d.leave(n, "no number"));
            case "net.ipv4.tcp_wmem" -> {
                String[] w = value.split("\\s+");
                Optional<Long> max = w.length == 3 ? Lines.number(w[2]) : Optional.empty();
                max.ifPresentOrElse(v -> d.set("tcp.wmem_max", v, n), () -> d.leave(n, "expected three numbers: min default max"));
            }
            case "net.core.dev_weight" -> {
                // dev_tx_weight is dev_weight times dev_weight_tx_bias (1 by default), net/core/sysctl_net_core.c.
                if (Lines.number(value).filter(v -> v == Qdisc.DEV_TX_WEIGHT).isPresent()) {
                    d.use(n);
                } else {
                    d.leave(n, "the model's qdisc run hands the driver at most " + Qdisc.DEV_TX_WEIGHT
                            + " packets, Linux's default");
                }
            }
            default -> d.skip(n, "a sysctl import does not read");
        }
    }
}
