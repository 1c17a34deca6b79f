package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.ringside.model.export.SeriesCsv;
import org.ringside.model.metrics.Channel;
import org.ringside.model.metrics.Channels;
import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;

/** Runs with several transmit queues and CPUs: each queue its own ring, BQL and interrupt. */
class MultiqueueRunTest {
    private static final String BULK_AND_VOICE = "duration: 300ms\n"
            + "link: { rate: 1Gbit }\n"
            + "bql: { mode: off }\n"
            + "nic: { driver: ixgbe, ring_size: 4096%s }\n"
            + "%s"
            + "flows:\n"
            + "  - { kind: bulk_tcp, name: bulk, count: 4, cpu: 0, remote_rtt: 200us }\n"
            + "  - { kind: udp_cbr, name: voice, size: 160, interval: 20ms%s }\n";

    private static Scenario read(String yaml) throws ScenarioException {
        return ScenarioLoader.fromString(yaml, "test.yaml");
    }

    private static RunSummary.FlowSummary flow(RunSummary s, String name) {
        return s.flows().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    private static RunSummary run(Scenario s) {
        Simulation sim = new Simulation(s);
        sim.runUntil(s.durationNs());
        return sim.summary();
    }

    @Test
    void aVoiceCallOnItsOwnQueueDoesNotWaitBehindAnotherQueuesRing() throws ScenarioException {
        // One queue: the voice packets wait behind megabytes of bulk data in the ring (BQL off).
        RunSummary shared = run(read(String.format(BULK_AND_VOICE, "", "", "")));
        // Two CPUs, two queues: the voice call on CPU 1 goes to queue 1 (ixgbe's XPS), and the NIC
        // takes a packet from each ring in turn: it waits for one bulk packet at most.
        RunSummary own = run(read(String.format(BULK_AND_VOICE, "", "cpus: 2\nqdisc: { kind: mq }\n", ", cpu: 1")));
        long oneTsoPacketNs = 65_536L * 8; // 64 KiB at 1 Gbit/s, in ns
        assertThat(flow(own, "voice").packets()).isEqualTo(flow(shared, "voice").packets()).isPositive();
        assertThat(flow(shared, "voice").latencyNs().max()).isGreaterThan(10 * oneTsoPacketNs);
        assertThat(flow(own, "voice").latencyNs().max()).isLessThan(2 * oneTsoPacketNs);
        assertThat(own.queues()).hasSize(2);
        assertThat(own.queues().get(1).frames()).isEqualTo(flow(own, "voice").packets());
        assertThat(own.cpus()).hasSize(2);
        assertThat(shared.queues()).isNull();
        assertThat(shared.cpus()).isNull();
        assertThat(HeadlessRun.describe(own)).contains("busy; 2 CPUs on average ")
                .contains("  2 transmit queues, frames each: " + own.queues().get(0).frames() + " "
                        + own.queues().get(1).frames() + System.lineSeparator());
        assertThat(HeadlessRun.describe(shared)).contains("busy; CPU ").doesNotContain("transmit queues");
    }

    @Test
    void withSeveralQueuesTheSummedFiguresSaySoAndEachQueuesStayAvailable() throws Exception {
        Scenario two = read(String.format(BULK_AND_VOICE, "", "cpus: 2\nqdisc: { kind: mq }\n", ", cpu: 1"));
        Simulation sim = new Simulation(two.withDurationNs(20_000_000L));
        sim.runUntil(20_000_000L);
        TimeSeries series = sim.series();
        assertThat(label(series, "bql_limit")).isEqualTo("BQL limit, sum over queues");
        assertThat(label(series, "ring_bytes")).isEqualTo("ring bytes (BQL inflight), sum over queues");
        assertThat(label(series, "qdisc_bytes")).isEqualTo("qdisc bytes, sum over queues");
        assertThat(label(series, "stack_xoff")).isEqualTo("stack XOFF (BQL), any queue");
        assertThat(label(series, "throughput_bps")).as("one wire: nothing summed").isEqualTo("throughput on the wire");
        assertThat(label(series, "tx1.bql_limit")).isEqualTo("tx-1 BQL limit");
        // The CSV keeps its columns' names; read back, a run of several queues is labelled so again.
        StringWriter csv = new StringWriter();
        SeriesCsv.write(series, csv);
        assertThat(csv.toString()).startsWith("time_ns,qdisc_bytes[bytes],qdisc_packets[packets],ring_bytes[bytes]")
                .contains(",bql_limit[bytes],").contains(",tx1.bql_limit[bytes],");
        TimeSeries back = SeriesCsv.read(new StringReader(csv.toString()), "two.csv");
        assertThat(back.channels()).isEqualTo(series.channels());
        String words = HeadlessRun.describe(sim.summary());
        assertThat(words).contains("  ring (sum over queues): ").contains("; qdisc (sum over queues): ")
                .contains("; BQL limit p50 (sum over queues) ").contains("  BQL limit p50 each: tx-0 ");

        Simulation one = new Simulation(read(String.format(BULK_AND_VOICE, "", "", "")));
        assertThat(label(one.series(), "bql_limit")).isEqualTo("BQL limit");
        assertThat(one.series().channels()).startsWith(Channels.STANDARD.toArray(new Channel[0]));
        one.runUntil(1_000_000L);
        assertThat(HeadlessRun.describe(one.summary())).doesNotContain("sum over queues").doesNotContain("each: tx-");
    }

    private static String label(TimeSeries series, String key) {
        return series.channels().get(series.indexOf(key)).label();
    }

    @Test
    void anIdleSecondQueueLeavesTheFirstExactlyAsASingleQueueDevice() throws ScenarioException {
        // One CPU on ixgbe: XPS sends everything to queue 0, and queue 1 never sees a packet. Its
        // DQL and every event of queue 0 must then be those of the one queue, bit for bit.
        String base = "duration: 50ms\nnic: { driver: ixgbe%s }\n%sflows:\n  - { kind: bulk_tcp, count: 3 }\n";
        Simulation one = new Simulation(read(String.format(base, "", "")));
        Simulation two = new Simulation(read(String.format(base, ", tx_queues: 2", "qdisc: { kind: mq }\n")));
        TxQueue single = one.path().queues[0];
        TxQueue first = two.path().queues[0];
        for (long t = 0; t <= 50_000_000L; t += 100_000L) {
            one.runUntil(t);
            two.runUntil(t);
            assertThat(first.driver.bql().limit()).as("BQL limit at %d ns", t).isEqualTo(single.driver.bql().limit());
            assertThat(first.driver.bql().inflight()).as("inflight at %d ns", t).isEqualTo(single.driver.bql().inflight());
            assertThat(first.ring().inUse()).as("ring at %d ns", t).isEqualTo(single.ring().inUse());
        }
        assertThat(two.path().queues[1].nic.framesSent()).isZero();
        assertThat(first.nic.framesSent()).isEqualTo(single.nic.framesSent()).isPositive();
        assertThat(two.summary().frames()).isEqualTo(one.summary().frames());
    }

    @Test
    void eachQueuesInterruptRunsOnItsCpuAndABusyCpuDelaysOnlyItsOwnWork() throws ScenarioException {
        // Four CPUs, four queues, a bulk stream pinned to each CPU: every queue carries traffic
        // and every CPU works.
        Scenario s = read("duration: 100ms\ncpus: 4\nlink: { rate: 10Gbit }\nnic: { driver: ixgbe }\n"
                + "qdisc: { kind: mq, child: fq_codel }\nflows:\n"
                + "  - { kind: bulk_tcp, name: a, cpu: 0 }\n  - { kind: bulk_tcp, name: b, cpu: 1 }\n"
                + "  - { kind: bulk_tcp, name: c, cpu: 2 }\n  - { kind: bulk_tcp, name: d, cpu: 3 }\n");
        RunSummary r = run(s);
        assertThat(r.queues()).hasSize(4).allSatisfy(q -> {
            assertThat(q.frames()).isPositive();
            assertThat(q.interrupts()).isPositive();
            assertThat(q.irqCpu()).isEqualTo(q.queue());
        });
        assertThat(r.cpus()).hasSize(4).allSatisfy(c -> assertThat(c.utilization()).isPositive());
        assertThat(r.frames()).isEqualTo(r.queues().stream().mapToLong(RunSummary.QueueSummary::frames).sum());
        // A sweep reads each queue and CPU by its number.
        assertThat(SummaryFigures.of(r)).containsEntry("queues.3.frames", (double) r.queues().get(3).frames())
                .containsKey("cpus.2.utilization").doesNotContainKey("queues.3.queue");
        assertThat(r.cpuUtilization()).isCloseTo(
                r.cpus().stream().mapToDouble(RunSummary.CpuSummary::utilization).average().orElseThrow(),
                org.assertj.core.api.Assertions.within(1e-9));
    }

    @Test
    void theSnapshotListsEveryQueueAndCpu() throws ScenarioException {
        Simulation sim = new Simulation(read("cpus: 3\nnic: { driver: igb }\nqdisc: { kind: mq }\n"
                + "flows:\n  - { kind: bulk_tcp, count: 6 }\n"));
        sim.runUntil(20_000_000L);
        SimSnapshot snap = sim.snapshot();
        assertThat(snap.queues()).hasSize(3);
        assertThat(snap.cpus()).hasSize(3);
        assertThat(snap.queues()).filteredOn(QueueDetail::onWire).hasSizeLessThanOrEqualTo(1);
        assertThat(snap.totals().ringBytes()).isEqualTo(snap.queues().stream().mapToLong(QueueDetail::ringBytes).sum());
        assertThat(snap.queue(2).ring().size()).isEqualTo(snap.queue(2).ringSize());
        assertThat(new Simulation(Scenario.defaults()).snapshot().queues()).hasSize(1);
    }
}
