package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The first frames counted on made-up pulse times, without a window. */
class FirstFramesTest {
    private boolean drawn;
    private final FirstFrames frames = new FirstFrames(() -> drawn);

    @Test
    void thePictureIsOnScreenAtThePulseAfterTheOneThatDrewIt() {
        assertThat(frames.pulse(1_000)).isFalse();
        assertThat(frames.pulse(1_016)).isFalse();
        drawn = true;
        assertThat(frames.pulse(1_033)).as("drawn in this pulse, rendered after it").isFalse();
        assertThat(frames.paintedMs()).isEqualTo(-1);
        assertThat(frames.pulse(1_050)).isTrue();
        assertThat(frames.pulse(1_066)).as("once only").isFalse();
        assertThat(frames.firstFrameMs()).isEqualTo(1_000);
        assertThat(frames.paintedMs()).isEqualTo(1_050);
        assertThat(StartupReport.of(400, frames).line()).isEqualTo("600,650,1050");
    }

    @Test
    void anActionAskedForOnceThePictureIsOnScreenRunsAtOnce() {
        assertThat(frames.done()).isFalse();
        drawn = true;
        frames.pulse(0);
        frames.pulse(16);
        List<String> ran = new ArrayList<>();
        frames.whenPainted(() -> ran.add("report"));
        assertThat(ran).containsExactly("report");
        assertThat(frames.done()).isTrue();
    }
}
