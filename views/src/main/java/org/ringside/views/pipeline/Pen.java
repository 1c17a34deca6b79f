package org.ringside.views.pipeline;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Stroke;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import java.util.Locale;
import org.ringside.model.format.PrintableText;
import org.ringside.model.sim.SimSnapshot.PacketView;
import org.ringside.views.pipeline.PipelinePainter.Frame;

/**
 * What every painter of the picture shares for one frame: the graphics, the layout and theme,
 * the strokes for the scale, reusable shapes and the one way text is fitted and drawn. The
 * stage painters draw with it; none keeps a graphics of its own.
 */
final class Pen {
    final Rectangle2D.Double rect = new Rectangle2D.Double();
    final RoundRectangle2D.Double round = new RoundRectangle2D.Double();
    final Line2D.Double line = new Line2D.Double();
    final Ellipse2D.Double circle = new Ellipse2D.Double();
    final Path2D.Double path = new Path2D.Double();
    Graphics2D g;
    PipelineLayout layout;
    PipelineTheme theme;
    Stroke thin;
    Stroke medium;
    Stroke thick;
    private double strokeFor = -1;
    /** Below 1 while a panel's contents shrink to fit it. */
    double squeeze = 1;

    /** Takes the frame's graphics, layout and theme. */
    void begin(Graphics2D g2, PipelineLayout l, PipelineTheme t) {
        g = g2;
        layout = l;
        theme = t;
        squeeze = 1;
        strokes();
    }

    private void strokes() {
        double w = layout.unit() * theme.outline();
        if (w != strokeFor) {
            strokeFor = w;
            thin = new BasicStroke((float) Math.max(1, 1.2 * w));
            medium = new BasicStroke((float) Math.max(1, 2.5 * w), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
            thick = new BasicStroke((float) Math.max(2, 5 * w), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
        }
    }

    /** A type length at the design size, scaled like type and by the current squeeze. */
    double ty(double atDesign) {
        return layout.type(atDesign) * squeeze;
    }

    /** A font of the layout, squeezed while a panel's contents shrink to fit, but not below its floor. */
    Font font(int size, boolean bold) {
        Font f = layout.font(size, bold);
        return squeeze == 1 ? f : f.deriveFont((float) Math.max(floor(f), f.getSize2D() * squeeze));
    }

    /**
     * The least size this font shrinks to: its size at the normal text size, so that larger text
     * never draws a word smaller than normal text does; not under the picture's floor, nor over
     * its own size.
     */
    float floor(Font font) {
        return (float) layout.least(font.getSize2D());
    }

    /**
     * Draws one line of text, shrunk to fit {@code maxWidth} rather than clipped, but not below
     * the floor: a line with no room at the floor is left out.
     *
     * @param align 0 left, 1 centre, 2 right of {@code x}
     * @return whether the line was drawn
     */
    boolean text(String text, double x, double baseline, double maxWidth, Font font, Color c, int align) {
        String s = PrintableText.of(text); // names come from files: drawn as the console prints them
        Font f = fitted(s, maxWidth, font, Double.MAX_VALUE);
        double w = g.getFontMetrics(f).stringWidth(s);
        if (w > maxWidth) {
            return false;
        }
        double left = align == 0 ? x : align == 1 ? x - w / 2 : x - w;
        g.setFont(f);
        g.setPaint(c);
        g.drawString(s, (float) left, (float) baseline);
        return true;
    }

    /**
     * The first of a line's forms, longest first, that fits {@code maxWidth} at the floor or
     * above, drawn as {@link #text(String, double, double, double, Font, Color, int)} draws
     * one; none when none fits.
     */
    boolean text(List<String> forms, double x, double baseline, double maxWidth, Font font, Color c, int align) {
        for (String s : forms) {
            if (fits(s, maxWidth, font)) {
                return text(s, x, baseline, maxWidth, font, c, align);
            }
        }
        return false;
    }

    /**
     * The first of a line's forms that fits {@code maxWidth} at the font's own size: a shorter
     * form beats a smaller type. When none fits, drawn as {@link #text(List, double, double,
     * double, Font, Color, int)} draws the forms.
     */
    boolean wholeText(List<String> forms, double x, double baseline, double maxWidth, Font font, Color c, int align) {
        FontMetrics fm = g.getFontMetrics(font);
        for (String s : forms) {
            if (fm.stringWidth(s) <= maxWidth) {
                return text(s, x, baseline, maxWidth, font, c, align);
            }
        }
        return text(forms, x, baseline, maxWidth, font, c, align);
    }

    /** Whether the text fits the width at the font's floor or above. */
    boolean fits(String s, double maxWidth, Font font) {
        return g.getFontMetrics(fitted(s, maxWidth, font, Double.MAX_VALUE)).stringWidth(s) <= maxWidth;
    }

    /**
     * The first of a line's forms, longest first, that fits, left-aligned on a patch of the
     * panel's ground: a packet passing under it never hides it. None when none fits.
     */
    void grounded(List<String> forms, double x, double baseline, double maxWidth, Font font, Color c) {
        for (String s : forms) {
            Font f = fitted(s, maxWidth, font, Double.MAX_VALUE);
            FontMetrics fm = g.getFontMetrics(f);
            if (fm.stringWidth(s) <= maxWidth) {
                rect.setRect(x - 1, baseline - fm.getAscent(), fm.stringWidth(s) + 2, fm.getAscent() + fm.getDescent());
                g.setPaint(theme.panel());
                g.fill(rect);
                text(s, x, baseline, maxWidth, f, c, 0);
                return;
            }
        }
    }

    /** Text in ink at its natural size (already fitted by the caller). */
    void plainText(String s, double x, double baseline, Font f) {
        g.setFont(f);
        g.setPaint(theme.ink());
        g.drawString(PrintableText.of(s), (float) x, (float) baseline);
    }

    /**
     * The font, made smaller until the text fits the width and the height, but not below the
     * floor: at the floor it may still not fit, which the caller sees.
     */
    Font fitted(String s, double maxWidth, Font font, double maxHeight) {
        float least = floor(font);
        Font f = font;
        if (f.getSize2D() > maxHeight) {
            f = f.deriveFont((float) Math.max(least, maxHeight));
        }
        double w = g.getFontMetrics(f).stringWidth(s);
        // Widths do not scale exactly with the size (hinting), so shrink until it really fits.
        while (w > maxWidth && maxWidth > 0 && f.getSize2D() > least) {
            f = f.deriveFont((float) Math.max(least, Math.floor(f.getSize2D() * Math.min(0.95, maxWidth / w))));
            w = g.getFontMetrics(f).stringWidth(s);
        }
        return f;
    }

    static Color withAlpha(Color c, double alpha) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), (int) Math.round(255 * Math.max(0, Math.min(1, alpha))));
    }

    static String count(long n, String noun) {
        return String.format(Locale.ROOT, "%,d %s%s", n, noun, n == 1 ? "" : "s");
    }

    Color colour(Frame f, int entry, int band) {
        if (f.colourBy() == ColourBy.FLOW) {
            return theme.series(entry);
        }
        return band < 0 ? theme.unknown() : theme.series(band);
    }

    Color colourOf(Frame f, PacketView v) {
        PacketPlacement p = f.placement();
        int entry = p.entryOf(v.source());
        return colour(f, entry, f.colourBy() == ColourBy.BAND ? p.bandOf(v.source()) : -1);
    }
}
