package org.ringside.views.pipeline;

import java.util.List;
import java.util.Locale;

/**
 * How fast the picture draws: the time to render each frame (last, mean, worst), the frames per
 * second over the last second, the packets drawn, and the longest the JavaFX thread went between
 * two animation pulses (a gap above 16.7 ms is a dropped frame at 60 Hz, whatever its cause).
 */
public final class FrameStats {
    private long frames;
    private double lastMs;
    private double sumMs;
    private double worstMs;
    private long lastPulseNs = -1;
    private double worstGapMs;
    private int packetsDrawn;
    private long windowStartNs = -1;
    private int windowFrames;
    private double fps;

    /** A frame was rendered in {@code renderNs}, drawing {@code packets} packets. */
    public void frame(long renderNs, int packets, long pulseNs) {
        frames++;
        lastMs = renderNs / 1e6;
        sumMs += lastMs;
        worstMs = Math.max(worstMs, lastMs);
        packetsDrawn = packets;
        if (windowStartNs < 0) {
            windowStartNs = pulseNs;
        }
        windowFrames++;
        if (pulseNs - windowStartNs >= 1_000_000_000L) {
            fps = windowFrames * 1e9 / (pulseNs - windowStartNs);
            windowStartNs = pulseNs;
            windowFrames = 0;
        }
    }

    /** An animation pulse came at {@code pulseNs}. */
    public void pulse(long pulseNs) {
        if (lastPulseNs >= 0) {
            worstGapMs = Math.max(worstGapMs, (pulseNs - lastPulseNs) / 1e6);
        }
        lastPulseNs = pulseNs;
    }

    /** Forgets everything measured so far (e.g. after the window was hidden). */
    public void reset() {
        frames = 0;
        lastMs = sumMs = worstMs = worstGapMs = fps = 0;
        lastPulseNs = windowStartNs = -1;
        windowFrames = 0;
        packetsDrawn = 0;
    }

    public long frames() {
        return frames;
    }

    public double lastMs() {
        return lastMs;
    }

    public double meanMs() {
        return frames == 0 ? 0 : sumMs / frames;
    }

    public double worstMs() {
        return worstMs;
    }

    /** The longest time between two pulses seen, in ms. */
    public double worstPulseGapMs() {
        return worstGapMs;
    }

    /** Frames drawn in the latest whole second (0 until a second has passed). */
    public double fps() {
        return fps;
    }

    public int packetsDrawn() {
        return packetsDrawn;
    }

    /** The debug overlay's lines. */
    public List<String> lines() {
        return List.of(String.format(Locale.ROOT, "%.0f fps", fps),
                String.format(Locale.ROOT, "frame %.1f ms (mean %.1f, worst %.1f)", lastMs, meanMs(), worstMs),
                String.format(Locale.ROOT, "%,d packets drawn", packetsDrawn),
                String.format(Locale.ROOT, "worst pulse gap %.1f ms", worstGapMs));
    }
}
