package org.ringside.model.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.model.metrics.Channel;
import org.ringside.model.metrics.Channels;
import org.ringside.model.metrics.TimeSeries;

class CsvSampleSinkTest {
    private static final List<Channel> CHANNELS = List.of(Channels.STANDARD.get(0), Channels.flowLatency("a,b"));

    @TempDir
    Path dir;

    /** Feeds rows with integers, fractions, NaN, negative zero and infinity to the sink and a series. */
    private static void feed(CsvSampleSink sink, TimeSeries series, int rows) {
        sink.begin(CHANNELS);
        double[] row = new double[2];
        for (int r = 0; r < rows; r++) {
            row[0] = r * 1514;
            row[1] = r % 3 == 0 ? Double.NaN : r % 5 == 0 ? -0.0 : r % 7 == 0 ? Double.POSITIVE_INFINITY : r / 3.0;
            sink.sample(r * 100L, row);
            series.append(r * 100L, row);
        }
    }

    private static String seriesText(TimeSeries series) throws IOException {
        StringWriter text = new StringWriter();
        SeriesCsv.write(series, text);
        return text.toString();
    }

    private List<Path> files() throws IOException {
        try (var files = Files.list(dir)) {
            return files.toList();
        }
    }

    @Test
    void writesTheSameTextAsTheSeriesWriterAndNothingBeforeFinish() throws IOException {
        Path target = dir.resolve("series.csv");
        TimeSeries series = new TimeSeries(CHANNELS, 1000);
        try (CsvSampleSink sink = CsvSampleSink.open(target)) {
            feed(sink, series, 500);
            assertThat(target).doesNotExist();
            sink.finish();
        }
        assertThat(Files.readString(target)).isEqualTo(seriesText(series)).contains("\"latency_ns.a,b[ns]\"");
        assertThat(files()).containsExactly(target);
    }

    @Test
    void aStreamGetsTheSameTextFlushedAndStaysOpen() throws IOException {
        TimeSeries series = new TimeSeries(CHANNELS, 1000);
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        boolean[] closed = {false};
        java.io.OutputStream stream = new java.io.BufferedOutputStream(new java.io.FilterOutputStream(bytes) {
            @Override
            public void close() {
                closed[0] = true;
            }
        });
        try (CsvSampleSink sink = CsvSampleSink.to(stream)) {
            feed(sink, series, 50);
            sink.finish();
        }
        assertThat(bytes.toString(java.nio.charset.StandardCharsets.UTF_8)).isEqualTo(seriesText(series));
        assertThat(closed[0]).isFalse();
        assertThat(files()).isEmpty();
    }

    @Test
    void valuesThatStayFromRowToRowAreWrittenAsTheSeriesWriterWritesThem() throws IOException {
        // Each column changes at its own pace, through whole numbers, fractions, NaN and -0.0,
        // so that a value is sometimes copied from the row before and sometimes formatted anew.
        double[] values = {0, 1514, Double.NaN, 2.5, -0.0, 1e17, -42, 1 / 3.0};
        Path target = dir.resolve("series.csv");
        TimeSeries series = new TimeSeries(CHANNELS, 1000);
        try (CsvSampleSink sink = CsvSampleSink.open(target)) {
            sink.begin(CHANNELS);
            double[] row = new double[2];
            for (int r = 0; r < 400; r++) {
                row[0] = values[(r / 3) % values.length];
                row[1] = values[(r / 7 + 5) % values.length];
                sink.sample(r * 100L, row);
                series.append(r * 100L, row);
            }
            sink.finish();
        }
        assertThat(Files.readString(target)).isEqualTo(seriesText(series))
                .contains("\n600,,1.0E17\n", "\n900,2.5,-42\n");
    }

    @Test
    void aNameEndingInGzIsWrittenCompressed() throws IOException {
        Path target = dir.resolve("series.csv.gz");
        TimeSeries series = new TimeSeries(CHANNELS, 1000);
        try (CsvSampleSink sink = CsvSampleSink.open(target)) {
            feed(sink, series, 500);
            sink.finish();
        }
        try (InputStream in = new GZIPInputStream(Files.newInputStream(target))) {
            assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8)).isEqualTo(seriesText(series));
        }
        assertThat(CsvSampleSink.compressed(Path.of("x.CSV.GZ"))).isTrue();
        assertThat(CsvSampleSink.compressed(Path.of("x.gzip"))).isFalse();
    }

    @Test
    void closingWithoutFinishingLeavesNoFileAndTheOldTargetAsItWas() throws IOException {
        Path target = dir.resolve("series.csv");
        Files.writeString(target, "old");
        try (CsvSampleSink sink = CsvSampleSink.open(target)) {
            feed(sink, new TimeSeries(CHANNELS, 1000), 100); // e.g. the run failed here
        }
        assertThat(Files.readString(target)).isEqualTo("old");
        assertThat(files()).containsExactly(target);
    }

    @Test
    void theFolderRemovedDuringTheRunIsOneLineAndLeavesNothing() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("out"));
        Path target = folder.resolve("series.csv");
        try (CsvSampleSink sink = CsvSampleSink.open(target)) {
            feed(sink, new TimeSeries(CHANNELS, 1000), 100);
            try (var files = Files.list(folder)) {
                for (Path f : files.toList()) {
                    Files.delete(f);
                }
            }
            Files.delete(folder);
            assertThatThrownBy(sink::finish).isInstanceOf(IOException.class)
                    .hasMessage("cannot write " + target + ": no such file or folder");
        }
        assertThat(files()).isEmpty();
    }

    @Test
    void aTargetThatBecameAFolderDuringTheRunLeavesNoTemporaryFile() throws IOException {
        Path target = dir.resolve("series.csv");
        try (CsvSampleSink sink = CsvSampleSink.open(target)) {
            feed(sink, new TimeSeries(CHANNELS, 1000), 100);
            Files.writeString(Files.createDirectory(target).resolve("inside"), "x");
            assertThatThrownBy(sink::finish).isInstanceOf(IOException.class)
                    .hasMessageStartingWith("cannot write " + target + ": ")
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        }
        assertThat(files()).containsExactly(target);
    }

    @Test
    void aMissingFolderIsReportedAtOpen() {
        Path target = dir.resolve("nowhere/series.csv");
        assertThatThrownBy(() -> CsvSampleSink.open(target)).isInstanceOf(IOException.class)
                .hasMessage("cannot write " + target + ": folder " + target.toAbsolutePath().getParent() + " does not exist");
    }
}
