package org.ringside.model.scenario;

import java.util.List;

/**
 * Everything one simulation run needs: the link, the NIC, BQL, the qdisc, CPU costs and flows.
 * Values are in the model's units: nanoseconds, bytes, bit/s. A scenario is a value; the
 * simulation never changes it (run-time knob changes go through the simulation's own API).
 *
 * @param name shown in titles and chart subtitles
 * @param durationNs how long {@code ringside run} simulates
 * @param seed staggers flow start times and drives every other random choice
 * @param kernel the Linux release whose behaviour the run follows where it changed since 3.3
 * @param link the wire
 * @param nic ring, offloads, coalescing, doorbell policy
 * @param bql byte queue limits
 * @param qdisc the queuing discipline in front of the driver
 * @param tcp the sending host's TCP limits (small queues, send buffer, segment sizes)
 * @param receiver how the far end of the TCP flows ACKs (GRO, delayed ACKs, quickack)
 * @param network what lies beyond the wire: a bottleneck port, or none
 * @param sampleIntervalNs how often metrics are sampled
 * @param cpu how many CPUs send, and per-operation CPU costs
 * @param flows the traffic sources
 */
public record Scenario(String name, long durationNs, long seed, Kernel kernel, Link link, Nic nic, Bql bql,
        Qdisc qdisc, Tcp tcp, Receiver receiver, Network network, long sampleIntervalNs, Cpu cpu, List<Flow> flows) {

    public Scenario {
        flows = List.copyOf(flows);
    }

    /** The knob table's defaults (a 1 GbE e1000-class NIC) and one bulk TCP flow. */
    public static Scenario defaults() {
        return Knobs.defaults().withName("default 1 GbE").withFlows(List.of(Flow.defaults(FlowKind.BULK_TCP)));
    }

    /**
     * The device's transmit queues: {@code nic.tx_queues}, or when that is 0 one per CPU up to
     * the driver's maximum, as the drivers size {@code real_num_tx_queues} from
     * {@code num_online_cpus()}.
     */
    public int txQueues() {
        return nic.txQueues() > 0 ? nic.txQueues() : Math.min(cpu.cpus(), nic.driver().maxTxQueues());
    }

    public Scenario withName(String v) {
        return new Scenario(v, durationNs, seed, kernel, link, nic, bql, qdisc, tcp, receiver, network, sampleIntervalNs, cpu, flows);
    }

    public Scenario withDurationNs(long v) {
        return new Scenario(name, v, seed, kernel, link, nic, bql, qdisc, tcp, receiver, network, sampleIntervalNs, cpu, flows);
    }

    public Scenario withSeed(long v) {
        return new Scenario(name, durationNs, v, kernel, link, nic, bql, qdisc, tcp, receiver, network, sampleIntervalNs, cpu, flows);
    }

    public Scenario withKernel(Kernel v) {
        return new Scenario(name, durationNs, seed, v, link, nic, bql, qdisc, tcp, receiver, network, sampleIntervalNs, cpu, flows);
    }

    public Scenario withLink(Link v) {
        return new Scenario(name, durationNs, seed, kernel, v, nic, bql, qdisc, tcp, receiver, network, sampleIntervalNs, cpu, flows);
    }

    public Scenario withNic(Nic v) {
        return new Scenario(name, durationNs, seed, kernel, link, v, bql, qdisc, tcp, receiver, network, sampleIntervalNs, cpu, flows);
    }

    public Scenario withBql(Bql v) {
        return new Scenario(name, durationNs, seed, kernel, link, nic, v, qdisc, tcp, receiver, network, sampleIntervalNs, cpu, flows);
    }

    public Scenario withQdisc(Qdisc v) {
        return new Scenario(name, durationNs, seed, kernel, link, nic, bql, v, tcp, receiver, network, sampleIntervalNs, cpu, flows);
    }

    public Scenario withTcp(Tcp v) {
        return new Scenario(name, durationNs, seed, kernel, link, nic, bql, qdisc, v, receiver, network, sampleIntervalNs, cpu, flows);
    }

    public Scenario withReceiver(Receiver v) {
        return new Scenario(name, durationNs, seed, kernel, link, nic, bql, qdisc, tcp, v, network, sampleIntervalNs, cpu, flows);
    }

    public Scenario withNetwork(Network v) {
        return new Scenario(name, durationNs, seed, kernel, link, nic, bql, qdisc, tcp, receiver, v, sampleIntervalNs, cpu, flows);
    }

    public Scenario withSampleIntervalNs(long v) {
        return new Scenario(name, durationNs, seed, kernel, link, nic, bql, qdisc, tcp, receiver, network, v, cpu, flows);
    }

    public Scenario withCpu(Cpu v) {
        return new Scenario(name, durationNs, seed, kernel, link, nic, bql, qdisc, tcp, receiver, network, sampleIntervalNs, v, flows);
    }

    public Scenario withFlows(List<Flow> v) {
        return new Scenario(name, durationNs, seed, kernel, link, nic, bql, qdisc, tcp, receiver, network, sampleIntervalNs, cpu, v);
    }
}
