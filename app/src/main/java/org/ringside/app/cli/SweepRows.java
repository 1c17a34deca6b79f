package org.ringside.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.ringside.model.format.PrintableText;
import org.ringside.model.sim.SummaryFigures;
import org.ringside.model.sweep.SweepAxis;
import org.ringside.model.sweep.SweepTable;
import org.ringside.views.charts.UnitScale;

/**
 * A sweep's printed table, written as it fills: each row as soon as it and every row before it
 * are done, so a pipe sees results during a long sweep and always in the plan's order. The
 * columns' widths come from the varied values, known before any run; the figure is last and
 * needs none. Runs finish on several threads at once, hence the locking. Each row printed is
 * handed on in order (to the CSV, the chart) and let go: the table holds only the rows waiting
 * for one before them. A standard output found closed, or a failure to take a row, halts it.
 */
final class SweepRows {
    /** Takes each row in the plan's order, as it is printed. */
    @FunctionalInterface
    interface InOrder {
        void take(SweepTable.Row row) throws IOException;
    }

    private final PrintStream out;
    private final List<SweepAxis> axes;
    private final String figure;
    private final int[] widths;
    private final SweepTable.Row[] rows;
    private int printed;
    private int finished;
    private final InOrder inOrder;
    private boolean stopped;
    private String halt;

    /**
     * @param out where the table goes (standard output)
     * @param axes the varied settings, one column each
     * @param figure the summary's figure of the last column
     * @param total how many rows the sweep has
     * @param inOrder takes each row printed, in order
     */
    SweepRows(PrintStream out, List<SweepAxis> axes, String figure, int total, InOrder inOrder) {
        this.out = out;
        this.inOrder = inOrder;
        this.axes = List.copyOf(axes);
        this.figure = figure;
        this.rows = new SweepTable.Row[total];
        this.widths = new int[axes.size()];
        for (int a = 0; a < axes.size(); a++) {
            SweepAxis axis = axes.get(a);
            widths[a] = axis.key().key().length();
            for (long v : axis.values()) {
                widths[a] = Math.max(widths[a], axis.key().format(v).length());
            }
        }
    }

    /** Prints the header line. */
    synchronized void header() {
        List<String> cells = new ArrayList<>();
        axes.forEach(a -> cells.add(a.key().key()));
        cells.add(figure);
        print(cells);
    }

    /**
     * Takes row {@code index}'s run and prints every row now ready; nothing once stopped.
     *
     * @return true the one time the table halts (standard output found closed, a row not
     *     taken): the sweep should stop
     */
    synchronized boolean finished(int index, SweepTable.Row row) {
        if (stopped) {
            return false;
        }
        boolean halted = halt != null;
        rows[index] = row;
        finished++;
        while (printed < rows.length && rows[printed] != null) {
            // Printed, the row is let go: the table keeps only the rows waiting for one before them.
            SweepTable.Row next = rows[printed];
            rows[printed++] = null;
            print(cells(next));
            if (halt == null) {
                try {
                    inOrder.take(next);
                } catch (IOException e) {
                    halt = e.getMessage();
                }
            }
        }
        return halt != null && !halted;
    }

    /**
     * Why the table halted, if it did: {@link StandardOutput#CLOSED} when standard output was
     * found closed (its reader gone) after a line, or the failure of a row not taken.
     */
    synchronized Optional<String> halted() {
        return Optional.ofNullable(halt);
    }

    /**
     * Stops the table where the sweep was interrupted: prints, in order, the rows finished after
     * one still running, and takes no more.
     *
     * @return how many runs were finished
     */
    synchronized int stop() {
        if (!stopped) {
            stopped = true;
            for (int i = printed; i < rows.length; i++) {
                if (rows[i] != null) {
                    print(cells(rows[i]));
                }
            }
        }
        return finished;
    }

    /** Whether {@link #stop()} was called. */
    synchronized boolean stopped() {
        return stopped;
    }

    private List<String> cells(SweepTable.Row r) {
        List<String> line = new ArrayList<>();
        for (int a = 0; a < axes.size(); a++) {
            line.add(axes.get(a).key().format(r.values().get(a)));
        }
        double v = r.figures().get(figure);
        line.add(Double.isFinite(v) ? UnitScale.describe(SummaryFigures.unit(figure), v) : "not measured");
        return line;
    }

    private void print(List<String> cells) {
        StringBuilder l = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String cell = PrintableText.of(cells.get(i)); // the figure's name may hold a flow's
            l.append(i < widths.length ? String.format(Locale.ROOT, "%-" + widths[i] + "s  ", cell) : cell);
        }
        out.println(l.toString().stripTrailing());
        if (StandardOutput.closed(out) && halt == null) { // flushes the line
            halt = StandardOutput.CLOSED;
        }

    }
}
