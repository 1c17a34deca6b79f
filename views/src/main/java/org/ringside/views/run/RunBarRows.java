package org.ringside.views.run;

import javafx.scene.control.Label;
import javafx.scene.layout.Region;

/**
 * Where the run bar's parts go in a given width, so that every one keeps its words at any text
 * size: the controls from the left (flowing onto more rows only when a row of their own is too
 * narrow); the clock, the run's state and time, at the right end of their row when it fits there,
 * else at the right of a second row; the last step's note between them when it fits, else
 * wrapped on the second row, left of the clock, or on a row of its own when the clock leaves it
 * too little room.
 */
final class RunBarRows {
    private final Region controls;
    private final Label note;
    private final Region clock;

    RunBarRows(Region controls, Label note, Region clock) {
        this.controls = controls;
        this.note = note;
        this.clock = clock;
    }

    /** The width of everything on one row, {@code gap} apart. */
    double prefWidth(double gap) {
        double noteWidth = hasNote() ? note.prefWidth(-1) + gap : 0;
        return controls.prefWidth(-1) + gap + noteWidth + clock.prefWidth(-1);
    }

    /** The least width: the widest control, or the clock if wider. */
    double minWidth() {
        return Math.max(controls.minWidth(-1), clock.minWidth(-1));
    }

    /**
     * Lays the parts out in {@code width} from ({@code x}, {@code y}), rows {@code gap} apart, or
     * only measures when {@code apply} is false.
     *
     * @return the height the rows take
     */
    double place(double x, double y, double width, double gap, boolean apply) {
        double cw = Math.min(controls.prefWidth(-1), width);
        double ch = controls.prefHeight(cw);
        double kw = Math.min(clock.prefWidth(-1), width);
        double kh = clock.prefHeight(kw);
        double nw = hasNote() ? note.prefWidth(-1) : 0;
        boolean clockFirst = cw + gap + kw <= width;
        boolean noteFirst = hasNote() && nw <= width - cw - gap - (clockFirst ? kw + gap : 0);
        double nh = noteFirst ? note.prefHeight(nw) : 0;
        double row = Math.max(ch, Math.max(clockFirst ? kh : 0, nh));
        Placer at = new Placer(apply);
        at.put(controls, x, y + (row - ch) / 2, cw, ch);
        if (clockFirst) {
            at.put(clock, x + width - kw, y + (row - kh) / 2, kw, kh);
        }
        if (noteFirst) {
            at.put(note, x + cw + gap, y + (row - nh) / 2, nw, nh);
        }
        double bottom = y + row;
        if (!clockFirst) {
            double beside = width - kw - gap;
            boolean noteBeside = hasNote() && !noteFirst && beside >= Math.min(nw, width / 2);
            double bw = noteBeside ? Math.min(nw, beside) : 0;
            double bh = noteBeside ? note.prefHeight(bw) : 0;
            double second = Math.max(kh, bh);
            bottom += gap;
            at.put(clock, x + width - kw, bottom + (second - kh) / 2, kw, kh);
            if (noteBeside) {
                at.put(note, x, bottom + (second - bh) / 2, bw, bh);
                noteFirst = true;
            }
            bottom += second;
        }
        if (hasNote() && !noteFirst) {
            double w = Math.min(nw, width);
            double h = note.prefHeight(w);
            at.put(note, x, bottom + gap, w, h);
            bottom += gap + h;
        } else if (!hasNote()) {
            at.put(note, x, y, 0, 0);
        }
        return bottom - y;
    }

    private boolean hasNote() {
        return !note.getText().isEmpty();
    }

    /** Puts a part in place, or does nothing while the rows are only measured. */
    private record Placer(boolean apply) {
        void put(Region part, double x, double y, double w, double h) {
            if (apply) {
                part.resizeRelocate(x, y, w, h);
            }
        }
    }
}
