package org.ringside.model.sweep;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ringside.model.export.AtomicFiles;
import org.ringside.model.export.SeriesCsv;

/**
 * A sweep as CSV: a header with the varied keys ({@code nic.ring_size}) and then every figure
 * of the summary by its dotted name ({@code flows.rr.latency_ns.p99}); one row per combination,
 * in the plan's order, the values as the scenario format writes them ({@code 256}, {@code auto})
 * and the figures as the series CSV writes numbers (an empty cell for a figure not measured).
 */
public final class SweepCsv {
    private SweepCsv() {
    }

    /** Writes the table to {@code target} through a temporary file and a rename. */
    public static void write(SweepTable table, Path target) throws IOException {
        AtomicFiles.writeText(target, out -> write(table, out));
    }

    /** Writes the table as CSV text. */
    public static void write(SweepTable table, Writer out) throws IOException {
        List<String> cells = new ArrayList<>();
        for (SweepAxis a : table.axes()) {
            cells.add(a.key().key());
        }
        cells.addAll(table.figureNames());
        line(out, cells);
        for (SweepTable.Row r : table.rows()) {
            cells.clear();
            for (int a = 0; a < table.axes().size(); a++) {
                cells.add(table.axes().get(a).key().format(r.values().get(a)));
            }
            for (double v : r.figures().values()) {
                cells.add(SeriesCsv.format(v));
            }
            line(out, cells);
        }
    }

    private static void line(Writer out, List<String> cells) throws IOException {
        StringBuilder line = new StringBuilder(1024);
        for (int i = 0; i < cells.size(); i++) {
            line.append(i == 0 ? "" : ",").append(SeriesCsv.quote(cells.get(i)));
        }
        out.write(line.append('\n').toString());
    }
}
