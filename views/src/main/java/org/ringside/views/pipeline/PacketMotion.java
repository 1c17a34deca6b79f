package org.ringside.views.pipeline;

import java.awt.geom.Rectangle2D;
import java.util.Arrays;
import org.ringside.model.sim.Stage;

/**
 * Makes packets glide: a packet that changed stage since the last snapshot (matched by id and
 * offer time, since ids are reused) eases from where it was drawn to its new place over
 * {@link #GLIDE_NS} of wall time; one that appeared comes from its socket's level at the qdisc's
 * left edge (into the qdisc) or
 * from the head of its band (into the ring; from its socket when it never waited in the qdisc).
 * A packet that only moved up its queue, or came out of a band's compressed block, where it was
 * queued all along, is drawn in its new place at once: only a change of stage moves. Where
 * packets stay in a stage for less wall time than that, as behind TCP small queues at a tenth
 * of real time, glides shorten to half the typical stay, and below {@link #SHORTEST_GLIDE_NS}
 * the picture jumps: packets are seen where they are, not forever on their way. When more
 * packets would be on their way at once than an eye can follow ({@link #MOST_MOVING}), as at a
 * hundredth of real time with a dozen packets leaving the qdisc each frame, it shows the state
 * as it is: a stream of boxes would only draw a bar from the qdisc across the driver. State is
 * kept in arrays indexed by packet id, so matching costs no map and no allocation.
 */
final class PacketMotion {
    /** How long a glide lasts, in wall-clock ns. */
    static final long GLIDE_NS = 200_000_000L;
    /** Glides shorter than three frames at 60 Hz read as flicker, not motion: jump instead. */
    static final long SHORTEST_GLIDE_NS = 50_000_000L;
    /** More packets than this on their way at once and the picture jumps instead of gliding. */
    static final int MOST_MOVING = 16;
    private static final long NONE = Long.MIN_VALUE;

    private long[] offered = new long[256];
    private byte[] stage = new byte[256];
    private double[] fromX = new double[256];
    private double[] fromY = new double[256];
    private double[] toX = new double[256];
    private double[] toY = new double[256];
    private long[] start = new long[256];
    private int[] seen = new int[256];
    /** Wall time each packet entered the stage it is in. */
    private long[] entered = new long[256];
    private int round;
    /** Mean wall time packets stayed in a stage (moving average over stage changes); 0 unknown. */
    private long stayNs;

    private double[] drawX = new double[256];
    private double[] drawY = new double[256];
    private boolean[] moving = new boolean[256];
    private int movingCount;
    private final Rectangle2D.Double lane = new Rectangle2D.Double();

    /**
     * Works out where each placed packet is drawn at wall time {@code nowNs}.
     *
     * @param glide false to show the state as it is (a still picture, or a jump)
     */
    void update(PacketPlacement placement, PipelineLayout layout, long nowNs, boolean glide) {
        int n = placement.count();
        growDrawn(n);
        boolean firstRound = round == 0;
        round++;
        if (glide && !firstRound && movingCount + starts(placement) > MOST_MOVING) {
            glide = false;
        }
        if (firstRound || glideNs() < SHORTEST_GLIDE_NS) {
            glide = false;
        }
        movingCount = 0;
        for (int i = 0; i < n; i++) {
            int id = placement.id(i);
            grow(id);
            byte where = (byte) placement.stage(i).ordinal();
            double tx = placement.x(i);
            double ty = placement.y(i);
            boolean known = seen[id] == round - 1 && offered[id] == placement.offeredNs(i);
            if (known && stage[id] != where) {
                long stay = nowNs - entered[id];
                stayNs = stayNs == 0 ? stay : (7 * stayNs + stay) / 8;
                entered[id] = nowNs;
            } else if (!known) {
                entered[id] = nowNs;
            }
            if (known && stage[id] != where && glide) {
                fromX[id] = at(fromX[id], toX[id], id, nowNs);
                fromY[id] = at(fromY[id], toY[id], id, nowNs);
                start[id] = nowNs;
            } else if (!known && glide && !comesIntoView(placement, i)) {
                origin(placement, layout, i);
                start[id] = nowNs;
            } else if (!known || !glide || progress(id, nowNs) >= 1) {
                fromX[id] = tx;
                fromY[id] = ty;
                start[id] = NONE;
            }
            // A packet mid-glide keeps its origin and heads for its (possibly new) target.
            toX[id] = tx;
            toY[id] = ty;
            stage[id] = where;
            offered[id] = placement.offeredNs(i);
            seen[id] = round;
            draw(i, id, nowNs);
        }
    }

    /** Moves the drawn positions on to wall time {@code nowNs} without a new snapshot. */
    void advance(PacketPlacement placement, long nowNs) {
        movingCount = 0;
        for (int i = 0; i < placement.count(); i++) {
            draw(i, placement.id(i), nowNs);
        }
    }

    private void draw(int i, int id, long nowNs) {
        double e = ease(progress(id, nowNs));
        drawX[i] = fromX[id] + (toX[id] - fromX[id]) * e;
        drawY[i] = fromY[id] + (toY[id] - fromY[id]) * e;
        moving[i] = e < 1;
        if (moving[i]) {
            movingCount++;
        }
    }

    /** Packets this placement would set on their way: those that changed stage or appeared. */
    private int starts(PacketPlacement placement) {
        int starts = 0;
        for (int i = 0; i < placement.count(); i++) {
            int id = placement.id(i);
            boolean known = id < seen.length && seen[id] == round - 1 && offered[id] == placement.offeredNs(i);
            if (known ? stage[id] != placement.stage(i).ordinal() : !comesIntoView(placement, i)) {
                starts++;
            }
        }
        return starts;
    }

    /** A packet newly drawn in a band that ends, or ended, in a compressed block: queued all along. */
    private static boolean comesIntoView(PacketPlacement placement, int i) {
        return placement.stage(i) == Stage.QDISC && placement.counted(placement.band(i));
    }

    /**
     * Where a packet new to the picture comes from: the head of the band its flow was seen in
     * (into the ring), else its socket: into the qdisc, or past it into the ring when the qdisc
     * was empty (__dev_xmit_skb in net/core/dev.c sends it straight to the driver when the qdisc
     * has TCQ_F_CAN_BYPASS and holds nothing, since Linux 2.6.32).
     */
    private void origin(PacketPlacement placement, PipelineLayout layout, int i) {
        int id = placement.id(i);
        int band = placement.bandOf(placement.view(i).source());
        if (placement.stage(i) == Stage.RING && band >= 0 && band < layout.bands()) {
            fromX[id] = layout.laneRight() - placement.width(i);
            fromY[id] = layout.rowY(band, 0);
        } else {
            layout.socketLane(placement.entryOf(placement.view(i).source()), lane);
            // From the qdisc's rows' left edge, level with its socket's lane: from the socket
            // panel's edge it was drawn past the qdisc panel's, over the gap and its border.
            fromX[id] = layout.laneX();
            fromY[id] = lane.getCenterY() - placement.height(i) / 2;
        }
    }

    private double at(double from, double to, int id, long nowNs) {
        return from + (to - from) * ease(progress(id, nowNs));
    }

    private double progress(int id, long nowNs) {
        if (start[id] == NONE) {
            return 1;
        }
        return Math.max(0, Math.min(1, (nowNs - start[id]) / (double) glideNs()));
    }

    /** How long a glide lasts now: {@link #GLIDE_NS}, or half the typical stay in a stage if shorter. */
    long glideNs() {
        return stayNs == 0 ? GLIDE_NS : Math.max(1, Math.min(GLIDE_NS, stayNs / 2));
    }

    /** Ease in and out (cubic): starts and stops gently, which the eye follows best. */
    static double ease(double t) {
        return t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2;
    }

    double drawX(int i) {
        return drawX[i];
    }

    double drawY(int i) {
        return drawY[i];
    }

    /** True while placed packet {@code i} is still on its way. */
    boolean moving(int i) {
        return moving[i];
    }

    /** Packets on their way now: while above 0 the picture needs redrawing. */
    int movingCount() {
        return movingCount;
    }

    private void grow(int id) {
        if (id < offered.length) {
            return;
        }
        int n = Math.max(offered.length * 2, id + 1);
        offered = Arrays.copyOf(offered, n);
        stage = Arrays.copyOf(stage, n);
        fromX = Arrays.copyOf(fromX, n);
        fromY = Arrays.copyOf(fromY, n);
        toX = Arrays.copyOf(toX, n);
        toY = Arrays.copyOf(toY, n);
        start = Arrays.copyOf(start, n);
        seen = Arrays.copyOf(seen, n);
        entered = Arrays.copyOf(entered, n);
    }

    private void growDrawn(int n) {
        if (n > drawX.length) {
            int m = Math.max(n, drawX.length * 2);
            drawX = new double[m];
            drawY = new double[m];
            moving = new boolean[m];
        }
    }
}
