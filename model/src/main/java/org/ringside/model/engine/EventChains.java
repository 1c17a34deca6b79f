package org.ringside.model.engine;

import java.util.Arrays;

/**
 * The event queue's chains: per chain a fixed kind and int argument, and a FIFO ring of (time,
 * insertion sequence, long argument) for the events after the one the heap holds. Kept apart
 * from the heap so that each class has one job; {@link EventQueue} decides what enters the heap.
 */
final class EventChains {
    private int count;
    private int[] kind = new int[4];
    private int[] argA = new int[4];
    private long[][] time = new long[4][];
    private long[][] seq = new long[4][];
    private long[][] argB = new long[4][];
    private int[] head = new int[4];
    private int[] waiting = new int[4];
    /** Whether the chain's earliest event is in the heap. */
    private boolean[] inHeap = new boolean[4];

    /** A new chain of events of {@code eventKind} with int argument {@code a}; its number. */
    int add(int eventKind, int a) {
        if (count == kind.length) {
            int n = count * 2;
            kind = Arrays.copyOf(kind, n);
            argA = Arrays.copyOf(argA, n);
            time = Arrays.copyOf(time, n);
            seq = Arrays.copyOf(seq, n);
            argB = Arrays.copyOf(argB, n);
            head = Arrays.copyOf(head, n);
            waiting = Arrays.copyOf(waiting, n);
            inHeap = Arrays.copyOf(inHeap, n);
        }
        int c = count++;
        kind[c] = eventKind;
        argA[c] = a;
        time[c] = new long[16];
        seq[c] = new long[16];
        argB[c] = new long[16];
        return c;
    }

    int kind(int c) {
        return kind[c];
    }

    int argA(int c) {
        return argA[c];
    }

    boolean inHeap(int c) {
        return inHeap[c];
    }

    void setInHeap(int c, boolean in) {
        inHeap[c] = in;
    }

    /** Whether {@code timeNs} is earlier than the latest event waiting in the chain. */
    boolean beforeLast(int c, long timeNs) {
        int n = waiting[c];
        long[] times = time[c];
        return n > 0 && timeNs < times[(head[c] + n - 1) & (times.length - 1)];
    }

    /** Puts an event at the chain's end. */
    void append(int c, long timeNs, long sequence, long b) {
        int n = waiting[c];
        if (n == time[c].length) {
            grow(c);
        }
        int at = (head[c] + n) & (time[c].length - 1);
        time[c][at] = timeNs;
        seq[c][at] = sequence;
        argB[c][at] = b;
        waiting[c] = n + 1;
    }

    /** Events waiting in the chain, not counting the one in the heap. */
    int waiting(int c) {
        return waiting[c];
    }

    long headTime(int c) {
        return time[c][head[c]];
    }

    long headSeq(int c) {
        return seq[c][head[c]];
    }

    long headArgB(int c) {
        return argB[c][head[c]];
    }

    /** Drops the chain's first waiting event, which has just entered the heap. */
    void dropHead(int c) {
        head[c] = (head[c] + 1) & (time[c].length - 1);
        waiting[c]--;
    }

    /** Events waiting in every chain. */
    int total() {
        int sum = 0;
        for (int c = 0; c < count; c++) {
            sum += waiting[c];
        }
        return sum;
    }

    private void grow(int c) {
        int n = waiting[c];
        int cap = time[c].length;
        long[] t = new long[cap * 2];
        long[] q = new long[cap * 2];
        long[] b = new long[cap * 2];
        for (int i = 0; i < n; i++) {
            int from = (head[c] + i) & (cap - 1);
            t[i] = time[c][from];
            q[i] = seq[c][from];
            b[i] = argB[c][from];
        }
        time[c] = t;
        seq[c] = q;
        argB[c] = b;
        head[c] = 0;
    }
}
