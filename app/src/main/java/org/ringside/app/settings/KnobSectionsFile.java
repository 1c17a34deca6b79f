package org.ringside.app.settings;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.ringside.views.knobs.SectionMemory;

/**
 * Which sections of the knob panel the reader left open or closed, kept between runs in a
 * small text file: one {@code SECTION open} or {@code SECTION closed} a line, after a version
 * line. A file that cannot be used is set aside, and every section starts open.
 */
public final class KnobSectionsFile implements SectionMemory {
    /** The first line of the file this version writes. */
    static final String HEADER = "ringside-knob-sections 1";
    private static final String OPEN = "open";
    private static final String CLOSED = "closed";

    private final SettingsFile file;
    private final Map<String, Boolean> open = new LinkedHashMap<>();
    private Optional<String> lastWriteProblem = Optional.empty();

    private KnobSectionsFile(Path store) {
        this.file = new SettingsFile(store, HEADER, "the knob panel's open sections");
    }

    /** The sections kept in {@code folder/knob-sections.txt}, read now. */
    public static KnobSectionsFile in(Path folder) {
        KnobSectionsFile sections = new KnobSectionsFile(folder.resolve("knob-sections.txt"));
        for (String line : sections.file.read()) {
            String[] parts = line.strip().split(" ");
            if (parts.length == 2 && (parts[1].equals(OPEN) || parts[1].equals(CLOSED))) {
                sections.open.put(parts[0], parts[1].equals(OPEN));
            }
        }
        return sections;
    }

    /** Why the stored file was set aside when it was read, or the last write failed, if so. */
    public Optional<String> warning() {
        return file.warning().or(() -> lastWriteProblem);
    }

    @Override
    public boolean isOpen(String section, boolean byDefault) {
        return open.getOrDefault(section, byDefault);
    }

    @Override
    public void setOpen(String section, boolean isOpen) {
        open.put(section, isOpen);
        lastWriteProblem = file.write(open.entrySet().stream()
                .map(e -> e.getKey() + " " + (e.getValue() ? OPEN : CLOSED)).toList());
    }
}
