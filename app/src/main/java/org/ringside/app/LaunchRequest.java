package org.ringside.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What the command line asked the window to open with: a scenario file (checked before the
 * window opens) and whether to start playing at once.
 *
 * @param scenario the scenario file, or null for the built-in default
 * @param play start the run at once
 */
record LaunchRequest(Path scenario, boolean play) {
    /** No file, paused: the window as a plain {@code ringside} opens it. */
    static final LaunchRequest DEFAULT = new LaunchRequest(null, false);

    private static final String PLAY = "--play";

    /** As arguments for {@code Application.launch}, read back by {@link #fromArguments}. */
    String[] toArguments() {
        List<String> args = new ArrayList<>();
        if (play) {
            args.add(PLAY);
        }
        if (scenario != null) {
            args.add(scenario.toString());
        }
        return args.toArray(String[]::new);
    }

    /** Reads what {@link #toArguments()} wrote. */
    static LaunchRequest fromArguments(List<String> args) {
        boolean play = false;
        Path file = null;
        for (String a : args) {
            if (a.equals(PLAY)) {
                play = true;
            } else {
                file = Path.of(a);
            }
        }
        return new LaunchRequest(file, play);
    }
}
