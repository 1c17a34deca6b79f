package org.ringside.model.scenario;

import java.util.List;
import java.util.Map;

/**
 * The rules that tie the transmit queues to the other settings: no more queues than the driver
 * sets up, mq exactly when there are several, XPS and flows on queues and CPUs that exist.
 */
final class QueueRules {
    private QueueRules() {
    }

    /** The NIC's rules, once the cpus and the NIC's own values are in range. */
    static void nic(List<Problem> out, Scenario s) {
        Nic nic = s.nic();
        int max = nic.driver().maxTxQueues();
        if (nic.txQueues() > max && nic.driver() != NicDriver.GENERIC) {
            out.add(new Problem("nic.tx_queues", nic.txQueues() + " is more than the " + nic.driver().yamlName()
                    + " driver sets up (" + max + ")", "0 to " + max));
        }
        xps(out, s);
    }

    /**
     * The qdisc's rules. A device with more than one transmit queue gets mq at its root
     * ({@code attach_default_qdiscs}, net/sched/sch_generic.c); mq refuses a device with one
     * ({@code mq_init} returns {@code -EOPNOTSUPP} unless {@code netif_is_multiqueue}).
     */
    static void qdisc(List<Problem> out, Scenario s) {
        Qdisc q = s.qdisc();
        int queues = s.txQueues();
        String leaves = Knobs.get("qdisc.child").allowed();
        if (q.kind() == QdiscKind.MQ && queues == 1) {
            out.add(new Problem("qdisc.kind", "mq needs a device with more than one transmit queue (mq_init), this"
                    + " one has 1", leaves));
        } else if (q.kind() != QdiscKind.MQ && queues > 1) {
            out.add(new Problem("qdisc.kind", q.kind().yamlName() + " as the root of " + queues
                    + " transmit queues is not modelled; Linux gives such a device mq",
                    "mq, with child " + leaves));
        }
        if (q.kind() != QdiscKind.MQ && q.child() != Qdisc.defaults().child()) {
            out.add(new Problem("qdisc.child", "applies only to kind mq, not " + q.kind().yamlName(),
                    "pfifo_fast (the default) with kind " + q.kind().yamlName()));
        }
    }

    /** XPS set by hand names queues the device has and CPUs the scenario has. */
    private static void xps(List<Problem> out, Scenario s) {
        int queues = s.txQueues();
        int cpus = s.cpu().cpus();
        String cpuRange = cpus == 1 ? "[0]" : "CPUs 0 to " + (cpus - 1);
        for (Map.Entry<Integer, Long> e : s.nic().xps().cpuMasks().entrySet()) {
            String key = "nic.xps." + Xps.QUEUE_PREFIX + e.getKey();
            if (e.getKey() >= queues) {
                out.add(new Problem(key, "the device has " + queues + " transmit queue" + (queues == 1 ? "" : "s"),
                        queues == 1 ? "tx-0" : "tx-0 to tx-" + (queues - 1)));
            }
            long beyond = e.getValue() & (cpus >= Long.SIZE ? 0 : -1L << cpus);
            if (beyond != 0) {
                out.add(new Problem(key, "CPU " + Long.numberOfTrailingZeros(beyond) + ", but cpus is " + cpus,
                        cpuRange));
            }
        }
    }

    /** A flow's own CPU is one the scenario has. */
    static void flows(List<Problem> out, Scenario s) {
        int cpus = s.cpu().cpus();
        for (int i = 0; i < s.flows().size(); i++) {
            int cpu = s.flows().get(i).cpu();
            if (cpu >= cpus) {
                out.add(new Problem("flows[" + i + "].cpu", "CPU " + cpu + ", but cpus is " + cpus,
                        cpus == 1 ? "spread, 0" : "spread, 0 to " + (cpus - 1)));
            }
        }
    }
}
