package org.ringside.app.settings;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ringside.model.export.AtomicFiles;

/**
 * The scenario files opened or saved lately, newest first, at most {@link #MOST}, kept in a
 * small text file (one absolute path a line, after a version line). A file that cannot be read
 * or is of a newer version is set aside (renamed with {@code .bad}) and the list starts empty:
 * the window opens all the same and says why in its status line.
 */
public final class RecentFiles {
    /** How many files the list keeps. */
    public static final int MOST = 8;
    /** The first line of the file this version writes. */
    static final String HEADER = "ringside-recent-files 1";

    private final Path store;
    private final List<Path> files = new ArrayList<>();
    private String warning = "";

    private RecentFiles(Path store) {
        this.store = store;
    }

    /** The list kept in {@code folder/recent-files.txt}, read now. */
    public static RecentFiles in(Path folder) {
        RecentFiles recent = new RecentFiles(folder.resolve("recent-files.txt"));
        recent.load();
        return recent;
    }

    /** The files, newest first. */
    public List<Path> files() {
        return List.copyOf(files);
    }

    /** Why the stored list was set aside when it was read, if it was. */
    public Optional<String> warning() {
        return warning.isEmpty() ? Optional.empty() : Optional.of(warning);
    }

    /**
     * Puts a file at the top of the list and stores the list.
     *
     * @return a warning if the list could not be stored (the list in memory is still updated)
     */
    public Optional<String> add(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        files.remove(absolute);
        files.add(0, absolute);
        while (files.size() > MOST) {
            files.remove(files.size() - 1);
        }
        return save();
    }

    /** Forgets a file (e.g. one that no longer opens) and stores the list. */
    public Optional<String> remove(Path file) {
        files.remove(file.toAbsolutePath().normalize());
        return save();
    }

    private Optional<String> save() {
        try {
            Files.createDirectories(store.getParent());
            AtomicFiles.writeText(store, out -> {
                out.write(HEADER + "\n");
                for (Path p : files) {
                    out.write(p + "\n");
                }
            });
            return Optional.empty();
        } catch (IOException e) {
            return Optional.of("the list of recent files was not saved: " + e.getMessage());
        }
    }

    private void load() {
        List<String> lines;
        try {
            lines = Files.readAllLines(store, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return;
        } catch (MalformedInputException e) {
            setAside("it is not text");
            return;
        } catch (IOException e) {
            warning = "the list of recent files could not be read (" + e.getMessage() + "); it starts empty";
            return;
        }
        if (lines.isEmpty() || !lines.get(0).equals(HEADER)) {
            String first = lines.isEmpty() ? "" : lines.get(0);
            setAside(first.startsWith("ringside-recent-files ") ? "it is of a newer version (" + first + ")"
                    : "it does not start with '" + HEADER + "'");
            return;
        }
        for (String line : lines.subList(1, lines.size())) {
            if (!line.isBlank() && files.size() < MOST) {
                try {
                    Path p = Path.of(line.strip());
                    if (p.isAbsolute() && !files.contains(p)) {
                        files.add(p);
                    }
                } catch (RuntimeException e) {
                    // An unusable path (bad characters for this system) is skipped, not fatal.
                }
            }
        }
    }

    private void setAside(String why) {
        Path aside = store.resolveSibling(store.getFileName() + ".bad");
        try {
            Files.move(store, aside, StandardCopyOption.REPLACE_EXISTING);
            warning = store + " was set aside as " + aside.getFileName() + ": " + why;
        } catch (IOException e) {
            warning = store + " was ignored: " + why;
        }
    }
}
