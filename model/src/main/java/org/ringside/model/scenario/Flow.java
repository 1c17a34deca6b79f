package org.ringside.model.scenario;

/**
 * One flow entry of a scenario; {@code count} identical flows are reported as one under its name.
 *
 * @param kind the source kind
 * @param name reported name (defaults to the kind's word)
 * @param count how many identical flows this entry stands for
 * @param priority pfifo_fast band mapping
 * @param remoteRttNs bulk_tcp / request_response: time from the last bit on the wire to the ACK or reply
 * @param request request_response: request bytes (the packet is request + 54)
 * @param size udp_cbr: UDP payload bytes (packet = size + 42); pktgen: pkt_size (payload = size - 42)
 * @param intervalNs udp_cbr: time between packets
 * @param cpu the CPU the flow's sockets send from (0 to 63), or {@link #SPREAD}
 * @param zerocopy bulk_tcp: sends with {@code MSG_ZEROCOPY}, so sendmsg copies no bytes
 * @param waitWarnNs a packet's wait to the wire above which its lane shows the wait in the
 *     warning colour, or 0 for no threshold
 */
public record Flow(FlowKind kind, String name, int count, Priority priority, long remoteRttNs,
        int request, int size, long intervalNs, int cpu, boolean zerocopy, long waitWarnNs) {
    /** No CPU of its own: the scenario's sources take the CPUs in turn. */
    public static final int SPREAD = -1;

    /**
     * The knob table's defaults for a kind, named after it; a pktgen flow's size is pktgen's
     * smallest, as the table's default size is a udp_cbr payload.
     */
    public static Flow defaults(FlowKind kind) {
        return Knobs.defaultFlow(kind);
    }

    public Flow withName(String v) {
        return new Flow(kind, v, count, priority, remoteRttNs, request, size, intervalNs, cpu, zerocopy, waitWarnNs);
    }

    public Flow withCount(int v) {
        return new Flow(kind, name, v, priority, remoteRttNs, request, size, intervalNs, cpu, zerocopy, waitWarnNs);
    }

    public Flow withPriority(Priority v) {
        return new Flow(kind, name, count, v, remoteRttNs, request, size, intervalNs, cpu, zerocopy, waitWarnNs);
    }

    public Flow withRemoteRttNs(long v) {
        return new Flow(kind, name, count, priority, v, request, size, intervalNs, cpu, zerocopy, waitWarnNs);
    }

    public Flow withRequest(int v) {
        return new Flow(kind, name, count, priority, remoteRttNs, v, size, intervalNs, cpu, zerocopy, waitWarnNs);
    }

    public Flow withSize(int v) {
        return new Flow(kind, name, count, priority, remoteRttNs, request, v, intervalNs, cpu, zerocopy, waitWarnNs);
    }

    public Flow withCpu(int v) {
        return new Flow(kind, name, count, priority, remoteRttNs, request, size, intervalNs, v, zerocopy, waitWarnNs);
    }

    public Flow withIntervalNs(long v) {
        return new Flow(kind, name, count, priority, remoteRttNs, request, size, v, cpu, zerocopy, waitWarnNs);
    }

    public Flow withZerocopy(boolean v) {
        return new Flow(kind, name, count, priority, remoteRttNs, request, size, intervalNs, cpu, v, waitWarnNs);
    }

    public Flow withWaitWarnNs(long v) {
        return new Flow(kind, name, count, priority, remoteRttNs, request, size, intervalNs, cpu, zerocopy, v);
    }
}
