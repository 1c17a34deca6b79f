package org.ringside.model.qdisc;

import org.ringside.model.engine.IntFifo;
import org.ringside.model.engine.Packets;
import org.ringside.model.scenario.Fq;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.LinuxHistory;
import org.ringside.model.scenario.QdiscKind;

/**
 * {@code fq} (net/sched/sch_fq.c, 3.12, afe4fd062416): one flow queue per socket, served in
 * turn with a credit of bytes, flows that have just become busy ({@code new_flows}) before the
 * others ({@code old_flows}), and each flow's packets sent no earlier than its departure time.
 *
 * <ul>
 *   <li>Classification ({@code fq_classify}): every source is a socket, its own flow, found
 *       exactly (an rb-tree keyed by the socket); a flow first seen gets {@code initial_quantum}
 *       of credit.</li>
 *   <li>Enqueue ({@code fq_enqueue}): a packet is dropped when the qdisc holds {@code limit}
 *       packets, when its flow holds {@code flow_limit}, and from 5.8 (39d010504e6b) when its
 *       departure time lies beyond {@code horizon}. A flow on no list joins new_flows; one idle
 *       longer than {@code flow_refill_delay} (40 ms) gets at least a quantum of credit.</li>
 *   <li>Dequeue ({@code fq_dequeue}): flows whose time has come leave the throttled set for the
 *       tail of old_flows ({@code fq_check_throttled}); then the first flow of new_flows, else of
 *       old_flows: a flow out of credit gets a quantum more and goes to the tail of old_flows; a
 *       flow whose head may not leave yet is throttled until then; an empty flow goes to
 *       old_flows if it came from new_flows and old_flows is busy, else leaves the lists. With
 *       nothing to send, the watchdog is armed for the earliest throttled flow.</li>
 *   <li>Pacing: before 4.20 fq times a flow itself. Once a flow's credit is spent, its next
 *       packet may leave {@code max(len, quantum) / rate} after this one, the rate being the
 *       socket's pacing rate capped by {@code maxrate}, the delay at most one second. From 4.20
 *       (ab408b6dc744, earliest departure time) a packet TCP stamped leaves no earlier than its
 *       stamp, and fq adds a gap of its own only under {@code maxrate}.</li>
 * </ul>
 *
 * <p>Left out: the priority band of control packets ({@code q->internal}), the low-rate
 * threshold (4.9), the drift allowance, and the three priority bands of 6.7.
 *
 * <p>As with fq_codel, the next packet is taken out when first looked at and kept
 * ({@link FlowQueuesQdisc}). Bands for views: band 0 holds that packet, then one band per flow on
 * new_flows, old_flows, and throttled, each in order.
 */
public final class FqQdisc extends FlowQueuesQdisc {
    /** {@code flow_refill_delay}: 40 ms ({@code fq_init}). */
    static final long FLOW_REFILL_DELAY_NS = 40_000_000L;
    /** A paced gap is at most a second ("clamp the delay to 1 second"). */
    static final long MAX_DELAY_NS = 1_000_000_000L;
    private static final long NS_PER_S = 1_000_000_000L;

    private final int quantum;
    private final int initialQuantum;
    private final int flowLimit;
    private final int limit;
    private final long maxrate;
    /** The horizon in ns, or MAX_VALUE before 5.8. */
    private final long horizonNs;
    /** Whether fq honours TCP's departure-time stamps (4.20) rather than timing flows itself. */
    private final boolean edt;
    private final SocketPacing pacing;
    private final QdiscWatchdog watchdog;
    private final IntFifo[] queues;
    private final long[] acctBytes;
    private final int[] credit;
    private final long[] timeNextPacket;
    /** When a flow last left the lists ({@code f->age}). */
    private final long[] age;
    private final boolean[] seen;
    private final boolean[] throttled;
    private final FqDelayed delayed = new FqDelayed();
    private long flowsPlimitDrops;
    private long limitDrops;
    private long horizonDrops;
    private long throttledCount;

    /**
     * @param mtu the device MTU (for the default quanta)
     * @param sockets how many sockets may send (one flow each)
     */
    public FqQdisc(Packets packets, Fq settings, int mtu, int sockets, Kernel kernel, SocketPacing pacing,
            QdiscWatchdog watchdog) {
        super(packets, sockets);
        quantum = settings.quantumBytes(mtu);
        initialQuantum = settings.initialQuantumBytes(mtu);
        flowLimit = settings.flowLimit();
        limit = settings.limit();
        maxrate = settings.maxrateBytesPerSecond();
        horizonNs = kernel.atLeast(LinuxHistory.FQ_HORIZON) ? settings.horizonNs() : Long.MAX_VALUE;
        edt = kernel.atLeast(LinuxHistory.EDT);
        this.pacing = pacing;
        this.watchdog = watchdog;
        queues = new IntFifo[sockets];
        acctBytes = new long[sockets];
        credit = new int[sockets];
        timeNextPacket = new long[sockets];
        age = new long[sockets];
        seen = new boolean[sockets];
        throttled = new boolean[sockets];
    }

    @Override
    public QdiscKind kind() {
        return QdiscKind.FQ;
    }

    @Override
    public boolean enqueue(int packet, int band) {
        if (packetCount >= limit) {
            limitDrops++;
            return false;
        }
        long tstamp = edt ? packets.tstamp(packet) : 0;
        if (tstamp != 0 && tstamp - now() > horizonNs) {
            horizonDrops++; // horizon_drop, the default
            return false;
        }
        int f = packets.flow(packet);
        if (!seen[f]) {
            seen[f] = true;
            credit[f] = initialQuantum;
            age[f] = now();
            queues[f] = new IntFifo(16);
        }
        IntFifo queue = queues[f];
        if (queue.size() >= flowLimit) {
            flowsPlimitDrops++;
            return false;
        }
        if (!chain.linked(f) && !throttled[f]) {
            chain.addTail(FlowChain.NEW, f);
            if (now() > age[f] + FLOW_REFILL_DELAY_NS) {
                credit[f] = Math.max(credit[f], quantum);
            }
        }
        queue.addLast(packet);
        acctBytes[f] += packets.acct(packet);
        byteCount += packets.acct(packet);
        packetCount++;
        return true;
    }

    /** {@code fq_dequeue}: the next packet whose time has come, or NONE (the watchdog armed). */
    @Override
    int dequeueNext() {
        checkThrottled();
        while (true) {
            int list = FlowChain.NEW;
            if (chain.isEmpty(list)) {
                list = FlowChain.OLD;
                if (chain.isEmpty(list)) {
                    if (!delayed.isEmpty()) {
                        watchdog.schedule(delayed.firstTime());
                    }
                    return Packets.NONE;
                }
            }
            int f = chain.first(list);
            if (credit[f] <= 0) {
                credit[f] += quantum;
                chain.moveFirstToTail(list, FlowChain.OLD);
                continue;
            }
            IntFifo queue = queues[f];
            if (queue.isEmpty()) {
                // Force a pass through old_flows so that new flows cannot starve them.
                if (list == FlowChain.NEW && !chain.isEmpty(FlowChain.OLD)) {
                    chain.moveFirstToTail(list, FlowChain.OLD);
                } else {
                    chain.removeFirst(list);
                    age[f] = now(); // fq_flow_set_detached
                }
                continue;
            }
            int skb = queue.peekFirst();
            long timeNext = Math.max(edt ? packets.tstamp(skb) : 0, timeNextPacket[f]);
            if (now() < timeNext) {
                chain.removeFirst(list);
                timeNextPacket[f] = timeNext;
                throttled[f] = true;
                throttledCount++;
                delayed.add(f, timeNext);
                continue;
            }
            queue.removeFirst();
            acctBytes[f] -= packets.acct(skb);
            int plen = packets.len(skb);
            credit[f] -= plen;
            pace(f, skb, plen);
            return skb;
        }
    }

    /** The end of {@code fq_dequeue}: when the flow's next packet may leave. */
    private void pace(int f, int skb, int plen) {
        long rate = maxrate;
        long len = plen;
        if (!edt || packets.tstamp(skb) == 0) {
            rate = Math.min(rate, pacing.pacingRate(packets.flow(skb)));
            len = Math.max(plen, quantum);
            if (credit[f] > 0) {
                return;
            }
        }
        if (rate != Long.MAX_VALUE) {
            long delay = rate == 0 ? MAX_DELAY_NS : Math.min(MAX_DELAY_NS, len * NS_PER_S / rate);
            timeNextPacket[f] = now() + delay;
        }
    }

    /** {@code fq_check_throttled}: flows whose time has come go to the tail of old_flows. */
    private void checkThrottled() {
        while (!delayed.isEmpty() && delayed.firstTime() <= now()) {
            int f = delayed.removeFirst();
            throttled[f] = false;
            chain.addTail(FlowChain.OLD, f);
        }
    }

    // --- reading ---------------------------------------------------------------------------------

    @Override
    public int bandCount() {
        return 1 + chain.length(FlowChain.NEW) + chain.length(FlowChain.OLD) + delayed.size();
    }

    /** The flow band {@code band} (from 1) shows: new_flows, old_flows, then throttled. */
    @Override
    public int flowOfBand(int band) {
        int i = band - 1;
        int news = chain.length(FlowChain.NEW);
        int olds = chain.length(FlowChain.OLD);
        if (i < news) {
            return chain.toArray(FlowChain.NEW)[i];
        }
        return i < news + olds ? chain.toArray(FlowChain.OLD)[i - news] : delayed.toArray()[i - news - olds];
    }

    @Override
    int flowPackets(int flow) {
        return queues[flow].size();
    }

    @Override
    long flowBytes(int flow) {
        return acctBytes[flow];
    }

    @Override
    int[] flowContents(int flow) {
        return queues[flow].toArray();
    }

    @Override
    public String bandLabel(int band) {
        if (band == 0) {
            return "next";
        }
        int f = flowOfBand(band);
        String where = throttled[f] ? "throttled" : band - 1 < chain.length(FlowChain.NEW) ? "new" : "old";
        return "flow " + f + " (" + where + ")";
    }



    /** The throttled flows, earliest first (a copy). */
    public int[] throttledFlows() {
        return delayed.toArray();
    }

    /** The flow's credit in bytes. */
    public int credit(int flow) {
        return credit[flow];
    }

    /** The earliest time the flow's next packet may leave ({@code time_next_packet}). */
    public long timeNextPacket(int flow) {
        return timeNextPacket[flow];
    }

    /** Whether the flow waits on the throttled list for its {@link #timeNextPacket time_next_packet}. */
    public boolean throttled(int flow) {
        return throttled[flow];
    }

    /** The per-flow cap in bytes per second ({@code flow_max_rate}), {@link Long#MAX_VALUE} for none. */
    public long maxrate() {
        return maxrate;
    }

    /** Packets dropped because their flow was full ({@code flows_plimit}). */
    public long flowLimitDrops() {
        return flowsPlimitDrops;
    }

    /** Packets dropped because the qdisc was full (at {@code limit}). */
    public long limitDrops() {
        return limitDrops;
    }

    /** Packets dropped beyond the horizon ({@code horizon_drops}). */
    public long horizonDrops() {
        return horizonDrops;
    }

    /** Times a flow was throttled ({@code throttled}). */
    public long throttledCount() {
        return throttledCount;
    }
}
