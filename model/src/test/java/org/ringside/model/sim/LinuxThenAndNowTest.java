package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.LinuxHistory;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.Units;

/** One host, two eras: what a current kernel holds back that 3.3 let through. */
class LinuxThenAndNowTest {

    /** Bytes in the qdisc and the ring, sampled every millisecond after the first 10 ms. */
    private record Held(double mean, long max, double throughputBps) {
        static Held of(Scenario s) {
            Simulation sim = new Simulation(s);
            long max = 0;
            double sum = 0;
            int n = 0;
            for (long t = 10 * Units.MS; t <= s.durationNs(); t += Units.MS) {
                sim.runUntil(t);
                SimSnapshot.Totals totals = sim.snapshot().totals();
                long held = totals.qdiscBytes() + totals.ringBytes();
                max = Math.max(max, held);
                sum += held;
                n++;
            }
            return new Held(sum / n, max, sim.summary().throughputBps());
        }
    }

    private static Scenario shipped(String file) {
        return SteadyState.shipped(file).withDurationNs(300 * Units.MS);
    }

    /** Three seconds: after HyStart ends slow start, CUBIC's window takes seconds to fill 4 MB. */
    private static Scenario filling(String file) {
        return SteadyState.shipped(file).withDurationNs(3 * Units.S);
    }

    @Test
    void onLinux33OneStreamFillsTheQdiscUpToItsReceiversWindow() {
        // 3.3's receiver advertises three quarters of its 4 MiB tcp_rmem[2] (tcp_adv_win_scale 2),
        // less than the 4 MiB send buffer.
        Held held = Held.of(filling("tsq-single-flow-3.3.yaml"));
        assertThat(held.mean()).isBetween(2.5e6, 3.2e6);
        assertThat(held.max()).isLessThanOrEqualTo((3L << 20) + 4 * 65_536);
    }

    @Test
    void onACurrentKernelSmallQueuesKeepsAFewHundredKilobytesBelowTcpAtTheSameRate() {
        Held now = Held.of(shipped("tsq-single-flow.yaml"));
        Held then = Held.of(shipped("tsq-single-flow-3.3.yaml"));
        assertThat(now.mean()).isLessThan(600_000);
        assertThat(now.max()).isLessThan(1_000_000);
        // Within 1 %: 3.3's slow start grows one packet per stretch ACK (tcp_slow_start before
        // 9f9843a751d0, 3.13), so in 300 ms it fills the link a few milliseconds later.
        assertThat(now.throughputBps()).isCloseTo(then.throughputBps(), org.assertj.core.data.Percentage.withPercentage(1));
    }

    @Test
    void withSmallQueuesOffTheCurrentKernelQueuesLike2011Again() {
        Scenario s = filling("tsq-single-flow.yaml");
        Held off = Held.of(Knobs.get("tcp.small_queues").set(s, 0));
        assertThat(off.mean()).isGreaterThan(3e6);
    }

    @Test
    void theCleanUpThatFreesAThrottledSocketsPacketsLetsItSendAgain() {
        Simulation sim = new Simulation(shipped("tsq-single-flow.yaml"));
        StepResult wake = null;
        for (int i = 0; i < 200_000 && wake == null; i++) {
            StepResult step = sim.step();
            if (step.kind() == StepKind.TCP_WAKE) {
                wake = step;
            }
        }
        assertThat(wake).isNotNull();
        assertThat(wake.sentence()).matches("t=.* clean-up freed \\d+ of stream's packets: it may send again.*");
        assertThat(wake.stage()).isEqualTo(Stage.SOCKET);
    }

    @Test
    void aKernelSetsEveryKnobThatFollowsItAndTheFileOverridesIt() throws ScenarioException {
        Scenario old = ScenarioLoader.fromString("kernel: \"3.3\"\nflows: [ { kind: bulk_tcp } ]\n", "old.yaml");
        assertThat(old.tcp().smallQueues()).isFalse();
        assertThat(old.tcp().tsoAutosize()).isFalse();
        assertThat(old.nic().doorbell().yamlName()).isEqualTo("immediate");
        assertThat(old.qdisc().bqlAbortsList()).isTrue();

        Scenario mixed = ScenarioLoader.fromString(
                "kernel: \"3.6\"\ntcp: { limit_output_bytes: 262144 }\nflows: [ { kind: bulk_tcp } ]\n", "mixed.yaml");
        assertThat(mixed.tcp().smallQueues()).isTrue();
        assertThat(mixed.tcp().limitOutputBytes()).isEqualTo(262_144);

        Scenario now = ScenarioLoader.fromString("flows: [ { kind: bulk_tcp } ]\n", "now.yaml");
        assertThat(now.kernel()).isEqualTo(Kernel.CURRENT);
        assertThat(now.tcp().limitOutputBytes()).isEqualTo(4L << 20);
        assertThat(now.nic().doorbell().yamlName()).isEqualTo("xmit_more");
    }

    @Test
    void eachChangeNamesTheReleaseAndTheCommitThatMadeIt() {
        for (LinuxHistory.Behaviour b : LinuxHistory.all()) {
            assertThat(Knobs.find(b.key())).as(b.key()).isPresent();
            Kernel previous = Kernel.FIRST;
            for (LinuxHistory.Step step : b.steps()) {
                assertThat(step.since()).as(b.key()).isGreaterThan(previous);
                assertThat(step.commit()).as(b.key()).matches("[0-9a-f]{12} \".+\".*");
                previous = step.since();
            }
            assertThat(Knobs.get(b.key()).defaultValue()).as(b.key()).isEqualTo(b.valueAt(Kernel.CURRENT));
        }
        assertThat(LinuxHistory.of("tcp.limit_output_bytes").orElseThrow().valueAt(new Kernel(4, 19)))
                .isEqualTo(262_144);
    }

    @Test
    void fqCodelBeforeLinux35IsAScenarioError() {
        assertThatThrownBy(() -> ScenarioLoader.fromString(
                "kernel: \"3.4\"\nqdisc: { kind: fq_codel }\nflows: [ { kind: bulk_tcp } ]\n", "old.yaml"))
                .hasMessage("old.yaml:2: qdisc.kind: fq_codel needs Linux 3.5 (4b549a2ef4be \"fq_codel: Fair Queue Codel"
                        + " AQM\"), but kernel is 3.4 (allowed: pfifo_fast or pfifo or mq, or kernel 3.5 or later)");
    }

    @Test
    void anUnknownReleaseSaysWhichAreKnown() {
        assertThatThrownBy(() -> ScenarioLoader.fromString("kernel: \"2.6\"\nflows: [ { kind: bulk_tcp } ]\n",
                "old.yaml")).hasMessageStartingWith("old.yaml:1: kernel: unknown word 2.6")
                .hasMessageEndingWith("(allowed: 3.3, 3.4, … 6.17, 6.18 (77 in all))");
    }

    /** The most BQL's inflight went past its limit while software GSO cut packets. */
    private static long overshoot(boolean abortsList) {
        Scenario s = Scenarios.bulkTcpNoOffloads();
        s = s.withNic(s.nic().withGso(true)).withBql(Bql.fixed(3000))
                .withQdisc(s.qdisc().withBqlAbortsList(abortsList));
        if (!abortsList) {
            s = s.withKernel(new Kernel(4, 20)); // whole lists arrived then; everything else as before
        }
        Simulation sim = new Simulation(s);
        long most = 0;
        for (long t = Units.MS; t <= 20 * Units.MS; t += 10 * Units.US) {
            sim.runUntil(t);
            SimSnapshot.BqlView bql = sim.snapshot().queue(0).bql();
            most = Math.max(most, bql.inflight() - bql.limit());
        }
        return most;
    }

    @Test
    void since420AGsoPacketsSegmentsGoWholeEvenWhenBqlStopsTheQueue() {
        // Before 4.20 a stop cuts the segment list: at most the one segment that crossed the limit.
        assertThat(overshoot(true)).isLessThanOrEqualTo(1514);
        // Since then the list goes whole, as a TSO packet would: many segments past the limit.
        assertThat(overshoot(false)).isGreaterThan(10 * 1514);
    }

    @Test
    void withXmitMoreTheDoorbellRingsOncePerListAndWithoutBqlAListIsOnePacket() {
        Scenario s = Knobs.get("kernel").set(Scenarios.bulkTcpNoOffloads(), Kernel.CURRENT.index());
        s = s.withFlows(List.of(s.flows().get(0).withCount(8)));
        RunSummary withBql = run(s);
        RunSummary withoutBql = run(s.withBql(Bql.off()));
        // qdisc_avail_bulklimit is BQL's available bytes: 0 without BQL, so every packet rings.
        assertThat((double) withoutBql.doorbells()).isCloseTo(withoutBql.pps() * 0.2, org.assertj.core.data.Percentage.withPercentage(2));
        assertThat(withBql.doorbells()).isLessThan((long) (withBql.pps() * 0.2 / 2));
    }

    private static RunSummary run(Scenario s) {
        Simulation sim = new Simulation(s.withDurationNs(200 * Units.MS));
        sim.runUntil(200 * Units.MS);
        return sim.summary();
    }
}
