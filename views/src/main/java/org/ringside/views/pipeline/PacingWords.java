package org.ringside.views.pipeline;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ringside.model.format.Durations;
import org.ringside.model.format.Rates;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SocketPacing;

/**
 * Pacing in the picture's words, from the snapshot's {@link SocketPacing}: a flow fq throttles,
 * with when its next packet leaves ({@code time_next_packet}) and the rate that holds it (the
 * socket's pacing rate, capped by {@code SO_MAX_PACING_RATE}, or fq's {@code maxrate}); and a
 * socket TCP paces itself, with when its pacing timer fires.
 */
final class PacingWords {
    /** fq's band label for a throttled flow, "flow 3 (throttled)": fq's flow number is the socket's. */
    private static final Pattern THROTTLED = Pattern.compile("flow (\\d+) \\(throttled\\)");

    private PacingWords() {
    }

    /** The pacing of the socket whose fq flow band {@code label} names as throttled, or null. */
    static SocketPacing throttled(String label, SimSnapshot s) {
        Matcher m = THROTTLED.matcher(label);
        if (s.path() == null || !m.matches()) {
            return null;
        }
        int socket = Integer.parseInt(m.group(1));
        List<SocketPacing> all = s.path().pacing();
        return socket < all.size() && all.get(socket).fqThrottled() ? all.get(socket) : null;
    }

    /**
     * A throttled flow's band label, longest first: its name, when its next packet leaves and at
     * what rate, then its backlog as {@link QdiscPainter#bandLabel} gives it.
     */
    static List<String> band(String label, SocketPacing p, long nowNs, long packets, long bytes) {
        String flow = label.substring(0, label.indexOf(" ("));
        String leaves = "leaves in " + Durations.human(Math.max(0, p.fqNextNs() - nowNs));
        String rate = rate(p);
        List<String> backlog = QdiscPainter.bandLabel("", packets, bytes);
        String in = "in " + Durations.human(Math.max(0, p.fqNextNs() - nowNs));
        // The time and the rate are the point: they stay together longest, the flow's name and
        // backlog give way first.
        return List.of(flow + " throttled, " + leaves + " at " + rate + ": " + backlog.get(1),
                flow + " throttled, " + leaves + " at " + rate + ": " + backlog.get(2),
                flow + ": " + leaves + ", " + rate, flow + ": " + in + ", " + rate, leaves + ", " + rate,
                in + ", " + rate, flow + ": " + leaves, leaves);
    }

    /** The rate that paces the flow, and whose it is: fq's maxrate where it is the lower. */
    static String rate(SocketPacing p) {
        long bytesPerSecond = Math.min(p.rateBytesPerSecond(), p.fqMaxrateBytesPerSecond());
        if (bytesPerSecond == Long.MAX_VALUE) {
            return "no rate";
        }
        String bits = Rates.human(bytesPerSecond * 8.0);
        return p.fqMaxrateBytesPerSecond() <= p.rateBytesPerSecond() ? bits + " (fq maxrate)" : bits;
    }

    /** A figure and its unit joined by a no-break space, so that a lane's line never breaks between them. */
    private static String whole(String figure) {
        return figure.replace(' ', '\u00a0');
    }

    /**
     * The socket lane's lines on pacing: who paces it, at what rate, and, while TCP's pacing
     * timer holds its next packet, when it fires; empty where nobody paces.
     */
    static List<String> lane(SocketPacing p, long nowNs) {
        long bytesPerSecond = Math.min(p.rateBytesPerSecond(), p.fqMaxrateBytesPerSecond());
        // Before its first RTT sample a socket has no pacing rate yet (tcp_update_pacing_rate).
        String rate = bytesPerSecond == Long.MAX_VALUE ? "no rate yet" : Rates.human(bytesPerSecond * 8.0);
        return switch (p.by()) {
            case NONE -> List.of();
            case FQ -> List.of("fq paces", whole(rate));
            case TCP -> p.tcpHolds()
                    ? List.of("TCP paces", whole(rate), "timer: " + whole(Durations.human(p.tcpNextNs() - nowNs)))
                    : List.of("TCP paces", whole(rate));
        };
    }
}
