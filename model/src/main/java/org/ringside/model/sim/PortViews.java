package org.ringside.model.sim;

import java.util.ArrayList;
import java.util.List;
import org.ringside.model.network.BottleneckPort;
import org.ringside.model.network.PortEvent;
import org.ringside.model.network.PortFrame;
import org.ringside.model.network.PortStats;
import org.ringside.model.scenario.Bottleneck;
import org.ringside.model.sources.Source;
import org.ringside.model.sources.Sources;

/** Copies a {@link BottleneckPort}'s state into a {@link PortView}. */
final class PortViews {
    private final BottleneckPort port;
    private final Sources sources;
    /** Other hosts' flows into the port, or null. */
    private final CrossTraffic cross;

    PortViews(BottleneckPort port, Sources sources, CrossTraffic cross) {
        this.port = port;
        this.sources = sources;
        this.cross = cross;
    }

    PortView build(long nowNs) {
        Bottleneck b = port.settings();
        int n = Math.min(port.queuedFrames(), PortView.MOST_FRAMES);
        List<PortView.Frame> frames = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            PortFrame f = port.queuedFrame(i);
            frames.add(frame(f.source, f.len, f.ce));
        }
        PortFrame s = port.sendingFrame();
        double progress = 0;
        if (s != null && port.sendEndNs() > port.sendStartNs()) {
            progress = Math.max(0, Math.min(1,
                    (double) (nowNs - port.sendStartNs()) / (port.sendEndNs() - port.sendStartNs())));
        }
        PortStats st = port.stats();
        return new PortView(b.rateBps(), b.bufferBytes(), b.bufferPackets(), b.aqm().yamlName(), b.ecn(),
                port.queuedBytes(), port.queuedFrames(), frames, s == null ? null : frame(s.source, s.len, s.ce),
                progress, st.framesSent(), st.drops(), st.marks(), event(st.lastDrop()), event(st.lastMark()));
    }

    private PortView.Frame frame(int source, int len, boolean ce) {
        if (source < 0) {
            return new PortView.Frame(-1, -1, "cross traffic", len, ce);
        }
        if (cross != null && cross.owns(source)) {
            return new PortView.Frame(-1, -1, cross.name(source), len, ce);
        }
        Source src = sources.get(source);
        return new PortView.Frame(source, src.group(), src.flow().name(), len, ce);
    }

    private PortView.Event event(PortEvent e) {
        return e.atNs() < 0 ? null : new PortView.Event(e.atNs(), frame(e.source(), e.len(), false), e.atHead(),
                e.byAqm());
    }
}
