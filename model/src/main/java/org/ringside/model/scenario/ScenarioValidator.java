package org.ringside.model.scenario;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.StringJoiner;
import org.ringside.model.format.Durations;

/**
 * Checks a scenario value against the knob table's ranges and the rules that tie knobs
 * together (gso_max_size at least the MTU, a ring big enough for the driver's stop/wake
 * thresholds, a udp_cbr payload that fits the MTU, unique flow names, MSG_ZEROCOPY only from 4.14, a value the kernel has
 * ({@link KernelGates}), ...). The loader runs it
 * on every file; a control panel can run it on every edit.
 */
public final class ScenarioValidator {
    private ScenarioValidator() {
    }

    /**
     * Everything wrong with the scenario, in file order; empty if it is valid. Each knob bound to
     * the scenario is checked against its own range in the table; after a section's ranges come
     * the rules that tie its knobs together.
     */
    public static List<Problem> problems(Scenario s) {
        List<Problem> out = new ArrayList<>();
        Knob name = Knobs.get("name");
        name.textProblem(s.name()).ifPresent(w -> out.add(new Problem("name", w, name.allowed())));
        String section = "";
        int sectionStart = out.size();
        for (Knob k : Knobs.all()) {
            if (!k.bindsScenario()) {
                continue;
            }
            if (!k.section().equals(section)) {
                rules(out, section, s, sectionStart);
                section = k.section();
                sectionStart = out.size();
            }
            k.rangeProblem(k.get(s)).ifPresent(w -> out.add(new Problem(k.key(), w, k.allowed())));
        }
        rules(out, section, s, sectionStart);
        flows(out, s.flows(), s.nic().mtu(), s.kernel());
        QueueRules.flows(out, s);
        return out;
    }

    // The rules that tie one section's knobs together, once its ranges have been checked.
    private static void rules(List<Problem> out, String section, Scenario s, int sectionStart) {
        out.addAll(KernelGates.problems(s, section));
        switch (section) {
            case "link" -> {
                if (out.size() == sectionStart) {
                    linkRate(out, s);
                }
            }
            case "nic" -> {
                if (out.size() == sectionStart) { // the rules assume each value is in range
                    nic(out, s.nic(), s.kernel());
                    QueueRules.nic(out, s);
                }
            }
            case "bql" -> bql(out, s.bql());
            case "network" -> {
                if (out.size() == sectionStart) {
                    NetworkRules.bottleneck(out, s);
                    NetworkRules.crossTraffic(out, s);
                }
            }
            case "qdisc" -> {
                if (out.size() == sectionStart) {
                    QueueRules.qdisc(out, s);
                }
            }
            default -> {
            }
        }
    }

    /** The first problem, if any. */
    public static Optional<Problem> firstProblem(Scenario s) {
        List<Problem> p = problems(s);
        return p.isEmpty() ? Optional.empty() : Optional.of(p.get(0));
    }

    /**
     * Checks the scenario.
     *
     * @throws IllegalArgumentException naming the first problem
     */
    public static void requireValid(Scenario s) {
        firstProblem(s).ifPresent(p -> {
            throw new IllegalArgumentException(p.toString());
        });
    }

    /** A driver runs only the link rates its parts run ({@link NicDriver#maxLinkBps}). */
    private static void linkRate(List<Problem> out, Scenario s) {
        NicDriver driver = s.nic().driver();
        long bps = s.link().rateBps();
        if (!driver.runsLink(bps)) {
            Knob rate = Knobs.get("link.rate");
            out.add(new Problem("link.rate", rate.format(bps) + " is faster than the " + driver.yamlName()
                    + " driver's NICs run", "up to " + rate.format(driver.maxLinkBps()) + " with driver "
                    + driver.yamlName() + ", or a driver that runs " + rate.format(bps) + " ("
                    + driversFor(bps) + ")"));
        }
    }

    /** The drivers that run a link of this rate, in table order. */
    private static String driversFor(long bps) {
        StringJoiner j = new StringJoiner(", ");
        for (NicDriver d : NicDriver.values()) {
            if (d.runsLink(bps)) {
                j.add(d.yamlName());
            }
        }
        return j.toString();
    }

    private static void nic(List<Problem> out, Nic nic, Kernel kernel) {
        Knob gsoMax = Knobs.get("nic.gso_max_size");
        if (nic.gsoMaxSize() < nic.mtu()) {
            out.add(new Problem("nic.gso_max_size", nic.gsoMaxSize() + " is below the MTU " + nic.mtu(),
                    nic.mtu() + " to " + gsoMax.max()));
        }
        if (nic.tso() && !nic.txChecksum()) {
            // Linux drops TSO when checksum offload goes off: the NIC must checksum each segment.
            out.add(new Problem("nic.tso", "TSO needs checksum offload, but tx_checksum is false",
                    "false while tx_checksum is false"));
        }
        NicDriver driver = nic.driver();
        if (nic.txUsecsNs() % Units.US == 0 && driver.refusesUsecs(nic.txUsecsNs() / Units.US)) {
            out.add(new Problem("nic.tx_usecs", Durations.scenario(nic.txUsecsNs()) + " is "
                    + (driver == NicDriver.MLX5 ? "a " : "an ") + driver.usecsSetting(), driver.usecsAllowed()));
        }
        if (nic.adaptiveTx() && !driver.hasDim()) {
            out.add(new Problem("nic.adaptive_tx", "true, but the " + driver.yamlName() + " driver has no adaptive TX"
                    + " moderation the model knows: only mlx5's net_dim ('ethtool -C adaptive-tx on') is modelled"
                    + (driver == NicDriver.GENERIC ? "" : driver == NicDriver.IXGBE
                            ? ", not ixgbe's adaptive ITR (rx-usecs 1)"
                            : ", not " + driver.yamlName() + "'s adaptive throttle (rx-usecs 1 or 3)"),
                    "false with driver " + driver.yamlName() + ", or driver mlx5"));
        }
        if (!driver.acceptsRing(nic.ringSize(), kernel)) {
            out.add(new Problem("nic.ring_size", nic.ringSize() + " is not a ring size the " + driver.yamlName()
                    + " driver accepts on Linux " + kernel + "; ethtool -G would make it "
                    + driver.nearestRing(nic.ringSize(), kernel), driver.ringRange(kernel)));
        } else if (nic.ringSize() < nic.wakeLevel()) {
            // The clean-up wakes a stopped queue only with wake_level descriptors free.
            String why = nic.wakeDescs() > 0 ? "wake_descs " + nic.wakeDescs()
                    : "twice the stop level " + nic.stopLevel() + (nic.stopDescs() > 0 ? "" : nic.tso()
                            ? " (TSO on: 2 + ceil(gso_max_size " + nic.gsoMaxSize() + " / max_desc_bytes "
                                    + nic.maxDescBytes() + "))"
                            : " (TSO off: 2 + ceil(mtu " + nic.mtu() + " / max_desc_bytes " + nic.maxDescBytes() + "))");
            out.add(new Problem("nic.ring_size", nic.ringSize() + " is below " + why
                    + ", so a stopped queue could never wake", nic.wakeLevel() + " to " + driver.ringMax(kernel)));
        }
        if (nic.wakeDescs() > 0 && nic.wakeDescs() < nic.stopLevel()) {
            out.add(new Problem("nic.wake_descs", nic.wakeDescs() + " is below the stop level " + nic.stopLevel(),
                    "0, or " + nic.stopLevel() + " to " + Knobs.get("nic.wake_descs").max()));
        }
        if (nic.dispatchLimit() != 0 && nic.doorbell() != DoorbellMode.DISPATCH_LIMIT) {
            out.add(new Problem("nic.dispatch_limit", nic.dispatchLimit()
                    + " has no effect with doorbell " + nic.doorbell().yamlName(),
                    "0, or doorbell: dispatch_limit"));
        }
    }

    private static void bql(List<Problem> out, Bql bql) {
        if (bql.mode() == BqlMode.FIXED) {
            if (bql.limitMin() != bql.limit() || bql.limitMax() != bql.limit()) {
                out.add(new Problem("bql.limit_min", "limit_min " + bql.limitMin() + " and limit_max "
                        + bql.limitMax() + " differ from limit " + bql.limit() + " in mode fixed",
                        "limit_min = limit_max = limit"));
            }
        } else {
            if (bql.limit() != 0) {
                out.add(new Problem("bql.limit", "applies only to mode fixed, not " + bql.mode().yamlName(),
                        "mode, limit_min, limit_max, hold_time"));
            }
            if (bql.limitMin() > bql.limitMax()) {
                out.add(new Problem("bql.limit_min", bql.limitMin() + " is above limit_max " + bql.limitMax(),
                        "0 to " + bql.limitMax()));
            }
        }
    }

    private static void flows(List<Problem> out, List<Flow> flows, int mtu, Kernel kernel) {
        if (flows.isEmpty()) {
            out.add(new Problem("flows", "a scenario needs at least one flow",
                    "a list of " + Knobs.get("flows[].kind").allowed() + " flows"));
            return;
        }
        Map<String, Integer> names = new HashMap<>();
        for (int i = 0; i < flows.size(); i++) {
            Flow f = flows.get(i);
            String at = "flows[" + i + "]";
            Knob name = Knobs.get("flows[].name");
            name.textProblem(f.name()).ifPresent(w -> out.add(new Problem(at + ".name", w, name.allowed())));
            Integer first = names.putIfAbsent(f.name(), i);
            if (first != null) {
                out.add(new Problem(at + ".name", f.name() + " is already the name of flows[" + first + "]",
                        "a name no other flow has"));
            }
            for (Knob k : Knobs.flowKnobs(f.kind())) {
                if (!k.bindsFlow()) {
                    continue;
                }
                long v = k.get(f);
                Optional<FlowBound> bound = FlowBound.of(f.kind(), k.name(), mtu);
                if (bound.isPresent()) {
                    bound.get().problem(v, Long.toString(v))
                            .ifPresent(w -> out.add(new Problem(at + "." + k.name(), w, bound.get().allowed())));
                } else {
                    k.rangeProblem(v).ifPresent(w -> out.add(new Problem(at + "." + k.name(), w, k.allowed())));
                }
            }
            if (f.zerocopy() && !kernel.atLeast(LinuxHistory.MSG_ZEROCOPY)) {
                out.add(new Problem(at + ".zerocopy", "true needs Linux " + LinuxHistory.MSG_ZEROCOPY + " ("
                        + LinuxHistory.MSG_ZEROCOPY_COMMIT + "), but kernel is " + kernel,
                        "false, or kernel " + LinuxHistory.MSG_ZEROCOPY + " or later"));
            }
        }
    }

    private static int ceilDiv(int a, int b) {
        return (a + b - 1) / b;
    }
}
