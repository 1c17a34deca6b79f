package org.ringside.views.run;

import java.util.Objects;
import org.ringside.model.sim.RunResult;
import org.ringside.model.sim.SimSnapshot;

/**
 * What one animation pulse shows of one lane's run, after the run advanced for that pulse: the
 * pulse's time, where every packet is, and the run so far for the charts. A {@link FrameHub}
 * builds one per lane and pulse and hands the same object to every view of that lane, so no two
 * views can show different moments.
 *
 * @param pulseNs the pulse's time stamp in nanoseconds (an {@code AnimationTimer}'s {@code now})
 * @param snapshot the run's snapshot at this pulse; the same object while the run stands still
 * @param result the run so far (its live series), for the charts
 */
public record Frame(long pulseNs, SimSnapshot snapshot, RunResult result) {
    public Frame {
        Objects.requireNonNull(snapshot, "snapshot");
        Objects.requireNonNull(result, "result");
    }
}
