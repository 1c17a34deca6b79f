package org.ringside.views.pipeline;

import java.awt.Color;
import org.ringside.model.driver.SlotState;
import org.ringside.views.charts.ChartStyle;

/**
 * The pipeline picture's colours: dark ink on a light ground for a projector, or the
 * high-contrast variant (white ink on black, thicker outlines). Data colours come from
 * {@link ChartStyle}'s Okabe–Ito palette, so the picture and the charts name a flow alike.
 *
 * @param ground the background
 * @param panel each stage's panel
 * @param ink text and outlines
 * @param softInk secondary text
 * @param rule thin lines, empty gauges
 * @param outline multiplies every outline's width
 * @param highContrast true for the high-contrast variant
 */
public record PipelineTheme(Color ground, Color panel, Color ink, Color softInk, Color rule, float outline,
        boolean highContrast) {

    /** Light ground, dark ink. */
    public static final PipelineTheme LIGHT = new PipelineTheme(new Color(0xF6, 0xF5, 0xF0), Color.WHITE,
            new Color(0x14, 0x17, 0x1A), new Color(0x3A, 0x43, 0x4D), new Color(0x9A, 0xA6, 0xB2), 1f, false);
    /** Black ground, white ink, outlines twice as thick. */
    public static final PipelineTheme HIGH_CONTRAST = new PipelineTheme(Color.BLACK, Color.BLACK, Color.WHITE,
            Color.WHITE, new Color(0xB0, 0xB0, 0xB0), 2f, true);

    public static PipelineTheme of(boolean highContrast) {
        return highContrast ? HIGH_CONTRAST : LIGHT;
    }

    /**
     * The colour of the i-th flow entry (or band): the charts' series colours, with blue and
     * black swapped for sky blue and white on the black ground, where they would vanish.
     */
    public Color series(int i) {
        Color c = ChartStyle.seriesColor(i);
        if (highContrast) {
            if (c.equals(ChartStyle.BLUE)) {
                return ChartStyle.SKY_BLUE;
            }
            if (c.equals(ChartStyle.BLACK)) {
                return Color.WHITE;
            }
        }
        return c;
    }

    /** A descriptor's colour by its state. */
    public Color slot(SlotState state) {
        switch (state) {
            case WRITTEN:
                return ChartStyle.ORANGE;
            case NIC_OWNED:
                return highContrast ? ChartStyle.SKY_BLUE : ChartStyle.BLUE;
            case DONE:
                return ChartStyle.GREEN;
            default:
                return highContrast ? new Color(0x40, 0x40, 0x40) : new Color(0xDD, 0xE2, 0xE7);
        }
    }

    /** The stack's stop (BQL): vermillion, the colour of a stop sign in the palette. */
    public Color stackXoff() {
        return ChartStyle.VERMILLION;
    }

    /** The driver's stop (ring full). */
    public Color driverXoff() {
        return ChartStyle.PURPLE;
    }

    /**
     * A lane's wait over its flow's {@code wait_warn}: a dark vermillion (6.4:1 on the light
     * ground) or, on black, Okabe–Ito yellow (15.9:1), both readable from the back of a room.
     */
    public Color waitOver() {
        return highContrast ? new Color(0xF0, 0xE4, 0x42) : new Color(0xA6, 0x3C, 0x00);
    }

    /** Doorbell and interrupt flashes. */
    public Color flash() {
        return ChartStyle.ORANGE;
    }

    /** The outline around what the last step touched. */
    public Color highlight() {
        return highContrast ? Color.YELLOW : ChartStyle.VERMILLION;
    }

    /** Colour of packets whose band is not known (pktgen goes round the qdisc). */
    public Color unknown() {
        return rule;
    }
}
