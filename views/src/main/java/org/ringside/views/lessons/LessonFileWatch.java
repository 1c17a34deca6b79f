package org.ringside.views.lessons;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.ringside.lessons.CheckLines;
import org.ringside.lessons.Lesson;
import org.ringside.lessons.LessonCheck;
import org.ringside.lessons.LessonException;
import org.ringside.lessons.LessonLibrary;
import org.ringside.lessons.RunCache;
import org.ringside.model.scenario.InputLimits;

/**
 * A lesson file a teacher is writing, read again whenever it changes ({@code ringside
 * --lesson-file F}) and checked as {@code ringside lessons check --strict F} checks it. The file
 * is read a few times a second on a thread of its own and compared, byte for byte, with what was
 * read last. Its time and size do not tell every save: two saves of the same size within one tick
 * of the file system's clock leave both as they were, and a write stamps the time before it copies
 * the bytes ({@code __generic_file_write_iter()} in mm/filemap.c calls {@code file_update_time()}
 * first): a look between the stamp and the copy read the new time with the old text, and nothing
 * after it changed. An editor that saves by writing a new file and renaming it is seen too. The bytes
 * compared are the bytes read as the lesson, which is checked on another thread: the window's
 * thread only hears what came of it, through {@code fx}. A check overtaken by a newer version of
 * the file is never reported.
 */
public final class LessonFileWatch implements AutoCloseable {
    /** How often the file is looked at. */
    static final long POLL_MS = 250;

    /** What the window hears, always through the executor it gave. */
    public interface Listener {
        /** The file was read: a new version of the lesson, not yet checked. */
        void loaded(Lesson lesson);

        /** The file cannot be used: the reader's one line, {@code FILE:LINE: key: what}. */
        void broken(LessonException error);

        /** The lesson last loaded has been checked. */
        void checked(Checked result);
    }

    /**
     * A check of one version of the lesson.
     *
     * @param lesson the version checked
     * @param failed each line that does not hold, as {@code lessons check} prints it but with
     *     {@code line N:} for its {@code FAIL FILE:N:}
     * @param total the count that ends the check
     */
    public record Checked(Lesson lesson, List<String> failed, String total) {
        public Checked {
            failed = List.copyOf(failed);
        }

        /** Whether everything held. */
        public boolean passes() {
            return failed.isEmpty();
        }
    }

    // One version of the file: its bytes (null when it has more than a lesson may), or why there are none.
    private record Version(ByteBuffer bytes, String problem) {
    }

    private final Path file;
    private final LessonLibrary library;
    private final Executor fx;
    private final Listener listener;
    private final ScheduledExecutorService poller = Executors.newSingleThreadScheduledExecutor(
            r -> daemon(r, "lesson-file-watch"));
    private final ExecutorService checker = Executors.newSingleThreadExecutor(r -> daemon(r, "lesson-file-check"));
    /** Runs two versions share (a text changed, not a run) are simulated once. */
    private final RunCache cache = new RunCache();
    /** Counts the versions read; a check reports only for the newest. */
    private final AtomicLong version = new AtomicLong();
    private Version seen;

    /**
     * @param file the lesson file
     * @param library what reads it (with the shipped scenarios it starts from)
     * @param fx the window's thread, where {@code listener} is told
     * @param listener what hears of each version
     */
    public LessonFileWatch(Path file, LessonLibrary library, Executor fx, Listener listener) {
        this.file = Objects.requireNonNull(file, "file");
        this.library = Objects.requireNonNull(library, "library");
        this.fx = Objects.requireNonNull(fx, "fx");
        this.listener = Objects.requireNonNull(listener, "listener");
    }

    /** Reads the file now, then whenever it changes. */
    public void start() {
        poller.scheduleWithFixedDelay(this::look, 0, POLL_MS, TimeUnit.MILLISECONDS);
    }

    /** Stops watching; a check under way is not reported. */
    @Override
    public void close() {
        version.incrementAndGet();
        poller.shutdownNow();
        checker.shutdownNow();
    }

    /** The file watched. */
    public Path file() {
        return file;
    }

    private void look() {
        try {
            Version now = version();
            if (now.equals(seen)) {
                return;
            }
            seen = now;
            read(now);
        } catch (RuntimeException e) {
            // Whatever went wrong, the window says so in a line, and the watch goes on.
            report(new LessonException(file.toString(), 1, "file", "cannot be read: " + e));
        }
    }

    private Version version() {
        try {
            byte[] bytes = InputLimits.readAtMost(file, InputLimits.LESSON_BYTES);
            return bytes == null ? new Version(null, "too large") : new Version(ByteBuffer.wrap(bytes), null);
        } catch (IOException e) {
            return new Version(null, e.toString());
        }
    }

    private void read(Version v) {
        Lesson lesson;
        try {
            // Without bytes the library reads the file again, for its message of what is wrong.
            lesson = v.bytes() == null ? library.read(file) : library.read(file, v.bytes().array());
        } catch (LessonException e) {
            report(e);
            return;
        }
        long mine = version.incrementAndGet();
        fx.execute(() -> {
            if (version.get() == mine) {
                listener.loaded(lesson);
            }
        });
        checker.execute(() -> check(lesson, mine));
    }

    private void report(LessonException e) {
        long mine = version.incrementAndGet();
        fx.execute(() -> {
            if (version.get() == mine) {
                listener.broken(e);
            }
        });
    }

    private void check(Lesson lesson, long mine) {
        if (version.get() != mine) {
            return;
        }
        Checked result;
        try {
            LessonCheck.Report report = LessonCheck.check(lesson, cache);
            List<CheckLines.Line> lines = new ArrayList<>(CheckLines.results(report, true));
            lines.addAll(CheckLines.findings(report, true));
            // The window plays this one file: a line names its line alone.
            List<String> failed = lines.stream().filter(l -> !l.holds()).map(l -> "line " + l.line() + ": " + l.text())
                    .toList();
            result = new Checked(lesson, failed, CheckLines.total(List.of(report), failed.size(), 0));
        } catch (RuntimeException e) {
            result = new Checked(lesson, List.of("the check stopped: " + e), "the check stopped");
        }
        Checked checked = result;
        fx.execute(() -> {
            if (version.get() == mine) {
                listener.checked(checked);
            }
        });
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        // Watching must never keep the program from exiting.
        t.setDaemon(true);
        t.setPriority(Thread.NORM_PRIORITY - 1);
        return t;
    }
}
