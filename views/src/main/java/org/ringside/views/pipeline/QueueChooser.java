package org.ringside.views.pipeline;

import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import org.ringside.model.format.ByteCounts;
import java.util.List;
import org.ringside.model.sim.PathView;
import org.ringside.model.sim.QueueDetail;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SocketRoute;

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
        SimSnapshot s = renderer.snapshot();
        return q < 0 ? null : describe(s.queue(q), s.path());
    }

    /** A queue in words: who sends to it and why, its ring, BQL and qdisc, and how to show it. */
    static String describe(QueueDetail q, PathView path) {
        String bql;
        if (!q.bqlOn()) {
            bql = "BQL off: " + ByteCounts.readable(q.ringBytes()) + " in the ring";
        } else if (q.bqlLimit() == 0 && q.ringBytes() == 0) {
            // dql_init starts the limit at min_limit (0): it grows at the queue's first completion.
            bql = "BQL on, idle: no completion yet, so its limit is still 0";
        } else {
            bql = String.format(Locale.ROOT, "BQL: %s in flight of a %s limit%s", ByteCounts.readable(q.bqlInflight()),
                    ByteCounts.readable(q.bqlLimit()), q.stackXoff() ? ", stopped (stack XOFF)" : "");
        }
        return String.format(Locale.ROOT, "tx-%d (its interrupt on CPU %d)%n%s"
                + "Ring: %d of %d descriptors in use%s%n%s%nqdisc: %s in %s%n"
                + "Click to show it in the panels below; %s step through the queues.", q.index(), q.irqCpu(),
                senders(q.index(), path), q.ringInUse(), q.ringSize(), q.driverXoff() ? ", stopped (driver XOFF)" : "",
                bql, ByteCounts.readable(q.qdiscBytes()), Pen.count(q.qdiscPackets(), "packet"), KEYS_TEXT);
    }

    /** The most sockets a queue's note names one by one. */
    private static final int NAMED = 4;

    /**
     * The sockets that send to the queue and why they do (netdev_pick_tx, as the model's
     * {@code QueuePick} decides), a line each; "" for a snapshot without its path.
     */
    static String senders(int queue, PathView path) {
        if (path == null) {
            return "";
        }
        List<SocketRoute> here = path.routesTo(queue);
        if (here.isEmpty()) {
            return "No socket sends here." + System.lineSeparator();
        }
        StringBuilder b = new StringBuilder();
        for (SocketRoute r : here.subList(0, Math.min(NAMED, here.size()))) {
            b.append(r.flow()).append(" (socket ").append(r.source()).append(", CPU ").append(r.cpu()).append("): ")
                    .append(why(r)).append(System.lineSeparator());
        }
        if (here.size() > NAMED) {
            b.append("and ").append(here.size() - NAMED).append(" more sockets").append(System.lineSeparator());
        }
        return b.toString();
    }

    /** Why a socket sends to its queue, in netdev_pick_tx's terms. */
    static String why(SocketRoute r) {
        return switch (r.why()) {
            case ONLY_QUEUE -> "the device's one queue";
            case XPS -> "XPS maps CPU " + r.cpu() + " to tx-" + r.queue() + " (get_xps_queue)";
            case XPS_HASH -> "CPU " + r.cpu() + "'s XPS map lists several queues; the flow hash picks tx-" + r.queue();
            case HASH -> "no XPS map for CPU " + r.cpu() + ", so the flow hash picks tx-" + r.queue() + " (skb_tx_hash)";
            case PKTGEN -> "pktgen sends to the queue it is given (queue_map_min)";
        };
    }
}
