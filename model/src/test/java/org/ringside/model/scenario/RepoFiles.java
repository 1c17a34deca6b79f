package org.ringside.model.scenario;

import java.nio.file.Files;
import java.nio.file.Path;

/** Finds the repository's top-level folders (assets, docs) from a module's test run. */
public final class RepoFiles {
    private RepoFiles() {
    }

    public static Path root() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null) {
            if (Files.isDirectory(p.resolve("assets")) && Files.isDirectory(p.resolve("model"))) {
                return p;
            }
            p = p.getParent();
        }
        throw new IllegalStateException("no repository root above " + Path.of("").toAbsolutePath());
    }

    public static Path scenarios() {
        return root().resolve("assets/scenarios");
    }

    static Path formatDoc() {
        return root().resolve("docs/scenario-format.md");
    }
}
