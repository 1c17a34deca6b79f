package org.ringside.model.dql;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Properties that must hold for every valid sequence of events, checked over seeded random
 * scripts ({@link EventScript}); a failure names its seed, and the same seed replays it.
 */
class DqlPropertyTest {

    private static final long TWO_32 = 1L << 32;
    private static final int EVENTS = 400;

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 40);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void agreesWithATransliterationOfTheKernelCode(long seed) {
        EventScript script = EventScript.random(new Random(seed), EVENTS);
        Dql dql = new Dql();
        KernelDql kernel = new KernelDql();
        int n = 0;
        for (EventScript.Item item : script.items()) {
            n++;
            switch (item.kind()) {
                case LIMIT_MIN -> {
                    dql.setLimitMin(item.value());
                    kernel.minLimit = (int) item.value();
                }
                case LIMIT_MAX -> {
                    dql.setLimitMax(item.value());
                    kernel.maxLimit = (int) item.value();
                }
                case HOLD_TIME_MS -> {
                    dql.setHoldTimeMs(item.value());
                    kernel.slackHoldTime = (int) item.value();
                }
                case QUEUED -> {
                    dql.queued(item.value());
                    kernel.queued((int) item.value());
                }
                case COMPLETED -> {
                    dql.completedAtTick(item.value(), item.time());
                    kernel.completed((int) item.value(), item.time());
                }
            }
            DqlSnapshot s = dql.snapshot();
            String where = "seed " + seed + ", item " + n + " " + item;
            assertThat(s.limit()).as(where).isEqualTo(Integer.toUnsignedLong(kernel.limit));
            assertThat(s.avail()).as(where).isEqualTo(kernel.avail());
            assertThat(s.queued()).as(where).isEqualTo(Integer.toUnsignedLong(kernel.numQueued));
            assertThat(s.completed()).as(where).isEqualTo(Integer.toUnsignedLong(kernel.numCompleted));
            assertThat(s.prevOverLimit()).as(where).isEqualTo(Integer.toUnsignedLong(kernel.prevOvlimit));
            assertThat(s.lowestSlack()).as(where).isEqualTo(Integer.toUnsignedLong(kernel.lowestSlack));
            assertThat(s.slackStartTick()).as(where).isEqualTo(kernel.slackStartTime);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void inflightIsQueuedMinusCompletedAndAvailIsTheSignedDistanceToTheEdge(long seed) {
        EventScript script = EventScript.random(new Random(seed), EVENTS);
        Dql dql = new Dql();
        long queued = 0;
        long completed = 0;
        long edge = 0;
        for (EventScript.Item item : script.items()) {
            if (item.kind() == DqlEventKind.QUEUED) {
                if (dql.queued(item.value())) {
                    queued = (queued + item.value()) % TWO_32;
                }
            } else if (item.kind() == DqlEventKind.COMPLETED) {
                dql.completedAtTick(item.value(), item.time());
                completed = (completed + item.value()) % TWO_32;
                edge = (dql.limit() + completed) % TWO_32;
            } else {
                continue;
            }
            long distance = Math.floorMod(edge - queued, TWO_32);
            long signed = distance >= (1L << 31) ? distance - TWO_32 : distance;
            assertThat(dql.inflight()).as("seed %d at %s", seed, item).isEqualTo(Math.floorMod(queued - completed, TWO_32));
            assertThat(dql.avail()).as("seed %d at %s", seed, item).isEqualTo(signed);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void theLimitStaysWithinItsBoundsAfterEveryCompletion(long seed) {
        EventScript script = EventScript.random(new Random(seed), EVENTS);
        Dql dql = new Dql();
        for (EventScript.Item item : script.items()) {
            switch (item.kind()) {
                case LIMIT_MIN -> dql.setLimitMin(item.value());
                case LIMIT_MAX -> dql.setLimitMax(item.value());
                case HOLD_TIME_MS -> dql.setHoldTimeMs(item.value());
                case QUEUED -> dql.queued(item.value());
                case COMPLETED -> {
                    dql.completedAtTick(item.value(), item.time());
                    long lo = dql.limitMin();
                    long hi = dql.limitMax();
                    if (lo <= hi) {
                        assertThat(dql.limit()).as("seed %d at %s", seed, item).isBetween(lo, hi);
                    } else {
                        assertThat(dql.limit()).as("seed %d at %s (lo > hi)", seed, item).isIn(lo, hi);
                    }
                }
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void replayPrintsTheQueueAfterEachEventAndTheSameEveryTime(long seed) {
        EventScript script = EventScript.random(new Random(seed), EVENTS);
        byte[] file = script.toFile();

        ReplayRun first = ReplayRun.ofStdin(file);
        ReplayRun second = ReplayRun.ofStdin(file);

        assertThat(first.status()).as("seed %d: %s", seed, first.err()).isZero();
        assertThat(second.outBytes()).as("seed %d", seed).isEqualTo(first.outBytes());
        assertThat(first.out()).as("seed %d", seed).isEqualTo(expectedCsv(script));
    }

    /** The CSV built independently: direct calls and String.format, not the replay's writer. */
    private static String expectedCsv(EventScript script) {
        StringBuilder csv = new StringBuilder("t_ms,event,bytes,limit,inflight,avail\n");
        Dql dql = new Dql();
        for (EventScript.Item item : script.items()) {
            switch (item.kind()) {
                case LIMIT_MIN -> dql.setLimitMin(item.value());
                case LIMIT_MAX -> dql.setLimitMax(item.value());
                case HOLD_TIME_MS -> dql.setHoldTimeMs(item.value());
                case QUEUED -> dql.queued(item.value());
                case COMPLETED -> dql.completedAtTick(item.value(), item.time());
            }
            if (item.kind().isEvent()) {
                csv.append(String.format("%d,%s,%d,%d,%d,%d%n", item.time(), item.kind().word(), item.value(),
                        dql.limit(), dql.inflight(), dql.avail()).replace(System.lineSeparator(), "\n"));
            }
        }
        return csv.toString();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void theQueueBehavesTheSameWhenItsCountersStartJustBelowTheWrap(long seed) {
        // Two queues in the same state except that one's byte counters sit 16 bytes below 2^32.
        Dql low = new Dql();
        low.setLimit(Dql.MAX_OBJECT);
        low.queued(Dql.MAX_OBJECT);
        low.completedAtTick(Dql.MAX_OBJECT, 0);
        Dql high = new Dql();
        for (int i = 0; i < 16; i++) {
            high.queued(Dql.MAX_OBJECT);
            high.completedAtTick(Dql.MAX_OBJECT, 0);
        }
        long offset = high.snapshot().queued() - low.snapshot().queued();
        assertThat(high.limit()).isEqualTo(low.limit());

        Random r = new Random(seed);
        long time = 0;
        for (int i = 0; i < EVENTS; i++) {
            time += r.nextInt(3) == 0 ? r.nextInt(1500) : 0;
            if (r.nextBoolean()) {
                long size = r.nextInt(4) == 0 ? r.nextInt(200_000) : 1514;
                low.queued(size);
                high.queued(size);
            } else {
                long bytes = r.nextInt(3) == 0 ? low.inflight() : (long) (r.nextDouble() * low.inflight());
                low.completedAtTick(bytes, time);
                high.completedAtTick(bytes, time);
            }
            String where = "seed " + seed + ", step " + i;
            assertThat(high.limit()).as(where).isEqualTo(low.limit());
            assertThat(high.inflight()).as(where).isEqualTo(low.inflight());
            assertThat(high.avail()).as(where).isEqualTo(low.avail());
            assertThat(high.lastRule()).as(where).isEqualTo(low.lastRule());
            assertThat(Math.floorMod(high.snapshot().queued() - low.snapshot().queued(), TWO_32))
                    .as(where).isEqualTo(offset);
        }
        assertThat(high.snapshot().queued()).as("the high counters wrapped").isLessThan(offset);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void nicTrafficIsValidAndAlwaysTheSameForItsSeed(long seed) throws IOException {
        List<String> lines = new ArrayList<>();
        Dql check = new Dql();
        long[] lastTime = {0};
        new DqlNicTraffic(seed).generate(3000, (t, kind, bytes) -> {
            assertThat(t).as("seed %d", seed).isGreaterThanOrEqualTo(lastTime[0]);
            lastTime[0] = t;
            if (kind == DqlEventKind.QUEUED) {
                assertThat(check.queued(bytes)).isTrue();
            } else {
                assertThat(bytes).as("seed %d", seed).isPositive().isLessThanOrEqualTo(check.inflight());
                check.completedAtTick(bytes, t);
            }
            lines.add(t + " " + kind.word() + " " + bytes);
        });
        ByteArrayOutputStream again = new ByteArrayOutputStream();
        DqlEventWriter writer = new DqlEventWriter(again);
        new DqlNicTraffic(seed).generate(3000, writer::event);
        writer.flush();

        assertThat(lines).hasSize(3000);
        assertThat(again.toString(StandardCharsets.US_ASCII)).isEqualTo(String.join("\n", lines) + "\n");
    }
}
