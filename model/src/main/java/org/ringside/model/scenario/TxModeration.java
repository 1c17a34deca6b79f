package org.ringside.model.scenario;

/** How the TX interrupt is moderated. */
public enum TxModeration {
    /** A timer from the first completion not yet signalled, or a count (mlx5-style CQ moderation). */
    TIMER("timer"),
    /** Intel's interrupt throttle rate: at most one interrupt per interval, at once after a quiet one. */
    ITR("itr"),
    /**
     * mlx5's CQ moderation with the timer restarting at each event ({@code MLX5_CQ_PERIOD_MODE_START_FROM_EQE}):
     * interrupts at least an interval apart, or at once when the count of completions is reached.
     */
    EQE("eqe");

    private final String yamlName;

    TxModeration(String yamlName) {
        this.yamlName = yamlName;
    }

    public String yamlName() {
        return yamlName;
    }
}
