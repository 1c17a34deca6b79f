package org.ringside.views.shell;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

class OnScreenTest {
    private static final Rectangle2D SCREEN = new Rectangle2D(0, 0, 1600, 1000);

    @Test
    void aTallTooltipLowOnTheScreenGoesAboveThePointer() {
        assertThat(OnScreen.within(60, 890, 560, 240, SCREEN)).isEqualTo(new Point2D(60, 890 - 240 - 24));
    }

    @Test
    void oneThatFitsStaysWhereItIs() {
        assertThat(OnScreen.within(60, 300, 560, 240, SCREEN)).isEqualTo(new Point2D(60, 300));
    }

    @Test
    void oneTooWideForTheRightEdgeMovesLeftButNeverPastTheTopOrLeft() {
        assertThat(OnScreen.within(1400, 100, 560, 240, SCREEN)).isEqualTo(new Point2D(1040, 100));
        assertThat(OnScreen.within(10, 10, 2000, 1200, SCREEN)).isEqualTo(new Point2D(0, 0));
    }
}
