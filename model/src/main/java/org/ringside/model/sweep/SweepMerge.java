package org.ringside.model.sweep;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.ringside.model.export.CsvRecords;

/**
 * Joins the CSVs of a sweep's parts ({@link SweepShard}) into the CSV the whole sweep would have
 * written: the parts may come in any order (a shell's {@code part-*.csv} puts 10 before 2); they
 * are put in order by their first row's {@link SweepCsv#RUN}, must share one header and one
 * {@link SweepCsv#RUNS}, and together hold every run exactly once, else nothing is written and
 * the message names the file and line, or the runs that no part holds. The rows are copied one
 * at a time, so parts of any size are joined in the memory of one row.
 */
public final class SweepMerge {
    private final List<Part> parts;

    private SweepMerge(List<Part> parts) {
        this.parts = List.copyOf(parts);
    }

    /** A part's header and first row, read to put the parts in order. */
    private record Part(Path file, List<String> header, int firstRun, int runs) {
    }

    /**
     * Reads and checks every part, writing nothing.
     *
     * @throws IllegalArgumentException one line naming the file (and line) and what is wrong
     * @throws IOException when a part cannot be read
     */
    public static SweepMerge check(List<Path> files) throws IOException {
        if (files.isEmpty()) {
            throw new IllegalArgumentException("no parts to join (allowed: the CSVs written by sweep --shard K/N --csv)");
        }
        List<Part> parts = new ArrayList<>();
        for (Path f : files) {
            parts.add(open(f));
        }
        parts.sort(Comparator.comparingInt(Part::firstRun));
        Part first = parts.get(0);
        for (Part p : parts) {
            if (!p.header().equals(first.header())) {
                throw new IllegalArgumentException(p.file() + " line 1: its columns differ from " + first.file()
                        + "'s (allowed: parts of one sweep, written with the same scenario and --vary)");
            }
            if (p.runs() != first.runs()) {
                throw new IllegalArgumentException(p.file() + " is a part of a sweep of " + p.runs() + " runs, "
                        + first.file() + " of " + first.runs() + " (allowed: parts of one sweep)");
            }
        }
        // Every run is checked before a row is written: a gap found late must not leave half a file.
        int expected = 1;
        for (Part p : parts) {
            expected = copy(p, expected, null);
        }
        if (expected <= first.runs()) {
            throw new IllegalArgumentException(missing(expected, first.runs()) + ": no part holds "
                    + (expected == first.runs() ? "it" : "them") + " (allowed: every part of the sweep, 1/N to N/N)");
        }
        return new SweepMerge(parts);
    }

    /** How many runs the whole sweep has. */
    public int runs() {
        return parts.get(0).runs();
    }

    /**
     * Writes the whole sweep's CSV to {@code out}, the parts read again.
     *
     * @throws IllegalArgumentException when a part changed since {@link #check}
     * @throws IOException when a part cannot be read or the output written
     */
    public void write(Writer out) throws IOException {
        List<String> header = parts.get(0).header();
        SweepCsv.line(out, header.subList(2, header.size()));
        int expected = 1;
        for (Part p : parts) {
            expected = copy(p, expected, out);
        }
    }

    private static Part open(Path file) throws IOException {
        try (Reader text = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            CsvRecords in = new CsvRecords(text, file.toString());
            List<String> header = in.next();
            if (header == null || header.size() < 3 || !header.get(0).equals(SweepCsv.RUN)
                    || !header.get(1).equals(SweepCsv.RUNS)) {
                throw new IllegalArgumentException(file + " line 1: not a part of a sweep (allowed: a CSV written by"
                        + " sweep --shard K/N --csv, whose first columns are " + SweepCsv.RUN + "," + SweepCsv.RUNS + ")");
            }
            List<String> row = in.next();
            if (row == null) {
                throw new IllegalArgumentException(file + ": has no rows (allowed: a part of a sweep that ran to its end)");
            }
            int[] place = place(row, file, in.recordLine(), header.size());
            return new Part(file, header, place[0], place[1]);
        }
    }

    /**
     * Copies (or, with no {@code out}, only checks) a part's rows, which must start at run
     * {@code expected} and follow one another; the next run expected after them.
     */
    private static int copy(Part p, int expected, Writer out) throws IOException {
        try (Reader text = Files.newBufferedReader(p.file(), StandardCharsets.UTF_8)) {
            CsvRecords in = new CsvRecords(text, p.file().toString());
            in.next();
            List<String> row;
            while ((row = in.next()) != null) {
                if (row.size() == 1 && row.get(0).isEmpty()) {
                    continue;
                }
                int[] place = place(row, p.file(), in.recordLine(), p.header().size());
                int run = place[0];
                if (place[1] != p.runs()) {
                    throw new IllegalArgumentException(p.file() + " line " + in.recordLine() + ": a sweep of " + place[1]
                            + " runs, its first row says " + p.runs() + " (the file is edited)");
                }
                if (run < expected) {
                    throw new IllegalArgumentException(p.file() + " line " + in.recordLine() + ": run " + run
                            + " is in another part too (allowed: each part once)");
                }
                if (run > expected) {
                    throw new IllegalArgumentException(missing(expected, run - 1) + ": no part holds "
                            + (expected == run - 1 ? "it" : "them") + " (" + p.file() + " starts again at run " + run
                            + " on line " + in.recordLine() + "; allowed: every part of the sweep, 1/N to N/N)");
                }
                if (out != null) {
                    SweepCsv.line(out, row.subList(2, row.size()));
                }
                expected++;
            }
        }
        return expected;
    }

    /** A row's run and runs, checked. */
    private static int[] place(List<String> row, Path file, int line, int width) {
        if (row.size() != width) {
            throw new IllegalArgumentException(file + " line " + line + ": " + row.size() + " cells, expected " + width
                    + " as its header has (the file is cut or edited)");
        }
        try {
            int run = Integer.parseInt(row.get(0));
            int runs = Integer.parseInt(row.get(1));
            if (run < 1 || run > runs) {
                throw new NumberFormatException();
            }
            return new int[] {run, runs};
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(file + " line " + line + ": '" + row.get(0) + "," + row.get(1)
                    + "' is not a run and how many runs (allowed: whole numbers, 1 <= run <= runs)");
        }
    }

    private static String missing(int from, int to) {
        return from == to ? "run " + from + " is missing" : "runs " + from + " to " + to + " are missing";
    }
}
