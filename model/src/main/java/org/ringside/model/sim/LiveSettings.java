package org.ringside.model.sim;

import org.ringside.model.scenario.Cpu;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.Nic;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Receiver;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Tcp;

/**
 * The settings the transmit path reads as it goes, which knobs may change between steps: the
 * NIC's (TSO, GSO, MTU, clean-up budget), the CPU costs and the TCP sysctls; and the kernel
 * release and the qdisc's kind, fixed for the run. Every stage that reads one holds this one object, so a change is
 * seen by all of them at once.
 */
final class LiveSettings {
    private final Kernel kernel;
    /** The far end's ACK rules, fixed for the run. */
    private final Receiver receiver;
    private final boolean behindPort;
    private final QdiscKind qdiscKind;
    private Nic nic;
    private Cpu costs;
    private Tcp tcp;
    // Derived from the settings above, read for every packet: worked out once per change.
    private int mss;
    private int tcpHeaders;
    private boolean superPackets;

    LiveSettings(Scenario scenario) {
        kernel = scenario.kernel();
        receiver = scenario.receiver();
        behindPort = scenario.network().present();
        qdiscKind = scenario.qdisc().leaf();  // what holds the packets: mq's child under mq
        nic = scenario.nic();
        costs = scenario.cpu();
        tcp = scenario.tcp();
        derive();
    }

    private void derive() {
        mss = tcp.mss(nic.mtu());
        tcpHeaders = tcp.frameHeaderBytes();
        superPackets = nic.tso() || nic.gso();
    }

    Kernel kernel() {
        return kernel;
    }

    Receiver receiver() {
        return receiver;
    }

    /** Whether a bottleneck port lies beyond the wire. */
    boolean behindPort() {
        return behindPort;
    }

    QdiscKind qdiscKind() {
        return qdiscKind;
    }

    Nic nic() {
        return nic;
    }

    Cpu costs() {
        return costs;
    }

    Tcp tcp() {
        return tcp;
    }

    /** TCP's MSS for the MTU and options now. */
    int mss() {
        return mss;
    }

    /** Bytes in front of a TCP payload in a frame now: Ethernet, IP, TCP and its options. */
    int tcpHeaders() {
        return tcpHeaders;
    }

    /** TSO or GSO is on. */
    boolean superPackets() {
        return superPackets;
    }

    void setNic(Nic settings) {
        nic = settings;
        derive();
    }

    void setCosts(Cpu settings) {
        costs = settings;
    }

    void setTcp(Tcp settings) {
        tcp = settings;
        derive();
    }
}
