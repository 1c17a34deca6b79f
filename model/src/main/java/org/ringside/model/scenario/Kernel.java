package org.ringside.model.scenario;

import java.util.ArrayList;
import java.util.List;

/**
 * A Linux release, {@code major.minor}, from 3.3 (the first with byte queue limits) to a current
 * long-term release, which is the default. The behaviours that changed between them are listed,
 * with the release that brought each, in {@link LinuxHistory}.
 *
 * @param major e.g. 3
 * @param minor e.g. 3
 */
public record Kernel(int major, int minor) implements Comparable<Kernel> {
    /** The first release with BQL (commit 114cf5802165, "bql: Byte queue limits"). */
    public static final Kernel FIRST = new Kernel(3, 3);
    /** The newest long-term release the model follows, and a scenario's default. */
    public static final Kernel CURRENT = new Kernel(6, 18);

    // The last minor release of each major line: 3.19 and 4.20 ended theirs, 5.19 its own.
    private static final int[] LAST_MINOR = {0, 0, 0, 19, 20, 19};
    private static final List<Kernel> RELEASES = releasesUpTo(CURRENT);

    public Kernel {
        if (major < 0 || minor < 0) {
            throw new IllegalArgumentException("no release " + major + "." + minor);
        }
    }

    /** Every release from {@link #FIRST} to {@link #CURRENT}, oldest first. */
    public static List<Kernel> releases() {
        return RELEASES;
    }

    /** Its place in {@link #releases()}, the kernel knob's value. */
    public int index() {
        int i = RELEASES.indexOf(this);
        if (i < 0) {
            throw new IllegalArgumentException(this + " is not a release from " + FIRST + " to " + CURRENT);
        }
        return i;
    }

    /** The release at an index of {@link #releases()}. */
    public static Kernel at(long index) {
        if (index < 0 || index >= RELEASES.size()) {
            throw new IllegalArgumentException("kernel: no release number " + index);
        }
        return RELEASES.get((int) index);
    }

    /** Whether this release has what {@code since} brought. */
    public boolean atLeast(Kernel since) {
        return compareTo(since) >= 0;
    }

    @Override
    public int compareTo(Kernel o) {
        return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor);
    }

    /** As {@code uname -r} starts: {@code 3.3}, {@code 6.12}. */
    @Override
    public String toString() {
        return major + "." + minor;
    }

    private static List<Kernel> releasesUpTo(Kernel last) {
        List<Kernel> out = new ArrayList<>();
        for (int major = FIRST.major; major <= last.major; major++) {
            int from = major == FIRST.major ? FIRST.minor : 0;
            int to = major == last.major ? last.minor : LAST_MINOR[major];
            for (int minor = from; minor <= to; minor++) {
                out.add(new Kernel(major, minor));
            }
        }
        return List.copyOf(out);
    }
}
