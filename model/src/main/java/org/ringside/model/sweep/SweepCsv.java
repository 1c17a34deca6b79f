package org.ringside.model.sweep;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ringside.model.export.AtomicFiles;
import org.ringside.model.export.PendingFile;
import org.ringside.model.export.SeriesCsv;

/**
 * A sweep as CSV: a header with the varied keys ({@code nic.ring_size}) and then every figure
 * of the summary by its dotted name ({@code flows.rr.latency_ns.p99}); one row per combination,
 * in the plan's order, the values as the scenario format writes them ({@code 256}, {@code auto})
 * and the figures as the series CSV writes numbers (an empty cell for a figure not measured).
 * A part of a sweep ({@link SweepShard}) writes two columns first, {@value #RUN} (the row's place
 * among all the sweep's runs, from 1) and {@value #RUNS} (how many there are), by which
 * {@link SweepMerge} puts the parts together again.
 */
public final class SweepCsv {
    /** The column of a part's rows giving each row's place among all the runs, from 1. */
    public static final String RUN = "run";
    /** The column of a part's rows giving how many runs the whole sweep has. */
    public static final String RUNS = "runs";

    private SweepCsv() {
    }

    /** Writes the table to {@code target} through a temporary file and a rename. */
    public static void write(SweepTable table, Path target) throws IOException {
        AtomicFiles.writeText(target, out -> write(table, out));
    }

    /** Writes the table as CSV text. */
    public static void write(SweepTable table, Writer out) throws IOException {
        header(table.axes(), table.figureNames(), out);
        for (SweepTable.Row r : table.rows()) {
            row(table.axes(), r, out);
        }
    }

    private static void header(List<SweepAxis> axes, List<String> figures, Writer out) throws IOException {
        header(axes, figures, false, out);
    }

    private static void header(List<SweepAxis> axes, List<String> figures, boolean numbered, Writer out)
            throws IOException {
        List<String> cells = new ArrayList<>();
        if (numbered) {
            cells.add(RUN);
            cells.add(RUNS);
        }
        for (SweepAxis a : axes) {
            cells.add(a.key().key());
        }
        cells.addAll(figures);
        line(out, cells);
    }

    private static void row(List<SweepAxis> axes, SweepTable.Row r, Writer out) throws IOException {
        row(axes, r, List.of(), out);
    }

    private static void row(List<SweepAxis> axes, SweepTable.Row r, List<String> first, Writer out) throws IOException {
        List<String> cells = new ArrayList<>(first);
        for (int a = 0; a < axes.size(); a++) {
            cells.add(axes.get(a).key().format(r.values().get(a)));
        }
        for (double v : r.figures().values()) {
            cells.add(SeriesCsv.format(v));
        }
        line(out, cells);
    }

    /**
     * A sweep's CSV written row by row as the rows come, in the plan's order, so that a sweep of a
     * million runs holds none of them: the same text as {@link #write(SweepTable, Path)}, in a
     * {@link PendingFile} that appears whole at {@link #finish()} and is removed otherwise.
     */
    public static final class Rows implements Closeable {
        private final List<SweepAxis> axes;
        private final PendingFile file;
        private final Writer out;
        private final int runs;
        private int nextRun;
        private List<String> figures;

        private Rows(List<SweepAxis> axes, PendingFile file, int firstRun, int runs) {
            this.axes = List.copyOf(axes);
            this.file = file;
            this.nextRun = firstRun;
            this.runs = runs;
            this.out = new BufferedWriter(new OutputStreamWriter(file.out(), StandardCharsets.UTF_8), 1 << 16);
        }

        /**
         * Creates the temporary file for {@code target}.
         *
         * @throws IOException whose message is one line, {@code cannot write TARGET: REASON}
         */
        public static Rows open(List<SweepAxis> axes, Path target) throws IOException {
            return new Rows(axes, PendingFile.open(target), 0, 0);
        }

        /**
         * As {@link #open(List, Path)} for a part of a sweep: each row numbered, the first
         * {@code firstRun} (from 1) of {@code runs}.
         */
        public static Rows openPart(List<SweepAxis> axes, Path target, int firstRun, int runs) throws IOException {
            if (firstRun < 1 || runs < firstRun) {
                throw new IllegalArgumentException("run " + firstRun + " of " + runs);
            }
            return new Rows(axes, PendingFile.open(target), firstRun, runs);
        }

        /** The next row in the plan's order; the first gives the header its figures. */
        public void add(SweepTable.Row r) throws IOException {
            if (figures == null) {
                figures = List.copyOf(r.figures().keySet());
                header(axes, figures, runs > 0, out);
            } else if (!figures.equals(List.copyOf(r.figures().keySet()))) {
                throw new IllegalArgumentException("the rows' summaries have different figures");
            }
            if (runs > 0) {
                row(axes, r, List.of(Integer.toString(nextRun++), Integer.toString(runs)), out);
            } else {
                row(axes, r, out);
            }
        }

        /** Renames the whole file over the target. */
        public void finish() throws IOException {
            out.flush();
            file.commit();
        }

        /** Removes the temporary file unless {@link #finish()} completed it. */
        @Override
        public void close() throws IOException {
            file.close();
        }
    }

    static void line(Writer out, List<String> cells) throws IOException {
        StringBuilder line = new StringBuilder(1024);
        for (int i = 0; i < cells.size(); i++) {
            line.append(i == 0 ? "" : ",").append(SeriesCsv.quote(cells.get(i)));
        }
        out.write(line.append('\n').toString());
    }
}
