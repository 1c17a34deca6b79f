package org.ringside.model.export;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Writes files so that a reader never sees half of one: the content goes to a temporary file in
 * the same folder, which is then renamed over the target. A failed write leaves any existing
 * file untouched and removes the temporary file. {@link PendingFile} does the work.
 */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    /** Something that writes bytes and may fail. */
    @FunctionalInterface
    public interface StreamBody {
        void writeTo(OutputStream out) throws IOException;
    }

    /** Something that writes text and may fail. */
    @FunctionalInterface
    public interface TextBody {
        void writeTo(Writer out) throws IOException;
    }

    /** Writes text as UTF-8 through a temporary file and a rename. */
    public static void writeText(Path target, TextBody body) throws IOException {
        write(target, out -> {
            Writer w = new BufferedWriter(new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
            body.writeTo(w);
            w.flush();
        });
    }

    /**
     * Writes bytes through a temporary file and a rename.
     *
     * @throws IOException whose message is one line, {@code cannot write TARGET: REASON}; the
     *     target is then as it was before
     */
    public static void write(Path target, StreamBody body) throws IOException {
        try (PendingFile file = PendingFile.open(target)) {
            try {
                body.writeTo(file.out());
            } catch (IOException e) {
                throw PendingFile.failure(target, e);
            }
            file.commit();
        }
    }

    /**
     * The cause in a few words, as a message goes on after a colon ("permission denied",
     * "read-only file system"): file-system errors carry only a path in their message.
     */
    public static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof FileSystemException && ((FileSystemException) e).getReason() != null) {
            String reason = ((FileSystemException) e).getReason();
            return reason.length() > 1 && Character.isLowerCase(reason.charAt(1))
                    ? Character.toLowerCase(reason.charAt(0)) + reason.substring(1) : reason;
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message.lines().findFirst().orElse("");
    }
}
