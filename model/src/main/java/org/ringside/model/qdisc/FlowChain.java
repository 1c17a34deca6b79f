package org.ringside.model.qdisc;

import java.util.Arrays;

/**
 * fq_codel's two lists of flow queues, {@code new_flows} and {@code old_flows}, as one array of
 * links: a flow is on at most one list ({@code flow->flowchain}), and fq_codel only ever takes a
 * flow off the head of its list and puts it at a tail, so singly linked lists do.
 */
final class FlowChain {
    static final int NEW = 0;
    static final int OLD = 1;
    private static final int NONE = -1;

    private final int[] next;
    /** Which list a flow is on, or NONE ({@code list_empty(&flow->flowchain)}). */
    private final byte[] on;
    private final int[] head = {NONE, NONE};
    private final int[] tail = {NONE, NONE};
    private final int[] length = new int[2];

    FlowChain(int flows) {
        next = new int[flows];
        on = new byte[flows];
        Arrays.fill(on, (byte) NONE);
    }

    boolean isEmpty(int list) {
        return head[list] == NONE;
    }

    /** The first flow of the list, or -1. */
    int first(int list) {
        return head[list];
    }

    boolean linked(int flow) {
        return on[flow] != NONE;
    }

    int length(int list) {
        return length[list];
    }

    /** {@code list_add_tail}. */
    void addTail(int list, int flow) {
        next[flow] = NONE;
        if (head[list] == NONE) {
            head[list] = flow;
        } else {
            next[tail[list]] = flow;
        }
        tail[list] = flow;
        on[flow] = (byte) list;
        length[list]++;
    }

    /** {@code list_del_init} of the list's first flow. */
    int removeFirst(int list) {
        int flow = head[list];
        head[list] = next[flow];
        if (head[list] == NONE) {
            tail[list] = NONE;
        }
        on[flow] = (byte) NONE;
        length[list]--;
        return flow;
    }

    /** {@code list_move_tail} of the list's first flow to {@code to}. */
    void moveFirstToTail(int list, int to) {
        addTail(to, removeFirst(list));
    }

    /** The list's flows, first first (for snapshots, not the hot path). */
    int[] toArray(int list) {
        int[] out = new int[length[list]];
        int i = 0;
        for (int f = head[list]; f != NONE; f = next[f]) {
            out[i++] = f;
        }
        return out;
    }
}
