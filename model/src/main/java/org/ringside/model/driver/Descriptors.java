package org.ringside.model.driver;

/**
 * TX descriptor arithmetic: how many ring slots a packet takes. The count comes from the packet,
 * as the drivers' {@code TXD_USE_COUNT} sums do: a context descriptor only when the NIC must
 * checksum or segment the packet, then one per {@code max_desc_bytes} of each buffer.
 */
public final class Descriptors {
    private Descriptors() {
    }

    /**
     * Descriptors a TCP packet takes: its headers sit in the linear part and its payload in page
     * fragments, so one for the headers and one per {@code maxDescBytes} of payload, after a
     * context descriptor when it is a TSO packet or its checksum is offloaded (CHECKSUM_PARTIAL).
     * A full 1514-byte packet with checksum offload takes 1 + 1 + 1 = 3.
     */
    public static int forPacket(int payloadBytes, boolean tsoPacket, boolean txChecksum, int maxDescBytes) {
        int context = tsoPacket || txChecksum ? 1 : 0;
        return context + 1 + ceilDiv(payloadBytes, maxDescBytes);
    }

    /**
     * Descriptors a linear packet takes, one whose headers and payload share a buffer: a small UDP
     * datagram ({@code __ip_append_data} without paged fragments) or a pktgen packet, which is
     * built with CHECKSUM_NONE and so needs no context descriptor: one descriptor at 60 bytes.
     */
    public static int forLinear(int lengthBytes, boolean txChecksum, int maxDescBytes) {
        return (txChecksum ? 1 : 0) + Math.max(1, ceilDiv(lengthBytes, maxDescBytes));
    }

    /** 16-byte segments in one 64-byte WQE basic block ({@code MLX5_SEND_WQEBB_NUM_DS}). */
    static final int DS_PER_WQEBB = 4;
    /** A control and an Ethernet segment open every send WQE ({@code MLX5E_TX_WQE_EMPTY_DS_COUNT}). */
    static final int EMPTY_DS = 2;
    /** Header bytes the Ethernet segment holds itself ({@code INL_HDR_START_SZ}). */
    static final int INLINE_START = 2;
    /** Bytes of one segment ({@code MLX5_SEND_WQE_DS}). */
    static final int DS_BYTES = 16;

    /**
     * mlx5's ring slots for a packet: 64-byte WQE basic blocks, {@code DIV_ROUND_UP(ds_cnt, 4)}
     * ({@code mlx5e_sq_calc_wqe_attr}, en_tx.c). {@code ds_cnt} is the control and Ethernet
     * segments, the headers of a TSO packet copied into the WQE ({@code ihs}, after the 2 bytes
     * the Ethernet segment holds), and one data segment per buffer: the linear part unless TSO
     * inlined all of it, and each page fragment of {@code fragBytes}. ConnectX-5 and later need
     * no headers inlined otherwise ({@code MLX5_INLINE_MODE_NONE}). A 1514-byte TCP packet takes
     * 2 + 1 + 1 = 4 segments, one block; a 64 KB TSO packet in two 32 KB fragments
     * 2 + 4 + 2 = 8, two blocks.
     */
    public static int wqebbs(int headerBytes, int payloadBytes, boolean tsoPacket, boolean linear, int fragBytes) {
        int ds = EMPTY_DS;
        if (linear) {
            ds += Math.max(1, ceilDiv(headerBytes + payloadBytes, fragBytes));
        } else if (tsoPacket) {
            ds += ceilDiv(headerBytes - INLINE_START, DS_BYTES) + ceilDiv(payloadBytes, fragBytes);
        } else {
            ds += 1 + ceilDiv(payloadBytes, fragBytes);
        }
        return ceilDiv(ds, DS_PER_WQEBB);
    }

    static int ceilDiv(int a, int b) {
        return a <= 0 ? 0 : (a + b - 1) / b;
    }
}
