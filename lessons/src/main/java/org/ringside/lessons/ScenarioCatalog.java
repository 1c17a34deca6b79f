package org.ringside.lessons;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * The shipped scenarios a lesson may start from: the files of {@code assets/scenarios/}, which
 * the build puts on the class path under {@code ringside/assets/scenarios/} and lists in that
 * folder's {@code index.txt}. A lesson names them by file name, e.g. {@code router-100mbit.yaml}.
 */
public final class ScenarioCatalog {
    /** The class-path folder of the shipped scenarios. */
    public static final String FOLDER = "ringside/assets/scenarios/";

    private final ClassLoader loader;

    /** The scenarios on {@code loader}'s class path. */
    public ScenarioCatalog(ClassLoader loader) {
        this.loader = loader;
    }

    /** The scenarios on the class path this class was loaded from. */
    public static ScenarioCatalog shipped() {
        return new ScenarioCatalog(ScenarioCatalog.class.getClassLoader());
    }

    /** The file names of every shipped scenario, in the index's order. */
    public List<String> names() {
        return read("index.txt").map(text -> text.lines().map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#")).toList()).orElse(List.of());
    }

    /** A shipped scenario's text, if {@code name} is one (a plain file name from the index). */
    public Optional<String> text(String name) {
        if (!names().contains(name)) {
            return Optional.empty();
        }
        return read(name);
    }

    private Optional<String> read(String file) {
        try (InputStream in = loader.getResourceAsStream(FOLDER + file)) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + FOLDER + file, e);
        }
    }
}
