package org.ringside.model.qdisc;

import org.ringside.model.engine.Packets;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.Headers;
import org.ringside.model.scenario.LinuxHistory;
import org.ringside.model.scenario.Scenario;

/**
 * Makes a transmit queue's own qdisc: the scenario's kind, or under {@code mq} its child, one per
 * queue as {@code mq_init} attaches a default child to each TX queue
 * ({@code qdisc_create_dflt}, net/sched/sch_mq.c).
 */
public final class Qdiscs {
    private Qdiscs() {
    }

    /**
     * The qdisc a transmit queue holds.
     *
     * @param drops where the qdisc reports the packets it drops after accepting them
     * @param pacing the sockets' pacing rates, which fq reads
     * @param watchdog the queue's qdisc timer, which fq arms
     */
    public static QueueDiscipline leafFor(Scenario scenario, Packets packets, QdiscDrops drops, SocketPacing pacing,
            QdiscWatchdog watchdog) {
        int mtu = scenario.nic().mtu();
        return switch (scenario.qdisc().leaf()) {
            case FQ_CODEL -> new FqCodelQdisc(packets, scenario.qdisc().fqCodel(), mtu + Headers.ETHERNET, drops,
                    scenario.kernel().atLeast(LinuxHistory.FQ_CODEL_DROP_BATCH) ? FqCodelQdisc.DROP_BATCH_SIZE : 1);
            case FQ -> new FqQdisc(packets, scenario.qdisc().fq(), mtu, sockets(scenario), scenario.kernel(), pacing,
                    watchdog);
            case PFIFO_FAST, PFIFO -> new FifoQdisc(packets, scenario.qdisc().leaf(), scenario.qdisc().txqueuelen(),
                    scenario.kernel());
            case MQ -> throw new IllegalArgumentException("mq is a root, never a queue's own qdisc");
        };
    }

    /** Sockets that may send: one per instance of every flow entry, as the sources are made. */
    private static int sockets(Scenario scenario) {
        return scenario.flows().stream().mapToInt(Flow::count).sum();
    }
}
