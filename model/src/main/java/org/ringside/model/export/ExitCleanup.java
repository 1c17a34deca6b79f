package org.ringside.model.export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

/**
 * The temporary files being written now, removed should the process be ended before they are
 * renamed or given up: Ctrl+C (SIGINT) and SIGTERM run the JVM's shutdown hooks, and then exit
 * with 128 plus the signal's number (130, 143), so an interrupted command leaves no hidden
 * {@code .NAME.NNN.tmp} behind.
 *
 * <p>The set is the process's, as the signal is: a shutdown hook can reach no other state. Files
 * are made under the same lock as the hook removes them, so none is made after it.
 */
final class ExitCleanup {
    private static final Set<Path> PENDING = new HashSet<>();
    /** Guards both fields: a file made while the hook runs is removed by one of the two, never by neither. */
    private static final Object LOCK = new Object();
    private static boolean ending;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(ExitCleanup::removeAll, "temporary-file-cleanup"));
    }

    private ExitCleanup() {
    }

    /**
     * Makes a new empty temporary file in {@code dir}, removed if the process ends before {@link
     * #forget} is called for it. It is made under the hook's lock: made and remembered before
     * the hook runs, or not made at all, so no file is made after the hook and left when the
     * JVM halts.
     *
     * @throws IOException if the file cannot be made, or the process is ending already
     */
    static Path create(Path dir, String prefix, String suffix) throws IOException {
        synchronized (LOCK) {
            if (ending) {
                throw new IOException("the program is ending");
            }
            Path tmp = Files.createTempFile(dir, prefix, suffix);
            PENDING.add(tmp);
            return tmp;
        }
    }

    /** {@code tmp} was renamed or removed: nothing is left to do at exit. */
    static void forget(Path tmp) {
        synchronized (LOCK) {
            PENDING.remove(tmp);
        }
    }

    /** Whether {@code tmp} would be removed at exit; for tests. */
    static boolean remembers(Path tmp) {
        synchronized (LOCK) {
            return PENDING.contains(tmp);
        }
    }

    private static void removeAll() {
        synchronized (LOCK) {
            ending = true;
            for (Path tmp : PENDING) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException e) {
                    // The process is ending; there is nobody left to tell.
                }
            }
            PENDING.clear();
        }
    }
}
