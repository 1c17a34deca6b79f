package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.scenario.RepoFiles;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;

/**
 * A headless run takes short cuts that stepping never does: a frame end nothing precedes skips
 * the event queue, a TSO packet's frames before its last are ended in one go, and the steps'
 * notes are not written. None of them may change the run: the same scenario stepped one event at
 * a time ends where the headless run ends, sample for sample.
 */
class RunMatchesStepsTest {
    private static final long RUN_NS = 20_000_000L;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"saturated-10gbe.yaml", "saturated-100gbe.yaml", "linux-today-10gbe-mq.yaml",
            "four-streams-100gbe.yaml", "nic-fifo-10gbe.yaml", "fq-pacing-1gbe.yaml", "bottleneck-100mbit.yaml",
            "sharing-a-port.yaml"})
    void steppingEndsWhereTheHeadlessRunEnds(String file) throws ScenarioException {
        Simulation headless = new Simulation(ScenarioLoader.fromFile(RepoFiles.scenarios().resolve(file)));
        headless.runUntil(RUN_NS);

        Simulation stepped = new Simulation(ScenarioLoader.fromFile(RepoFiles.scenarios().resolve(file)));
        while (stepped.nextEventNs() <= RUN_NS) {
            stepped.step();
        }
        stepped.runUntil(RUN_NS); // takes the samples due up to the end; no event is left before it

        assertThat(stepped.eventsProcessed()).isEqualTo(headless.eventsProcessed());
        assertThat(SummaryJson.toJson(stepped.summary())).isEqualTo(SummaryJson.toJson(headless.summary()));
        TimeSeries a = headless.series();
        TimeSeries b = stepped.series();
        assertThat(b.size()).isEqualTo(a.size()).isGreaterThan(1);
        assertThat(b.times()).isEqualTo(a.times());
        for (int c = 0; c < a.channels().size(); c++) {
            assertThat(b.column(c)).as(a.channels().get(c).toString()).isEqualTo(a.column(c));
        }
    }
}
