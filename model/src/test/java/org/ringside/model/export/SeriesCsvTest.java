package org.ringside.model.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringside.model.metrics.Channel;
import org.ringside.model.metrics.Channels;
import org.ringside.model.metrics.Merge;
import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.metrics.Unit;

class SeriesCsvTest {
    @TempDir
    Path dir;

    private static List<Channel> standardPlusFlows(String... flows) {
        List<Channel> channels = new ArrayList<>(Channels.STANDARD);
        for (String f : flows) {
            channels.add(Channels.flowLatency(f));
        }
        return channels;
    }

    @Test
    void writesAHeaderOfKeysAndUnitsThenOneRowPerSample() throws IOException {
        TimeSeries s = new TimeSeries(List.of(Channels.QDISC_BYTES, Channels.LINK_UTILIZATION,
                Channels.flowLatency("rr")), 10);
        s.append(100_000, new double[] {15140, 0.4375, Double.NaN});
        s.append(200_000, new double[] {0, 1, 12_345.5});
        StringWriter out = new StringWriter();

        SeriesCsv.write(s, out);

        assertThat(out.toString()).isEqualTo(
                "time_ns,qdisc_bytes[bytes],link_utilization[fraction],latency_ns.rr[ns]\n"
                        + "100000,15140,0.4375,\n"
                        + "200000,0,1,12345.5\n");
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 77, 20261130})
    void roundTripsEveryNumberExactly(long seed) throws IOException {
        Random random = new Random(seed);
        List<Channel> channels = standardPlusFlows("bulk_tcp", "rr");
        TimeSeries s = new TimeSeries(channels, 5000);
        int rows = 1 + random.nextInt(3000);
        for (int r = 0; r < rows; r++) {
            double[] row = new double[channels.size()];
            for (int c = 0; c < row.length; c++) {
                switch (random.nextInt(6)) {
                    case 0 -> row[c] = Double.NaN;
                    case 1 -> row[c] = random.nextInt(1 << 20);
                    case 2 -> row[c] = random.nextDouble();
                    case 3 -> row[c] = random.nextGaussian() * Math.pow(10, random.nextInt(40) - 20);
                    case 4 -> row[c] = Double.longBitsToDouble(random.nextLong());
                    default -> row[c] = random.nextBoolean() ? -0.0 : 9.007199254740993E15;
                }
            }
            s.append(r * 100_000L + random.nextInt(10), row);
        }
        Path file = dir.resolve("series.csv");

        SeriesCsv.write(s, file);
        TimeSeries back = SeriesCsv.read(file);

        assertThat(back.channels()).as("seed %d", seed).isEqualTo(channels);
        assertThat(back.size()).isEqualTo(s.size());
        assertThat(back.times()).isEqualTo(s.times());
        for (int c = 0; c < channels.size(); c++) {
            double[] want = s.column(c);
            double[] got = back.column(c);
            for (int r = 0; r < want.length; r++) {
                // Bit for bit (so -0.0 and each NaN-as-empty compare as they should).
                assertThat(Double.doubleToLongBits(got[r])).as("seed %d column %d row %d: %s", seed, c, r, want[r])
                        .isEqualTo(Double.doubleToLongBits(want[r]));
            }
        }
    }

    @Test
    void quotesCellsThatHoldCommasOrQuotesAndReadsThemBack() throws IOException {
        Channel odd = Channels.flowLatency("voip, \"EF\"");
        TimeSeries s = new TimeSeries(List.of(odd), 2);
        s.append(1, new double[] {2.5});
        StringWriter out = new StringWriter();
        SeriesCsv.write(s, out);

        assertThat(out.toString()).startsWith("time_ns,\"latency_ns.voip, \"\"EF\"\"[ns]\"\n");
        TimeSeries back = SeriesCsv.read(new StringReader(out.toString()), "x.csv");
        assertThat(back.channels()).containsExactly(odd);
        assertThat(back.value(0, 0)).isEqualTo(2.5);
    }

    @Test
    void unknownColumnsBecomeChannelsNamedByTheirKey() throws IOException {
        TimeSeries s = SeriesCsv.read(new StringReader("time_ns,rr_tps[1/s]\n5,1000\n"), "x.csv");
        assertThat(s.channels()).containsExactly(new Channel("rr_tps", "rr_tps", Unit.PER_SECOND, Merge.MEAN));
    }

    @Test
    void badTextIsReportedInOneLineWithFileAndLine() {
        assertThatThrownBy(() -> SeriesCsv.read(new StringReader(""), "a.csv"))
                .hasMessage("a.csv: empty, expected a header starting with time_ns");
        assertThatThrownBy(() -> SeriesCsv.read(new StringReader("t,x[bytes]\n"), "a.csv"))
                .hasMessage("a.csv line 1: the first column must be time_ns, found 't'");
        assertThatThrownBy(() -> SeriesCsv.read(new StringReader("time_ns,x[parsecs]\n"), "a.csv"))
                .hasMessageStartingWith("a.csv line 1, column 2: unknown unit 'parsecs' (known: [bytes,");
        assertThatThrownBy(() -> SeriesCsv.read(new StringReader("time_ns,x\n"), "a.csv"))
                .hasMessage("a.csv line 1, column 2: 'x' is not of the form key[unit]");
        assertThatThrownBy(() -> SeriesCsv.read(new StringReader("time_ns,x[bytes]\n1,2\n3\n"), "a.csv"))
                .hasMessage("a.csv line 3: 1 cells, expected 2 (time_ns and one per channel)");
        assertThatThrownBy(() -> SeriesCsv.read(new StringReader("time_ns,x[bytes]\n1.5,2\n"), "a.csv"))
                .hasMessage("a.csv line 2: time_ns '1.5' is not a whole number of nanoseconds");
        assertThatThrownBy(() -> SeriesCsv.read(new StringReader("time_ns,x[bytes]\n1,two\n"), "a.csv"))
                .hasMessage("a.csv line 2, column x[bytes]: 'two' is not a number");
        assertThatThrownBy(() -> SeriesCsv.read(new StringReader("time_ns,\"x[bytes]\n1,2\n"), "a.csv"))
                .hasMessage("a.csv line 1: a quoted cell is never closed");
    }

    @Test
    void aFailedWriteLeavesTheExistingFileUntouched() throws IOException {
        Path target = dir.resolve("missing-folder").resolve("series.csv");
        TimeSeries s = new TimeSeries(List.of(Channels.QDISC_BYTES), 2);
        assertThatThrownBy(() -> SeriesCsv.write(s, target))
                .isInstanceOf(IOException.class)
                .hasMessageStartingWith("cannot write " + target);

        Path existing = dir.resolve("series.csv");
        Files.writeString(existing, "keep me");
        assertThatThrownBy(() -> SeriesCsv.write(s, existing.resolve("child.csv")))
                .hasMessageEndingWith(existing + " is not a folder");
        assertThat(Files.readString(existing)).isEqualTo("keep me");
    }

    @Test
    void formatsWholeNumbersAsIntegersAndNaNAsEmpty() {
        assertThat(SeriesCsv.format(1514)).isEqualTo("1514");
        assertThat(SeriesCsv.format(-3)).isEqualTo("-3");
        assertThat(SeriesCsv.format(0.1)).isEqualTo("0.1");
        assertThat(SeriesCsv.format(-0.0)).isEqualTo("-0.0");
        assertThat(SeriesCsv.format(1e300)).isEqualTo("1.0E300");
        assertThat(SeriesCsv.format(Double.NaN)).isEmpty();
        assertThat(SeriesCsv.format(Double.POSITIVE_INFINITY)).isEqualTo("Infinity");
    }
}
