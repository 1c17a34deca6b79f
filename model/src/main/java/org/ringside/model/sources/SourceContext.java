package org.ringside.model.sources;

import org.ringside.model.engine.EventQueue;
import org.ringside.model.engine.Packets;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Receiver;
import org.ringside.model.scenario.Tcp;

/** What a traffic source may do: make packets, hand them to the stack, set timers. */
public interface SourceContext {
    Packets packets();

    /** Where sources schedule their timers ({@code SOURCE_TIMER}) and ACKs ({@code TCP_ACK}). */
    EventQueue events();

    /**
     * Hands a packet to the qdisc (the copy into the socket came before, see {@link #copyWanted}).
     *
     * @return false when the qdisc dropped it; the packet is then already freed
     */
    boolean send(int packet, int band, long nowNs);

    /** Current MTU (IP bytes). */
    int mtu();

    /** The sending host's TCP settings now (they may change between steps). */
    Tcp tcp();

    /** The Linux release the run follows. */
    Kernel kernel();

    /** How the far end of the TCP flows ACKs; a current Linux receiver unless a scenario says otherwise. */
    default Receiver receiver() {
        return Receiver.defaults();
    }

    /**
     * Whether a bottleneck port lies beyond the wire ({@code network:}): the far end then sees
     * frames as they leave it, and TCP recovers from its drops ({@link TcpRecovery}).
     */
    default boolean behindPort() {
        return false;
    }

    /** The root qdisc's kind: fq paces the sockets whose packets it sees ({@code SK_PACING_FQ}). */
    QdiscKind qdiscKind();

    /** Current TCP MSS: MTU less the TCP and IP headers and options. */
    default int mss() {
        return tcp().mss(mtu());
    }

    /** Bytes in front of a TCP payload in a frame: Ethernet, IP, TCP and its options. */
    default int tcpHeaders() {
        return tcp().frameHeaderBytes();
    }

    /**
     * Bytes of a source's packets below TCP: in the qdisc, in the ring, or sent and not yet
     * freed by the TX clean-up ({@code sk_wmem_alloc}).
     */
    long belowTcp(int source);

    /** True when TSO or GSO is on, so TCP may build super-packets. */
    boolean superPackets();

    /** Current gso_max_size in bytes. */
    int gsoMaxSize();

    /**
     * CPU time, in picoseconds, {@code sendmsg} spends copying one byte from the application into
     * the socket ({@code cpu.per_byte}, live).
     */
    long perBytePs();

    /** CPU time, in ns, MSG_ZEROCOPY's {@code sendmsg} spends pinning one page ({@code cpu.zerocopy_per_page}, live). */
    long zerocopyPageNs();

    /** CPU time, in ns, of one MSG_ZEROCOPY send call's completion notification ({@code cpu.zerocopy_notify}, live). */
    long zerocopyCompletionNs();

    /**
     * The source's application has room in the send buffer and wants its CPU to copy more bytes
     * into the socket; the CPU calls {@link Source#copyChunk()} when it starts and
     * {@link Source#onCopied} when the copy is done.
     */
    void copyWanted(int source);

    /** A pktgen source is ready to send as fast as the CPU allows. */
    void pktgenStarted(PktgenSource source);

    /** A request-response flow completed a transaction that took {@code latencyNs}. */
    void transactionDone(int group, long latencyNs);
}
