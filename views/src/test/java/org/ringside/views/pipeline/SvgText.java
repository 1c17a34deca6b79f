package org.ringside.views.pipeline;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the texts, lines and rectangles of a picture's SVG, in the order they are drawn. */
final class SvgText {
    private static final Pattern TEXT = Pattern.compile(
            "(?:<g transform='matrix\\(1,0,0,1,(?<tx>[-0-9.E]+),(?<ty>[-0-9.E]+)\\)'>)?"
            + "<text x='(?<x>[-0-9.E]+)' y='(?<y>[-0-9.E]+)' style='[^']*font-size: (?<size>[0-9.]+)px;"
            + "(?<bold> font-weight: bold;)?'>(?<text>[^<]*)</text>");
    private static final Pattern RECT = Pattern.compile(
            "<rect x='([-0-9.E]+)' y='([-0-9.E]+)' width='([-0-9.E]+)' height='([-0-9.E]+)'");
    private static final Pattern LINE = Pattern.compile(
            "<line x1='([-0-9.E]+)' y1='([-0-9.E]+)' x2='([-0-9.E]+)' y2='([-0-9.E]+)'(?: style='[^']*?stroke:\\s*([^;']+))?");
    private static final FontRenderContext FRC = new FontRenderContext(null, true, true);

    private SvgText() {
    }

    /** A drawn text, its ink's bounds (a little inside what the glyphs cover), its size and place in the document. */
    record Word(String text, Rectangle2D ink, double size, int at) {
    }

    /** A drawn rectangle and its place in the document. */
    record Box(Rectangle2D bounds, int at) {
    }

    static List<Word> words(String svg) {
        List<Word> out = new ArrayList<>();
        Matcher m = TEXT.matcher(svg);
        while (m.find()) {
            String text = m.group("text").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
            if (text.isBlank()) {
                continue;
            }
            float size = Float.parseFloat(m.group("size"));
            Font font = new Font(Font.SANS_SERIF, m.group("bold") != null ? Font.BOLD : Font.PLAIN, 1).deriveFont(size);
            Rectangle2D ink = font.createGlyphVector(FRC, text).getVisualBounds();
            // A text drawn under a translation (a lane of the pair picture) is placed where it shows.
            double x = Double.parseDouble(m.group("x")) + (m.group("tx") == null ? 0 : Double.parseDouble(m.group("tx")));
            double y = Double.parseDouble(m.group("y")) + (m.group("ty") == null ? 0 : Double.parseDouble(m.group("ty")));
            // The SVG gives sizes in whole pixels: allow a pixel for the rounding.
            out.add(new Word(text, new Rectangle2D.Double(x + ink.getX() + 1, y + ink.getY() + 1,
                    Math.max(0, ink.getWidth() - 2), Math.max(0, ink.getHeight() - 2)), size, m.start()));
        }
        return out;
    }

    /**
     * What crowds a panel: each word whose ink leaves {@code panel}, and each two words whose inks
     * overlap, described in a line; empty when nothing does.
     */
    static List<String> crowding(List<Word> in, Rectangle2D panel) {
        List<String> out = new ArrayList<>();
        for (Word word : in) {
            if (!panel.contains(word.ink())) {
                out.add("'" + word.text() + "' " + word.ink() + " leaves " + panel);
            }
        }
        for (int i = 0; i < in.size(); i++) {
            for (int j = i + 1; j < in.size(); j++) {
                Word a = in.get(i);
                Word b = in.get(j);
                if (a.ink().intersects(b.ink())) {
                    out.add("'" + a.text() + "' " + a.ink() + " overlaps '" + b.text() + "' " + b.ink());
                }
            }
        }
        return out;
    }

    /** A drawn straight line, its colour ({@code rgb(r,g,b)}, empty if not given) and its place in the document. */
    record Segment(Line2D line, String stroke, int at) {
    }

    static List<Segment> lines(String svg) {
        List<Segment> out = new ArrayList<>();
        Matcher m = LINE.matcher(svg);
        while (m.find()) {
            out.add(new Segment(new Line2D.Double(Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)),
                    Double.parseDouble(m.group(3)), Double.parseDouble(m.group(4))),
                    m.group(5) == null ? "" : m.group(5).trim(), m.start()));
        }
        return out;
    }

    static List<Box> rects(String svg) {
        List<Box> out = new ArrayList<>();
        Matcher m = RECT.matcher(svg);
        while (m.find()) {
            out.add(new Box(new Rectangle2D.Double(Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)),
                    Double.parseDouble(m.group(3)), Double.parseDouble(m.group(4))), m.start()));
        }
        return out;
    }
}
