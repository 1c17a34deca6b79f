package org.ringside.model.engine;

import java.util.Arrays;

/**
 * The pending events of one simulation, ordered by (time, insertion order): a binary heap over
 * primitive arrays, so scheduling an event allocates nothing once the arrays have grown.
 *
 * <p>The CPU, the wire and the interrupt timer each have at most one event pending, and they make
 * most of the events; such an event waits in a fixed place beside the heap ({@link AloneEvents}, one per
 * {@link EventKind#usuallyAlone() kind}) and {@link #poll} compares it with the heap's top by the
 * same (time, insertion order) key, so the order is exactly that of one heap, with far less heap
 * work.
 *
 * <p>Events that are bound to come in time order, such as one TCP flow's ACKs (each
 * {@code remote_rtt} after a packet of that flow left the wire), can be put in a
 * {@link #newChain chain}: only a chain's earliest event sits in the heap, the next one enters it
 * when that one is taken, with the key it was given when scheduled. The order is again exactly
 * that of one heap; the heap stays as small as the number of chains.
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

    // Chains: only a chain's earliest event is in the heap; slotChain says whose it is.
    private final EventChains chains = new EventChains();
    private int[] slotChain;

    // One waiting place per kind beside the heap, for kinds that are usually alone.
    private static final int ALONE_BASE = 0x7FFF_FF00;
    private final AloneEvents alone = new AloneEvents();

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
        slotChain = new int[n];
    }

    /** Schedules an event and returns a handle for {@link #cancel}. */
    public long schedule(long timeNs, EventKind eventKind, int a, long b) {
        int k = eventKind.ordinal();
        if (eventKind.usuallyAlone() && !alone.waits(k)) {
            return ((long) alone.put(k, timeNs, nextSeq++, a, b) << 32) | (ALONE_BASE + k);
        }
        int slot = insert(timeNs, nextSeq++, k, a, b, -1);
        return ((long) generation[slot] << 32) | slot;
    }

    private int insert(long timeNs, long seq, int eventKind, int a, long b, int chain) {
        int slot = allocateSlot();
        kind[slot] = eventKind;
        argA[slot] = a;
        argB[slot] = b;
        slotChain[slot] = chain;
        if (size == heapTime.length) {
            growHeap();
        }
        int i = size++;
        heapTime[i] = timeNs;
        heapSeq[i] = seq;
        heapSlot[i] = slot;
        heapIndex[slot] = i;
        siftUp(i);
        return slot;
    }

    /**
     * A chain for events of one kind and int argument that are scheduled in time order (each no
     * earlier than the one before); see the class comment.
     *
     * @return the chain's number for {@link #scheduleInChain}
     */
    public int newChain(EventKind eventKind, int a) {
        return chains.add(eventKind.ordinal(), a);
    }

    /**
     * Schedules an event of the chain's kind and int argument. Chained events cannot be cancelled.
     * One earlier than the chain's latest still gets its right place, in the heap directly.
     */
    public void scheduleInChain(int chain, long timeNs, long b) {
        long seq = nextSeq++;
        if (chains.beforeLast(chain, timeNs)) {
            insert(timeNs, seq, chains.kind(chain), chains.argA(chain), b, -1);
        } else if (!chains.inHeap(chain)) {
            chains.setInHeap(chain, true);
            insert(timeNs, seq, chains.kind(chain), chains.argA(chain), b, chain);
        } else {
            chains.append(chain, timeNs, seq, b);
        }
    }

    /** Removes a scheduled event; does nothing when the handle is stale or {@link #NO_HANDLE}. */
    public void cancel(long handle) {
        if (isPending(handle)) {
            int slot = (int) handle;
            if (slot >= ALONE_BASE) {
                alone.take(slot - ALONE_BASE);
            } else {
                removeAt(heapIndex[slot]);
            }
        }
    }

    /** True when the event waiting for kind {@code k} comes before the heap's top. */
    private boolean aloneBeforeHeap(int k) {
        if (size == 0) {
            return true;
        }
        long t = alone.time(k);
        return t < heapTime[0] || (t == heapTime[0] && alone.seq(k) < heapSeq[0]);
    }

    /** True when the handle's event is still waiting. */
    public boolean isPending(long handle) {
        if (handle < 0) {
            return false;
        }
        int slot = (int) handle;
        if (slot >= ALONE_BASE) {
            return alone.pending(slot - ALONE_BASE, (int) (handle >>> 32));
        }
        return slot < slotsUsed && generation[slot] == (int) (handle >>> 32) && heapIndex[slot] >= 0;
    }

    public boolean isEmpty() {
        return size == 0 && alone.first() < 0;
    }

    /** Events waiting. */
    public int size() {
        return size + alone.count() + chains.total();
    }

    /** Time of the earliest event; {@link Long#MAX_VALUE} when there is none. */
    public long peekTime() {
        long t = size == 0 ? Long.MAX_VALUE : heapTime[0];
        int k = alone.first();
        if (k >= 0 && alone.time(k) < t) {
            t = alone.time(k);
        }
        return t;
    }

    /**
     * Takes the earliest event and makes it the current one.
     *
     * @return false when the queue is empty
     */
    public boolean poll() {
        return pollUntil(Long.MAX_VALUE);
    }

    /**
     * Takes the earliest event and makes it the current one if it is due at or before
     * {@code limitNs}: {@link #peekTime} and {@link #poll} in one look.
     *
     * @return false when no event is due by then
     */
    public boolean pollUntil(long limitNs) {
        int k = alone.first();
        if (k >= 0 && aloneBeforeHeap(k)) {
            if (alone.time(k) > limitNs) {
                return false;
            }
            currentTime = alone.time(k);
            currentKind = k;
            currentA = alone.argA(k);
            currentB = alone.argB(k);
            alone.take(k);
            return true;
        }
        if (size == 0 || heapTime[0] > limitNs) {
            return false;
        }
        int slot = heapSlot[0];
        currentTime = heapTime[0];
        currentKind = kind[slot];
        currentA = argA[slot];
        currentB = argB[slot];
        int chain = slotChain[slot];
        if (chain >= 0 && chains.waiting(chain) > 0) {
            replaceTopWithChainNext(slot, chain);
        } else {
            removeAt(0);
            if (chain >= 0) {
                chains.setInHeap(chain, false);
            }
        }
        return true;
    }

    /**
     * The chain's event at the top was taken: its next one takes the top's place and sinks to
     * where it belongs, one sift instead of a removal and an insertion (the order is the same,
     * the key being unique).
     */
    private void replaceTopWithChainNext(int slot, int chain) {
        generation[slot] = (generation[slot] + 1) & 0x7FFF_FFFF; // the taken event's handle is stale
        heapTime[0] = chains.headTime(chain);
        heapSeq[0] = chains.headSeq(chain);
        argB[slot] = chains.headArgB(chain);
        chains.dropHead(chain);
        siftDown(0);
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
        slotChain = Arrays.copyOf(slotChain, n);
    }
}
