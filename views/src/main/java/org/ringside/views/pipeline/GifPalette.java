package org.ringside.views.pipeline;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.util.Arrays;
import org.ringside.model.driver.SlotState;

/**
 * A fixed 256-colour palette for GIF frames: every colour the theme paints exactly, then a
 * 6x6x6 colour cube and greys for the antialiased edges between them. One palette for all frames
 * keeps the file small and the colours steady; each pixel goes to its exact colour when it has
 * one, otherwise to the nearest, without dithering (dots would crawl from frame to frame).
 */
final class GifPalette {
    private final IndexColorModel model;
    private final int[] rgb;
    private final int[] exactKeys = new int[1024];
    private final byte[] exactIndex = new byte[1024];
    /** Nearest palette entry for each colour at 5 bits per channel. */
    private final byte[] nearest = new byte[32 * 32 * 32];

    GifPalette(PipelineTheme theme) {
        int[] colours = new int[256];
        int n = 0;
        Color[] named = {theme.ground(), theme.panel(), theme.ink(), theme.softInk(), theme.rule(), theme.flash(),
            theme.highlight(), theme.stackXoff(), theme.driverXoff(), Color.WHITE, Color.BLACK};
        for (Color c : named) {
            n = add(colours, n, c.getRGB());
        }
        for (SlotState s : SlotState.values()) {
            n = add(colours, n, theme.slot(s).getRGB());
        }
        for (int i = 0; i < 7; i++) {
            n = add(colours, n, theme.series(i).getRGB());
        }
        for (int r = 0; r < 6; r++) {
            for (int g = 0; g < 6; g++) {
                for (int b = 0; b < 6; b++) {
                    n = add(colours, n, 0xFF000000 | (r * 51) << 16 | (g * 51) << 8 | b * 51);
                }
            }
        }
        for (int v = 0; v < 256 && n < 256; v += 3) {
            n = add(colours, n, 0xFF000000 | v * 0x010101);
        }
        // A GIF colour table has a power-of-two size: fill what is left with the ground.
        while (n < 256) {
            colours[n++] = theme.ground().getRGB() | 0xFF000000;
        }
        rgb = colours;
        byte[] r = new byte[n];
        byte[] g = new byte[n];
        byte[] b = new byte[n];
        Arrays.fill(exactKeys, 0);
        for (int i = 0; i < n; i++) {
            r[i] = (byte) (rgb[i] >> 16);
            g[i] = (byte) (rgb[i] >> 8);
            b[i] = (byte) rgb[i];
            int slot = slot(rgb[i]);
            boolean known = false;
            while (exactKeys[slot] != 0) {
                known |= exactKeys[slot] == rgb[i];
                slot = (slot + 1) & (exactKeys.length - 1);
            }
            if (!known) {
                exactKeys[slot] = rgb[i];
                exactIndex[slot] = (byte) i;
            }
        }
        model = new IndexColorModel(8, n, r, g, b);
        for (int q = 0; q < nearest.length; q++) {
            int qr = ((q >> 10) & 31) * 255 / 31;
            int qg = ((q >> 5) & 31) * 255 / 31;
            int qb = (q & 31) * 255 / 31;
            nearest[q] = (byte) closest(qr, qg, qb);
        }
    }

    private static int add(int[] colours, int n, int argb) {
        int c = argb | 0xFF000000;
        for (int i = 0; i < n; i++) {
            if (colours[i] == c) {
                return n;
            }
        }
        if (n == colours.length) {
            return n;
        }
        colours[n] = c;
        return n + 1;
    }

    private int slot(int c) {
        int h = c * 0x9E3779B9;
        return (h >>> 22) & (exactKeys.length - 1);
    }

    private int closest(int r, int g, int b) {
        int best = 0;
        int bestD = Integer.MAX_VALUE;
        for (int i = 0; i < rgb.length; i++) {
            int dr = ((rgb[i] >> 16) & 0xFF) - r;
            int dg = ((rgb[i] >> 8) & 0xFF) - g;
            int db = (rgb[i] & 0xFF) - b;
            int d = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
            if (d < bestD) {
                bestD = d;
                best = i;
            }
        }
        return best;
    }

    /** The image in this palette. */
    BufferedImage toIndexed(BufferedImage image, int[] row) {
        int w = image.getWidth();
        int h = image.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_BYTE_INDEXED, model);
        byte[] line = new byte[w];
        for (int y = 0; y < h; y++) {
            image.getRGB(0, y, w, 1, row, 0, w);
            for (int x = 0; x < w; x++) {
                line[x] = index(row[x] | 0xFF000000);
            }
            out.getRaster().setDataElements(0, y, w, 1, line);
        }
        return out;
    }

    private byte index(int c) {
        int slot = slot(c);
        while (exactKeys[slot] != 0) {
            if (exactKeys[slot] == c) {
                return exactIndex[slot];
            }
            slot = (slot + 1) & (exactKeys.length - 1);
        }
        return nearest[((c >> 19) & 31) << 10 | ((c >> 11) & 31) << 5 | ((c >> 3) & 31)];
    }

    /** Colours in the palette: 256. */
    int size() {
        return rgb.length;
    }

    /** The i-th colour, as 0xRRGGBB. */
    int rgb(int i) {
        return rgb[i] & 0xFFFFFF;
    }
}
