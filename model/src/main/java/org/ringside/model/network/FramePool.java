package org.ringside.model.network;

/**
 * The frames waiting at a port, each in a reused holder named by its slot, so that a frame
 * allocates nothing once the pool has grown to the deepest backlog.
 */
final class FramePool {
    private PortFrame[] slots = new PortFrame[0];
    /** The free slots, a stack. */
    private int[] free = new int[0];
    private int freeCount;

    /** Copies {@code from} into a free holder: its slot. */
    int take(PortFrame from) {
        if (freeCount == 0) {
            grow();
        }
        int slot = free[--freeCount];
        slots[slot].copyFrom(from);
        return slot;
    }

    /** The holder in {@code slot}, valid until the slot is released and taken again. */
    PortFrame get(int slot) {
        return slots[slot];
    }

    void release(int slot) {
        free[freeCount++] = slot;
    }

    private void grow() {
        int old = slots.length;
        int size = Math.max(64, old * 2);
        PortFrame[] bigger = java.util.Arrays.copyOf(slots, size);
        int[] freeBigger = new int[size];
        System.arraycopy(free, 0, freeBigger, 0, freeCount);
        // The lowest new slot on top, so slots are taken in order: the same run gives the same slots.
        for (int i = size - 1; i >= old; i--) {
            bigger[i] = new PortFrame();
            freeBigger[freeCount++] = i;
        }
        slots = bigger;
        free = freeBigger;
    }
}
