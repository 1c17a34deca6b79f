package org.ringside.lessons;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ringside.model.scenario.InputLimits;

/**
 * Finds and reads lessons: the shipped ones, which the lessons jar holds under
 * {@code ringside/lessons/} in the order of that folder's {@code index.txt}, or a file on disk.
 * Loading all of them never stops at a broken one, so a window can offer the rest.
 */
public final class LessonLibrary {
    /** The class-path folder of the shipped lessons. */
    public static final String FOLDER = "ringside/lessons/";

    private final ClassLoader loader;
    private final LessonReader reader;

    /** Lessons on {@code loader}'s class path, starting from the scenarios of {@code catalog}. */
    public LessonLibrary(ClassLoader loader, ScenarioCatalog catalog) {
        this.loader = loader;
        this.reader = new LessonReader(catalog);
    }

    /** The lessons and scenarios on the class path this class was loaded from. */
    public static LessonLibrary shipped() {
        return new LessonLibrary(LessonLibrary.class.getClassLoader(), ScenarioCatalog.shipped());
    }

    /**
     * What loading every lesson gave.
     *
     * @param lessons the lessons that loaded, in the index's order
     * @param errors one per file that did not, in the index's order
     */
    public record Loaded(List<Lesson> lessons, List<LessonException> errors) {
        public Loaded {
            lessons = List.copyOf(lessons);
            errors = List.copyOf(errors);
        }
    }

    /** The shipped lessons' resource paths, e.g. {@code ringside/lessons/transmit-path-tour.md}. */
    public List<String> names() {
        return resource(FOLDER + "index.txt").map(t -> t.lines().map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#")).map(l -> FOLDER + l).toList()).orElse(List.of());
    }

    /**
     * Every shipped lesson that loads, and an error for each one that does not, or whose id an
     * earlier one has already (saved progress is kept by id).
     */
    public Loaded loadAll() {
        return loaded(names().stream().map(this::attempt).toList());
    }

    /**
     * What {@link #loadAll()} gives, the lessons read on every core at once: for a command that
     * has the machine to itself, whereas a window reads them on one core beside its run. The
     * order stays the index's.
     */
    public Loaded loadAllInParallel() {
        return loaded(names().parallelStream().map(this::attempt).toList());
    }

    // One shipped lesson, or why it did not load.
    private record Attempt(Lesson lesson, LessonException error) {
    }

    private Attempt attempt(String name) {
        try {
            return new Attempt(load(name), null);
        } catch (LessonException e) {
            return new Attempt(null, e);
        }
    }

    private static Loaded loaded(List<Attempt> attempts) {
        List<Lesson> lessons = new ArrayList<>();
        List<LessonException> errors = new ArrayList<>();
        for (Attempt a : attempts) {
            if (a.error() == null) {
                lessons.add(a.lesson());
            } else {
                errors.add(a.error());
            }
        }
        return distinctIds(lessons, errors);
    }

    /**
     * {@code lessons} without those whose id an earlier one has, each of which becomes an error at
     * its id's line, after {@code errors}: saved progress is kept by id, so two lessons with one id
     * would share it.
     */
    public static Loaded distinctIds(List<Lesson> lessons, List<LessonException> errors) {
        List<Lesson> kept = new ArrayList<>();
        List<LessonException> all = new ArrayList<>(errors);
        for (Lesson l : lessons) {
            Optional<Lesson> first = kept.stream().filter(k -> k.id().equals(l.id())).findFirst();
            if (first.isPresent()) {
                all.add(new LessonException(l.source(), l.idLine(), "id", l.id() + " is already the id of "
                        + first.get().source() + "; progress is saved by id, so give each lesson its own"));
            } else {
                kept.add(l);
            }
        }
        return new Loaded(kept, all);
    }

    /** One shipped lesson by its resource path. */
    public Lesson load(String resource) throws LessonException {
        String text = resource(resource).orElseThrow(() -> new LessonException(resource, 1, "file", "no such lesson"));
        return reader.read(text, resource);
    }

    /** A lesson file on disk; messages name it as given. */
    public Lesson read(Path file) throws LessonException {
        String source = file.toString();
        byte[] bytes;
        try {
            bytes = InputLimits.readAtMost(file, InputLimits.LESSON_BYTES);
        } catch (NoSuchFileException e) {
            throw new LessonException(source, 1, "file", "no such file");
        } catch (IOException e) {
            throw new LessonException(source, 1, "file", "cannot be read: "
                    + (Files.isDirectory(file) ? "it is a folder" : String.valueOf(e.getMessage())));
        }
        return read(file, bytes);
    }

    /**
     * A lesson file's bytes as read from {@code file} (null when there were more than a lesson
     * may have), e.g. by a watch that compares them with the last version's; messages name it as
     * given.
     */
    public Lesson read(Path file, byte[] bytes) throws LessonException {
        String source = file.toString();
        if (bytes == null) {
            throw new LessonException(source, 1, "file", "larger than a lesson may be (allowed: at most "
                    + InputLimits.size(InputLimits.LESSON_BYTES) + ")");
        }
        return reader.read(decode(bytes, source), source);
    }

    private Optional<String> resource(String path) {
        try (InputStream in = loader.getResourceAsStream(path)) {
            return in == null ? Optional.empty()
                    : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path, e);
        }
    }

    private static String decode(byte[] bytes, String source) throws LessonException {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new LessonException(source, 1, "file", "is not UTF-8 text");
        }
    }
}
