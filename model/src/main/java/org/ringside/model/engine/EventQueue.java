package org.ringside.model.engine;

import java.util.Arrays;

/**
 * The pending events of one simulation, ordered by (time, insertion order): a binary heap over
 * primitive arrays, so scheduling an event allocates nothing once the arrays have grown.
 *
 * <p>An event is a kind (an {@link EventKind} ordinal), an {@code int} and a {@code long}
 * argument. {@link #schedule} returns a handle that {@link #cancel} accepts; a handle stays
 * valid only until its event is taken or cancelled (a generation count in the handle makes a
 * stale handle harmless). {@link #poll} moves the earliest event into the "current" fields.
 */
public final class EventQueue {
    /** Returned by nothing; callers use it to mean "no event scheduled". */
    public static final long NO_HANDLE = -1L;

    // Heap order, moved together: time, insertion sequence, slot of the payload.
    private long[] heapTime;
    private long[] heapSeq;
    private int[] heapSlot;
    private int size;

    // Payload by slot; a slot is reused once its event has been taken or cancelled.
    private int[] kind;
    private int[] argA;
    private long[] argB;
    private int[] generation;
    private int[] heapIndex;  // slot -> position in the heap, -1 when the slot is free
    private int[] freeSlots;
    private int freeCount;
    private int slotsUsed;

    private long nextSeq;

    // The event most recently taken by poll().
    private long currentTime;
    private int currentKind;
    private int currentA;
    private long currentB;

    public EventQueue() {
        this(256);
    }

    public EventQueue(int initialCapacity) {
        int n = Math.max(16, initialCapacity);
        heapTime = new long[n];
        heapSeq = new long[n];
        heapSlot = new int[n];
        kind = new int[n];
        argA = new int[n];
        argB = new long[n];
        generation = new int[n];
        heapIndex = new int[n];
        Arrays.fill(heapIndex, -1);
        freeSlots = new int[n];
    }

    /** Schedules an event and returns a handle for {@link #cancel}. */
    public long schedule(long timeNs, EventKind eventKind, int a, long b) {
        int slot = allocateSlot();
        kind[slot] = eventKind.ordinal();
        argA[slot] = a;
        argB[slot] = b;
        if (size == heapTime.length) {
            growHeap();
        }
        int i = size++;
        heapTime[i] = timeNs;
        heapSeq[i] = nextSeq++;
        heapSlot[i] = slot;
        heapIndex[slot] = i;
        siftUp(i);
        return ((long) generation[slot] << 32) | slot;
    }

    /** Removes a scheduled event; does nothing when the handle is stale or {@link #NO_HANDLE}. */
    public void cancel(long handle) {
        if (handle < 0) {
            return;
        }
        int slot = (int) handle;
        if (slot >= slotsUsed || generation[slot] != (int) (handle >>> 32) || heapIndex[slot] < 0) {
            return;
        }
        removeAt(heapIndex[slot]);
    }

    /** True when the handle's event is still waiting. */
    public boolean isPending(long handle) {
        if (handle < 0) {
            return false;
        }
        int slot = (int) handle;
        return slot < slotsUsed && generation[slot] == (int) (handle >>> 32) && heapIndex[slot] >= 0;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public int size() {
        return size;
    }

    /** Time of the earliest event; {@link Long#MAX_VALUE} when there is none. */
    public long peekTime() {
        return size == 0 ? Long.MAX_VALUE : heapTime[0];
    }

    /**
     * Takes the earliest event and makes it the current one.
     *
     * @return false when the queue is empty
     */
    public boolean poll() {
        if (size == 0) {
            return false;
        }
        int slot = heapSlot[0];
        currentTime = heapTime[0];
        currentKind = kind[slot];
        currentA = argA[slot];
        currentB = argB[slot];
        removeAt(0);
        return true;
    }

    public long currentTime() {
        return currentTime;
    }

    public EventKind currentKind() {
        return EventKind.of(currentKind);
    }

    public int currentA() {
        return currentA;
    }

    public long currentB() {
        return currentB;
    }

    // --- heap mechanics ---------------------------------------------------------------------

    private void removeAt(int i) {
        int slot = heapSlot[i];
        heapIndex[slot] = -1;
        generation[slot] = (generation[slot] + 1) & 0x7FFF_FFFF; // keeps handles non-negative
        freeSlots[freeCount++] = slot;
        int last = --size;
        if (i != last) {
            move(last, i);
            siftDown(i);
            siftUp(i);
        }
    }

    private boolean less(int i, int j) {
        long ti = heapTime[i];
        long tj = heapTime[j];
        return ti < tj || (ti == tj && heapSeq[i] < heapSeq[j]);
    }

    private void siftUp(int i) {
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!less(i, parent)) {
                return;
            }
            swap(i, parent);
            i = parent;
        }
    }

    private void siftDown(int i) {
        while (true) {
            int left = 2 * i + 1;
            if (left >= size) {
                return;
            }
            int right = left + 1;
            int child = right < size && less(right, left) ? right : left;
            if (!less(child, i)) {
                return;
            }
            swap(i, child);
            i = child;
        }
    }

    private void swap(int i, int j) {
        long t = heapTime[i];
        heapTime[i] = heapTime[j];
        heapTime[j] = t;
        long s = heapSeq[i];
        heapSeq[i] = heapSeq[j];
        heapSeq[j] = s;
        int a = heapSlot[i];
        heapSlot[i] = heapSlot[j];
        heapSlot[j] = a;
        heapIndex[heapSlot[i]] = i;
        heapIndex[heapSlot[j]] = j;
    }

    private void move(int from, int to) {
        heapTime[to] = heapTime[from];
        heapSeq[to] = heapSeq[from];
        heapSlot[to] = heapSlot[from];
        heapIndex[heapSlot[to]] = to;
    }

    private int allocateSlot() {
        if (freeCount > 0) {
            return freeSlots[--freeCount];
        }
        if (slotsUsed == kind.length) {
            growSlots();
        }
        return slotsUsed++;
    }

    private void growHeap() {
        int n = heapTime.length * 2;
        heapTime = Arrays.copyOf(heapTime, n);
        heapSeq = Arrays.copyOf(heapSeq, n);
        heapSlot = Arrays.copyOf(heapSlot, n);
    }

    private void growSlots() {
        int old = kind.length;
        int n = old * 2;
        kind = Arrays.copyOf(kind, n);
        argA = Arrays.copyOf(argA, n);
        argB = Arrays.copyOf(argB, n);
        generation = Arrays.copyOf(generation, n);
        heapIndex = Arrays.copyOf(heapIndex, n);
        Arrays.fill(heapIndex, old, n, -1);
        freeSlots = Arrays.copyOf(freeSlots, n);
    }
}
