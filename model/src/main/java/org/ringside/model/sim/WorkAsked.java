package org.ringside.model.sim;

/**
 * How many clean-ups and qdisc runs wait for each CPU: a CPU that becomes free looks through the
 * queues for its work only when some waits, instead of reading every queue's flags at each
 * dispatch (eight queues on eight CPUs made that scan a tenth of a run's time). The flags on
 * {@link TxQueue} stay the truth; every change of them goes through here so the counts follow.
 */
final class WorkAsked {
    private final int[] cleanups;
    private final int[] runs;

    WorkAsked(int cpus) {
        cleanups = new int[cpus];
        runs = new int[cpus];
    }

    /** {@code q}'s interrupt fired, or NAPI polls again: a clean-up waits on its interrupt's CPU. */
    void askCleanup(TxQueue q) {
        if (!q.cleanupWanted) {
            q.cleanupWanted = true;
            cleanups[q.irqCpu]++;
        }
    }

    /** Takes {@code q}'s clean-up if it waits for {@code cpu}. */
    boolean takeCleanup(TxQueue q, int cpu) {
        if (q.irqCpu != cpu || !q.cleanupWanted) {
            return false;
        }
        q.cleanupWanted = false;
        cleanups[cpu]--;
        return true;
    }

    /** Whether a clean-up waits for {@code cpu}. */
    boolean cleanupWaits(int cpu) {
        return cleanups[cpu] > 0;
    }

    /** A run of {@code q}'s qdisc is asked of {@code cpu} ({@code __netif_schedule} there). */
    void askRun(TxQueue q, int cpu) {
        if (q.qdiscWanted) {
            runs[q.qdiscCpu]--; // asked again, now of this CPU (a ring reset)
        }
        q.qdiscWanted = true;
        q.qdiscCpu = cpu;
        runs[cpu]++;
    }

    /** Takes the run of {@code q}'s qdisc if it was asked of {@code cpu}. */
    boolean takeRun(TxQueue q, int cpu) {
        if (!q.qdiscWanted || q.qdiscCpu != cpu) {
            return false;
        }
        q.qdiscWanted = false;
        runs[cpu]--;
        return true;
    }

    /** Whether a qdisc run waits for {@code cpu}. */
    boolean runWaits(int cpu) {
        return runs[cpu] > 0;
    }
}
