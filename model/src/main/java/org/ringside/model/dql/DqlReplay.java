package org.ringside.model.dql;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import org.ringside.model.scenario.InputLimits;

/**
 * {@code ringside dql-replay EVENTS}: replays a DQL event file and prints the queue after every
 * event as CSV. Bad input gets one line on the error stream, {@code FILE:LINE: what is wrong},
 * and exit status 2; the rows replayed before it are still written. A file over
 * {@link InputLimits#DQL_EVENT_BYTES} is refused before it is read; standard input, when it
 * passes the limit.
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
        return run(file, stdin, out, err, InputLimits.DQL_EVENT_BYTES);
    }

    /** As {@link #run(String, InputStream, PrintStream, PrintStream)}, with at most {@code limit} bytes of events. */
    static int run(String file, InputStream stdin, PrintStream out, PrintStream err, long limit) {
        boolean fromStdin = "-".equals(file);
        String name = fromStdin ? STDIN_NAME : file;
        DqlCsvWriter csv = new DqlCsvWriter(out);
        try {
            if (fromStdin) {
                replay(new DqlInputLimit(stdin, limit), csv);
            } else {
                InputStream in = open(file, limit);
                try {
                    replay(new DqlInputLimit(in, limit), csv);
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

    private static InputStream open(String file, long limit) throws DqlEventFileException {
        try {
            Path path = Path.of(file);
            if (Files.isDirectory(path)) {
                throw new DqlEventFileException(0, "cannot read: it is a directory");
            }
            // A regular file's size is known: refused before its first byte, with no row written.
            if (Files.isRegularFile(path) && Files.size(path) > limit) {
                throw new DqlEventFileException(0, DqlInputLimit.problem(limit));
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
