package org.ringside.views.pipeline;

import java.util.Arrays;
import java.util.List;
import org.ringside.model.sim.QueueDetail;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.PacketView;
import org.ringside.model.sim.SimSnapshot.RingView;
import org.ringside.model.sim.Stage;

/**
 * Where each packet of a snapshot belongs in a layout: a box in its qdisc band (head at the
 * right, nearest the driver, filling rows right to left), the GSO remainder's box, or a point on
 * the ring at its first descriptor. A band with more packets than its rows hold ends in a
 * compressed block that counts the rest, so nothing is silently left out. The arrays are reused
 * from one snapshot to the next: placing allocates nothing once they have grown.
 */
final class PacketPlacement {
    /** Drawn by number only: the rest of a band beyond its rows. */
    static final double COMPRESSED_SHARE = 0.5;
    private static final Stage[] STAGES = Stage.values();

    private int count;
    private int[] ids = new int[256];
    private long[] offered = new long[256];
    private PacketView[] views = new PacketView[256];
    private byte[] stage = new byte[256];
    private int[] band = new int[256];
    private double[] x = new double[256];
    private double[] y = new double[256];
    private double[] w = new double[256];
    private double[] h = new double[256];

    private int[] hiddenPackets = new int[3];
    /** The same count in the placement before this one. */
    private int[] hiddenBefore = new int[3];
    private long[] hiddenBytes = new long[3];
    private double[] compressedX = new double[3];
    private double[] compressedWidth = new double[3];
    private int[] queuedPackets = new int[3];
    private long[] queuedBytes = new long[3];

    /** Per source: its flow entry, and the band its packets were last seen in (-1: not yet). */
    private int[] sourceEntry = new int[16];
    private int[] sourceBand = new int[16];
    private int[] entrySources = new int[4];
    private int[] entryBand = new int[4];

    PacketPlacement() {
        Arrays.fill(sourceBand, -1);
        Arrays.fill(entryBand, -1);
    }

    /** Places every packet of the snapshot's queue {@code queue}: its qdisc's and its ring's. */
    void place(SimSnapshot snapshot, QueueDetail queue, PipelineLayout layout) {
        count = 0;
        mapSources(snapshot);
        int bands = queue.qdiscBands().size();
        growBands(bands);
        System.arraycopy(hiddenPackets, 0, hiddenBefore, 0, hiddenPackets.length);
        for (int b = 0; b < bands; b++) {
            placeBand(b, queue.qdiscBands().get(b), layout);
        }
        PacketView rest = queue.gsoRemainder();
        if (rest != null) {
            double bw = Math.min(layout.laneWidth(), layout.boxWidth(rest.lenBytes()));
            add(rest, Stage.QDISC, -1, layout.laneRight() - bw, layout.gsoY(), bw, layout.rowHeight());
        }
        placeRing(queue.ring(), layout);
    }

    private void mapSources(SimSnapshot snapshot) {
        List<SimSnapshot.SocketView> sockets = snapshot.sockets();
        List<SimSnapshot.FlowView> flows = snapshot.flows();
        if (sourceEntry.length < sockets.size()) {
            int old = sourceEntry.length;
            sourceEntry = Arrays.copyOf(sourceEntry, sockets.size());
            sourceBand = Arrays.copyOf(sourceBand, sockets.size());
            Arrays.fill(sourceBand, old, sourceBand.length, -1);
        }
        if (entrySources.length < flows.size()) {
            int old = entryBand.length;
            entrySources = Arrays.copyOf(entrySources, flows.size());
            entryBand = Arrays.copyOf(entryBand, flows.size());
            Arrays.fill(entryBand, old, entryBand.length, -1);
        }
        Arrays.fill(entrySources, 0);
        for (int s = 0; s < sockets.size(); s++) {
            String name = sockets.get(s).flow();
            int entry = 0;
            for (int e = 0; e < flows.size(); e++) {
                if (flows.get(e).name().equals(name)) {
                    entry = e;
                    break;
                }
            }
            sourceEntry[s] = entry;
            entrySources[entry]++;
        }
    }

    private void growBands(int bands) {
        if (hiddenPackets.length < bands) {
            hiddenPackets = Arrays.copyOf(hiddenPackets, bands);
            hiddenBefore = new int[bands];
            hiddenBytes = new long[bands];
            compressedX = new double[bands];
            compressedWidth = new double[bands];
            queuedPackets = new int[bands];
            queuedBytes = new long[bands];
        }
    }

    private void placeBand(int b, List<PacketView> packets, PipelineLayout layout) {
        int first = count;
        int rows = layout.rows();
        int row = 0;
        double right = layout.laneRight();
        double left = layout.laneX();
        double cursor = right;
        int placed = 0;
        long bytes = 0;
        for (PacketView p : packets) {
            bytes += p.lenBytes();
        }
        queuedPackets[b] = packets.size();
        queuedBytes[b] = bytes;
        for (PacketView p : packets) {
            learnBand(p.source(), b);
            double bw = Math.min(layout.laneWidth(), layout.boxWidth(p.lenBytes()));
            if (cursor - bw < left) {
                row++;
                cursor = right;
                if (row >= rows) {
                    break;
                }
            }
            cursor -= bw;
            add(p, Stage.QDISC, b, cursor, layout.rowY(b, row), bw, layout.rowHeight());
            cursor -= layout.px(1.5); // a hairline of ground between boxes
            placed++;
        }
        hiddenPackets[b] = 0;
        hiddenBytes[b] = 0;
        compressedWidth[b] = 0;
        if (placed < packets.size()) {
            // Make room at the tail of the last row for the count of the rest.
            double need = layout.laneWidth() * COMPRESSED_SHARE;
            double lastRowY = layout.rowY(b, rows - 1);
            while (placed > 0 && y[count - 1] == lastRowY && x[count - 1] - left < need) {
                count--;
                placed--;
            }
            double end = placed > 0 && y[count - 1] == lastRowY ? x[count - 1] - layout.px(3) : right;
            compressedX[b] = left;
            compressedWidth[b] = Math.max(layout.px(4), end - left);
            for (int i = placed; i < packets.size(); i++) {
                hiddenBytes[b] += packets.get(i).lenBytes();
            }
            hiddenPackets[b] = packets.size() - placed;
        }
        assert count - first == placed;
    }

    private void learnBand(int source, int b) {
        if (source >= 0 && source < sourceBand.length) {
            sourceBand[source] = b;
            entryBand[sourceEntry[source]] = b;
        }
    }

    private void placeRing(RingView ring, PipelineLayout layout) {
        double r = (layout.ring().flowInner() + layout.ring().stateInner()) / 2;
        double box = layout.rowHeight();
        for (PacketView p : ring.packets()) {
            if (p.firstSlot() < 0) {
                continue;
            }
            double a = RingGeometry.angle(p.firstSlot() + p.descriptors() / 2.0, ring.size());
            double cx = layout.ring().x() + r * Math.cos(a);
            double cy = layout.ring().y() + r * Math.sin(a);
            add(p, Stage.RING, -1, cx - box / 2, cy - box / 2, box, box);
        }
    }

    private void add(PacketView p, Stage where, int b, double px, double py, double pw, double ph) {
        if (count == ids.length) {
            int n = count * 2;
            ids = Arrays.copyOf(ids, n);
            offered = Arrays.copyOf(offered, n);
            views = Arrays.copyOf(views, n);
            stage = Arrays.copyOf(stage, n);
            band = Arrays.copyOf(band, n);
            x = Arrays.copyOf(x, n);
            y = Arrays.copyOf(y, n);
            w = Arrays.copyOf(w, n);
            h = Arrays.copyOf(h, n);
        }
        ids[count] = p.id();
        offered[count] = p.offeredNs();
        views[count] = p;
        stage[count] = (byte) where.ordinal();
        band[count] = b;
        x[count] = px;
        y[count] = py;
        w[count] = pw;
        h[count] = ph;
        count++;
    }

    // --- reading ---------------------------------------------------------------------------------

    /** Packets placed. */
    int count() {
        return count;
    }

    int id(int i) {
        return ids[i];
    }

    long offeredNs(int i) {
        return offered[i];
    }

    PacketView view(int i) {
        return views[i];
    }

    Stage stage(int i) {
        return STAGES[stage[i]];
    }

    boolean inRing(int i) {
        return stage[i] == Stage.RING.ordinal();
    }

    /** The packet's band, or -1 for the GSO remainder and packets in the ring. */
    int band(int i) {
        return band[i];
    }

    double x(int i) {
        return x[i];
    }

    double y(int i) {
        return y[i];
    }

    double width(int i) {
        return w[i];
    }

    double height(int i) {
        return h[i];
    }

    /** Packets of band {@code b} drawn only as a count. */
    int hiddenPackets(int b) {
        return b < hiddenPackets.length ? hiddenPackets[b] : 0;
    }

    /**
     * True when band {@code b} ends in a compressed block now or did in the placement before: a
     * packet newly drawn in it then was queued all along, counted in the block, not just enqueued.
     */
    boolean counted(int b) {
        return b >= 0 && b < hiddenPackets.length && (hiddenPackets[b] > 0 || hiddenBefore[b] > 0);
    }

    long hiddenBytes(int b) {
        return b < hiddenBytes.length ? hiddenBytes[b] : 0;
    }

    double compressedX(int b) {
        return compressedX[b];
    }

    double compressedWidth(int b) {
        return compressedWidth[b];
    }

    int queuedPackets(int b) {
        return b < queuedPackets.length ? queuedPackets[b] : 0;
    }

    long queuedBytes(int b) {
        return b < queuedBytes.length ? queuedBytes[b] : 0;
    }

    /** The flow entry a source belongs to. */
    int entryOf(int source) {
        return source >= 0 && source < sourceEntry.length ? sourceEntry[source] : 0;
    }

    /** Sources of a flow entry (100 for {@code count: 100}). */
    int sourcesOf(int entry) {
        return entry < entrySources.length ? entrySources[entry] : 0;
    }

    /** The band a source's packets were seen in, or -1 (pktgen never passes the qdisc). */
    int bandOf(int source) {
        return source >= 0 && source < sourceBand.length ? sourceBand[source] : -1;
    }

    /** The band a flow entry's packets were seen in, or -1. */
    int bandOfEntry(int entry) {
        return entry < entryBand.length ? entryBand[entry] : -1;
    }
}
