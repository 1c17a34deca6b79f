package org.ringside.model.qdisc;

import java.util.Arrays;

/**
 * fq's throttled flows ({@code q->delayed}, a tree ordered by {@code time_next_packet}): a flow
 * joins behind those due at the same time ({@code fq_flow_set_throttled} goes right on equal
 * keys), and {@code fq_check_throttled} takes them off the front as their time comes.
 */
final class FqDelayed {
    private int[] flows = new int[8];
    private long[] times = new long[8];
    private int size;

    boolean isEmpty() {
        return size == 0;
    }

    int size() {
        return size;
    }

    /** The earliest time a throttled flow may send ({@code time_next_delayed_flow}), or MAX_VALUE. */
    long firstTime() {
        return size == 0 ? Long.MAX_VALUE : times[0];
    }

    /** Throttles {@code flow} until {@code timeNs}. */
    void add(int flow, long timeNs) {
        if (size == flows.length) {
            flows = Arrays.copyOf(flows, size * 2);
            times = Arrays.copyOf(times, size * 2);
        }
        int at = size;
        while (at > 0 && times[at - 1] > timeNs) {
            flows[at] = flows[at - 1];
            times[at] = times[at - 1];
            at--;
        }
        flows[at] = flow;
        times[at] = timeNs;
        size++;
    }

    /** Takes the earliest flow off. */
    int removeFirst() {
        int flow = flows[0];
        size--;
        System.arraycopy(flows, 1, flows, 0, size);
        System.arraycopy(times, 1, times, 0, size);
        return flow;
    }

    /** The throttled flows, earliest first (a copy, for views and tests). */
    int[] toArray() {
        return Arrays.copyOf(flows, size);
    }
}
