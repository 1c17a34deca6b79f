package org.ringside.model.export;

import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import java.util.Set;

/**
 * A file being written that no reader sees until it is complete: the bytes go to a temporary
 * file in the target's folder, which {@link #commit()} renames over the target. Closing a
 * pending file that was not committed removes the temporary file and leaves the target as it
 * was; so does the end of the process (Ctrl+C, SIGTERM) before either, through
 * {@link ExitCleanup}. A target that is a symbolic link is followed: the file it points to is
 * replaced and the link stays ({@link WriteTarget}). Used by {@link AtomicFiles} for content
 * written at once and directly for content written over a long time, such as a run's CSV as the run goes.
 */
public final class PendingFile implements Closeable {
    private final Path target;
    private final Path absolute;
    private final Path tmp;
    private final OutputStream out;
    private boolean committed;
    private boolean closed;

    private PendingFile(Path target, Path absolute, Path tmp, OutputStream out) {
        this.target = target;
        this.absolute = absolute;
        this.tmp = tmp;
        this.out = out;
    }

    /**
     * Creates the temporary file for {@code target}.
     *
     * @throws IOException whose message is one line, {@code cannot write TARGET: REASON}
     */
    public static PendingFile open(Path target) throws IOException {
        Path absolute;
        try {
            absolute = WriteTarget.resolve(target);
        } catch (IOException e) {
            throw failure(target, e);
        }
        Path dir = absolute.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new IOException("cannot write " + target + ": " + (dir != null && Files.exists(dir)
                    ? dir + " is not a folder" : "folder " + dir + " does not exist"));
        }
        Optional<String> inTheWay = WriteTarget.obstacle(absolute);
        if (inTheWay.isPresent()) {
            throw new IOException("cannot write " + target + ": it is " + inTheWay.get());
        }
        Path tmp;
        OutputStream out;
        try {
            tmp = ExitCleanup.create(dir, "." + absolute.getFileName() + ".", ".tmp");
        } catch (NoSuchFileException e) {
            // The folder is there but makes no files, as /proc does (ENOENT from open(O_CREAT)).
            throw new IOException("cannot write " + target + ": folder " + dir + " takes no new files", e);
        } catch (IOException e) {
            throw failure(target, e);
        }
        try {
            out = new BufferedOutputStream(Files.newOutputStream(tmp), 1 << 16);
        } catch (IOException e) {
            Files.deleteIfExists(tmp);
            ExitCleanup.forget(tmp);
            throw failure(target, e);
        }
        return new PendingFile(target, absolute, tmp, out);
    }

    /** The temporary file the content goes to until {@link #commit()}. */
    Path temporary() {
        return tmp;
    }

    /** Where the content goes until {@link #commit()}; buffered, and closed by this file. */
    public OutputStream out() {
        return out;
    }

    /**
     * Closes the content and renames it over the target. On failure the temporary file is gone
     * and the target is as it was.
     *
     * @throws IOException whose message is one line, {@code cannot write TARGET: REASON}
     */
    public void commit() throws IOException {
        if (closed) {
            throw new IllegalStateException("already closed");
        }
        try {
            closed = true;
            out.close();
            givePermissions();
            try {
                Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
            committed = true;
            ExitCleanup.forget(tmp);
        } catch (IOException e) {
            discard();
            throw failure(target, e);
        }
    }

    /** Gives up the content unless it was committed: the temporary file is removed. */
    @Override
    public void close() throws IOException {
        if (!closed) {
            closed = true;
            try {
                out.close();
            } catch (IOException e) {
                // The content is being thrown away; what matters is that the file goes.
            }
        }
        if (!committed) {
            discard();
        }
    }

    private void discard() throws IOException {
        try {
            Files.deleteIfExists(tmp);
            ExitCleanup.forget(tmp);
        } catch (IOException e) {
            throw failure(target, e);
        }
    }

    /** The one-line message every failure to write {@code target} carries. */
    static IOException failure(Path target, IOException cause) {
        return new IOException("cannot write " + target + ": " + AtomicFiles.reason(cause), cause);
    }

    /**
     * Temporary files are created private (rw-------); a chart or CSV should end up as readable
     * as a file written the plain way: like the file it replaces, or rw-r--r-- when new.
     */
    private void givePermissions() throws IOException {
        if (!Files.getFileStore(tmp).supportsFileAttributeView(PosixFileAttributeView.class)) {
            return;
        }
        Set<PosixFilePermission> permissions = Files.exists(absolute)
                ? Files.getPosixFilePermissions(absolute)
                : PosixFilePermissions.fromString("rw-r--r--");
        Files.setPosixFilePermissions(tmp, permissions);
    }
}
