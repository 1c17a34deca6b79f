package org.ringside.model.sim;

import java.util.Locale;
import java.util.Map;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.format.Durations;
import org.ringside.model.format.PrintableText;
import org.ringside.model.format.Rates;

/**
 * The bottleneck port's lines in what {@code ringside run} prints after a run: its rate, queue,
 * wait, drops and marks, and with other hosts' flows each entry's part of it, a request/response
 * entry's transactions beside. Only with {@code network:}; a run without prints as it did.
 */
final class PortLines {
    private PortLines() {
    }

    static void append(StringBuilder b, RunSummary.BottleneckSummary port) {
        b.append(String.format(Locale.ROOT, "  bottleneck port: %s, queue %s on average (p95 %s)",
                Rates.human(port.throughputBps()), ByteCounts.readable(port.queueBytes().mean()),
                ByteCounts.readable(port.queueBytes().p95())));
        if (port.sojournNs().mean() != null) {
            b.append(String.format(Locale.ROOT, ", wait mean %s, p99 %s", Durations.human(port.sojournNs().mean()),
                    Durations.human(port.sojournNs().p99())));
        }
        b.append(String.format(Locale.ROOT, "; drops %d, marks %d%n", port.drops(), port.marks()));
        if (port.flows() == null) {
            return;
        }
        for (Map.Entry<String, RunSummary.PortFlow> e : port.flows().entrySet()) {
            RunSummary.PortFlow f = e.getValue();
            String who = PrintableText.of(e.getKey());
            if (f.cross()) {
                who += f.streams() == 1 ? " (another host's)" : " (other hosts', " + f.streams() + " flows)";
            }
            b.append(String.format(Locale.ROOT, "    %s: %s at the port, %.1f %%", who, Rates.human(f.throughputBps()),
                    100 * f.share()));
            if (f.tps() != null) {
                b.append(String.format(Locale.ROOT, ", %.1f transactions/s", f.tps()));
                RunSummary.Latency t = f.transactionNs();
                if (t.mean() != null) {
                    b.append(String.format(Locale.ROOT, ", transaction mean %s, p50 %s, p99 %s",
                            Durations.human(t.mean()), Durations.human(t.p50()), Durations.human(t.p99())));
                }
            }
            b.append(System.lineSeparator());
        }
        if (port.fairness() != null && port.fairness().jain() != null) {
            b.append(String.format(Locale.ROOT, "    Jain's index over the %d bulk TCP streams at the port: %.3f%n",
                    port.fairness().streams(), port.fairness().jain()));
        }
    }
}
