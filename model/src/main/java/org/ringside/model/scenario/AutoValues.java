package org.ringside.model.scenario;

import java.util.OptionalLong;

/**
 * What a knob whose 0 means "let the driver or the model choose" comes to in a scenario: the
 * value the run uses, worked out by the same methods the run calls, so that a view can say
 * "auto: 8" where the file says 0.
 */
public final class AutoValues {
    private AutoValues() {
    }

    /**
     * The value knob {@code key} comes to in {@code s} when it is set to 0 (whatever it is set to
     * now), or empty when the knob has no such choice.
     */
    public static OptionalLong resolved(String key, Scenario s) {
        Nic nic = s.nic();
        return switch (key) {
            case "nic.tx_queues" -> OptionalLong.of(s.withNic(nic.withTxQueues(0)).txQueues());
            case "nic.stop_descs" -> OptionalLong.of(nic.withStopDescs(0).stopLevel());
            case "nic.wake_descs" -> OptionalLong.of(nic.withWakeDescs(0).wakeLevel());
            default -> OptionalLong.empty();
        };
    }
}
