package org.ringside.app.settings;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;
import org.ringside.model.export.AtomicFiles;

/**
 * One small text file of what the window remembers: a version line ({@code NAME VERSION}), then
 * lines of its own. It is written whole and atomically; one that cannot be read, is not of this
 * kind or is of a newer version is set aside (renamed with {@code .bad}) with a warning, so the
 * window always opens and says why in its status line.
 */
final class SettingsFile {
    private final Path store;
    private final String header;
    private final String what;
    private String warning = "";

    /**
     * @param store the file
     * @param header the version line this version writes, e.g. {@code ringside-recent-files 1}
     * @param what what it holds, for warnings: "the list of recent files"
     */
    SettingsFile(Path store, String header, String what) {
        this.store = store;
        this.header = header;
        this.what = what;
    }

    /**
     * The lines after the version line, or an empty list when there is no file yet or it could
     * not be used ({@link #warning()} then says why).
     */
    List<String> read() {
        List<String> lines;
        try {
            lines = Files.readAllLines(store, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return List.of();
        } catch (MalformedInputException e) {
            setAside("it is not text");
            return List.of();
        } catch (IOException e) {
            warning = what + " could not be read (" + e.getMessage() + "); it starts afresh";
            return List.of();
        }
        if (lines.isEmpty() || !lines.get(0).equals(header)) {
            String first = lines.isEmpty() ? "" : lines.get(0);
            String kind = header.substring(0, header.lastIndexOf(' ') + 1);
            setAside(first.startsWith(kind) ? "it is of a newer version (" + first + ")"
                    : "it does not start with '" + header + "'");
            return List.of();
        }
        return lines.subList(1, lines.size());
    }

    /** Writes the version line and {@code lines}; a warning if it could not be written. */
    Optional<String> write(List<String> lines) {
        try {
            Files.createDirectories(store.getParent());
            AtomicFiles.writeText(store, out -> {
                out.write(header + "\n");
                for (String line : lines) {
                    out.write(line + "\n");
                }
            });
            return Optional.empty();
        } catch (IOException e) {
            return Optional.of(what + " was not saved: " + e.getMessage());
        }
    }

    /** Renames the file with {@code .bad} and notes why in the warning. */
    void setAside(String why) {
        Path aside = store.resolveSibling(store.getFileName() + ".bad");
        try {
            Files.move(store, aside, StandardCopyOption.REPLACE_EXISTING);
            warning = store + " was set aside as " + aside.getFileName() + ": " + why;
        } catch (IOException e) {
            warning = store + " was ignored: " + why;
        }
    }

    /** Why the file was set aside or ignored when it was read, if it was. */
    Optional<String> warning() {
        return warning.isEmpty() ? Optional.empty() : Optional.of(warning);
    }
}
