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
    void theFirstPulseWithThePictureDrawnIsItsFrameAndItIsOnScreenWhenPainted() {
        assertThat(frames.pulse(1_000)).isFalse();
        assertThat(frames.pulse(1_016)).isFalse();
        drawn = true;
        assertThat(frames.pulse(1_033)).as("its frame, still to be rendered").isTrue();
        assertThat(frames.paintedMs()).as("not on screen before it is rendered").isEqualTo(-1);
        assertThat(frames.pulse(1_050)).as("once only").isFalse();
        frames.painted(1_120);
        assertThat(frames.firstFrameMs()).isEqualTo(1_000);
        assertThat(frames.paintedMs()).isEqualTo(1_120);
        assertThat(StartupReport.of(400, frames).line()).isEqualTo("600,720,1120");
    }

    @Test
    void actionsWaitUntilTheRenderedPictureIsOnScreen() {
        drawn = true;
        List<String> ran = new ArrayList<>();
        frames.whenPainted(() -> ran.add("panes"));
        frames.pulse(0);
        assertThat(ran).as("laid out, not yet rendered").isEmpty();
        frames.painted(40);
        assertThat(ran).containsExactly("panes");
    }

    @Test
    void anActionAskedForOnceThePictureIsOnScreenRunsAtOnce() {
        assertThat(frames.done()).isFalse();
        drawn = true;
        frames.pulse(0);
        frames.painted(16);
        List<String> ran = new ArrayList<>();
        frames.whenPainted(() -> ran.add("report"));
        assertThat(ran).containsExactly("report");
        assertThat(frames.done()).isTrue();
    }

    @Test
    void anActionAskedForByAWaitingOneRunsAfterTheOthersThatWaited() {
        // The panes are built by the first action; the launch, asked for after it, asks in turn.
        drawn = true;
        List<String> ran = new ArrayList<>();
        frames.whenPainted(() -> {
            ran.add("panes");
            frames.whenPainted(() -> ran.add("asked by the panes"));
            assertThat(frames.done()).as("not done while an action runs").isFalse();
        });
        frames.whenPainted(() -> ran.add("launch"));
        frames.pulse(0);
        frames.painted(16);
        assertThat(ran).containsExactly("panes", "launch", "asked by the panes");
        assertThat(frames.done()).isTrue();
    }
}
