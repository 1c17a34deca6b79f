package org.ringside.views.inspect;

import org.ringside.model.sim.Stage;
import org.ringside.model.sim.StepResult;
import org.ringside.views.run.SilentRun;

/**
 * One line of the event log: a step the model took with its sentence, a count of events it ran
 * without one, or a note that the run was replaced. At most one of {@code step} and
 * {@code silent} is set; neither, for a note.
 *
 * @param step the step, or null
 * @param silent the events run without narration, or null
 * @param text the line as shown and copied
 */
record LogLine(StepResult step, SilentRun silent, String text) {
    /** Wide enough for the longest stage name ("completion"), so the sentences line up. */
    private static final int STAGE_WIDTH = 10;

    static LogLine of(StepResult step) {
        // The sentence starts with the step's time, to the nanosecond ("t=634.592 µs ...").
        return new LogLine(step, null, pad(step.stage().words()) + "  " + step.sentence());
    }

    static LogLine of(SilentRun silent) {
        return new LogLine(null, silent, pad("…") + "  " + silent.sentence());
    }

    static LogLine note(String text) {
        return new LogLine(null, null, pad("—") + "  " + text);
    }

    /**
     * Whether the line passes the filters. Silent lines and notes always do: they say what the
     * log does not show, or where a run began, whatever it is filtered by.
     */
    boolean passes(Choice<Stage> stage, Choice<String> flow) {
        return step == null || stage.admits(step.stage()) && flow.admits(step.flow());
    }

    /**
     * Whether {@code next} only continues this line: fast play reports its events frame by
     * frame, and one growing line says it better than sixty a second.
     */
    boolean continuedBy(LogLine next) {
        return silent != null && next.silent != null && silent.cause() == SilentRun.Cause.TOO_FAST
                && next.silent.cause() == SilentRun.Cause.TOO_FAST && next.silent.fromNs() == silent.toNs();
    }

    /** This silent line and {@code next} as one. */
    LogLine joinedWith(LogLine next) {
        return of(new SilentRun(silent.events() + next.silent.events(), silent.fromNs(), next.silent.toNs(),
                silent.cause()));
    }

    private static String pad(String s) {
        return s.length() >= STAGE_WIDTH ? s : s + " ".repeat(STAGE_WIDTH - s.length());
    }
}
