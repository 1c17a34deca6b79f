package org.ringside.model.scenario;

/**
 * What lies beyond the host's wire ({@code network:} in a scenario file). Without it the far end
 * sees each packet as its last bit leaves the wire.
 *
 * @param bottleneck the port the host's frames cross on their way, or one with rate 0: none
 */
public record Network(Bottleneck bottleneck) {
    /** Whether anything lies beyond the wire. */
    public boolean present() {
        return bottleneck.present();
    }
}
