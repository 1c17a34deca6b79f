package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class JainIndexTest {
    @Test
    void equalSharesGiveOneAndOneTakerGivesOneOverN() {
        assertThat(JainIndex.jain(new double[] {5, 5, 5, 5})).isCloseTo(1.0, within(1e-12));
        assertThat(JainIndex.jain(new double[] {8, 0, 0, 0})).isCloseTo(0.25, within(1e-12));
        // (1 + 2 + 3)^2 / (3 * (1 + 4 + 9)) = 36 / 42
        assertThat(JainIndex.jain(new double[] {1, 2, 3})).isCloseTo(36.0 / 42, within(1e-12));
    }

    @Test
    void noStreamsOrNothingSentHasNoIndex() {
        assertThat(JainIndex.jain(new double[0])).isNull();
        assertThat(JainIndex.jain(new double[] {0, 0})).isNull();
    }
}
