package org.ringside.views.inspect;

import java.util.Objects;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.views.run.Frame;
import org.ringside.views.run.FrameListener;
import org.ringside.views.run.RunController;

/**
 * The picture in words ({@link PictureWords}): a paragraph per lane, lane A's and, while
 * comparing, lane B's, told again at most once a second of wall time so a screen reader or a
 * reader can keep up. Lane A's frames drive it; each lane's words come from its run's snapshot
 * and the step narrator's last sentence. The words are kept even while the pane is hidden: the
 * picture's accessible text is lane A's.
 */
public final class DescribePane extends VBox implements FrameListener {
    /** The least wall time between two tellings. */
    public static final long INTERVAL_NS = 1_000_000_000L;

    private final LongSupplier clock;
    private final ReadOnlyStringWrapper wordsA = new ReadOnlyStringWrapper(this, "wordsA", "");
    private final ReadOnlyStringWrapper wordsB = new ReadOnlyStringWrapper(this, "wordsB", "");
    private final Lane a;
    private Lane b;
    private boolean told;
    private long toldAtNs;

    /**
     * @param clock wall time in nanoseconds ({@code System::nanoTime}; tests give their own)
     * @param runA lane A's run
     * @param queueA the transmit queue lane A's picture shows, whose qdisc, ring and BQL the
     *     words tell
     */
    public DescribePane(LongSupplier clock, RunController runA, IntSupplier queueA) {
        this.clock = Objects.requireNonNull(clock, "clock");
        this.a = new Lane("Lane A", runA, queueA, wordsA);
        getChildren().add(a.label);
        getStyleClass().add("describe-pane");
        setId("describe-pane");
        setFillWidth(true);
        // Every line of its words, however much the work area above it would like the room.
        setMinHeight(USE_PREF_SIZE);
    }

    /**
     * Lane B's run from now on, and the queue its picture shows, or null when comparing ends;
     * told at the next telling.
     */
    public void laneB(RunController runB, IntSupplier queueB) {
        getChildren().remove(b == null ? null : b.label);
        b = runB == null ? null : new Lane("Lane B", runB, queueB, wordsB);
        if (b != null) {
            getChildren().add(b.label);
        }
        if (b == null) {
            wordsB.set("");
        }
        told = false;
    }

    /** Tells the lanes again when a second has passed since the last telling. */
    @Override
    public void onFrame(Frame frame) {
        long now = clock.getAsLong();
        if (told && now - toldAtNs < INTERVAL_NS) {
            return;
        }
        told = true;
        toldAtNs = now;
        a.tell(b != null);
        if (b != null) {
            b.tell(true);
        }
    }

    /** Lane A's words now. */
    public ReadOnlyStringProperty wordsA() {
        return wordsA.getReadOnlyProperty();
    }

    /** Lane B's words now, "" while there is no lane B. */
    public ReadOnlyStringProperty wordsB() {
        return wordsB.getReadOnlyProperty();
    }

    /** One lane's run, its last sentence and its words. */
    private static final class Lane {
        private final String name;
        private final Supplier<SimSnapshot> snapshot;
        private final IntSupplier queue;
        private final Label label = new Label();
        private final ReadOnlyStringWrapper words;
        private String lastStep = "";
        /** The qdisc's drops at the last telling; -1 after a new run, whose drops all count. */
        private long dropsTold = -1;

        Lane(String name, RunController run, IntSupplier queue, ReadOnlyStringWrapper words) {
            this.name = name;
            this.words = words;
            this.snapshot = run::snapshot;
            this.queue = Objects.requireNonNull(queue, "queue");
            run.addStepListener(step -> lastStep = step.sentence());
            run.addSilentRunListener(silent -> lastStep = silent.sentence());
            run.addReplacementListener(r -> {
                lastStep = r.words();
                dropsTold = -1;
            });
            label.getStyleClass().add("describe-text");
            label.setWrapText(true);
            label.setMaxWidth(Double.MAX_VALUE);
            label.setMinHeight(Region.USE_PREF_SIZE);
            label.setAccessibleRole(AccessibleRole.TEXT);
        }

        void tell(boolean named) {
            SimSnapshot s = snapshot.get();
            long drops = s.totals().qdiscDrops();
            long newDrops = dropsTold < 0 || drops < dropsTold ? drops : drops - dropsTold;
            dropsTold = drops;
            words.set(PictureWords.of(s, queue.getAsInt(), lastStep, newDrops));
            label.setText((named ? name + ": " : "") + words.get());
        }
    }
}
