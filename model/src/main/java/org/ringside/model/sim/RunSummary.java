package org.ringside.model.sim;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;

/**
 * The summary of a run, as the summary JSON writes it (keys in snake_case; the design's stable
 * keys first). Rates and utilisations are over the whole run.
 *
 * @param scenario the scenario's name
 * @param seed its seed
 * @param durationNs simulated time
 * @param throughputBps bytes of frames on the wire × 8 per second (Ethernet header to payload end)
 * @param linkUtilization fraction of time the wire was busy, preamble and gap included
 * @param pps frames per second
 * @param cpuUtilization fraction of time the CPU was busy
 * @param doorbells doorbells rung
 * @param drops packets dropped (qdisc tail drops and ring resets)
 * @param ringBytes distribution of the ring's bytes (BQL inflight) over the samples
 * @param totals byte totals; offered = sent + dropped + in the system at the end, exactly
 * @param qdiscBytes distribution of the qdisc's bytes over the samples
 * @param bqlLimit distribution of BQL's limit over the samples (0 with BQL off)
 * @param flows one entry per flow entry of the scenario
 * @param qdiscDrops packets dropped by the qdisc
 * @param ringDrops packets dropped by ring resets
 * @param interrupts TX interrupts
 * @param frames frames sent
 * @param qdiscDropsByCause the qdisc's drops split by cause ({@code qdisc_drops} is their sum)
 * @param tcpPayloadBps TCP payload (bulk_tcp and request_response) whose last bit left the wire,
 *     × 8 per second: what the applications got, beside {@code throughput_bps}, the wire's rate
 * @param fairness how evenly the bulk TCP streams shared the link
 * @param qdiscSojournNs how long packets waited in the qdisc, from offered to handed to the
 *     driver (CoDel's sojourn time; a split GSO packet counts once, when its last piece goes)
 * @param nicFifoBytes distribution of the bytes in the NIC's FIFO over the samples; only when the
 *     NIC has one, else null and left out
 * @param driverToWireBytes distribution of the bytes the driver has handed over that have not
 *     left the wire (ring not yet read, being read, FIFO), beside {@code ring_bytes}; only when
 *     the NIC has a FIFO, else null and left out
 * @param queues each transmit queue, only when the device has several (else null and left out)
 * @param cpus each CPU's utilisation, only when there are several (else null and left out); with
 *     several, {@code cpu_utilization} is their mean
 * @param bottleneck the bottleneck port beyond the wire, only with {@code network:} (else null and left out)
 */
@JsonPropertyOrder({"scenario", "seed", "duration_ns", "throughput_bps", "link_utilization", "pps", "cpu_utilization",
    "doorbells", "drops", "ring_bytes", "totals", "qdisc_bytes", "bql_limit", "flows", "qdisc_drops", "ring_drops",
    "interrupts", "frames", "qdisc_drops_by_cause", "tcp_payload_bps", "fairness", "qdisc_sojourn_ns",
    "nic_fifo_bytes", "driver_to_wire_bytes", "queues", "cpus", "bottleneck"})
public record RunSummary(
        @JsonProperty("scenario") String scenario,
        @JsonProperty("seed") long seed,
        @JsonProperty("duration_ns") long durationNs,
        @JsonProperty("throughput_bps") double throughputBps,
        @JsonProperty("link_utilization") double linkUtilization,
        @JsonProperty("pps") double pps,
        @JsonProperty("cpu_utilization") double cpuUtilization,
        @JsonProperty("doorbells") long doorbells,
        @JsonProperty("drops") long drops,
        @JsonProperty("ring_bytes") Spread ringBytes,
        @JsonProperty("totals") Totals totals,
        @JsonProperty("qdisc_bytes") Spread qdiscBytes,
        @JsonProperty("bql_limit") Spread bqlLimit,
        @JsonProperty("flows") List<FlowSummary> flows,
        @JsonProperty("qdisc_drops") long qdiscDrops,
        @JsonProperty("ring_drops") long ringDrops,
        @JsonProperty("interrupts") long interrupts,
        @JsonProperty("frames") long frames,
        @JsonProperty("qdisc_drops_by_cause") DropCauses qdiscDropsByCause,
        @JsonProperty("tcp_payload_bps") double tcpPayloadBps,
        @JsonProperty("fairness") Fairness fairness,
        @JsonProperty("qdisc_sojourn_ns") Latency qdiscSojournNs,
        @JsonProperty("nic_fifo_bytes") @JsonInclude(JsonInclude.Include.NON_NULL) Spread nicFifoBytes,
        @JsonProperty("driver_to_wire_bytes") @JsonInclude(JsonInclude.Include.NON_NULL) Spread driverToWireBytes,
        @JsonProperty("queues") @JsonInclude(JsonInclude.Include.NON_NULL) List<QueueSummary> queues,
        @JsonProperty("cpus") @JsonInclude(JsonInclude.Include.NON_NULL) List<CpuSummary> cpus,
        @JsonProperty("bottleneck") @JsonInclude(JsonInclude.Include.NON_NULL) BottleneckSummary bottleneck) {

    public RunSummary {
        flows = List.copyOf(flows);
        queues = queues == null ? null : List.copyOf(queues);
        cpus = cpus == null ? null : List.copyOf(cpus);
    }

    /**
     * One transmit queue of a device with several.
     *
     * @param queue its number ({@code tx-N})
     * @param irqCpu the CPU its interrupt and clean-up run on
     * @param ringBytes its ring's bytes (its BQL inflight) over the samples
     * @param bqlLimit its BQL limit over the samples
     * @param xoffNs how long it was stopped, by BQL or a full ring, counted in whole sample intervals
     * @param frames frames it sent
     * @param drops packets its qdisc dropped, and its ring on a reset
     * @param interrupts its TX interrupts
     */
    @JsonPropertyOrder({"queue", "irq_cpu", "ring_bytes", "bql_limit", "xoff_ns", "frames", "drops", "interrupts"})
    public record QueueSummary(
            @JsonProperty("queue") int queue,
            @JsonProperty("irq_cpu") int irqCpu,
            @JsonProperty("ring_bytes") Spread ringBytes,
            @JsonProperty("bql_limit") Spread bqlLimit,
            @JsonProperty("xoff_ns") long xoffNs,
            @JsonProperty("frames") long frames,
            @JsonProperty("drops") long drops,
            @JsonProperty("interrupts") long interrupts) {
    }

    /**
     * One CPU of several.
     *
     * @param cpu its number
     * @param utilization the fraction of the run it was busy
     */
    @JsonPropertyOrder({"cpu", "utilization"})
    public record CpuSummary(
            @JsonProperty("cpu") int cpu,
            @JsonProperty("utilization") double utilization) {
    }

    /**
     * The bottleneck port beyond the wire, only with {@code network:}.
     *
     * @param queueBytes the bytes waiting in its buffer, over the samples
     * @param sojournNs each frame's wait in its buffer before the port began sending it
     * @param drops frames it dropped (a full buffer, or its AQM)
     * @param marks frames it marked Congestion Experienced instead
     * @param throughputBps frame bytes it sent × 8 per second, each frame from its Ethernet header
     * @param retransmits segments the bulk TCP senders sent again after its drops
     * @param timeouts their retransmission timeouts
     * @param flows only with other hosts' traffic ({@code network.cross_traffic}): each flow entry's
     *     part of what the port sent, this host's entries first, by name
     * @param fairness only with other hosts' traffic: Jain's index over the rates at the port of
     *     every bulk TCP stream, this host's and the others'
     */
    @JsonPropertyOrder({"queue_bytes", "sojourn_ns", "drops", "marks", "throughput_bps", "retransmits", "timeouts",
            "flows", "fairness"})
    public record BottleneckSummary(
            @JsonProperty("queue_bytes") Spread queueBytes,
            @JsonProperty("sojourn_ns") Latency sojournNs,
            @JsonProperty("drops") long drops,
            @JsonProperty("marks") long marks,
            @JsonProperty("throughput_bps") double throughputBps,
            @JsonProperty("retransmits") long retransmits,
            @JsonProperty("timeouts") long timeouts,
            @JsonProperty("flows") @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, PortFlow> flows,
            @JsonProperty("fairness") @JsonInclude(JsonInclude.Include.NON_NULL) Fairness fairness) {
        /** A port only this host's frames cross. */
        public BottleneckSummary(Spread queueBytes, Latency sojournNs, long drops, long marks, double throughputBps,
                long retransmits, long timeouts) {
            this(queueBytes, sojournNs, drops, marks, throughputBps, retransmits, timeouts, null, null);
        }
    }

    /**
     * One flow entry's part of a bottleneck port's traffic.
     *
     * @param cross another host's entry ({@code network.cross_traffic}) rather than this host's
     * @param streams how many flows the entry stands for
     * @param throughputBps its frame bytes that left the port × 8 per second
     * @param share its part of the bytes the port sent, 0 to 1
     * @param tps another host's request/response entry only (else null and left out): its
     *     transactions per second, all its flows together, named as a host flow's {@code tps}
     * @param transactionNs another host's request/response entry only (else null and left out):
     *     each transaction from its request's start to its response's arrival, as a host flow's
     *     {@code transaction_ns}
     */
    @JsonPropertyOrder({"cross", "streams", "throughput_bps", "share", "tps", "transaction_ns"})
    public record PortFlow(
            @JsonProperty("cross") boolean cross,
            @JsonProperty("streams") int streams,
            @JsonProperty("throughput_bps") double throughputBps,
            @JsonProperty("share") double share,
            @JsonProperty("tps") @JsonInclude(JsonInclude.Include.NON_NULL) Double tps,
            @JsonProperty("transaction_ns") @JsonInclude(JsonInclude.Include.NON_NULL) Latency transactionNs) {
        /** An entry without transactions of its own to report. */
        public PortFlow(boolean cross, int streams, double throughputBps, double share) {
            this(cross, streams, throughputBps, share, null, null);
        }
    }

    /**
     * The qdisc's drops by cause.
     *
     * @param overlimit over a limit: a full pfifo band, or fq_codel's packet limit
     *     ({@code drop_overlimit} in {@code tc -s qdisc})
     * @param codel by CoDel at dequeue (fq_codel only)
     */
    @JsonPropertyOrder({"overlimit", "codel"})
    public record DropCauses(
            @JsonProperty("overlimit") long overlimit,
            @JsonProperty("codel") long codel) {
    }

    /**
     * How fairly the bulk TCP streams shared the link.
     *
     * @param jain Jain's index over the payload rates of every bulk TCP stream (each of a
     *     {@code count: 100} entry counted), 1 = all equal; null without bulk TCP streams
     * @param streams how many streams it covers
     */
    @JsonPropertyOrder({"jain", "streams"})
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Fairness(
            @JsonProperty("jain") Double jain,
            @JsonProperty("streams") int streams) {
    }

    /**
     * A quantity's spread over the samples; percentiles are nearest-rank.
     */
    @JsonPropertyOrder({"mean", "p5", "p50", "p95", "max"})
    public record Spread(
            @JsonProperty("mean") double mean,
            @JsonProperty("p5") long p5,
            @JsonProperty("p50") long p50,
            @JsonProperty("p95") long p95,
            @JsonProperty("max") long max) {
    }

    /** Byte totals; {@code bytesOffered = bytesSent + bytesDropped + bytesInSystemAtEnd}. */
    @JsonPropertyOrder({"bytes_offered", "bytes_sent", "bytes_dropped", "bytes_in_system_at_end"})
    public record Totals(
            @JsonProperty("bytes_offered") long bytesOffered,
            @JsonProperty("bytes_sent") long bytesSent,
            @JsonProperty("bytes_dropped") long bytesDropped,
            @JsonProperty("bytes_in_system_at_end") long bytesInSystemAtEnd) {
    }

    /** A latency distribution; null fields when nothing was measured. Percentiles are nearest-rank. */
    @JsonPropertyOrder({"mean", "p50", "p99", "max"})
    public record Latency(
            @JsonProperty("mean") Double mean,
            @JsonProperty("p50") Long p50,
            @JsonProperty("p99") Long p99,
            @JsonProperty("max") Long max) {
    }

    /**
     * One flow entry ({@code count} sources together).
     *
     * @param name the flow's name
     * @param kind its kind word
     * @param packets packets sent (a GSO packet once)
     * @param bytes bytes sent
     * @param latencyNs handed to the stack to last bit on the wire, per packet
     * @param tps transactions per second (request-response only, else null)
     * @param transactionNs whole transactions (request-response only, else null)
     * @param droppedPackets packets dropped
     * @param droppedBytes bytes dropped
     * @param throughputBps bytes sent × 8 per second (the flow's packets, headers included)
     * @param acks ACKs its senders received (bulk TCP only, else null); fewer than packets when
     *     the receiver's ACKs cover several (delayed ACKs, GRO)
     * @param rwndLimitedNs time the receiver's window held its senders back, summed over them
     *     (bulk TCP only, else null), as {@code tcp_info}'s {@code tcpi_rwnd_limited}
     */
    @JsonPropertyOrder({"name", "kind", "packets", "bytes", "latency_ns", "tps", "transaction_ns", "dropped_packets",
        "dropped_bytes", "throughput_bps", "acks", "rwnd_limited_ns"})
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record FlowSummary(
            @JsonProperty("name") String name,
            @JsonProperty("kind") String kind,
            @JsonProperty("packets") long packets,
            @JsonProperty("bytes") long bytes,
            @JsonProperty("latency_ns") Latency latencyNs,
            @JsonProperty("tps") Double tps,
            @JsonProperty("transaction_ns") Latency transactionNs,
            @JsonProperty("dropped_packets") long droppedPackets,
            @JsonProperty("dropped_bytes") long droppedBytes,
            @JsonProperty("throughput_bps") double throughputBps,
            @JsonProperty("acks") Long acks,
            @JsonProperty("rwnd_limited_ns") Long rwndLimitedNs) {
    }
}
