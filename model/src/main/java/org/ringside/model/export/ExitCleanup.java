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
 * <p>The set is the process's, as the signal is: a shutdown hook can reach no other state. A
 * file made after the hook has run is removed at once, so none is left by a race with it.
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
     * Remove {@code tmp} if the process ends before {@link #forget} is called for it.
     *
     * @throws IOException if the process is ending already; {@code tmp} is then removed
     */
    static void remember(Path tmp) throws IOException {
        synchronized (LOCK) {
            if (!ending) {
                PENDING.add(tmp);
                return;
            }
        }
        Files.deleteIfExists(tmp);
        throw new IOException("the program is ending");
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
