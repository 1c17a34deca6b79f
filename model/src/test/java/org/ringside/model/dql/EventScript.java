package org.ringside.model.dql;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A valid DQL event file drawn from a seeded generator: a few directives, then events whose
 * completions never exceed what is in flight and whose times never go back. Several flavours
 * stress different corners: NIC-sized packets, objects near MAX_OBJECT (the counters wrap every
 * 16 of them), tiny and zero-byte counts, and oversize objects that must be ignored.
 */
record EventScript(List<Item> items) {

    /** One line of the file. */
    record Item(DqlEventKind kind, long time, long value) {
    }

    private static final long TWO_32 = 1L << 32;

    static EventScript random(Random r, int events) {
        List<Item> items = new ArrayList<>();
        if (r.nextInt(6) == 0) {
            // limit_min above limit_max: sysfs allows it, and C5 must then test limit_max first.
            long hi = r.nextInt(200_000);
            items.add(new Item(DqlEventKind.LIMIT_MAX, 0, hi));
            items.add(new Item(DqlEventKind.LIMIT_MIN, 0, hi + 1 + r.nextInt(200_000)));
        }
        int directives = r.nextInt(4);
        for (int i = 0; i < directives; i++) {
            switch (r.nextInt(3)) {
                case 0 -> items.add(new Item(DqlEventKind.LIMIT_MIN, 0, limitValue(r)));
                case 1 -> items.add(new Item(DqlEventKind.LIMIT_MAX, 0, limitValue(r)));
                default -> items.add(new Item(DqlEventKind.HOLD_TIME_MS, 0,
                        pick(r, 0, 1, 3, 10, 100, 1000, 0xFFFF_FFFFL)));
            }
        }
        int flavour = r.nextInt(4);
        long time = 0;
        long inflight = 0;  // the true amount, never allowed to reach 2^32
        for (int i = 0; i < events; i++) {
            time += r.nextInt(12) == 0 ? r.nextInt(3000) : r.nextInt(3);
            if (inflight == 0 || r.nextInt(100) < 55) {
                long size = size(r, flavour);
                if (size <= Dql.MAX_OBJECT && inflight + size >= TWO_32) {
                    size = 0;
                }
                items.add(new Item(DqlEventKind.QUEUED, time, size));
                if (size <= Dql.MAX_OBJECT) {
                    inflight += size;
                }
            } else {
                int how = r.nextInt(10);
                long bytes = how == 0 ? 0 : how < 4 ? inflight : (long) (r.nextDouble() * (inflight + 1));
                bytes = Math.min(bytes, inflight);
                items.add(new Item(DqlEventKind.COMPLETED, time, bytes));
                inflight -= bytes;
            }
        }
        return new EventScript(items);
    }

    private static long limitValue(Random r) {
        return switch (r.nextInt(5)) {
            case 0 -> 0;
            case 1 -> Dql.MAX_LIMIT;
            case 2 -> r.nextInt(10_000);
            case 3 -> r.nextInt(1_000_000);
            default -> (long) (r.nextDouble() * Dql.MAX_LIMIT);
        };
    }

    private static long size(Random r, int flavour) {
        return switch (flavour) {
            case 0 -> pick(r, 66, 1514, 1514, 1514, 60 + r.nextInt(1455), 65_226);
            case 1 -> Dql.MAX_OBJECT - r.nextInt(2) * r.nextInt(100_000_000);
            case 2 -> r.nextInt(5);
            default -> r.nextInt(20) == 0
                    ? Dql.MAX_OBJECT + 1 + (long) (r.nextDouble() * (0xFFFF_FFFFL - Dql.MAX_OBJECT - 1))
                    : r.nextInt(3) == 0 ? (long) (r.nextDouble() * Dql.MAX_OBJECT) : r.nextInt(70_000);
        };
    }

    private static long pick(Random r, long... choices) {
        return choices[r.nextInt(choices.length)];
    }

    /** The script as an event file. */
    byte[] toFile() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DqlEventWriter writer = new DqlEventWriter(bytes);
        try {
            for (Item item : items) {
                if (item.kind().isEvent()) {
                    writer.event(item.time(), item.kind(), item.value());
                } else {
                    writer.directive(item.kind(), item.value());
                }
            }
            writer.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** The script as text. */
    String toText() {
        return new String(toFile(), StandardCharsets.UTF_8);
    }
}
