package org.ringside.views.run;

/** Where a run stands between frames. */
public enum RunState {
    /** Waiting for play or step; simulated time does not move. */
    PAUSED("paused"),
    /** Advancing every frame at the chosen speed. */
    PLAYING("playing"),
    /** At the scenario's duration; only reset or undo start anything again. */
    FINISHED("finished");

    private final String label;

    RunState(String label) {
        this.label = label;
    }

    @Override
    public String toString() {
        return label;
    }
}
