package org.ringside.views.pipeline;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.ringside.model.sim.Scoreboard;

/**
 * Paints the scoreboard of two runs under their pictures: what B changes first, then one column
 * per figure with A's value, B's, and B over A, the way {@code ringside run --vs} prints them
 * but turned on its side to fit a wide strip. A word with no room at the floor gives way to a
 * shorter form (a figure without its parenthesis) rather than shrinking below it.
 */
final class ScoreboardPainter {
    private static final List<String> ROW_NAMES = Scoreboard.LINES;

    private ScoreboardPainter() {
    }

    /**
     * @param differs what B changes, e.g. {@code bql.mode off → auto}, already joined
     */
    static void paint(Graphics2D g, PairLayout layout, PipelineTheme theme, Scoreboard board, String differs) {
        Rectangle2D.Double r = layout.board();
        double line = layout.boardPx() * PairLayout.LINE_SHARE;
        Font plain = new Font(Font.SANS_SERIF, Font.PLAIN, 1).deriveFont((float) layout.boardPx());
        Font bold = plain.deriveFont(Font.BOLD);
        double base = r.y + line * 0.8;
        fitted(g, layout, List.of("B differs from A in: " + differs, "B differs in: " + differs, differs), r.x, base,
                r.width, bold, theme.ink(), false);
        List<Scoreboard.Row> rows = board.rows();
        double first = Math.ceil(g.getFontMetrics(bold).stringWidth(ROW_NAMES.get(2)) + layout.boardPx());
        double column = rows.isEmpty() ? 0 : (r.width - first) / rows.size();
        g.setPaint(theme.rule());
        g.draw(new Line2D.Double(r.x, r.y + line * 1.05, r.x + r.width, r.y + line * 1.05));
        for (int k = 0; k < ROW_NAMES.size(); k++) {
            fitted(g, layout, List.of(ROW_NAMES.get(k)), r.x, base + (k + 2) * line, first, bold, theme.ink(), false);
        }
        double inset = layout.boardPx() / 3;
        for (int c = 0; c < rows.size(); c++) {
            Scoreboard.Row row = rows.get(c);
            double x = r.x + first + c * column;
            double w = column - inset;
            fitted(g, layout, forms(row.figure()), x, base + line, w, plain, theme.softInk(), true);
            List<String> values = List.of(row.aText(), row.bText(), row.ratioText());
            for (int k = 0; k < values.size(); k++) {
                fitted(g, layout, List.of(values.get(k)), x, base + (k + 2) * line, w, k == 2 ? bold : plain,
                        theme.ink(), true);
            }
        }
    }

    /** A figure's name, and without its parenthesis where that has no room: "ring bytes (mean)", "ring bytes". */
    static List<String> forms(String figure) {
        int open = figure.indexOf(" (");
        return open < 0 ? List.of(figure) : List.of(figure, figure.substring(0, open));
    }

    /**
     * Draws the first form that fits {@code width} at the font's size or, shrunk, at the floor;
     * none when none fits. Right-aligned to the column's end when {@code right}.
     */
    private static void fitted(Graphics2D g, PairLayout layout, List<String> forms, double x, double baseline,
            double width, Font font, Color c, boolean right) {
        for (String s : forms) {
            Font f = font;
            double w = g.getFontMetrics(f).stringWidth(s);
            if (w > width) {
                f = font.deriveFont((float) Math.max(layout.floorPx(), Math.floor(font.getSize2D() * width / w)));
                w = g.getFontMetrics(f).stringWidth(s);
            }
            if (w <= width) {
                g.setFont(f);
                g.setPaint(c);
                g.drawString(s, (float) (right ? x + width - w : x), (float) baseline);
                return;
            }
        }
    }
}
