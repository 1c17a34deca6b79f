package org.ringside.model.scenario;

import static org.ringside.model.scenario.Knob.Apply.LIVE;
import static org.ringside.model.scenario.Knob.Apply.RESTART;
import static org.ringside.model.scenario.KnobMaking.bit;
import static org.ringside.model.scenario.KnobMaking.bool;
import static org.ringside.model.scenario.KnobMaking.bytes;
import static org.ringside.model.scenario.KnobMaking.choice;
import static org.ringside.model.scenario.KnobMaking.count;
import static org.ringside.model.scenario.KnobMaking.duration;
import static org.ringside.model.scenario.KnobMaking.followsKernel;
import static org.ringside.model.scenario.KnobMaking.fq;
import static org.ringside.model.scenario.KnobMaking.fqCodel;
import static org.ringside.model.scenario.KnobMaking.pick;
import static org.ringside.model.scenario.KnobMaking.qdisc;
import static org.ringside.model.scenario.KnobMaking.rate;
import static org.ringside.model.scenario.KnobMaking.toInt;
import static org.ringside.model.scenario.KnobMaking.words;

import java.util.List;

/** The qdisc section's rows of the {@link KnobTable knob table}: the kind and each kind's settings. */
final class QdiscKnobTable {
    private QdiscKnobTable() {
    }

    static final List<Knob> ROWS = List.of(
            // Replacing the root qdisc drops its packets and rebuilds the bands: a new run.
            choice("qdisc.kind", words(QdiscKind.values(), QdiscKind::yamlName), "pfifo_fast",
                    "The queuing discipline: pfifo_fast serves three priority bands in order, pfifo one queue, fq_codel"
                            + " a queue per flow with drops from one that stands, fq a queue per socket, paced;"
                            + " mq gives each transmit queue a child.",
                    "tc qdisc replace dev eth0 root pfifo_fast")
                    .bind(RESTART, qdisc(q -> q.kind().ordinal(),
                            (q, v) -> q.withKind(pick(QdiscKind.values(), "qdisc.kind", v)))),
            choice("qdisc.child", words(QdiscKind.leaves(), QdiscKind::yamlName), "pfifo_fast",
                    "With mq, the qdisc each transmit queue gets of its own (Linux's default_qdisc).",
                    "sysctl -w net.core.default_qdisc=fq_codel")
                    .bind(RESTART, qdisc(q -> q.child().ordinal(),
                            (q, v) -> q.withChild(pick(QdiscKind.leaves(), "qdisc.child", v)))),
            count("qdisc.txqueuelen", 1, 100_000, 1000, 10,
                    "How many packets each qdisc band holds before new ones are dropped.",
                    "ip link set eth0 txqueuelen 1000")
                    .bind(LIVE, qdisc(Qdisc::txqueuelen, (q, v) -> q.withTxqueuelen(toInt("qdisc.txqueuelen", v)))),
            bytes("qdisc.drain_budget_bytes", 0, 2L << 20, 0, 1514,
                    "If above 0, a qdisc run stops after this many bytes instead of after 64 packets,"
                            + " as FreeBSD's iflib does (0 counts packets).", "")
                    .bind(LIVE, qdisc(Qdisc::drainBudgetBytes, Qdisc::withDrainBudgetBytes)),
            // Built into dequeue_skb and dev_hard_start_xmit: no run-time switch in Linux.
            followsKernel(bool("qdisc.bulk_dequeue", true,
                    "Bulk dequeue: one dequeue takes packets up to BQL's available bytes (one without BQL),"
                            + " a list the driver sees with xmit_more and rings the doorbell for once.", ""))
                    .bind(RESTART, qdisc(q -> bit(q.bulkDequeue()), (q, v) -> q.withBulkDequeue(v != 0))),
            followsKernel(bool("qdisc.bql_aborts_list", false,
                    "Whether BQL stopping the queue cuts short the list of packets being handed to the driver"
                            + " (a GSO packet's segments, a bulk dequeue), as before Linux 4.20.", ""))
                    .bind(RESTART, qdisc(q -> bit(q.bqlAbortsList()), (q, v) -> q.withBqlAbortsList(v != 0))),
            // fq_codel's settings are fixed when the qdisc is built (tc qdisc change is not modelled).
            // Ranges as fq_codel_change takes them: flows 1 to 65536, a quantum of at least 256.
            count("qdisc.limit", 1, 1_000_000, 10_240, 64,
                    "With fq_codel, packets the whole qdisc holds; above it, packets are dropped from the head"
                            + " of the flow with the most bytes.",
                    "tc qdisc replace dev eth0 root fq_codel limit 10240")
                    .bind(RESTART, fqCodel(FqCodel::limit, (f, v) -> f.withLimit(toInt("qdisc.limit", v)))),
            count("qdisc.flows", 1, 65_536, 1024, 1,
                    "With fq_codel, how many flow queues packets are hashed into; flows that share a queue"
                            + " share its turn.",
                    "tc qdisc replace dev eth0 root fq_codel flows 1024")
                    .bind(RESTART, fqCodel(FqCodel::flows, (f, v) -> f.withFlows(toInt("qdisc.flows", v)))),
            bytes("qdisc.quantum", 256, 1 << 20, 1514, 1,
                    "With fq_codel, bytes a flow queue may send in its turn of the round robin.",
                    "tc qdisc replace dev eth0 root fq_codel quantum 1514")
                    .bind(RESTART, fqCodel(FqCodel::quantum, (f, v) -> f.withQuantum(toInt("qdisc.quantum", v)))),
            duration("qdisc.target", Units.US, Units.S, 5 * Units.MS, 100 * Units.US,
                    "With fq_codel, the sojourn time CoDel accepts as a standing queue in each flow queue.",
                    "tc qdisc replace dev eth0 root fq_codel target 5ms")
                    .bind(RESTART, fqCodel(FqCodel::targetNs, FqCodel::withTargetNs)),
            duration("qdisc.interval", Units.US, Units.S, 100 * Units.MS, Units.MS,
                    "With fq_codel, how long the sojourn time must stay above target before CoDel drops, and"
                            + " the base of its drop spacing interval/sqrt(drops).",
                    "tc qdisc replace dev eth0 root fq_codel interval 100ms")
                    .bind(RESTART, fqCodel(FqCodel::intervalNs, FqCodel::withIntervalNs)),
            // fq's settings are fixed when the qdisc is built, as fq_codel's are. Ranges as
            // fq_change takes them: a quantum up to 1 MB (0 here: fq_init's own, from the MTU).
            bytes("qdisc.fq.quantum", 0, 1 << 20, 0, 1,
                    "With fq, bytes a flow may send in its turn of the round robin (0: twice the MTU plus"
                            + " the link header, fq's own default).",
                    "tc qdisc replace dev eth0 root fq quantum 3028")
                    .withDefault(0, "0 (2 × (MTU + 14): 3028 at MTU 1500)")
                    .bind(RESTART, fq(Fq::quantum, (f, v) -> f.withQuantum(toInt("qdisc.fq.quantum", v)))),
            bytes("qdisc.fq.initial_quantum", 0, 1 << 24, 0, 1,
                    "With fq, the credit of a flow it has not seen before, so a new flow's first burst goes"
                            + " at once (0: ten times the MTU plus the link header).",
                    "tc qdisc replace dev eth0 root fq initial_quantum 15140")
                    .withDefault(0, "0 (10 × (MTU + 14): 15140 at MTU 1500)")
                    .bind(RESTART, fq(Fq::initialQuantum,
                            (f, v) -> f.withInitialQuantum(toInt("qdisc.fq.initial_quantum", v)))),
            count("qdisc.fq.flow_limit", 1, 1_000_000, 100, 10,
                    "With fq, packets one flow may hold; a packet of a full flow is dropped.",
                    "tc qdisc replace dev eth0 root fq flow_limit 100")
                    .bind(RESTART, fq(Fq::flowLimit, (f, v) -> f.withFlowLimit(toInt("qdisc.fq.flow_limit", v)))),
            count("qdisc.fq.limit", 1, 1_000_000, 10_000, 100,
                    "With fq, packets the whole qdisc holds; a packet arriving at a full qdisc is dropped.",
                    "tc qdisc replace dev eth0 root fq limit 10000")
                    .bind(RESTART, fq(Fq::limit, (f, v) -> f.withLimit(toInt("qdisc.fq.limit", v)))),
            rate("qdisc.fq.maxrate", 0, 400 * Units.GBIT, 0, Units.MBIT,
                    "With fq, the most each flow may send, whatever its socket's pacing rate (0bit: no limit).",
                    "tc qdisc replace dev eth0 root fq maxrate 1gbit")
                    .withDefault(0, "0bit (no limit)")
                    .bind(RESTART, fq(Fq::maxrateBps, Fq::withMaxrateBps)),
            duration("qdisc.fq.horizon", Units.MS, 100 * Units.S, 10 * Units.S, Units.S,
                    "With fq from Linux 5.8, how far ahead a packet's departure time may lie; a packet"
                            + " stamped later is dropped.",
                    "tc qdisc replace dev eth0 root fq horizon 10s")
                    .bind(RESTART, fq(Fq::horizonNs, Fq::withHorizonNs)));
}
