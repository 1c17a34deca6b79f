package org.ringside.model.sim;

import java.util.List;
import org.ringside.model.scenario.Scenario;

/**
 * What the transmit path is made of and how each socket uses it, at one moment, for views that
 * explain it in the model's own terms: the settings it runs (qdisc, driver, kernel release, with
 * every knob change applied), the transmit queues the driver made, the queue each socket sends to
 * and why, and who paces each socket.
 *
 * @param settings the scenario as started, with every knob change since applied
 * @param txQueues the transmit queues the device has: {@code nic.tx_queues}, or with 0 the
 *     driver's choice ({@link Scenario#txQueues()})
 * @param routes every source's CPU and queue, in source order
 * @param pacing every source's pacing, in source order
 */
public record PathView(Scenario settings, int txQueues, List<SocketRoute> routes, List<SocketPacing> pacing) {
    public PathView {
        routes = List.copyOf(routes);
        pacing = List.copyOf(pacing);
    }

    /** The sources that send to queue {@code queue}, in source order. */
    public List<SocketRoute> routesTo(int queue) {
        return routes.stream().filter(r -> r.queue() == queue).toList();
    }
}
