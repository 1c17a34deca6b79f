package org.ringside.model.engine;

import java.util.Arrays;

/** A first-in first-out queue of ints in a circular array that grows by doubling. */
public final class IntFifo {
    private int[] items;
    private int head;
    private int size;

    public IntFifo(int initialCapacity) {
        items = new int[Math.max(4, Integer.highestOneBit(Math.max(4, initialCapacity) - 1) << 1)];
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public void addLast(int v) {
        if (size == items.length) {
            grow();
        }
        items[(head + size) & (items.length - 1)] = v;
        size++;
    }

    /** Puts {@code v} in front of every other item. */
    public void addFirst(int v) {
        if (size == items.length) {
            grow();
        }
        head = (head - 1) & (items.length - 1);
        items[head] = v;
        size++;
    }

    public int peekFirst() {
        if (size == 0) {
            throw new IllegalStateException("empty");
        }
        return items[head];
    }

    public int removeFirst() {
        if (size == 0) {
            throw new IllegalStateException("empty");
        }
        int v = items[head];
        head = (head + 1) & (items.length - 1);
        size--;
        return v;
    }

    /** The item {@code i} places behind the first (0 = the first). */
    public int get(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException(i);
        }
        return items[(head + i) & (items.length - 1)];
    }

    public void clear() {
        head = 0;
        size = 0;
    }

    /** The items, first to last, as a new array. */
    public int[] toArray() {
        int[] out = new int[size];
        for (int i = 0; i < size; i++) {
            out[i] = items[(head + i) & (items.length - 1)];
        }
        return out;
    }

    private void grow() {
        int[] bigger = new int[items.length * 2];
        for (int i = 0; i < size; i++) {
            bigger[i] = items[(head + i) & (items.length - 1)];
        }
        items = bigger;
        head = 0;
    }

    @Override
    public String toString() {
        return Arrays.toString(toArray());
    }
}
