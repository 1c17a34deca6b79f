package org.ringside.model.sim;

import org.ringside.model.scenario.NicDriver;

/**
 * Which CPU each socket sends from and which transmit queue it sends to, as
 * {@code netdev_pick_tx} (net/core/dev.c, Linux 6.x) picks it: on a device with one queue,
 * queue 0; else the XPS map of the sending CPU ({@code get_xps_queue}) if it has one, else the
 * flow hash scaled to the queue count ({@code skb_tx_hash}:
 * {@code reciprocal_scale(skb_get_hash(skb), qcount)}). The choice is remembered per socket
 * ({@code sk_tx_queue_mapping}), so a socket keeps its queue: the model picks once per source.
 *
 * <p>The model's flow hash stands for the hash of the socket's addresses and ports: a fixed
 * mixing of the scenario's seed and the source's index, so the same seed gives the same queues.
 * XPS follows the driver: ixgbe maps CPU i to queue i ({@code netif_set_xps_queue} in
 * {@code ixgbe_configure_tx_ring}, with one queue vector per CPU), so a CPU at or past the
 * queue count has no map and falls back to the hash; igb and e1000 set none.
 *
 * @param cpus the CPUs
 * @param queues the device's transmit queues
 * @param xps whether CPU i maps to queue i (the driver's XPS)
 * @param seed the scenario's seed
 */
record QueuePick(int cpus, int queues, boolean xps, long seed) {
    static QueuePick of(int cpus, int queues, NicDriver driver, long seed) {
        return new QueuePick(cpus, queues, driver.setsXps(), seed);
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
        if (xps && cpu < queues) {
            return cpu;
        }
        return reciprocalScale(flowHash(source), queues);
    }

    /** The CPU a queue's interrupt runs on: the queue's index modulo the CPUs. */
    int irqCpuOf(int queue) {
        return queue % cpus;
    }

    /** A 32-bit hash of the source, fixed by the seed (SplitMix64's finaliser, top half). */
    long flowHash(int source) {
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
