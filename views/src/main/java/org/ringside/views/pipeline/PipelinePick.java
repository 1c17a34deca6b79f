package org.ringside.views.pipeline;

import org.ringside.model.sim.SimSnapshot.PacketView;
import org.ringside.model.sim.Stage;

/**
 * What a click on the picture hit.
 *
 * @param stage the stage whose panel was clicked, or null outside every panel
 * @param packet the packet clicked, or null
 * @param slot the ring slot clicked, or -1
 */
public record PipelinePick(Stage stage, PacketView packet, int slot) {
}
