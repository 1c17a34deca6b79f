package org.ringside.views.charts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.ringside.model.export.SeriesCsv;
import org.ringside.model.sim.RunResult;

/**
 * Measures exporting every chart kind of a long synthetic run as PNG and SVG (and the series as
 * CSV), and leaves the files for a look. Run by hand:
 * {@code java -Djava.awt.headless=true -cp ... org.ringside.views.charts.ChartExportBench [SAMPLES] [DIR]}.
 */
public final class ChartExportBench {
    private ChartExportBench() {
    }

    public static void main(String[] args) throws IOException {
        int samples = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        Path dir = Files.createDirectories(Path.of(args.length > 1 ? args[1] : "target/chart-bench"));
        long t0 = System.nanoTime();
        RunResult run = SyntheticRuns.run(samples, 1);
        System.out.printf("synthetic run of %,d samples made in %d ms%n", samples, (System.nanoTime() - t0) / 1_000_000);
        for (int round = 0; round < 3; round++) { // the first round includes class loading and JIT
            System.out.println("round " + (round + 1));
            for (ChartKind kind : ChartKind.values()) {
                ChartOptions options = ChartOptions.defaults().withKind(kind);
                Path png = dir.resolve(kind.cliName() + ".png");
                Path svg = dir.resolve(kind.cliName() + ".svg");
                long start = System.nanoTime();
                org.jfree.chart.JFreeChart chart = Charts.create(run, options);
                long built = System.nanoTime();
                ChartExport.writePng(chart, options.size(), png);
                long pngDone = System.nanoTime();
                ChartExport.writeSvg(chart, options.size(), svg);
                long svgDone = System.nanoTime();
                System.out.printf("  %-12s chart %4d ms  PNG %4d ms %,9d bytes  SVG %4d ms %,9d bytes%n", kind.cliName(),
                        (built - start) / 1_000_000, (pngDone - built) / 1_000_000, Files.size(png),
                        (svgDone - pngDone) / 1_000_000, Files.size(svg));
            }
        }
        long start = System.nanoTime();
        Path csv = dir.resolve("series.csv");
        SeriesCsv.write(run.series(), csv);
        System.out.printf("CSV %d ms, %,d bytes%n", (System.nanoTime() - start) / 1_000_000, Files.size(csv));
    }
}
