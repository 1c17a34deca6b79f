package org.ringside.model.sim;

import org.ringside.model.scenario.NicDriver;
import org.ringside.model.scenario.Xps;

/**
 * Which CPU each socket sends from and which transmit queue it sends to, as
 * {@code netdev_pick_tx} (net/core/dev.c, Linux 6.x) picks it: on a device with one queue,
 * queue 0; else the XPS map of the sending CPU ({@code get_xps_queue}) if it has one, else the
 * flow hash scaled to the queue count ({@code skb_tx_hash}:
 * {@code reciprocal_scale(skb_get_hash(skb), qcount)}). The choice is remembered per socket
 * ({@code sk_tx_queue_mapping}), so a socket keeps its queue: the model picks once per source.
 *
 * <p>The model's flow hash stands for {@code sk_txhash}, the socket's transmit hash, which is
 * what {@code skb_get_hash} returns for the socket's packets: {@code __tcp_transmit_skb} (and
 * {@code skb_set_owner_w}) copy it into the skb ({@code skb_set_hash_from_sk}, with
 * {@code l4_hash} set), so no header is hashed on the way out. {@code tcp_v4_connect}, and a
 * UDP {@code connect} ({@code __ip4_datagram_connect}), set it with {@code sk_set_txhash}
 * (include/net/sock.h): a random 32-bit number, never 0 ({@code net_tx_rndhash}), since
 * 877d1f6291f8 ("net: Set sk_txhash from a random number"; a 4.2 tree still hashes the
 * socket's addresses and ports there, {@code inet_set_txhash}, and 4.20 draws it at random).
 * The model, which has no addresses, draws one value per source on every release: a fixed
 * mixing of the scenario's seed and the source's index, so the same seed gives the same
 * queues. Linux draws a new one after retransmission timeouts ({@code sk_rethink_txhash},
 * from net/ipv4/tcp_timer.c); the model keeps it.
 * XPS follows the driver: ixgbe maps CPU i to queue i ({@code netif_set_xps_queue} in
 * {@code ixgbe_configure_tx_ring}, with one queue vector per CPU), so a CPU at or past the
 * queue count has no map and falls back to the hash; igb and e1000 set none. A queue whose
 * {@code xps_cpus} the scenario sets ({@code nic.xps}) takes that mask instead. A CPU whose map
 * lists several queues picks among them by the flow hash, as {@code get_xps_queue} does:
 * {@code map->queues[reciprocal_scale(skb_get_hash(skb), map->len)]}, the queues in
 * increasing order.
 *
 * @param cpus the CPUs
 * @param queues the device's transmit queues
 * @param xpsCpus by queue, the CPUs whose sockets may use it, as a bit mask ({@code xps_cpus})
 * @param seed the scenario's seed
 */
record QueuePick(int cpus, int queues, long[] xpsCpus, long seed) {
    static QueuePick of(int cpus, int queues, NicDriver driver, long seed) {
        return of(cpus, queues, driver, Xps.DRIVER, seed);
    }

    static QueuePick of(int cpus, int queues, NicDriver driver, Xps byHand, long seed) {
        long[] masks = new long[queues];
        for (int q = 0; q < queues; q++) {
            masks[q] = byHand.effectiveMask(q, queues, driver, cpus);
        }
        return new QueuePick(cpus, queues, masks, seed);
    }

    /** The CPU a source runs on: the flow's own, or sources spread over the CPUs in turn. */
    int cpuOf(int source, int flowCpu) {
        return flowCpu >= 0 ? flowCpu % cpus : source % cpus;
    }

    /** The queue a source on {@code cpu} sends to. */
    int queueOf(int source, int cpu) {
        if (queues == 1) {
            return 0;
        }
        int mapped = mapped(cpu);
        if (mapped == 0) {
            return reciprocalScale(flowHash(source), queues);
        }
        int pick = mapped == 1 ? 0 : reciprocalScale(flowHash(source), mapped);
        for (int q = 0; q < queues; q++) {
            if ((xpsCpus[q] >>> cpu & 1) != 0 && pick-- == 0) {
                return q;
            }
        }
        throw new IllegalStateException("CPU " + cpu + " maps to " + mapped + " queues but none was found");
    }
    /** Why a source on {@code cpu} sends to the queue {@link #queueOf} gives: as {@code queueOf} decides. */
    SocketRoute.Why whyOf(int cpu) {
        if (queues == 1) {
            return SocketRoute.Why.ONLY_QUEUE;
        }
        int mapped = mapped(cpu);
        return mapped == 0 ? SocketRoute.Why.HASH : mapped == 1 ? SocketRoute.Why.XPS : SocketRoute.Why.XPS_HASH;
    }

    /** How many queues list {@code cpu} in their XPS map. */
    private int mapped(int cpu) {
        int mapped = 0;
        for (long m : xpsCpus) {
            mapped += (int) (m >>> cpu) & 1;
        }
        return mapped;
    }

    /** The CPU a queue's interrupt runs on: the queue's index modulo the CPUs. */
    int irqCpuOf(int queue) {
        return queue % cpus;
    }

    /** The source's {@code sk_txhash}: 32 bits fixed by the seed (SplitMix64's finaliser, top half). */
    long flowHash(int source) {
        return mix(seed, source);
    }

    /**
     * The receive queue a source's ACKs come in on. With ATR ({@code atr}: ixgbe's Flow Director
     * hash filters, {@code ixgbe_atr}) the queue the socket sends on: the driver programs the
     * flow's filter with its TX ring's {@code queue_index}. Otherwise RSS: the NIC hashes the
     * ACK's addresses and ports (Toeplitz, the driver's random key) into an indirection table the
     * drivers fill evenly over their receive queues ({@code ixgbe_setup_reta}: entry i is
     * i mod the queues; {@code igb_setup_mrqc}: (i × queues) / 128), as many as the transmit
     * queues here. The model, without addresses, stands a second seeded hash for it, independent
     * of {@link #flowHash} ({@code sk_txhash} is random, not derived from the tuple), scaled to
     * the queue count.
     */
    int rxQueueOf(int source, boolean atr, int txQueue) {
        if (queues == 1) {
            return 0;
        }
        return atr ? txQueue : reciprocalScale(rxHash(source), queues);
    }

    /** What stands for the RSS hash of a source's ACKs: 32 bits fixed by the seed, apart from {@link #flowHash}. */
    long rxHash(int source) {
        return mix(seed ^ 0x5253535FL, source); // "RSS_"
    }

    /** SplitMix64's finaliser of a seed and a source's index, top 32 bits. */
    private static long mix(long seed, int source) {
        long z = seed + (source + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return (z ^ (z >>> 31)) >>> 32;
    }

    /** {@code reciprocal_scale}: a 32-bit value scaled into {@code [0, n)} by a multiply and shift. */
    static int reciprocalScale(long hash32, int n) {
        return (int) ((hash32 * n) >>> 32);
    }
}
