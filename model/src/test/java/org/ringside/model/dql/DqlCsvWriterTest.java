package org.ringside.model.dql;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** The replay's CSV, number by number. */
class DqlCsvWriterTest {

    @Test
    void writesTheHeaderAndRowsWithPlainNumbersAndLineFeeds() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DqlCsvWriter csv = new DqlCsvWriter(bytes);

        csv.header();
        csv.row(0, DqlEventKind.QUEUED, 1500, 0, 1500, -1500);
        csv.row(Long.MAX_VALUE, DqlEventKind.COMPLETED, 4_294_967_295L, Dql.MAX_LIMIT, 4_294_967_295L, -2_147_483_648L);
        csv.flush();

        assertThat(bytes.toString(StandardCharsets.US_ASCII)).isEqualTo(
                "t_ms,event,bytes,limit,inflight,avail\n"
                        + "0,queued,1500,0,1500,-1500\n"
                        + "9223372036854775807,completed,4294967295,1879048192,4294967295,-2147483648\n");
    }

    @Test
    void decimalsMatchJavasOwnForEdgesAndRandomValues() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        AsciiOut out = new AsciiOut(bytes, 256);
        StringBuilder expected = new StringBuilder();
        LongStream edges = LongStream.of(0, 1, 9, 10, 99, 100, -1, -10, Integer.MAX_VALUE, Integer.MAX_VALUE + 1L,
                Integer.MIN_VALUE, Integer.MIN_VALUE - 1L, 999_999_999, 1_000_000_000, 9_999_999_999L,
                10_000_000_000L, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1);
        Random r = new Random(42);
        LongStream randoms = LongStream.generate(() -> r.nextLong() >> r.nextInt(64)).limit(5000);

        for (long v : LongStream.concat(edges, randoms).toArray()) {
            out.startRecord();
            out.decimal(v);
            out.put((byte) '\n');
            expected.append(v).append('\n');
        }
        out.flush();

        assertThat(bytes.toString(StandardCharsets.US_ASCII)).isEqualTo(expected.toString());
    }

    @Test
    void manyRowsPassThroughTheBufferIntact() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DqlCsvWriter csv = new DqlCsvWriter(bytes);
        StringBuilder expected = new StringBuilder();

        for (int i = 0; i < 10_000; i++) {
            csv.row(i, DqlEventKind.QUEUED, i * 7L, i * 3L, i, -i);
            expected.append(i).append(",queued,").append(i * 7L).append(',').append(i * 3L).append(',')
                    .append(i).append(',').append(-i).append('\n');
        }
        csv.flush();

        assertThat(bytes.toString(StandardCharsets.US_ASCII)).isEqualTo(expected.toString());
    }
}
