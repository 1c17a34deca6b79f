package org.ringside.model.scenario;

/**
 * The host at the other end of every TCP flow, as a Linux receiver decides when to ACK
 * ({@code __tcp_ack_snd_check} in {@code net/ipv4/tcp_input.c}).
 *
 * @param gro generic receive offload: the segments of one skb the sender's NIC sends back to back
 *     arrive back to back and are merged, up to {@code gro_max_size} (65536), into one skb that
 *     counts once for the ACK decision; off, each segment counts alone
 * @param delayedAck ACK at once only when more than one full-sized segment arrived since the
 *     last ACK ({@code rcv_nxt - rcv_wup > rcv_mss}), or in quickack mode (the first 16 ACKs,
 *     {@code TCP_MAX_QUICKACKS}); else on the delayed-ACK timer, 40 ms ({@code TCP_DELACK_MIN});
 *     off, every segment (or GRO skb) is ACKed at once
 * @param quickack the route's {@code quickack 1} on the receiving host ({@code RTAX_QUICKACK}, which
 *     {@code tcp_in_quickack_mode} reads for every segment from 4.2): ACK every segment (or GRO skb)
 * @param perBytePs what the receiving application's {@code recvmsg} copy costs a byte on its one
 *     core, in picoseconds (0: it reads at once)
 * @param rmemMax the receive buffer, {@code tcp_rmem[2]}, in payload bytes: the window advertised
 *     is what of it the application has not filled yet
 */
public record Receiver(boolean gro, boolean delayedAck, boolean quickack, long perBytePs, long rmemMax) {
    /** The knob table's defaults: a current Linux receiver. */
    public static Receiver defaults() {
        return Knobs.defaults().receiver();
    }

    public Receiver withGro(boolean v) {
        return new Receiver(v, delayedAck, quickack, perBytePs, rmemMax);
    }

    public Receiver withDelayedAck(boolean v) {
        return new Receiver(gro, v, quickack, perBytePs, rmemMax);
    }

    public Receiver withQuickack(boolean v) {
        return new Receiver(gro, delayedAck, v, perBytePs, rmemMax);
    }

    public Receiver withPerBytePs(long v) {
        return new Receiver(gro, delayedAck, quickack, v, rmemMax);
    }

    public Receiver withRmemMax(long v) {
        return new Receiver(gro, delayedAck, quickack, perBytePs, v);
    }
}
