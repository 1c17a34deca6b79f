package org.ringside.app;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioWriter;

/**
 * The scenario the window edits, as a document: where it was opened from or last saved to (none
 * for a shipped or built-in scenario), and what it was then, so the window can tell whether the
 * knobs turned since would be lost.
 */
final class ScenarioDocument {
    private Scenario saved;
    private Path file;
    private String origin;
    /** Made here, as an imported host's scenario is, and not saved yet: there is something to lose. */
    private boolean neverSaved;

    /**
     * @param scenario the scenario as opened
     * @param file the file it came from, or null when it has none
     * @param origin where it came from, in words, for the status line (e.g. "built in")
     */
    ScenarioDocument(Scenario scenario, Path file, String origin) {
        reset(scenario, file, origin);
    }

    /** Makes another scenario the document, as opened and unchanged. */
    void reset(Scenario scenario, Path file, String origin) {
        this.saved = Objects.requireNonNull(scenario, "scenario");
        this.file = file;
        this.origin = Objects.requireNonNull(origin, "origin");
        this.neverSaved = false;
    }

    /** Makes a scenario of no file, made rather than opened, the document: unsaved until saved. */
    void resetUnsaved(Scenario scenario, String origin) {
        reset(scenario, null, origin);
        neverSaved = true;
    }

    /** The scenario as opened or last saved. */
    Scenario saved() {
        return saved;
    }

    /** The file it was opened from or last saved to. */
    Optional<Path> file() {
        return Optional.ofNullable(file);
    }

    /** Where it came from, in words: a file's path, "shipped scenario NAME", "built in". */
    String origin() {
        return file != null ? file.toString() : origin;
    }

    /** Whether {@code current} differs from what was opened or last saved, or was never saved. */
    boolean changedIn(Scenario current) {
        return neverSaved || !saved.equals(current);
    }

    /**
     * Writes {@code current} to {@code target} (through a temporary file and a rename) and makes
     * it the document's file.
     *
     * @throws IOException with a one-line message naming the file; the document is then unchanged
     */
    void saveAs(Scenario current, Path target) throws IOException {
        ScenarioWriter.save(current, target);
        saved = current;
        file = target;
        neverSaved = false;
    }
}
