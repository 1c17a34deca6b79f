package org.ringside.model.metrics;

/**
 * What one flow entry (all of its {@code count} sources together) has done: packets and bytes
 * sent and dropped, the to-the-wire latency of each packet, and for request-response flows the
 * time of each whole transaction. Also keeps the mean latency of the current sample interval.
 */
public final class FlowStats {
    private final String name;
    private long packets;
    private long bytes;
    private long droppedPackets;
    private long droppedBytes;
    private long transactions;
    private final Histogram latency = new Histogram();
    private final Histogram transactionTimes = new Histogram();
    /** The latest packet's latency, or -1 before the first. */
    private long lastLatencyNs = -1;
    private double intervalLatencySum;
    private long intervalLatencyCount;

    public FlowStats(String name) {
        this.name = name;
    }

    public String name() {
        return name;
    }

    /** Bytes of a packet (or a GSO segment) that left the wire. */
    public void bytesSent(long n) {
        bytes += n;
    }

    /** A whole packet left the wire, {@code latencyNs} after it was handed to the stack. */
    public void packetSent(long latencyNs) {
        packets++;
        latency.record(latencyNs);
        lastLatencyNs = latencyNs;
        intervalLatencySum += latencyNs;
        intervalLatencyCount++;
    }

    public void dropped(long packetCount, long byteCount) {
        droppedPackets += packetCount;
        droppedBytes += byteCount;
    }

    public void transactionDone(long ns) {
        transactions++;
        transactionTimes.record(ns);
    }

    /** Mean latency of packets sent since the last call; NaN when none was sent. Resets it. */
    public double takeIntervalLatency() {
        double mean = intervalLatencyCount == 0 ? Double.NaN : intervalLatencySum / intervalLatencyCount;
        intervalLatencySum = 0;
        intervalLatencyCount = 0;
        return mean;
    }

    public long packets() {
        return packets;
    }

    public long bytes() {
        return bytes;
    }

    public long droppedPackets() {
        return droppedPackets;
    }

    public long droppedBytes() {
        return droppedBytes;
    }

    public long transactions() {
        return transactions;
    }

    /** The to-the-wire latency of the latest packet sent, or -1 before the first. */
    public long lastLatencyNs() {
        return lastLatencyNs;
    }

    public Histogram latency() {
        return latency;
    }

    public Histogram transactionTimes() {
        return transactionTimes;
    }
}
