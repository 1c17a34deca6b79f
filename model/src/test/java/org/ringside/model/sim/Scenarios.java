package org.ringside.model.sim;

import java.util.List;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.DoorbellMode;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Link;
import org.ringside.model.scenario.Scenario;

/** Small scenarios the model tests share, built from the defaults. */
final class Scenarios {
    private Scenarios() {
    }

    /**
     * The defaults on Linux 3.3, as the BQL work measured it: no small queues or autosizing, a
     * doorbell per packet, lists cut short by BQL.
     */
    static Scenario linux2011() {
        return Knobs.get("kernel").set(Scenario.defaults(), Kernel.FIRST.index());
    }

    /** One bulk TCP flow on the default 1 GbE NIC with TSO and GSO off: 1514-byte packets, on 3.3. */
    static Scenario bulkTcpNoOffloads() {
        Scenario s = linux2011();
        return s.withNic(s.nic().withTso(false).withGso(false));
    }

    /** A UDP flood: full-size datagrams every microsecond, more than any link here can carry. */
    static Scenario udpFlood(long rateBps, boolean tso) {
        Scenario s = linux2011();
        Flow flood = Flow.defaults(FlowKind.UDP_CBR).withName("flood").withSize(1472).withIntervalNs(1_000);
        return s.withLink(new Link(rateBps)).withNic(s.nic().withTso(tso)).withBql(Bql.off()).withFlows(List.of(flood));
    }

    /** pktgen with 60-byte packets on a 10 GbE NIC with an ixgbe-sized ring (512). */
    static Scenario pktgen10G(DoorbellMode doorbell, int dispatchLimit) {
        Scenario s = linux2011();
        return s.withLink(new Link(10_000_000_000L))
                .withNic(s.nic().withRingSize(512).withDoorbell(doorbell, dispatchLimit))
                .withFlows(List.of(Flow.defaults(FlowKind.PKTGEN)));
    }

    /** One request-response flow alone on the default NIC. */
    static Scenario loneRequestResponse(long remoteRttNs) {
        return Scenario.defaults().withFlows(List.of(
                Flow.defaults(FlowKind.REQUEST_RESPONSE).withName("rr").withRemoteRttNs(remoteRttNs)));
    }
}
