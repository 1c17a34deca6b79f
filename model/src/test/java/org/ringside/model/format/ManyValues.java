package org.ringside.model.format;

import java.util.SplittableRandom;
import java.util.stream.LongStream;

/** Whole numbers of every size for round-trip tests: random ones, round ones and their negatives. */
final class ManyValues {
    private ManyValues() {
    }

    /** 60,000 values from {@code seed}, with {@link Long#MAX_VALUE} and {@link Long#MIN_VALUE} + 1. */
    static long[] of(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        LongStream.Builder values = LongStream.builder().add(Long.MAX_VALUE).add(Long.MIN_VALUE + 1);
        for (int i = 0; i < 20_000; i++) {
            // Any size, and round ones, which the larger units write.
            long v = random.nextLong(1L << random.nextInt(1, 62));
            values.add(v).add(v - v % (long) Math.pow(10, random.nextInt(0, 10))).add(-v);
        }
        return values.build().toArray();
    }
}
