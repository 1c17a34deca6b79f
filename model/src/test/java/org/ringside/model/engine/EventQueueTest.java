package org.ringside.model.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Random;
import org.junit.jupiter.api.Test;

class EventQueueTest {
    @Test
    void takesEventsByTimeThenInsertionOrder() {
        EventQueue q = new EventQueue();
        q.schedule(50, EventKind.WIRE_DONE, 1, 0);
        q.schedule(10, EventKind.CPU_DONE, 2, 0);
        q.schedule(50, EventKind.TCP_ACK, 3, 99);
        q.schedule(10, EventKind.IRQ_TIMER, 4, 0);

        List<Integer> order = new ArrayList<>();
        while (q.poll()) {
            order.add(q.currentA());
        }
        assertThat(order).containsExactly(2, 4, 1, 3);
    }

    @Test
    void carriesKindAndArguments() {
        EventQueue q = new EventQueue();
        q.schedule(7, EventKind.TCP_ACK, 12, 64_240L);
        assertThat(q.peekTime()).isEqualTo(7);
        assertThat(q.poll()).isTrue();
        assertThat(q.currentTime()).isEqualTo(7);
        assertThat(q.currentKind()).isEqualTo(EventKind.TCP_ACK);
        assertThat(q.currentA()).isEqualTo(12);
        assertThat(q.currentB()).isEqualTo(64_240L);
        assertThat(q.poll()).isFalse();
        assertThat(q.peekTime()).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void cancelRemovesOnlyItsOwnEventAndStaleHandlesDoNothing() {
        EventQueue q = new EventQueue();
        long timer = q.schedule(100, EventKind.IRQ_TIMER, 0, 0);
        q.schedule(200, EventKind.WIRE_DONE, 1, 0);
        assertThat(q.isPending(timer)).isTrue();
        q.cancel(timer);
        assertThat(q.isPending(timer)).isFalse();
        // The freed slot is reused by a new event; the old handle must not cancel it.
        long other = q.schedule(150, EventKind.CPU_DONE, 2, 0);
        q.cancel(timer);
        q.cancel(EventQueue.NO_HANDLE);
        assertThat(q.isPending(other)).isTrue();
        assertThat(q.size()).isEqualTo(2);
        q.poll();
        assertThat(q.currentA()).isEqualTo(2);
    }

    @Test
    void agreesWithAReferenceQueueUnderRandomScheduleAndCancelOfEveryKind() {
        long seed = 20_26;
        Random r = new Random(seed);
        EventQueue q = new EventQueue(16);
        record Ref(long time, long seq, int id) {
        }
        PriorityQueue<Ref> ref = new PriorityQueue<>(Comparator.comparingLong(Ref::time).thenComparingLong(Ref::seq));
        List<long[]> handles = new ArrayList<>();
        long seq = 0;
        for (int i = 0; i < 20_000; i++) {
            int op = r.nextInt(10);
            if (op < 6) {
                long t = r.nextInt(1000);
                int id = i;
                // Every kind, so events waiting beside the heap and in it are ordered together.
                EventKind kind = EventKind.values()[r.nextInt(EventKind.values().length)];
                long h = q.schedule(t, kind, id, 0);
                ref.add(new Ref(t, seq++, id));
                handles.add(new long[] {h, id});
            } else if (op < 8 && !handles.isEmpty()) {
                long[] victim = handles.remove(r.nextInt(handles.size()));
                boolean pending = q.isPending(victim[0]);
                boolean inRef = ref.removeIf(e -> e.id() == victim[1]);
                assertThat(pending).as("seed %d op %d", seed, i).isEqualTo(inRef);
                q.cancel(victim[0]);
            } else if (!ref.isEmpty()) {
                assertThat(q.poll()).isTrue();
                Ref expected = ref.poll();
                assertThat(q.currentA()).as("seed %d op %d", seed, i).isEqualTo(expected.id());
                assertThat(q.currentTime()).isEqualTo(expected.time());
            }
            assertThat(q.peekTime()).isEqualTo(ref.isEmpty() ? Long.MAX_VALUE : ref.peek().time());
            assertThat(q.size()).isEqualTo(ref.size());
        }
    }

    @Test
    void chainedEventsKeepTheOrderOfOneHeap() {
        long seed = 77;
        Random r = new Random(seed);
        EventQueue q = new EventQueue(16);
        record Ref(long time, long seq, int a, long b) {
        }
        PriorityQueue<Ref> ref = new PriorityQueue<>(Comparator.comparingLong(Ref::time).thenComparingLong(Ref::seq));
        int[] chains = {q.newChain(EventKind.TCP_ACK, 100), q.newChain(EventKind.TCP_ACK, 101), q.newChain(EventKind.TCP_ACK, 102)};
        long[] lastInChain = new long[chains.length];
        long seq = 0;
        long now = 0;
        for (int i = 0; i < 50_000; i++) {
            int op = r.nextInt(10);
            if (op < 4) {
                int c = r.nextInt(chains.length);
                // Mostly in order, now and then earlier than the chain's latest.
                long t = r.nextInt(20) == 0 ? now + r.nextInt(50) : Math.max(now, lastInChain[c]) + r.nextInt(100);
                lastInChain[c] = Math.max(lastInChain[c], t);
                q.scheduleInChain(chains[c], t, i);
                ref.add(new Ref(t, seq++, 100 + c, i));
            } else if (op < 6) {
                long t = now + r.nextInt(200);
                q.schedule(t, EventKind.values()[r.nextInt(EventKind.values().length)], -1, i);
                ref.add(new Ref(t, seq++, -1, i));
            } else if (!ref.isEmpty()) {
                assertThat(q.peekTime()).isEqualTo(ref.peek().time());
                assertThat(q.poll()).isTrue();
                Ref expected = ref.poll();
                assertThat(q.currentB()).as("seed %d op %d", seed, i).isEqualTo(expected.b());
                assertThat(q.currentA()).isEqualTo(expected.a());
                now = q.currentTime();
            }
            assertThat(q.size()).isEqualTo(ref.size());
        }
    }
}
