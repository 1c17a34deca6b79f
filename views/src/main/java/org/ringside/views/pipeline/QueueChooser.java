package org.ringside.views.pipeline;

import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.sim.QueueView;

/**
 * Which transmit queue the stages' panels show, on a device with several: a click on a queue in
 * the strip of every queue, or the keys [ and ] for the queue before and after, choose it. The
 * choice is the picture's own state; the model is only read through its snapshots.
 */
public final class QueueChooser {
    /** The keys, as the shortcut card writes them. */
    public static final String KEYS_TEXT = "[ and ]";
    /** What they do, for the shortcut card. */
    public static final String HELP =
            "show the transmit queue before or after in the panels (or click a queue in the strip above them)";

    private final PipelineRenderer renderer;
    private final Runnable redraw;

    /**
     * @param renderer the picture's renderer, which keeps the queue shown
     * @param redraw draws the picture again
     */
    QueueChooser(PipelineRenderer renderer, Runnable redraw) {
        this.renderer = renderer;
        this.redraw = redraw;
    }

    /** [ and ] while {@code picture} has the keyboard step through the queues, round. */
    void listen(Node picture) {
        picture.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            int step = step(e);
            if (step != 0 && renderer.queues() > 1) {
                int n = renderer.queues();
                show((renderer.shownQueue() + step + n) % n);
                e.consume();
            }
        });
    }

    /** -1 for [, +1 for ], 0 for any other key or with a modifier. */
    static int step(KeyEvent e) {
        if (e.isShortcutDown() || e.isAltDown() || e.isControlDown() || e.isMetaDown()) {
            return 0;
        }
        return e.getCode() == KeyCode.OPEN_BRACKET ? -1 : e.getCode() == KeyCode.CLOSE_BRACKET ? 1 : 0;
    }

    /** Shows the queue clicked at this point; false when the point is on no queue. */
    boolean click(double x, double y) {
        int q = renderer.queueAt(x, y);
        if (q < 0) {
            return false;
        }
        show(q);
        return true;
    }

    /** Shows queue {@code queue} in the panels. */
    public void show(int queue) {
        renderer.setShownQueue(queue);
        redraw.run();
    }

    /** The queue shown now. */
    public int shown() {
        return renderer.shownQueue();
    }

    /** The note for the queue at this point, the way to choose it included, or null off the strip. */
    String noteAt(double x, double y) {
        int q = renderer.queueAt(x, y);
        return q < 0 ? null : describe(renderer.received().queues().get(q));
    }

    /** A queue in words: its ring, BQL and qdisc, and how to show it. */
    static String describe(QueueView q) {
        String bql = q.bqlLimit() > 0
                ? String.format(Locale.ROOT, "BQL: %s in flight of a %s limit%s", ByteCounts.readable(q.ringBytes()),
                        ByteCounts.readable(q.bqlLimit()), q.stackXoff() ? ", stopped (stack XOFF)" : "")
                : "BQL off: " + ByteCounts.readable(q.ringBytes()) + " in the ring";
        return String.format(Locale.ROOT, "tx-%d (its interrupt on CPU %d)%n"
                + "Ring: %d of %d descriptors in use%s%n%s%nqdisc: %s in %s%n"
                + "Click to show it in the panels below; %s step through the queues.", q.index(), q.irqCpu(),
                q.ringInUse(), q.ringSize(), q.driverXoff() ? ", stopped (driver XOFF)" : "", bql,
                ByteCounts.readable(q.qdiscBytes()), Pen.count(q.qdiscPackets(), "packet"), KEYS_TEXT);
    }
}
