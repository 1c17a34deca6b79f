package org.ringside.model.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Priority;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Units;
import org.ringside.model.sim.HeadlessRun;
import org.ringside.model.sim.SummaryFigures;

class SweepRunnerTest {
    private static final Scenario BASE = Scenario.defaults().withDurationNs(20_000_000L).withFlows(List.of(
            Flow.defaults(FlowKind.BULK_TCP).withName("bulk").withCount(4),
            Flow.defaults(FlowKind.REQUEST_RESPONSE).withName("r,r").withPriority(Priority.INTERACTIVE)));

    private static List<SweepAxis> axes() {
        return List.of(SweepAxis.parse("nic.ring_size=64..256*2", BASE, 100), SweepAxis.parse("bql.mode=auto,off", BASE, 100));
    }

    private static String csv(SweepTable table) throws Exception {
        StringWriter out = new StringWriter();
        SweepCsv.write(table, out);
        return out.toString();
    }

    @Test
    void eachRowIsTheSummaryOfItsOwnRunInThePlansOrder() throws Exception {
        SweepPlan plan = new SweepPlan(BASE, axes());
        List<Integer> told = Collections.synchronizedList(new ArrayList<>());
        java.util.Map<Integer, SweepTable.Row> byIndex = new java.util.concurrent.ConcurrentHashMap<>();
        SweepTable table = SweepRunner.run(plan.axes(), plan.combinations(), 2, (i, r, n) -> {
            told.add(n);
            byIndex.put(i, r);
        });

        assertThat(told).containsExactlyInAnyOrder(1, 2, 3, 4, 5, 6);
        assertThat(byIndex).hasSize(6);
        byIndex.forEach((i, r) -> assertThat(r).isSameAs(table.rows().get(i)));
        assertThat(table.rows()).hasSize(6);
        SweepPlan.Combination fourth = plan.combinations().get(3);
        assertThat(table.rows().get(3).values()).containsExactly(128L, 2L);
        assertThat(table.rows().get(3).figures())
                .isEqualTo(SummaryFigures.of(HeadlessRun.run(fourth.scenario(), 20_000_000L).summary()));
        assertThat(table.figureNames()).isEqualTo(List.copyOf(SweepRunner.figureNames(BASE)));
    }

    @Test
    void theTableIsTheSameWhateverTheNumberOfThreads() throws Exception {
        SweepPlan plan = new SweepPlan(BASE, axes());
        String one = csv(SweepRunner.run(plan.axes(), plan.combinations(), 1, (i, r, n) -> { }));
        String three = csv(SweepRunner.run(plan.axes(), plan.combinations(), 3, (i, r, n) -> { }));
        assertThat(three).isEqualTo(one);
    }

    @Test
    void theCsvHasTheValuesThenEveryFigureOneRowPerRun() throws Exception {
        SweepPlan plan = new SweepPlan(BASE, axes());
        SweepTable table = SweepRunner.run(plan.axes(), plan.combinations(), 2, (i, r, n) -> { });
        List<String> lines = csv(table).lines().toList();

        assertThat(lines).hasSize(1 + 6);
        assertThat(lines.get(0)).startsWith("nic.ring_size,bql.mode,seed,duration_ns,throughput_bps,")
                .contains(",flows.bulk.latency_ns.p99,", ",\"flows.r,r.latency_ns.p99\",");
        assertThat(lines.get(1)).startsWith("64,auto,1,20000000,");
        assertThat(lines.get(2)).startsWith("64,off,1,20000000,");
        assertThat(lines.get(6)).startsWith("256,off,1,20000000,");
        int columns = 2 + table.figureNames().size();
        // Each quoted header cell of the flow "r,r" holds one comma more.
        long quoted = table.figureNames().stream().filter(n -> n.contains(",")).count();
        assertThat(quoted).isPositive();
        assertThat(lines.get(0).split(",", -1)).hasSize((int) (columns + quoted));
        for (String row : lines.subList(1, lines.size())) {
            assertThat(row.split(",", -1)).hasSize(columns);
        }
        // A bulk flow has no transactions: an empty cell, not a zero.
        int tps = table.figureNames().indexOf("flows.bulk.tps");
        assertThat(lines.get(1).split(",", -1)[2 + tps]).isEmpty();
    }

    @Test
    void runEachHoldsOnlyTheRunsInFlight() throws Exception {
        SweepPlan plan = new SweepPlan(Scenario.defaults().withDurationNs(Units.MS),
                List.of(SweepAxis.parse("seed=1..40+1", Scenario.defaults(), 100)));
        java.util.concurrent.atomic.AtomicInteger made = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.atomic.AtomicInteger done = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.atomic.AtomicInteger most = new java.util.concurrent.atomic.AtomicInteger();
        SweepRunner.runEach(40, i -> {
            most.accumulateAndGet(made.incrementAndGet() - done.get(), Math::max);
            return plan.combination(i);
        }, 2, (i, r, n) -> done.incrementAndGet());
        assertThat(done.get()).isEqualTo(40);
        assertThat(most.get()).isBetween(1, 4);
        assertThat(plan.combination(7)).isEqualTo(plan.combinations().get(7));
    }
}
