package org.ringside.model.export;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Writes files so that a reader never sees half of one: the content goes to a temporary file in
 * the same folder, which is then renamed over the target. A failed write leaves any existing
 * file untouched and removes the temporary file.
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
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new IOException("cannot write " + target + ": folder " + dir + " does not exist");
        }
        if (Files.isDirectory(absolute)) {
            throw new IOException("cannot write " + target + ": it is a folder");
        }
        Path tmp;
        try {
            tmp = Files.createTempFile(dir, "." + absolute.getFileName() + ".", ".tmp");
        } catch (IOException e) {
            throw new IOException("cannot write " + target + ": " + reason(e), e);
        }
        boolean done = false;
        try {
            try (OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(tmp), 1 << 16)) {
                body.writeTo(out);
            }
            givePermissions(tmp, absolute);
            try {
                Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
            done = true;
        } catch (IOException e) {
            throw new IOException("cannot write " + target + ": " + reason(e), e);
        } finally {
            if (!done) {
                Files.deleteIfExists(tmp);
            }
        }
    }

    /**
     * Temporary files are created private (rw-------); a chart or CSV should end up as readable
     * as a file written the plain way: like the file it replaces, or rw-r--r-- when new.
     */
    private static void givePermissions(Path tmp, Path target) throws IOException {
        if (!Files.getFileStore(tmp).supportsFileAttributeView(PosixFileAttributeView.class)) {
            return;
        }
        Set<PosixFilePermission> permissions = Files.exists(target)
                ? Files.getPosixFilePermissions(target)
                : PosixFilePermissions.fromString("rw-r--r--");
        Files.setPosixFilePermissions(tmp, permissions);
    }

    /** The cause in a few words: file-system errors carry only a path in their message. */
    static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof FileSystemException && ((FileSystemException) e).getReason() != null) {
            return ((FileSystemException) e).getReason();
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message.lines().findFirst().orElse("");
    }
}
