package org.ringside.views.pipeline;

import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.ScenarioPair;
import org.ringside.model.sim.Bench;
import org.ringside.model.sim.Scoreboard;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Simulation;

/**
 * A pair for the pair picture's tests: 100 streams and an RR flow with BQL off (A) and with its
 * default (B), both run to the same moment.
 *
 * @param pair the two scenarios
 * @param a A's snapshot
 * @param b B's snapshot
 * @param board their scoreboard at that moment
 */
record PairPictures(ScenarioPair pair, SimSnapshot a, SimSnapshot b, Scoreboard board) {

    static PairPictures bqlOffVsOnAt(long ns) {
        ScenarioPair pair = ScenarioPair.of(PipelineSnapshots.busy(), Bench.hundredStreams().withBql(Bql.defaults()));
        Simulation a = new Simulation(pair.a());
        Simulation b = new Simulation(pair.b());
        a.runUntil(ns);
        b.runUntil(ns);
        return new PairPictures(pair, a.snapshot(), b.snapshot(), Scoreboard.of(a.summary(), b.summary()));
    }

    PairPicture.Lane lane(int i) {
        return new PairPicture.Lane(i == 0 ? "A run" : "B run", "Linux 6.18 · 1 Gbit/s · ring 256");
    }
}
