package org.ringside.model.sources;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.ringside.model.scenario.Flow;

/**
 * Every source of a scenario: each flow entry makes {@code count} sources, in entry order. The
 * seed staggers their start times within the first millisecond, one draw per source in that
 * order; nothing else is random.
 */
public final class Sources {
    /** Sources start within this long of time 0. */
    public static final long STAGGER_NS = 1_000_000L;

    private final List<Source> all;
    private final Source[] byIndex;
    private final List<Flow> groups;
    /** The first source's index: 0 for the host's, after them for other hosts' (cross traffic). */
    private final int first;

    public Sources(List<Flow> flows, long seed, SourceContext ctx) {
        this(flows, seed, ctx, 0);
    }

    /**
     * Sources numbered from {@code first}, so that their packets, timers and ACKs tell them from
     * the sources numbered before them (other hosts' flows beside this host's).
     */
    public Sources(List<Flow> flows, long seed, SourceContext ctx, int first) {
        this.groups = List.copyOf(flows);
        this.first = first;
        SplittableRandom random = new SplittableRandom(seed);
        List<Source> made = new ArrayList<>();
        for (int g = 0; g < flows.size(); g++) {
            Flow flow = flows.get(g);
            for (int i = 0; i < flow.count(); i++) {
                long start = random.nextLong(STAGGER_NS);
                made.add(create(ctx, flow, first + made.size(), g, start));
            }
        }
        this.all = List.copyOf(made);
        this.byIndex = made.toArray(new Source[0]);
    }

    private static Source create(SourceContext ctx, Flow flow, int index, int group, long start) {
        switch (flow.kind()) {
            case BULK_TCP:
                return new BulkTcpSource(ctx, flow, index, group, start);
            case REQUEST_RESPONSE:
                return new RequestResponseSource(ctx, flow, index, group, start);
            case UDP_CBR:
                return new UdpCbrSource(ctx, flow, index, group, start);
            case PKTGEN:
                return new PktgenSource(ctx, flow, index, group, start);
            default:
                throw new IllegalArgumentException("unknown flow kind " + flow.kind());
        }
    }

    /** Schedules every source's start. */
    public void scheduleStarts() {
        for (Source s : all) {
            s.schedule();
        }
    }

    public Source get(int index) {
        return byIndex[index - first];
    }

    public int size() {
        return all.size();
    }

    public List<Source> all() {
        return all;
    }

    /** The flow entries, in order; a source's {@link Source#group()} indexes this list. */
    public List<Flow> groups() {
        return groups;
    }
}
