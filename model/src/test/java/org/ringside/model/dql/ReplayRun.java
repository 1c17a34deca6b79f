package org.ringside.model.dql;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** One call of {@link DqlReplay#run}, with what it printed. */
record ReplayRun(int status, byte[] outBytes, String err) {

    /** Replays {@code file} from standard input ("-"). */
    static ReplayRun ofStdin(byte[] file) {
        return of("-", new ByteArrayInputStream(file));
    }

    /** Replays {@code text} from standard input ("-"). */
    static ReplayRun ofStdin(String text) {
        return ofStdin(text.getBytes(StandardCharsets.UTF_8));
    }

    /** Replays the named file (standard input is empty). */
    static ReplayRun of(String file) {
        return of(file, InputStream.nullInputStream());
    }

    static ReplayRun of(String file, InputStream stdin) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = DqlReplay.run(file, stdin, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new ReplayRun(status, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
    }

    String out() {
        return new String(outBytes, StandardCharsets.UTF_8);
    }

    /** The CSV rows without the header. */
    List<String> rows() {
        List<String> lines = out().lines().toList();
        return lines.isEmpty() ? lines : lines.subList(1, lines.size());
    }

    List<String> errLines() {
        return err.lines().toList();
    }
}
