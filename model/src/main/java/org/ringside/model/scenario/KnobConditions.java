package org.ringside.model.scenario;

import java.util.Optional;

/**
 * When a knob means nothing with the other settings, and why: bql.limit counts only in mode
  * fixed, DQL's range and hold time only in mode auto, dispatch_limit only with that doorbell,
 * GSO only while TSO is off, tx_frames only with a coalescing timer, fq's and fq_codel's settings
 * only with their qdisc. A control panel greys such knobs out and says why.
 */
public final class KnobConditions {
    private KnobConditions() {
    }

    /**
     * What {@code knob} may be with the settings {@code s}: the table's {@link Knob#allowed()},
     * except where the settings narrow it (the ring sizes of a real driver, as set_ringparam takes them;
     * what the kernel has, as {@link KernelGates} decides).
     */
    public static String allowed(Knob knob, Scenario s) {
        NicDriver driver = s.nic().driver();
        if (knob.key().equals("nic.ring_size") && driver != NicDriver.GENERIC) {
            return driver.ringRange(s.kernel()) + " (" + driver.yamlName() + ", Linux " + s.kernel() + ")";
        }
        if (knob.key().equals("link.rate") && driver.maxLinkBps() > 0) {
            return knob.format(knob.min()) + " to " + knob.format(driver.maxLinkBps()) + " (" + driver.yamlName() + ")";
        }
        return KernelGates.allowedOn(knob, s.kernel()).map(a -> a + " (Linux " + s.kernel() + ")")
                .orElse(knob.allowed());
    }

    /** Why {@code knob} has no effect with the settings {@code s}, or empty if it has one. */
    public static Optional<String> inactive(Knob knob, Scenario s) {
        Bql bql = s.bql();
        Nic nic = s.nic();
        return switch (knob.key()) {
            case "bql.limit" -> when(bql.mode() != BqlMode.FIXED, "Only with bql.mode fixed.");
            case "bql.limit_min", "bql.limit_max", "bql.hold_time" ->
                    when(bql.mode() != BqlMode.AUTO, "Only with bql.mode auto: DQL chooses the limit only then.");
            case "nic.dispatch_limit" -> when(nic.doorbell() != DoorbellMode.DISPATCH_LIMIT,
                    "Only with nic.doorbell dispatch_limit.");
            case "nic.gso" -> when(nic.tso(), "No effect while nic.tso is on: the NIC cuts the large packets.");
            case "nic.tso" -> when(!nic.txChecksum(), "TSO needs nic.tx_checksum on.");
            case "qdisc.limit", "qdisc.flows", "qdisc.quantum", "qdisc.target", "qdisc.interval" ->
                    when(s.qdisc().leaf() != QdiscKind.FQ_CODEL, "Only with qdisc.kind fq_codel (or mq over it).");
            case "qdisc.child" -> when(s.qdisc().kind() != QdiscKind.MQ, "Only with qdisc.kind mq.");
            case "qdisc.txqueuelen" -> s.qdisc().leaf() == QdiscKind.FQ
                    ? Optional.of("fq ignores txqueuelen: qdisc.fq.limit counts its packets.")
                    : when(s.qdisc().leaf() == QdiscKind.FQ_CODEL,
                            "fq_codel ignores txqueuelen: qdisc.limit counts its packets.");
            case "qdisc.fq.quantum", "qdisc.fq.initial_quantum", "qdisc.fq.flow_limit", "qdisc.fq.limit",
                    "qdisc.fq.maxrate" -> when(s.qdisc().leaf() != QdiscKind.FQ, "Only with qdisc.kind fq (or mq over it).");
            case "qdisc.fq.horizon" -> s.qdisc().leaf() != QdiscKind.FQ ? Optional.of("Only with qdisc.kind fq (or mq over it).")
                    : when(!s.kernel().atLeast(LinuxHistory.FQ_HORIZON), "fq has no horizon before Linux 5.8.");
            case "nic.gso_max_size" -> when(!nic.tso() && !nic.gso(), "Only with nic.tso or nic.gso on.");
            case "nic.tx_frames" -> nic.dimMoves() ? Optional.of(DIM_SETS)
                    : when(nic.moderation() == TxModeration.ITR,
                            "Only with nic.moderation timer or eqe: an interrupt throttle counts no frames.");
            case "nic.tx_usecs" -> when(nic.dimMoves(), DIM_SETS);
            case "nic.adaptive_tx" -> when(nic.adaptiveTx() && !nic.dimMoves(),
                    "Only with nic.moderation eqe: the model has net_dim's profiles for mlx5's EQE-based moderation.");
            default -> Optional.empty();
        };
    }

    private static final String DIM_SETS = "net_dim sets it while nic.adaptive_tx is on (mlx5's DIM).";

    private static Optional<String> when(boolean inactive, String why) {
        return inactive ? Optional.of(why) : Optional.empty();
    }
}
