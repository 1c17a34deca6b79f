package org.ringside.model.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class IntFifoTest {
    @Test
    void keepsOrderAcrossWrapAndGrowth() {
        IntFifo f = new IntFifo(4);
        for (int i = 0; i < 3; i++) {
            f.addLast(i);
        }
        assertThat(f.removeFirst()).isZero();
        for (int i = 3; i < 20; i++) {
            f.addLast(i);
        }
        f.addFirst(-1);
        assertThat(f.size()).isEqualTo(20);
        assertThat(f.get(0)).isEqualTo(-1);
        assertThat(f.toArray()).startsWith(-1, 1, 2, 3).endsWith(19);
        assertThatThrownBy(() -> new IntFifo(4).removeFirst()).isInstanceOf(IllegalStateException.class);
    }
}
