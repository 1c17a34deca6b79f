package org.ringside.model.dql;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * {@code ringside dql-replay EVENTS}: replays a DQL event file and prints the queue after every
 * event as CSV. Bad input gets one line on the error stream, {@code FILE:LINE: what is wrong},
 * and exit status 2; the rows replayed before it are still written.
 */
public final class DqlReplay {
    /** Exit status when the replay ran to the end. */
    public static final int OK = 0;
    /** Exit status when the CSV could not be written. */
    public static final int CANNOT_WRITE = 1;
    /** Exit status for a file that cannot be read or breaks a rule of the format. */
    public static final int BAD_INPUT = 2;

    /** The name used in messages when the events come from standard input. */
    public static final String STDIN_NAME = "<stdin>";

    private DqlReplay() {
    }

    /**
     * Replays {@code file} ("-" for {@code stdin}), writing CSV to {@code out} and at most one
     * line to {@code err}.
     *
     * @return {@link #OK}, {@link #BAD_INPUT} or {@link #CANNOT_WRITE}
     */
    public static int run(String file, InputStream stdin, PrintStream out, PrintStream err) {
        boolean fromStdin = "-".equals(file);
        String name = fromStdin ? STDIN_NAME : file;
        DqlCsvWriter csv = new DqlCsvWriter(out);
        try {
            if (fromStdin) {
                replay(stdin, csv);
            } else {
                InputStream in = open(file);
                try {
                    replay(in, csv);
                } finally {
                    closeQuietly(in);
                }
            }
            csv.flush();
        } catch (DqlEventFileException e) {
            flushQuietly(csv);
            err.println(e.describe(name));
            err.flush();
            return BAD_INPUT;
        } catch (IOException e) {
            // Only writing fails this way: reading problems arrive as DqlEventFileException.
            err.println("cannot write the CSV: " + DqlEventReader.reason(e));
            err.flush();
            return CANNOT_WRITE;
        }
        if (out.checkError()) {
            err.println("cannot write the CSV");
            err.flush();
            return CANNOT_WRITE;
        }
        return OK;
    }

    private static void replay(InputStream in, DqlCsvWriter csv) throws DqlEventFileException, IOException {
        new DqlReplayer(csv).replay(new DqlEventReader(in));
    }

    private static InputStream open(String file) throws DqlEventFileException {
        try {
            Path path = Path.of(file);
            if (Files.isDirectory(path)) {
                throw new DqlEventFileException(0, "cannot read: it is a directory");
            }
            return Files.newInputStream(path);
        } catch (InvalidPathException e) {
            throw new DqlEventFileException(0, "cannot read: not a valid path");
        } catch (IOException e) {
            throw new DqlEventFileException(0, "cannot read: " + DqlEventReader.reason(e));
        }
    }

    private static void closeQuietly(InputStream in) {
        try {
            in.close();
        } catch (IOException ignored) {
            // Everything needed was read; a failing close changes nothing in the output.
        }
    }

    private static void flushQuietly(DqlCsvWriter csv) {
        try {
            csv.flush();
        } catch (IOException ignored) {
            // The input error is the one to report; a broken output adds nothing to it.
        }
    }
}
