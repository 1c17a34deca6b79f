package org.ringside.views.pipeline;

import org.ringside.model.format.ByteCounts;
import org.ringside.model.format.Durations;
import org.ringside.model.format.Rates;
import org.ringside.model.scenario.FqCodel;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.LinuxHistory;
import org.ringside.model.scenario.Qdisc;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Scenario;

/**
 * The qdisc stage's paragraph for the qdisc a run has: mq and its child, pfifo_fast, pfifo,
 * fq_codel or fq, with the settings and release the model runs. Every function, constant and
 * release named here is the one the model's qdisc classes cite (model.qdisc).
 */
final class QdiscNote {
    private QdiscNote() {
    }

    static String paragraph(Scenario s, int txQueues) {
        StringBuilder b = new StringBuilder("Queueing discipline");
        QdiscKind leaf = s.qdisc().leaf();
        if (s.qdisc().kind() == QdiscKind.MQ) {
            // mq_init (net/sched/sch_mq.c, 2.6.32): one child qdisc per transmit queue, none of its own.
            b.append(", mq over ").append(leaf.yamlName()).append(" (Linux ").append(s.kernel()).append("): mq_init ")
                    .append("gives each of the ").append(txQueues).append(" transmit queues a ").append(leaf.yamlName())
                    .append(" of its own; the panels show the queue chosen above. ");
        } else {
            b.append(", ").append(leaf.yamlName()).append(" (Linux ").append(s.kernel()).append("). ");
        }
        // __qdisc_run and dev_tx_weight, net/core/dev.c and net/sched/sch_generic.c.
        b.append("__qdisc_run() hands packets to the driver (sch_direct_xmit) until the qdisc is empty, its quota ("
                + Qdisc.DEV_TX_WEIGHT + " packets, dev_tx_weight) is spent or the driver "
                + "stops the queue, which leaves packets here. ");
        b.append(leafText(s, leaf));
        if (s.qdisc().bulkDequeue()) {
            // try_bulk_dequeue_skb, 5772e9a3463b, Linux 3.18.
            b.append(" A dequeue takes several packets, up to BQL's room (try_bulk_dequeue_skb, 3.18).");
        }
        if (s.nic().gso() && !s.nic().tso()) {
            b.append(" GSO splits a large packet into MTU-sized segments just before the driver (validate_xmit_skb).");
        }
        return b.toString();
    }

    private static String leafText(Scenario s, QdiscKind leaf) {
        Kernel k = s.kernel();
        return switch (leaf) {
            // pfifo_fast_enqueue / pfifo_fast_dequeue, net/sched/sch_generic.c: prio2band, three bands.
            case PFIFO_FAST -> "pfifo_fast keeps three bands, chosen by the packet's priority (prio2band), and "
                    + "always serves band 0 first, so priorities still apply to what waits here; each band holds "
                    + s.qdisc().txqueuelen() + " packets (txqueuelen) before tail drop.";
            // pfifo_enqueue, net/sched/sch_fifo.c.
            case PFIFO -> "pfifo is one FIFO of " + s.qdisc().txqueuelen()
                    + " packets (txqueuelen): first in, first out, and tail drop when full (pfifo_enqueue).";
            case FQ_CODEL -> fqCodel(s.qdisc().fqCodel(), k);
            case FQ -> fq(s, k);
            case MQ -> "";
        };
    }

    /** fq_codel_enqueue / fq_codel_dequeue, net/sched/sch_fq_codel.c (3.5, 4b549a2ef4be); batch drops 4.7. */
    private static String fqCodel(FqCodel c, Kernel k) {
        return "fq_codel (3.5) hashes packets into " + c.flows() + " flow queues and serves new flows first, by "
                + "deficit round robin of " + c.quantum() + " bytes; CoDel drops at a queue's head once packets have "
                + "waited over " + Durations.human(c.targetNs()) + " (target) for " + Durations.human(c.intervalNs())
                + " (interval); at " + c.limit() + " packets (limit) it drops from the fattest flow"
                + (k.atLeast(LinuxHistory.FQ_CODEL_DROP_BATCH) ? ", up to 64 at once (4.7)." : ".");
    }

    /** fq_enqueue / fq_dequeue, net/sched/sch_fq.c (3.12, afe4fd062416); EDT 4.20 (ab408b6dc744). */
    private static String fq(Scenario s, Kernel k) {
        long maxrate = s.qdisc().fq().maxrateBps();
        String pacing = k.atLeast(LinuxHistory.EDT)
                ? "From 4.20 TCP stamps each packet with its departure time (tcp_wstamp_ns) and fq holds it until then"
                : "Before 4.20 fq times each flow itself from the socket's pacing rate (sk_pacing_rate)";
        return "fq (3.12) keeps a flow queue per socket (fq_classify) and serves the flows in turn with a credit of "
                + ByteCounts.readable(s.qdisc().fq().quantumBytes(s.nic().mtu())) + " (quantum), new flows first. "
                + pacing + ": a flow whose next packet may not leave yet waits on the throttled list until its "
                + "time_next_packet, and the qdisc watchdog fires for the earliest one"
                + (maxrate > 0 ? "; maxrate caps every flow at " + Rates.human(maxrate) + "." : ".")
                + " A flow holds at most " + s.qdisc().fq().flowLimit() + " packets (flow_limit).";
    }
}
