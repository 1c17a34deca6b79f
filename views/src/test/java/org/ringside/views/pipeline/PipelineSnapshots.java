package org.ringside.views.pipeline;

import java.util.ArrayList;
import java.util.List;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.Bench;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.PacketView;
import org.ringside.model.sim.Simulation;

/** Snapshots for the pipeline tests: real runs, and real runs with hand-made qdisc contents. */
final class PipelineSnapshots {
    private PipelineSnapshots() {
    }

    /** 100 bulk streams and an RR flow, BQL off: a full ring and a long qdisc. */
    static Scenario busy() {
        return Bench.hundredStreams().withBql(Bql.off());
    }

    static SimSnapshot busyAt(long ns) {
        Simulation sim = new Simulation(busy());
        sim.runUntil(ns);
        return sim.snapshot();
    }

    /** The snapshot with these qdisc bands instead of its own (and no GSO remainder). */
    static SimSnapshot withBands(SimSnapshot s, List<List<PacketView>> bands) {
        return new SimSnapshot(s.timeNs(), s.sockets(), bands, null, s.ring(), s.wire(), s.bql(), s.driverXoff(),
                s.cpu(), s.totals(), s.flows());
    }

    /** {@code n} packets of {@code bytes} each from source 0, ids from {@code firstId}. */
    static List<PacketView> packets(int firstId, int n, int bytes) {
        List<PacketView> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new PacketView(firstId + i, 0, "streams", bytes, 0, -1, 1000 + i, 0));
        }
        return out;
    }
}
