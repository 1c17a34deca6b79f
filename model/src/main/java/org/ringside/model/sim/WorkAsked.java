package org.ringside.model.sim;

/**
 * The work each queue has asked of the CPUs, and how much waits for each CPU: a clean-up on the
 * CPU its interrupt runs on (NAPI scheduled, {@code napi_schedule}), a run of its qdisc on the CPU
 * that asked for one ({@code __netif_schedule} there). Nobody else keeps these flags. A CPU that
 * becomes free looks through the queues for its work only when some waits, instead of reading
 * every queue's flags at each dispatch (eight queues on eight CPUs made that scan a tenth of a
 * run's time).
 */
final class WorkAsked {
    /** By CPU: the clean-ups and qdisc runs waiting for it. */
    private final int[] cleanups;
    private final int[] runs;
    /** By queue: its interrupt fired (or NAPI polls again) and the clean-up has not started. */
    private final boolean[] cleanupAsked;
    /** By queue: its qdisc has work and a run was asked of {@link #runCpu}. */
    private final boolean[] runAsked;
    /** By queue: the CPU its qdisc run was last asked of (its interrupt's CPU before any). */
    private final int[] runCpu;
    /** By queue: the CPU its interrupt, and so its clean-up, runs on. */
    private final int[] irqCpu;

    WorkAsked(QueuePick pick) {
        cleanups = new int[pick.cpus()];
        runs = new int[pick.cpus()];
        cleanupAsked = new boolean[pick.queues()];
        runAsked = new boolean[pick.queues()];
        runCpu = new int[pick.queues()];
        irqCpu = new int[pick.queues()];
        for (int q = 0; q < irqCpu.length; q++) {
            irqCpu[q] = pick.irqCpuOf(q);
            runCpu[q] = irqCpu[q];
        }
    }

    /** {@code q}'s interrupt fired, or NAPI polls again: a clean-up waits on its interrupt's CPU. */
    void askCleanup(TxQueue q) {
        int i = q.index;
        if (!cleanupAsked[i]) {
            cleanupAsked[i] = true;
            cleanups[irqCpu[i]]++;
        }
    }

    /** Takes {@code q}'s clean-up if it waits for {@code cpu}. */
    boolean takeCleanup(TxQueue q, int cpu) {
        int i = q.index;
        if (irqCpu[i] != cpu || !cleanupAsked[i]) {
            return false;
        }
        cleanupAsked[i] = false;
        cleanups[cpu]--;
        return true;
    }

    /** Whether a clean-up waits for {@code cpu}. */
    boolean cleanupWaits(int cpu) {
        return cleanups[cpu] > 0;
    }

    /** Whether {@code q}'s clean-up is asked for and has not started. */
    boolean cleanupAsked(TxQueue q) {
        return cleanupAsked[q.index];
    }

    /** A run of {@code q}'s qdisc is asked of {@code cpu} ({@code __netif_schedule} there). */
    void askRun(TxQueue q, int cpu) {
        int i = q.index;
        if (runAsked[i]) {
            runs[runCpu[i]]--; // asked again, now of this CPU (a ring reset)
        }
        runAsked[i] = true;
        runCpu[i] = cpu;
        runs[cpu]++;
    }

    /** Takes the run of {@code q}'s qdisc if it was asked of {@code cpu}. */
    boolean takeRun(TxQueue q, int cpu) {
        int i = q.index;
        if (!runAsked[i] || runCpu[i] != cpu) {
            return false;
        }
        runAsked[i] = false;
        runs[cpu]--;
        return true;
    }

    /** Whether a qdisc run waits for {@code cpu}. */
    boolean runWaits(int cpu) {
        return runs[cpu] > 0;
    }

    /** Whether a run of {@code q}'s qdisc is asked for and has not started. */
    boolean runAsked(TxQueue q) {
        return runAsked[q.index];
    }

    /** The CPU a run of {@code q}'s qdisc was last asked of: where its qdisc runs. */
    int runCpu(TxQueue q) {
        return runCpu[q.index];
    }
}
