package org.ringside.app.settings;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The scenario files opened or saved lately, newest first, at most {@link #MOST}, kept in a
 * small text file (one absolute path a line, after a version line). A file that cannot be read
 * or is of a newer version is set aside and the list starts empty: the window opens all the same
 * and says why in its status line.
 */
public final class RecentFiles {
    /** How many files the list keeps. */
    public static final int MOST = 8;
    /** The first line of the file this version writes. */
    static final String HEADER = "ringside-recent-files 1";

    private final SettingsFile file;
    private final List<Path> files = new ArrayList<>();

    private RecentFiles(Path store) {
        this.file = new SettingsFile(store, HEADER, "the list of recent files");
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
        return file.warning();
    }

    /**
     * Puts a file at the top of the list and stores the list.
     *
     * @return a warning if the list could not be stored (the list in memory is still updated)
     */
    public Optional<String> add(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        files.remove(absolute);
        files.add(0, absolute);
        while (files.size() > MOST) {
            files.remove(files.size() - 1);
        }
        return save();
    }

    /** Forgets a file (e.g. one that no longer opens) and stores the list. */
    public Optional<String> remove(Path path) {
        files.remove(path.toAbsolutePath().normalize());
        return save();
    }

    private Optional<String> save() {
        return file.write(files.stream().map(Path::toString).toList());
    }

    private void load() {
        for (String line : file.read()) {
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
}
