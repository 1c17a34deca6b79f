package org.ringside.model.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ringside.model.scenario.CrossKind;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.sources.Sources;

/**
 * The port's bytes by flow entry when other hosts' flows cross it: this host's entries first, then
 * the cross-traffic entries, each entry's bytes ({@code skb->len}) that left the port, for the
 * summary's shares and the CSV's per-entry rates; and another host's request/response entry's
 * transactions, which no {@code flows[]} entry of the summary reports.
 */
final class PortShares {
    private final PortPath port;
    private final CrossTraffic cross;
    private final int hostSources;
    /** Each source's entry, in the list of all entries (this host's, then the others'). */
    private final int[] entryOf;
    private final List<String> names = new ArrayList<>();
    private final int[] streams;
    /** Whether each source is a bulk TCP stream, for Jain's index. */
    private final boolean[] bulk;

    PortShares(PortPath port, Sources sources) {
        this.port = port;
        this.cross = port.cross();
        hostSources = sources.size();
        int all = hostSources + cross.size();
        entryOf = new int[all];
        bulk = new boolean[all];
        for (int i = 0; i < hostSources; i++) {
            entryOf[i] = sources.get(i).group();
            bulk[i] = sources.get(i).flow().kind() == FlowKind.BULK_TCP;
        }
        sources.groups().forEach(f -> names.add(f.name()));
        for (int i = hostSources; i < all; i++) {
            entryOf[i] = names.size() + cross.entryOf(i);
            bulk[i] = cross.entries().get(cross.entryOf(i)).kind() == CrossKind.BULK_TCP;
        }
        cross.entries().forEach(c -> names.add(c.name()));
        streams = new int[names.size()];
        for (int e : entryOf) {
            streams[e]++;
        }
    }

    /** The entries' names: this host's, then the other hosts'. */
    List<String> names() {
        return names;
    }

    /** Fills {@code out} (one slot an entry) with each entry's bytes that left the port so far. */
    void bytesLeft(long[] out) {
        Arrays.fill(out, 0);
        for (int i = 0; i < entryOf.length; i++) {
            out[entryOf[i]] += port.bytesLeft(i);
        }
    }

    /** Each entry's rate at the port and share of the port's bytes; Jain's index over the bulk TCP streams. */
    Map<String, RunSummary.PortFlow> flows(double seconds) {
        long[] bytes = new long[names.size()];
        bytesLeft(bytes);
        long total = 0;
        for (long b : bytes) {
            total += b;
        }
        Map<String, RunSummary.PortFlow> out = new LinkedHashMap<>();
        int hostEntries = names.size() - cross.entries().size();
        for (int e = 0; e < names.size(); e++) {
            double rate = seconds > 0 ? bytes[e] * 8 / seconds : 0;
            double share = total > 0 ? (double) bytes[e] / total : 0;
            Transactions t = e >= hostEntries ? cross.transactions(e - hostEntries) : null;
            out.put(names.get(e), t == null ? new RunSummary.PortFlow(e >= hostEntries, streams[e], rate, share)
                    : new RunSummary.PortFlow(true, streams[e], rate, share, seconds > 0 ? t.count() / seconds : 0.0,
                            SummaryBuilder.latency(t.times())));
        }
        return out;
    }

    /** Jain's index over the rates of every bulk TCP stream at the port, this host's and the others'. */
    RunSummary.Fairness fairness(double seconds) {
        List<Double> rates = new ArrayList<>();
        for (int i = 0; i < entryOf.length; i++) {
            if (bulk[i]) {
                rates.add(seconds > 0 ? port.bytesLeft(i) * 8 / seconds : 0);
            }
        }
        return new RunSummary.Fairness(JainIndex.jain(rates.stream().mapToDouble(Double::doubleValue).toArray()),
                rates.size());
    }
}
