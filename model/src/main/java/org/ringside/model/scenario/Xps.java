package org.ringside.model.scenario;

import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.StringJoiner;
import java.util.TreeMap;

/**
 * Transmit packet steering set by hand: for some transmit queues, the CPUs whose sockets may use
 * it, as {@code echo 3 > /sys/class/net/eth0/queues/tx-1/xps_cpus} sets its mask
 * ({@code xps_cpus_store}, net/core/net-sysfs.c, then {@code netif_set_xps_queue}). A queue given
 * here takes this mask instead of the driver's; the others keep the driver's. A scenario file
 * writes it as {@code nic: { xps: { tx-0: [0, 4], tx-1: [1] } }}.
 *
 * @param cpuMasks by queue number, the queue's CPUs as a bit mask (bit c for CPU c; 0 for none)
 */
public record Xps(SortedMap<Integer, Long> cpuMasks) {
    /** Nothing set by hand: every queue keeps the driver's map. */
    public static final Xps DRIVER = new Xps(new TreeMap<>());

    /** The prefix of a queue's name, as sysfs names its directory: {@code tx-3}. */
    public static final String QUEUE_PREFIX = "tx-";

    public Xps {
        cpuMasks = Collections.unmodifiableSortedMap(new TreeMap<>(cpuMasks));
    }

    /** XPS with these queues' masks set by hand. */
    public static Xps of(Map<Integer, Long> cpuMasks) {
        return new Xps(new TreeMap<>(cpuMasks));
    }

    /** Whether any queue's map is set by hand. */
    public boolean byHand() {
        return !cpuMasks.isEmpty();
    }

    /** The mask set by hand for a queue, or -1 when the queue keeps the driver's. */
    public long maskOf(int queue) {
        Long m = cpuMasks.get(queue);
        return m == null ? -1 : m;
    }

    /**
     * The CPUs that use a queue: the mask set by hand, else the driver's
     * ({@link NicDriver#xpsMask}).
     */
    public long effectiveMask(int queue, int queues, NicDriver driver, int cpus) {
        long set = maskOf(queue);
        return set >= 0 ? set : driver.xpsMask(queue, queues, cpus);
    }

    /** One queue's CPUs as a scenario file lists them: {@code [0, 4]}. */
    public static String cpuList(long mask) {
        StringJoiner j = new StringJoiner(", ", "[", "]");
        for (int c = 0; c < Long.SIZE; c++) {
            if ((mask & (1L << c)) != 0) {
                j.add(Integer.toString(c));
            }
        }
        return j.toString();
    }
}
