package org.ringside.views.knobs;

/**
 * Where the knob panel keeps whether each of its sections is open, so that a teacher who closed
 * the sections a lesson does not use finds them closed the next time. The window keeps it in its
 * settings folder; {@link #NONE} keeps nothing.
 */
public interface SectionMemory {
    /** Remembers nothing: every section starts open. */
    SectionMemory NONE = new SectionMemory() {
        @Override
        public boolean isOpen(String section, boolean byDefault) {
            return byDefault;
        }

        @Override
        public void setOpen(String section, boolean open) {
        }
    };

    /** Whether {@code section} (e.g. "bql") was left open; {@code byDefault} if never told. */
    boolean isOpen(String section, boolean byDefault);

    /** Remembers that {@code section} was opened or closed. */
    void setOpen(String section, boolean open);
}
