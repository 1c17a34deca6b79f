package org.ringside.model.sim;

import java.util.List;
import org.ringside.model.driver.Descriptors;
import org.ringside.model.dql.Dql;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.BqlMode;
import org.ringside.model.scenario.Cpu;
import org.ringside.model.scenario.DoorbellMode;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Link;
import org.ringside.model.scenario.Nic;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sources.BulkTcpSource;
import org.ringside.model.sources.PktgenSource;
import org.ringside.model.sources.UdpCbrSource;

/**
 * The model's own guard on its inputs: the design's ranges, and the combinations the stages
 * need (a ring with room for the driver's wake threshold, datagrams that fit the MTU). Scenario
 * files are validated with file and line before they get here; this catches values set in code
 * or through knobs, with a message naming the knob, the value and the allowed range.
 */
final class ScenarioChecks {
    private ScenarioChecks() {
    }

    static void check(Scenario s) {
        if (s.durationNs() <= 0) {
            fail("duration", s.durationNs() + " ns", "above 0");
        }
        if (s.sampleIntervalNs() <= 0) {
            fail("sample_interval", s.sampleIntervalNs() + " ns", "above 0");
        }
        checkLink(s.link());
        checkNic(s.nic());
        checkRing(s.nic());
        checkBql(s.bql());
        checkCpu(s.cpu());
        if (s.qdisc().txqueuelen() < 1) {
            fail("qdisc.txqueuelen", String.valueOf(s.qdisc().txqueuelen()), "1 or more");
        }
        if (s.qdisc().drainBudgetBytes() < 0) {
            fail("qdisc.drain_budget_bytes", String.valueOf(s.qdisc().drainBudgetBytes()), "0 (off) or more");
        }
        checkFlows(s.flows(), s.nic().mtu());
    }

    static void checkLink(Link link) {
        range("link.rate", link.rateBps(), 1_000_000L, 400_000_000_000L, " bit/s");
    }

    static void checkNic(Nic n) {
        range("nic.ring_size", n.ringSize(), 8, 16384, "");
        range("nic.max_desc_bytes", n.maxDescBytes(), 256, 65536, "");
        range("nic.mtu", n.mtu(), 68, 9216, "");
        range("nic.gso_max_size", n.gsoMaxSize(), n.mtu(), 65536, "");
        range("nic.tx_usecs", n.txUsecsNs(), 0, 10_000_000L, " ns");
        range("nic.tx_frames", n.txFrames(), 1, 4096, "");
        range("nic.napi_budget", n.napiBudget(), 1, 4096, "");
        range("nic.dispatch_limit", n.dispatchLimit(), 0, 256, "");
        if (n.doorbell() == null) {
            fail("nic.doorbell", "null", DoorbellMode.IMMEDIATE.yamlName() + ", " + DoorbellMode.DISPATCH_LIMIT.yamlName()
                    + " or " + DoorbellMode.XMIT_MORE.yamlName());
        }
    }

    /** The driver stops below its threshold and wakes at twice it, so the ring must hold twice it. */
    static void checkRing(Nic n) {
        int smallest = Descriptors.smallestRing(n.tso(), n.gsoMaxSize(), n.mtu(), n.maxDescBytes());
        if (n.ringSize() < smallest) {
            fail("nic.ring_size", String.valueOf(n.ringSize()), smallest + " to 16384 with these offload, MTU and"
                    + " max_desc_bytes settings (twice the most descriptors one packet can take)");
        }
    }

    static void checkBql(Bql b) {
        range("bql.limit_min", b.limitMin(), 0, Dql.MAX_LIMIT, "");
        range("bql.limit_max", b.limitMax(), 0, Dql.MAX_LIMIT, "");
        range("bql.hold_time", b.holdTimeMs(), 0, 0xFFFF_FFFFL, " ms");
        if (b.mode() == BqlMode.FIXED) {
            range("bql.limit", b.limit(), 0, Dql.MAX_LIMIT, "");
        }
    }

    static void checkCpu(Cpu c) {
        range("cpu.per_packet", c.perPacketNs(), 0, 1_000_000L, " ns");
        range("cpu.per_segment", c.perSegmentNs(), 0, 1_000_000L, " ns");
        range("cpu.doorbell", c.doorbellNs(), 0, 1_000_000L, " ns");
        range("cpu.per_completion", c.perCompletionNs(), 0, 1_000_000L, " ns");
        range("cpu.pktgen_per_packet", c.pktgenPerPacketNs(), 0, 1_000_000L, " ns");
    }

    static void checkFlows(List<Flow> flows, int mtu) {
        for (int i = 0; i < flows.size(); i++) {
            Flow f = flows.get(i);
            String at = "flows[" + i + "].";
            range(at + "count", f.count(), 1, 100_000, "");
            range(at + "remote_rtt", f.remoteRttNs(), 0, 10_000_000_000L, " ns");
            if (f.kind() == FlowKind.REQUEST_RESPONSE) {
                range(at + "request", f.request(), 0, mtu - (BulkTcpSource.HEADERS - 14), " bytes", ", MTU - 40");
            } else if (f.kind() == FlowKind.UDP_CBR) {
                range(at + "size", f.size(), 0, mtu - (UdpCbrSource.HEADERS - 14), " bytes", ", MTU - 28");
                range(at + "interval", f.intervalNs(), 1, 10_000_000_000L, " ns");
            } else if (f.kind() == FlowKind.PKTGEN) {
                range(at + "size", f.size(), PktgenSource.HEADERS, mtu + 14, " bytes", ", MTU + 14");
            }
        }
    }

    private static void range(String knob, long value, long min, long max, String unit) {
        range(knob, value, min, max, unit, "");
    }

    private static void range(String knob, long value, long min, long max, String unit, String why) {
        if (value < min || value > max) {
            fail(knob, value + unit, min + " to " + max + unit + why);
        }
    }

    private static void fail(String knob, String value, String allowed) {
        throw new IllegalArgumentException(knob + ": " + value + " is out of range (allowed: " + allowed + ")");
    }
}
