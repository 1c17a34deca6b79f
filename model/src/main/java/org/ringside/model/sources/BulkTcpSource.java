package org.ringside.model.sources;

import java.util.function.LongSupplier;
import org.ringside.model.engine.Packets;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.LinuxHistory;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Tcp;

/**
 * A window-limited TCP sender, held back by what the sending host's TCP adds on top of the window.
 *
 * <ul>
 *   <li>cwnd starts at 10 segments ({@code TCP_INIT_CWND}); slow start (one segment per segment
 *       acknowledged) up to ssthresh, then congestion avoidance as its {@link CongestionControl}
 *       (CUBIC or Reno) has it; it grows only while the flow is limited by it
 *       ({@code tcp_is_cwnd_limited});</li>
 *   <li>the send buffer ({@code tcp_wmem[2]}) caps the payload not yet acknowledged;</li>
 *   <li>it sends only what its application has copied into the socket ({@link WriteQueue}), at
 *       {@code cpu.per_byte} on its CPU, unless it sends with MSG_ZEROCOPY;</li>
 *   <li>TCP small queues ({@code tcp_small_queue_check}, {@link SmallQueues}): while more than the
 *       socket's limit waits below TCP it stops, and the TX clean-up that frees its packets wakes it;</li>
 *   <li>pacing ({@link TcpPacing}): under fq, each packet stamped with its departure time from
 *       4.20; elsewhere, from 4.13 and with {@code SO_MAX_PACING_RATE}, its own pacing timer;</li>
 *   <li>it sends {@code min(room, gso_max_size)} rounded down to whole MSS as one super-packet
 *       when TSO or GSO is on, or with TSO autosizing about 1 ms of its pacing rate
 *       ({@code tcp_tso_autosize}, {@link TsoAutosize}); one MSS otherwise;</li>
 *   <li>the receiver's window ({@link SendWindow}): what its application has not read yet fills its
 *       receive buffer ({@link ReceiveQueue}), and the sender sends no further than the window the
 *       latest ACK advertised;</li>
 *   <li>ACKs as the receiver sends them ({@link ReceiverEnd}, {@link TcpReceiver}: GRO, delayed ACKs, quickack), each
 *       {@code remote_rtt} after the receiver sent it, the receiver seeing a packet when its last
 *       frame left the wire; an ACK may cover several packets (a stretch ACK); each ACK is an RTT
 *       sample for srtt and the pacing rate;</li>
 *   <li>a drop cuts cwnd to the algorithm's ssthresh (0.7 of it under CUBIC, half under Reno) at
 *       most once per window of data, at once rather than over a round trip as PRR would; dropped
 *       bytes are sent again later as new data (after the next ACK, or after 200 ms when nothing
 *       is in flight);</li>
 *   <li>behind a bottleneck port ({@code network:}) the receiver sees each frame as it leaves the
 *       port, and the port's drops are recovered as {@link TcpRecovery} says: fast retransmit
 *       once three later segments arrived, the retransmission timer when a whole window is lost.</li>
 * </ul>
 */
public final class BulkTcpSource extends Source {
    private static final int INITIAL_WINDOW_SEGMENTS = 10;
    /** {@code sk_pacing_shift}: the TSQ limit and an autosized packet are rate >> 10, about 1 ms. */
    static final int PACING_SHIFT = 10;
    /** {@code tcp_tso_win_divisor}: with TSO, a window less than a third free still counts as full. */
    static final int TSO_WIN_DIVISOR = 3;
    /** {@code tcp_max_burst}: a window with at most this many segments free counts as full. */
    static final int MAX_BURST = 3;
    /** Pacing at 200 % of cwnd / srtt in slow start, {@code sysctl_tcp_pacing_ss_ratio}. */
    static final int PACING_SS_RATIO = 200;
    /** Pacing at 120 % in congestion avoidance, {@code sysctl_tcp_pacing_ca_ratio}, from 4.3. */
    static final int PACING_CA_RATIO = 120;

    /** snd_cwnd and snd_ssthresh, in segments as the kernel counts them. */
    private final TcpWindow window;
    private CongestionControl congestion;
    /** Payload acknowledged or given up as lost: HyStart's {@code snd_una}. */
    private long sndUna;
    /** Payload handed to the qdisc and neither acknowledged nor known lost. */
    private long inflight;
    /** Packets handed to the qdisc and neither acknowledged nor known lost. */
    private int packetsOut;
    /** Payload bytes ever handed to the qdisc: the next sequence number. */
    private long sndNxt;
    /** A drop at or beyond this sequence number cuts cwnd again (once per window). */
    private long recover;
    /** After a drop: wait for an ACK (or the retry timer) before sending again. */
    private boolean blocked;
    private long reductions;
    /** Smoothed RTT from handed-to-the-qdisc to ACK, ns; 0 before the first sample. */
    private long srttNs;
    private long minRttNs = Long.MAX_VALUE;
    private TcpLimit limit = TcpLimit.NONE;
    /** TSQ_THROTTLED: stopped by small queues, waiting for the clean-up to free its packets. */
    private boolean throttled;
    private boolean wakeSet;
    private int freedWhileThrottled;
    private int freedAtWake;
    /** The small-queues limit the latest send was checked against, and that packet's length. */
    private long lastSendLimit = Long.MAX_VALUE;
    private int lastSendLen;
    /** The send buffer in force at the latest send. */
    private long lastSendBuffer = Long.MAX_VALUE;
    private TcpPacing pacing;
    private boolean paceTimerSet;
    private final WriteQueue writeQueue = new WriteQueue();
    /** The pacing rate, worked out only if congestion control reads it (HyStart in slow start). */
    private final LongSupplier pacingRateNow = this::pacingRate;
    /** The kernel's, fixed for the run: 120 % pacing in congestion avoidance. */
    private final boolean pacingRatios;
    private final TsoAutosize autosize;
    /** The far end: when it ACKs, the window it advertises, its timers, the ACKs on their way. */
    private final ReceiverEnd far;
    /** The receiver's window as the ACKs bring it. */
    private final SendWindow sendWindow;
    /** ACKs received. */
    private long acks;
    /** Segments the latest ACK covered. */
    private long lastAckSegments;
    /** Recovery from the bottleneck port's drops, or null when there is no port. */
    private final TcpRecovery recovery;
    /** Whether the retransmission timer's event is pending. */
    private boolean rtoTimerSet;

    public BulkTcpSource(SourceContext ctx, Flow flow, int index, int group, long startNs) {
        super(ctx, flow, index, group, startNs);
        recovery = ctx.behindPort() ? new TcpRecovery(new NetworkLosses()) : null;
        far = new ReceiverEnd(ctx, flow, index, this::timer, recovery == null ? () -> { } : recovery::ackSent);
        sendWindow = far.window();
        pacingRatios = ctx.kernel().atLeast(LinuxHistory.PACING_RATIOS);
        autosize = new TsoAutosize(ctx.kernel());
        window = new TcpWindow(INITIAL_WINDOW_SEGMENTS, !ctx.kernel().atLeast(LinuxHistory.SLOW_START_COUNTS_PACKETS));
    }

    @Override
    public void onTimer(long nowNs, long what) {
        if (what == TIMER_DELACK) {
            far.delackTimer(nowNs);
            return;
        }
        if (what == TIMER_WINDOW) {
            far.windowTimer(nowNs);
            return;
        }
        if (what == TIMER_RTO) {
            rtoTimerSet = false;
            armRto(recovery.timerFired(nowNs, inflight, srttNs));
            return;
        }
        if (what == TIMER_START) {
            congestion = CongestionControl.of(ctx.tcp().congestion(), ctx.kernel(), nowNs, sndNxt);
            pacing = new TcpPacing(ctx.kernel(), ctx.qdiscKind() == QdiscKind.FQ, ctx.tcp().maxPacingRateBps() > 0);
        }
        if (what == TIMER_PACE) {
            paceTimerSet = false;
        } else if (what == TIMER_WAKE || what == TIMER_TSQ) {
            wakeSet = false;
            throttled = false;
            freedAtWake = freedWhileThrottled;
            freedWhileThrottled = 0;
        } else {
            blocked = false;
        }
        trySend(nowNs);
    }

    @Override
    public void onAck(long nowNs, long bytes, int skbs, long offeredNs) {
        acks++;
        if (bytes == 0) { // a window update: no data acknowledged, no RTT sample (tcp_ack, FLAG_WIN_UPDATE)
            sendWindow.arrived(sndUna);
            lastAckSegments = 0;
            trySend(nowNs);
            return;
        }
        long priorInflight = inflight;
        inflight -= bytes;
        packetsOut -= skbs;
        lastAckSegments = (bytes + ctx.mss() - 1) / ctx.mss();
        sndUna += bytes;
        sendWindow.arrived(sndUna);
        if (recovery != null) {
            recovery.acked(nowNs, bytes, srttNs); // finds losses before the window grows
        }
        long rttNs = nowNs - offeredNs;
        sampleRtt(rttNs);
        // tcp_ack: pkts_acked sees the sample first, then cong_avoid the segments acknowledged.
        congestion.acked(window, nowNs, rttNs, sndUna, sndNxt, pacingRateNow, ctx.superPackets() ? ctx.gsoMaxSize() : 0,
                pacing.status() != TcpPacing.Status.NONE);
        if (cwndLimited(priorInflight) && (recovery == null || !recovery.inRecovery())) {
            int mss = ctx.mss();
            congestion.congAvoid(window, nowNs, (int) ((bytes + mss - 1) / mss));
        }
        blocked = false;
        trySend(nowNs);
    }

    // tcp_rtt_estimator: srtt moves an eighth of the way to each sample.
    private void sampleRtt(long rttNs) {
        srttNs = srttNs == 0 ? rttNs : srttNs + (rttNs - srttNs) / 8;
        minRttNs = Math.min(minRttNs, rttNs);
    }

    /**
     * Whether the window was what held the flow back before this ACK, as 3.3's
     * {@code tcp_is_cwnd_limited} decides it (later kernels measure the same over a window,
     * ca8a22634381): a flow that small queues or the send buffer held back does not grow it.
     */
    private boolean cwndLimited(long priorInflight) {
        long cwnd = cwnd();
        if (priorInflight >= cwnd) {
            return true;
        }
        long left = cwnd - priorInflight;
        if (ctx.superPackets() && left * TSO_WIN_DIVISOR < cwnd && left < ctx.gsoMaxSize()) {
            return true;
        }
        return left <= (long) MAX_BURST * ctx.mss();
    }

    private void trySend(long nowNs) {
        writeAll(nowNs);
        // tcp_write_xmit starts or stops the rwnd-limited chronograph as it stops
        sendWindow.stopped(nowNs, limit == TcpLimit.RWND);
    }

    private void writeAll(long nowNs) {
        boolean copies = WriteQueue.copies(ctx, flow.zerocopy());
        writeQueue.want(ctx, index(), copies, sndUna, sndNxt, sendBuffer());
        if (blocked) {
            limit = TcpLimit.DROP;
            return;
        }
        if (throttled) {
            return; // the clean-up wakes it
        }
        int mss = ctx.mss();
        int headers = ctx.tcpHeaders();
        Tcp tcp = ctx.tcp();
        Packets packets = ctx.packets();
        // A send can make the qdisc drop one of ours (fq_codel's fattest flow): then stop at once.
        while (!blocked) {
            if (pacing.holds(nowNs)) { // tcp_pacing_check comes first in tcp_write_xmit
                limit = TcpLimit.PACING;
                if (!paceTimerSet) {
                    paceTimerSet = true;
                    timer(pacing.releaseNs(), TIMER_PACE);
                }
                return;
            }
            long windowRoom = cwnd() - inflight;
            long bufferRoom = tcp.wmemMax() - inflight;
            long unsent = writeQueue.unsent(copies, sndNxt);
            long rwndRoom = sendWindow.room(sndNxt);
            long room = Math.min(Math.min(Math.min(windowRoom, bufferRoom), unsent), rwndRoom);
            // A segment found lost goes before new data (tcp_xmit_retransmit_queue), as the window lets it.
            int resend = recovery == null ? -1 : recovery.nextRetransmission();
            if (resend >= 0 ? windowRoom < recovery.payloadOf(resend) : room < mss) { // tcp_cwnd_test before tcp_snd_wnd_test
                limit = resend >= 0 ? TcpLimit.CWND
                        : unsent == room ? TcpLimit.COPY
                        : windowRoom < mss && windowRoom <= bufferRoom ? TcpLimit.CWND
                        : rwndRoom < mss ? TcpLimit.RWND
                        : windowRoom <= bufferRoom ? TcpLimit.CWND : TcpLimit.SEND_BUFFER;
                return;
            }
            // Nothing below changes the window, what is in flight or srtt before the packet is sent.
            long rate = pacingRate();
            int payload = resend >= 0 ? recovery.payloadOf(resend) : nextPayload(room, mss, headers, tcp, rate);
            int len = payload + headers;
            long below = ctx.belowTcp(index());
            long tsqLimit = tcp.smallQueues() ? SmallQueues.limit(len, tcp, rate, ctx.kernel()) : Long.MAX_VALUE;
            boolean exempt = packetsOut <= SmallQueues.exemptUpTo(ctx.kernel()); // few enough packets out
            if (below > tsqLimit && !exempt) {
                throttled = true;
                limit = TcpLimit.SMALL_QUEUES;
                return;
            }
            lastSendLimit = exempt ? Long.MAX_VALUE : tsqLimit;
            lastSendLen = len;
            lastSendBuffer = tcp.wmemMax();
            boolean superPacket = payload > mss;
            int packet = packets.allocate(index(), len, headers, superPacket ? mss : 0);
            long seq = resend >= 0 ? recovery.seqOf(resend) : sndNxt;
            packets.setSeq(packet, seq);
            packets.setTstamp(packet, pacing.sent(nowNs, len, rate));
            if (resend >= 0) {
                recovery.resent(resend);
            } else {
                sndNxt += payload;
            }
            inflight += payload;
            packetsOut++;
            if (recovery != null) {
                recovery.sent(nowNs, srttNs);
                armRto(0);
            }
            if (!ctx.send(packet, band(), nowNs)) {
                if (resend >= 0) {
                    recovery.resendFailed(resend); // sent again later, the window cut already
                    inflight -= payload;
                    packetsOut--;
                    blocked = true;
                    retryIfIdle(nowNs);
                } else {
                    lost(nowNs, payload, seq);
                }
                limit = TcpLimit.DROP;
                return;
            }
        }
    }

    /**
     * {@code tcp_update_pacing_rate} ({@link TcpPacing#rate}): 200 % of cwnd / srtt in slow start
     * (before 4.3 always) and 120 % after, at most {@code SO_MAX_PACING_RATE}.
     */
    @Override
    public long pacingRate() {
        boolean slowStart = window.cwnd < window.ssthresh / 2;
        int ratio = slowStart || !pacingRatios ? PACING_SS_RATIO : PACING_CA_RATIO;
        return TcpPacing.rate(cwnd(), inflight, srttNs, ratio, ctx.tcp().maxPacingRateBytesPerSecond());
    }

    private int nextPayload(long room, int mss, int headers, Tcp tcp, long pacingRate) {
        if (!ctx.superPackets()) {
            return mss;
        }
        return autosize.payload(room, mss, headers, ctx.gsoMaxSize(), tcp.tsoAutosize(), pacingRate, minRttNs);
    }

    /** The receiver has the packet once its last bit left the wire; it decides when to ACK. */
    @Override
    public void onSent(long nowNs, int payloadBytes, long offeredNs) {
        far.arrived(nowNs, payloadBytes, offeredNs);
    }

    /** Behind a bottleneck port the receiver sees each frame as it leaves the port. */
    @Override
    public void onArrived(long nowNs, long seq, int payloadBytes, boolean endsSkb, long order, long offeredNs,
            boolean ce) {
        far.segmentArrived(nowNs, payloadBytes, endsSkb, offeredNs, recovery.arrived(seq, order, ce));
    }

    /** The bottleneck port dropped one of its frames: the scoreboard keeps it until ACKs show it. */
    @Override
    public void onNetworkDrop(long nowNs, long seq, int payloadBytes, boolean endsSkb, long order) {
        recovery.dropped(seq, payloadBytes, endsSkb, order);
    }

    @Override
    public int copyChunk() {
        return writeQueue.chunk(WriteQueue.copies(ctx, flow.zerocopy()), sndUna, sendBuffer());
    }

    private long sendBuffer() {
        return writeQueue.sendBuffer(cwnd(), ctx.mss(), INITIAL_WINDOW_SEGMENTS, ctx.tcp().wmemMax());
    }

    @Override
    public long copyCostPs(int bytes) {
        return writeQueue.costPs(ctx, flow.zerocopy(), bytes);
    }

    @Override
    public void onCopied(long nowNs, int bytes) {
        // tcp_sendmsg pushes once an skb of size_goal is full, or when it must wait for room.
        int mss = ctx.mss();
        int sizeGoal = ctx.superPackets() ? autosize.payload(Long.MAX_VALUE, mss, ctx.tcpHeaders(), ctx.gsoMaxSize(),
                ctx.tcp().tsoAutosize(), pacingRate(), minRttNs) : mss;
        writeQueue.copied(bytes, sizeGoal);
        if (copyChunk() == 0) {
            writeQueue.push();
        }
        trySend(nowNs);
    }

    @Override
    public void onLost(long nowNs, int payloadBytes, long seq) {
        lost(nowNs, payloadBytes, seq);
    }

    @Override
    public boolean onFreed(long nowNs) {
        if (throttled) {
            freedWhileThrottled++;
            if (!wakeSet) {
                wakeSet = true;
                timer(nowNs, TIMER_TSQ); // tcp_wfree queues the socket for this CPU's TSQ tasklet
                return true;
            }
        }
        return false;
    }

    @Override
    public void onSettingsChanged(long nowNs) {
        if (congestion == null) {
            return; // not started yet: its start reads the settings as they are then
        }
        if (ctx.tcp().maxPacingRateBps() > 0) {
            pacing.maxPacingRateSet();
        }
        if (!wakeSet && !blocked) {
            wakeSet = true;
            timer(nowNs, TIMER_WAKE);
        }
    }

    private void lost(long nowNs, int payloadBytes, long seq) {
        inflight -= payloadBytes;
        packetsOut--;
        sndUna += payloadBytes;
        reduceOncePerWindow(seq);
        blocked = true;
        retryIfIdle(nowNs);
    }

    private void reduceOncePerWindow(long seq) {
        if (seq >= recover) {
            // First loss in this window: multiplicative decrease, and no more until sndNxt is acked.
            window.ssthresh = congestion.ssthresh(window);
            window.cwnd = window.ssthresh;
            window.cwndCnt = 0;
            recover = sndNxt;
            reductions++;
        }
    }

    private void retryIfIdle(long nowNs) {
        if (inflight == 0) {
            timer(nowNs + RETRY_NS, TIMER_RETRY);
        }
    }

    /** One retransmission timer event at a time, at {@code dueNs} or, for 0, when recovery says. */
    private void armRto(long dueNs) {
        if (!rtoTimerSet && dueNs >= 0) {
            long at = dueNs > 0 ? dueNs : recovery.rtoDueNs();
            if (at >= 0) {
                rtoTimerSet = true;
                timer(at, TIMER_RTO);
            }
        }
    }

    /** How the scoreboard's findings reach this sender's window and pipe. */
    private final class NetworkLosses implements TcpRecovery.Sender {
        @Override
        public void foundLost(long nowNs, long seq, int payload, boolean endsSkb) {
            inflight -= payload;
            packetsOut -= endsSkb ? 1 : 0;
            reduceOncePerWindow(seq); // tcp_enter_recovery: ssthresh, then the window
        }

        /** tcp_enter_cwr: an ECN echo cuts the window as a loss does, once per window, with nothing lost. */
        @Override
        public void ecnEcho(long nowNs, long markedSeq) {
            reduceOncePerWindow(markedSeq);
        }

        @Override
        public void timedOut(long nowNs, long payload, int skbs, boolean recovering) {
            inflight -= payload;
            packetsOut -= skbs;
            // tcp_enter_loss: a new ssthresh unless recovery set one; one packet in flight.
            if (!recovering) {
                window.ssthresh = congestion.ssthresh(window);
            }
            window.cwnd = 1;
            window.cwndCnt = 0;
            recover = sndNxt;
            reductions++;
            congestion.lossState(nowNs, sndNxt);
            blocked = false;
            trySend(nowNs);
        }
    }

    /** Congestion window in bytes of payload. */
    public long cwnd() {
        return (long) window.cwnd * ctx.mss();
    }

    /** Payload in flight: handed to the qdisc and not yet acknowledged or lost. */
    public long inflight() {
        return inflight;
    }

    /** Slow start threshold in bytes of payload, {@link Long#MAX_VALUE} before anything set one. */
    public long ssthresh() {
        return window.ssthresh == TcpWindow.INFINITE_SSTHRESH ? Long.MAX_VALUE : (long) window.ssthresh * ctx.mss();
    }

    /** Whether the window still grows by slow start. */
    public boolean inSlowStart() {
        return window.inSlowStart();
    }

    /** ACKs this sender received. */
    public long acks() {
        return acks;
    }

    /** Segments the latest ACK covered: more than one for a stretch ACK. */
    public long lastAckSegments() {
        return lastAckSegments;
    }

    /** Payload the latest firing of the receiver's delayed-ACK timer acknowledged, 0 when nothing waited. */
    public long delackAcked() {
        return far.delackAcked();
    }

    /** What the latest firing of the receiver's window-update timer did. */
    public WindowCheck windowCheck() {
        return far.windowCheck();
    }

    /** Payload the receiver holds and has not acknowledged yet (its delayed-ACK timer is set). */
    public long receiverUnacked() {
        return far.unacked();
    }

    /** Time the receiver's window held it back up to {@code nowNs} ({@code tcpi_rwnd_limited}). */
    public long rwndLimitedNs(long nowNs) {
        return sendWindow.limitedNs(nowNs);
    }

    /** The window the receiver's latest ACK advertised. */
    public long receiverWindow() {
        return far.lastWindow();
    }

    /** Times a loss cut the window. */
    public long reductions() {
        return reductions;
    }

    /** Segments sent again after the network dropped them (0 without a bottleneck port). */
    public long retransmits() {
        return recovery == null ? 0 : recovery.retransmits();
    }

    /** Retransmission timeouts (0 without a bottleneck port). */
    public long timeouts() {
        return recovery == null ? 0 : recovery.timeouts();
    }

    /** Smoothed round-trip time in ns, 0 before the first ACK. */
    public long srttNs() {
        return srttNs;
    }

    /** What held it back the last time it stopped sending. */
    public TcpLimit limit() {
        return limit;
    }

    /** Whether TCP small queues holds it back now, until the clean-up frees its packets. */
    public boolean throttled() {
        return throttled;
    }

    /** Packets the clean-up freed between the latest throttle and the wake that ended it. */
    public int freedAtWake() {
        return freedAtWake;
    }

    /**
     * The most bytes it may have below TCP until it sends again: the small-queues limit its latest
     * send was checked against plus that packet, since the check comes before the packet
     * ({@link Long#MAX_VALUE} when small queues is off or exempted the socket).
     */
    public long belowTcpBound() {
        return lastSendLimit == Long.MAX_VALUE ? Long.MAX_VALUE : lastSendLimit + lastSendLen;
    }

    /**
     * The most payload it may have unacknowledged until it sends again: the send buffer in force
     * at its latest send (a smaller one set since then holds back only later sends).
     */
    public long sendBufferBound() {
        return lastSendBuffer;
    }

    /** Whether TCP paces this socket itself, with its pacing timer ({@code SK_PACING_NEEDED}). */
    public boolean pacesItself() {
        return pacing != null && pacing.status() == TcpPacing.Status.NEEDED;
    }

    /** Whether TCP holds its next packet at {@code nowNs} until its pacing timer fires ({@code tcp_pacing_check}). */
    public boolean pacingHolds(long nowNs) {
        return pacing != null && pacing.holds(nowNs);
    }

    /**
     * When TCP lets its next packet go: from 4.20 {@code tcp_wstamp_ns}, before it the pacing
     * timer's expiry; 0 before the first packet.
     */
    public long pacingNextNs() {
        return pacing == null ? 0 : pacing.releaseNs();
    }

    @Override
    public String describe() {
        return "cwnd " + ByteCounts.exact(cwnd()) + (window.inSlowStart() ? " (slow start)" : "") + ", "
                + ByteCounts.grouped(inflight) + " in flight, " + ByteCounts.grouped(ctx.belowTcp(index()))
                + " below TCP" + limit.describe(throttled, blocked);
    }
}
