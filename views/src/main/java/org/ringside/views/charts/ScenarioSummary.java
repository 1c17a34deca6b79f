package org.ringside.views.charts;

import java.util.ArrayList;
import java.util.List;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.format.Durations;
import org.ringside.model.format.PrintableText;
import org.ringside.model.format.Rates;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.LinuxHistory;
import org.ringside.model.scenario.Nic;
import org.ringside.model.scenario.NicDriver;
import org.ringside.model.scenario.Qdisc;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Scenario;

/**
 * A scenario's key settings in one line, for chart subtitles: a chart that travels without its
 * configuration cannot be trusted (Flent's plots carry theirs for the same reason). The names in
 * it, the scenario's and the flows', are escaped ({@code PrintableText}): the line is for drawing.
 */
public final class ScenarioSummary {
    /** Flows listed by name before the rest are counted. */
    private static final int FLOWS_NAMED = 4;

    private ScenarioSummary() {
    }

    /**
     * The scenario's name, then its {@link #settings settings}: the line under a picture's clock,
     * which has no title of its own to name the scenario.
     */
    public static String namedSettings(Scenario s) {
        return PrintableText.of(s.name()) + ChartStyle.SEPARATOR + settings(s);
    }

    /**
     * E.g. {@code Linux 3.3 · 1 Gbit/s · ring 256 · TSO on, GSO on · MTU 1500 · BQL auto · doorbell
     * immediate · pfifo_fast txqueuelen 1000 · flows: 100× bulk_tcp, rr}; "TCP small queues off"
     * joins them where a release that has them runs without, and a real driver is named before the
     * ring ("e1000 · ring 1024").
     */
    public static String settings(Scenario s) {
        Nic nic = s.nic();
        List<String> parts = new ArrayList<>();
        parts.add("Linux " + s.kernel());
        parts.add(Rates.human(s.link().rateBps()));
        if (nic.driver() != NicDriver.GENERIC) {
            parts.add(nic.driver().yamlName());
        }
        parts.add("ring " + nic.ringSize());
        parts.add("TSO " + onOff(nic.tso()) + ", GSO " + onOff(nic.gso()));
        parts.add("MTU " + nic.mtu());
        parts.add(bql(s.bql()));
        parts.add(doorbell(nic));
        parts.add(qdisc(s.qdisc()));
        // Worth saying where the release has them on.
        if (!s.tcp().smallQueues() && LinuxHistory.of("tcp.small_queues").orElseThrow().valueAt(s.kernel()) != 0) {
            parts.add("TCP small queues off");
        }
        parts.add("flows: " + flows(s.flows()));
        return String.join(" · ", parts);
    }

    private static String onOff(boolean on) {
        return on ? "on" : "off";
    }

    static String bql(Bql b) {
        switch (b.mode()) {
            case OFF:
                return "BQL off";
            case FIXED:
                return "BQL fixed " + ByteCounts.setting(b.limit());
            default:
                StringBuilder text = new StringBuilder("BQL auto");
                if (b.limitMin() > 0) {
                    text.append(", limit_min ").append(ByteCounts.setting(b.limitMin()));
                }
                if (b.limitMax() != Bql.MAX_LIMIT) {
                    text.append(", limit_max ").append(ByteCounts.setting(b.limitMax()));
                }
                return text.toString();
        }
    }

    private static String doorbell(Nic nic) {
        switch (nic.doorbell()) {
            case DISPATCH_LIMIT:
                return "doorbell dispatch_limit " + nic.dispatchLimit();
            case XMIT_MORE:
                return "doorbell xmit_more";
            default:
                return "doorbell immediate";
        }
    }

    private static String qdisc(Qdisc q) {
        // fq_codel and fq have their own packet limits and ignore txqueuelen; fq_codel's target
        // and fq's per-flow limit and maxrate say how they queue.
        String text = switch (q.leaf()) {
            case FQ_CODEL -> "fq_codel limit " + q.fqCodel().limit() + ", target "
                    + Durations.scenario(q.fqCodel().targetNs());
            case FQ -> "fq limit " + q.fq().limit() + ", flow_limit " + q.fq().flowLimit()
                    + (q.fq().maxrateBps() > 0 ? ", maxrate " + Rates.scenario(q.fq().maxrateBps()) : "");
            case PFIFO_FAST, PFIFO -> q.leaf().yamlName() + " txqueuelen " + q.txqueuelen();
            case MQ -> throw new IllegalStateException("mq is never a leaf");
        };
        if (q.kind() == QdiscKind.MQ) {
            text = "mq over " + text; // one such child per transmit queue
        }
        return q.drainBudgetBytes() > 0 ? text + ", drain budget " + ByteCounts.setting(q.drainBudgetBytes()) : text;
    }

    private static String flows(List<Flow> flows) {
        if (flows.isEmpty()) {
            return "none";
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < flows.size() && i < FLOWS_NAMED; i++) {
            Flow f = flows.get(i);
            String name = PrintableText.of(f.name());
            names.add(f.count() > 1 ? f.count() + "× " + name : name);
        }
        if (flows.size() > FLOWS_NAMED) {
            names.add((flows.size() - FLOWS_NAMED) + " more");
        }
        return String.join(", ", names);
    }
}
