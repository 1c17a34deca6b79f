package org.ringside.views.pipeline;

import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.views.pipeline.PipelinePainter.Frame;

/**
 * Paints the sockets' panel: one lane per flow entry, its colour, its name, the wait its packets
 * feel (in the name's type, in the warning colour over the flow's {@code wait_warn}), its kind,
 * what TCP small queues counts below TCP and whom it holds back. A line too wide for the narrow
 * panel at the type's floor breaks between words onto the next line rather than shrinking further,
 * a figure kept with its unit.
 */
final class SocketPainter {
    /** What a lane's line says, which sets its weight and colour. */
    private enum Kind { NAME, WAIT, WAIT_OVER, NOTE, HELD, PACED, PACED_HELD }

    /** One line of a lane, or one piece of a line broken between words ({@code phrase} the line's place). */
    private record Line(String text, Kind kind, int phrase) {
        Line(String text, Kind kind) {
            this(text, kind, -1);
        }
    }

    /** A figure: digits, with grouping or a decimal point ("1,448", "12.5"). */
    /** A flow's swatch's design type size at its largest, and the gap after it. */
    static final double SWATCH_TYPE = 22;
    static final double SWATCH_GAP = 8;
    private static final Pattern FIGURE = Pattern.compile("[0-9][0-9.,]*");
    private final Pen pen;

    SocketPainter(Pen pen) {
        this.pen = pen;
    }

    void sockets(SimSnapshot s, Frame f) {
        PacketPlacement p = f.placement();
        for (int e = 0; e < s.flows().size(); e++) {
            SimSnapshot.FlowView flow = s.flows().get(e);
            pen.layout.socketLane(e, pen.rect);
            double x = pen.rect.x;
            double y = pen.rect.y;
            double w = pen.rect.width;
            double h = pen.rect.height;
            double sw = Math.min(h * 0.7, pen.layout.type(SWATCH_TYPE));
            pen.g.setPaint(pen.colour(f, e, p.bandOfEntry(e)));
            pen.round.setRoundRect(x, y + (h - sw) / 2, sw, sw, sw / 3, sw / 3);
            pen.g.fill(pen.round);
            double tx = x + sw + pen.layout.px(SWATCH_GAP);
            double tw = w - sw - pen.layout.px(8);
            int n = p.sourcesOf(e);
            SocketLane lane = SocketLane.of(s, p, e);
            // One short line each, so that none has to shrink to fit the narrow panel.
            List<Line> lines = new ArrayList<>(5);
            lines.add(new Line(n > 1 ? flow.name() + " ×" + n : flow.name(), Kind.NAME));
            // Next to the name, so that it is the last to give way when the lane is short.
            LaneWait wait = LaneWait.of(flow);
            if (!wait.text().isEmpty()) {
                lines.add(new Line(wait.text(), wait.over() ? Kind.WAIT_OVER : Kind.WAIT));
            }
            if (lane.pacing() != null) {
                // Who paces the socket, in the name's type: they give way after the lines below.
                List<String> paced = PacingWords.lane(lane.pacing(), s.timeNs());
                for (int i = 0; i < paced.size(); i++) {
                    lines.add(new Line(paced.get(i), i < 2 ? Kind.PACED : Kind.PACED_HELD));
                }
            }
            if (!flow.name().equals(flow.kind().yamlName())) { // a flow left unnamed is named after its kind
                lines.add(new Line(flow.kind().yamlName(), Kind.NOTE));
            }
            if (flow.kind().isTcp()) {
                lines.add(new Line(lane.belowTcpText(), Kind.NOTE));
            }
            String held = lane.throttledText(n);
            if (!held.isEmpty()) {
                lines.add(new Line(held, Kind.HELD));
            }
            if (!lane.queueText().isEmpty()) {
                lines.add(new Line(lane.queueText(), Kind.NOTE));
            }
            int size = size(h, lines.size());
            List<Line> shown = broken(lines, size, tw);
            if (shown.size() > lines.size()) {
                // More lines make the type smaller, which may need fewer breaks: break again at it.
                size = size(h, shown.size());
                shown = broken(lines, size, tw);
            }
            // A line's height from the type as drawn: held at the floor, it is larger than its size.
            double lh = Math.max(pen.layout.type(size + 2), font(Kind.NAME, size).getSize2D() * PipelineLayout.LINE_SHARE);
            // Lines with no room in the lane at the floor give way, the last first, a broken
            // phrase with all its pieces ("0 bytes" without its "below TCP" misled); the name stays.
            while (shown.size() > 1 && shown.size() * lh > h) {
                int phrase = shown.remove(shown.size() - 1).phrase();
                while (shown.size() > 1 && shown.get(shown.size() - 1).phrase() == phrase) {
                    shown.remove(shown.size() - 1);
                }
            }
            double baseline = y + (h - shown.size() * lh) / 2 + lh * 0.8;
            Font[] fonts = phraseFonts(shown, size, tw);
            for (int i = 0; i < shown.size(); i++) {
                Line line = shown.get(i);
                pen.text(line.text(), tx, baseline + i * lh, tw, fonts[line.phrase()], colour(line.kind()), 0);
            }
        }
    }

    /**
     * The name's design type size for {@code lines} lines in a lane {@code h} high, as at the
     * normal text size: larger text makes the lines larger, not their design size smaller (the
     * pen still fits each to the floor of its normal size, and lines with no room give way).
     */
    private int size(double h, int lines) {
        double normalType = pen.layout.type(1) * pen.layout.normalScale() / Math.max(pen.layout.normalScale(),
                pen.layout.textScale());
        return (int) Math.min(21, h / lines / normalType * 0.8);
    }

    /**
     * Each phrase's font: the smallest any of its pieces needs to fit the width, so that a phrase
     * broken over lines keeps one size ("held by small" had shrunk to fit and "queues" had not).
     */
    private Font[] phraseFonts(List<Line> shown, int size, double width) {
        Font[] fonts = new Font[shown.isEmpty() ? 0 : shown.get(shown.size() - 1).phrase() + 1];
        for (Line line : shown) {
            Font fitted = pen.fitted(line.text(), width, font(line.kind(), size), Double.MAX_VALUE);
            Font had = fonts[line.phrase()];
            if (had == null || fitted.getSize2D() < had.getSize2D()) {
                fonts[line.phrase()] = fitted;
            }
        }
        return fonts;
    }

    private Font font(Kind kind, int size) {
        boolean large = kind == Kind.NAME || kind == Kind.WAIT || kind == Kind.WAIT_OVER || kind == Kind.PACED
                || kind == Kind.PACED_HELD;
        return pen.layout.font(Math.max(8, large ? size : size - 3), kind != Kind.NOTE);
    }

    /** Held back: the stack-stopped colour, since like BQL's XOFF it waits for the clean-up. */
    private Color colour(Kind kind) {
        return switch (kind) {
            case NAME, WAIT, PACED -> pen.theme.ink();
            case PACED_HELD -> pen.theme.stackXoff();
            case WAIT_OVER -> pen.theme.waitOver();
            case HELD -> pen.theme.stackXoff();
            case NOTE -> pen.theme.softInk();
        };
    }

    /**
     * A line's words for breaking, a figure kept with the unit after it ("196 KB", "0 bytes"):
     * broken between them, "0" over "bytes" read as two things.
     */
    static List<String> units(String text) {
        String[] words = text.split(" ");
        List<String> out = new ArrayList<>(words.length);
        for (int i = 0; i < words.length; i++) {
            if (FIGURE.matcher(words[i]).matches() && i + 1 < words.length) {
                out.add(words[i] + " " + words[++i]);
            } else {
                out.add(words[i]);
            }
        }
        return out;
    }

    /**
     * The lines, each broken between words where it does not fit the width at the floor (a wait
     * and who paces where they do not fit at their type); a wait only between its two figures, so
     * that no number leaves its unit.
     */
    private List<Line> broken(List<Line> lines, int size, double width) {
        List<Line> out = new ArrayList<>();
        for (int phrase = 0; phrase < lines.size(); phrase++) {
            Line line = lines.get(phrase);
            Font font = font(line.kind(), size);
            boolean wait = line.kind() == Kind.WAIT || line.kind() == Kind.WAIT_OVER;
            boolean keepType = wait || line.kind() == Kind.PACED || line.kind() == Kind.PACED_HELD;
            String gap = wait ? LaneWait.SEPARATOR : " ";
            StringBuilder piece = new StringBuilder();
            for (String word : wait ? List.of(line.text().split(Pattern.quote(gap))) : units(line.text())) {
                String longer = piece.length() == 0 ? word : piece + gap + word;
                // A wait, and who paces, keep the name's type: they break rather than shrink toward
                // the floor. Other lines may shrink first; all the pieces of one are drawn at one size.
                boolean fits = keepType ? pen.g.getFontMetrics(font).stringWidth(longer) <= width
                        : pen.fits(longer, width, font);
                if (piece.length() > 0 && !fits) {
                    out.add(new Line(piece.toString(), line.kind(), phrase));
                    piece.setLength(0);
                    piece.append(word);
                } else {
                    piece.setLength(0);
                    piece.append(longer);
                }
            }
            out.add(new Line(piece.toString(), line.kind(), phrase));
            if (!wait) {
                balance(out, font, width);
            }
        }
        return out;
    }

    /**
     * A broken phrase's last piece of one word takes the word before it where both then fit:
     * "0 bytes" over "below TCP" reads as the phrase, "0 bytes below" over "TCP" as a column.
     */
    private void balance(List<Line> out, Font font, double width) {
        int n = out.size();
        if (n < 2 || out.get(n - 2).phrase() != out.get(n - 1).phrase() || out.get(n - 1).text().contains(" ")) {
            return;
        }
        List<String> before = units(out.get(n - 2).text());
        if (before.size() < 2) {
            return;
        }
        String moved = before.get(before.size() - 1);
        String last = moved + " " + out.get(n - 1).text();
        if (pen.fits(last, width, font)) {
            Line l = out.get(n - 1);
            out.set(n - 2, new Line(String.join(" ", before.subList(0, before.size() - 1)), l.kind(), l.phrase()));
            out.set(n - 1, new Line(last, l.kind(), l.phrase()));
        }
    }
}
