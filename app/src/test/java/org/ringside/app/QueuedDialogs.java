package org.ringside.app;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import javafx.stage.Window;

/** File choosers that answer at once with what the test queued. */
final class QueuedDialogs implements FileDialogs {
    final Deque<Path> answers = new ArrayDeque<>();
    /** The folder each chooser started in, in the order asked. */
    final List<Path> folders = new ArrayList<>();

    @Override
    public Optional<Path> openScenario(Window owner, Path folder) {
        folders.add(folder);
        return Optional.ofNullable(answers.poll());
    }

    @Override
    public Optional<Path> openHost(Window owner, Path folder) {
        folders.add(folder);
        return Optional.ofNullable(answers.poll());
    }

    @Override
    public Optional<Path> saveScenario(Window owner, Path folder, String suggestedName) {
        folders.add(folder);
        return Optional.ofNullable(answers.poll());
    }

    @Override
    public Optional<Path> exportPicture(Window owner, Path folder, String suggestedName) {
        folders.add(folder);
        return Optional.ofNullable(answers.poll());
    }
}
