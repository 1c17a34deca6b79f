package org.ringside.model.export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Optional;

/**
 * Where writing a path lands: the file at the end of its symbolic links, in its folder's real
 * path. Writing replaces that file and leaves the links as they are; two paths that resolve to
 * the same place are one file, whatever links or {@code ..} lead there.
 */
public final class WriteTarget {
    /**
     * The most links followed before giving up, as Linux does (MAXSYMLINKS, 40, in
     * include/linux/namei.h since 4.2; path lookup then fails with ELOOP).
     */
    static final int MOST_LINKS = 40;

    private WriteTarget() {
    }

    /**
     * The real path writing {@code target} replaces: its links followed, its folder's links and
     * {@code ..} resolved when the folder exists. The file itself need not exist; a link may
     * point at a file yet to be made.
     *
     * @throws IOException one line: "too many levels of symbolic links" past {@link #MOST_LINKS}
     */
    public static Path resolve(Path target) throws IOException {
        Path at = target.toAbsolutePath();
        for (int followed = 0; Files.isSymbolicLink(at); followed++) {
            if (followed == MOST_LINKS) {
                throw new IOException("too many levels of symbolic links");
            }
            at = realFolder(at).resolve(Files.readSymbolicLink(at));
        }
        return realFolder(at).resolve(at.getFileName() == null ? "" : at.getFileName().toString());
    }

    /** The folder holding {@code path}, as a real path when it exists, else normalized. */
    private static Path realFolder(Path path) throws IOException {
        Path parent = path.getParent();
        if (parent == null) {
            return path.getRoot();
        }
        return Files.isDirectory(parent) ? parent.toRealPath() : parent.normalize();
    }

    /**
     * What is in the way of writing a file at {@code resolved} (a path {@link #resolve} gave):
     * empty when nothing is there or a regular file is, to be replaced; otherwise what is there,
     * in a few words ("a folder", "a named pipe, socket or device").
     */
    public static Optional<String> obstacle(Path resolved) {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(resolved, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return Optional.empty(); // nothing there: the file will be made
        }
        if (attributes.isRegularFile()) {
            return Optional.empty();
        }
        return Optional.of(attributes.isDirectory() ? "a folder" : "a named pipe, socket or device");
    }

    /** Whether writing {@code a} would replace {@code b}: one path after links, or one file. */
    public static boolean sameFile(Path a, Path b) {
        try {
            if (resolve(a).equals(resolve(b))) {
                return true;
            }
            return Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return false; // a path that cannot be followed is reported by the trial write
        }
    }
}
