package org.ringside.views.run;

/** How the controller's run was replaced by another, for views that keep a history of it. */
public enum RunReplacement {
    /** The scenario started again at t = 0. */
    RESET("reset: the scenario starts again at t = 0"),
    /** Another scenario was loaded, from t = 0. */
    LOAD("another scenario: a new run from t = 0"),
    /** The run from before the last reset or load came back, where it stood. */
    UNDO("undo: the earlier run is back, where it stood");

    private final String words;

    RunReplacement(String words) {
        this.words = words;
    }

    /** What happened, in words for a log line. */
    public String words() {
        return words;
    }
}
