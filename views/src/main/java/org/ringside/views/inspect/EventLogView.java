package org.ringside.views.inspect;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.beans.binding.DoubleExpression;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.Tooltip;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.FlowView;
import org.ringside.model.sim.Stage;
import org.ringside.model.sim.StepResult;
import org.ringside.views.run.RunBar;
import org.ringside.views.run.RunController;
import org.ringside.views.run.RunReplacement;
import org.ringside.views.run.SilentRun;

/**
 * The steps of the run as lines of text, newest at the bottom: what each event did, where, and
 * when to the nanosecond, as the model says it. It keeps the last {@value #CAPACITY} lines,
 * follows the newest unless the reader has scrolled up, filters by stage and by flow, and
 * highlights the step just taken. A line wider than the pane is cut; the line under the list
 * shows the selected one, or the newest, whole. Selecting a line exposes its step
 * ({@link #selectedStepProperty()}), so a picture can point at that packet; the shortcut copy
 * key (Ctrl+C) copies the selected lines.
 *
 * <p>Lines arrive through {@link #add(StepResult)} and {@link #add(SilentRun)} (or
 * {@link #follow(RunController)}) and are shown at the next {@link #update(SimSnapshot)}, all of
 * a frame's lines in one change of the list, which is virtualised: only the visible lines have
 * nodes.
 */
public final class EventLogView extends VBox {
    /** How many lines the log keeps; older ones are dropped. */
    public static final int CAPACITY = 5_000;
    /** Copies the selected lines. */
    public static final KeyCombination COPY = new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN);

    /** How many whole lines the list keeps, however short its dock, and the sentence under it. */
    static final int LEAST_LINES = 3;
    /** How many lines of the whole sentence under the list stay in view before it scrolls. */
    static final int LEAST_SENTENCE_LINES = 2;

    /** Every line kept, oldest first; {@link #shown} is the part of it that passes the filters. */
    private final ArrayDeque<LogLine> kept = new ArrayDeque<>();
    /** Lines added since the last update, at most {@link #CAPACITY}. */
    private final ArrayDeque<LogLine> pending = new ArrayDeque<>();
    private final ObservableList<LogLine> shown = FXCollections.observableArrayList();
    private final ListView<LogLine> list = new ListView<>(shown);
    private final LogFilterButton filter = new LogFilterButton();
    private final ObjectProperty<LogLine> newest = new SimpleObjectProperty<>(this, "newest");
    private final ReadOnlyObjectWrapper<StepResult> selectedStep = new ReadOnlyObjectWrapper<>(this, "selectedStep");
    private List<String> flowNames = List.of();
    /**
     * Whether new lines scroll the list to the newest. Only the reader changes it, by scrolling:
     * read back from the list's cells at each frame, it went wrong once the log was full and each
     * frame dropped lines from the top, and the log stayed behind the run from then on.
     */
    private boolean following = true;
    /** Whether the mouse button went down on the scroll bar and is still down. */
    private boolean onBar;
    private final DoubleBinding leastHeight;

    /** An empty log with no filter. */
    public EventLogView() {
        getStyleClass().add("event-log");
        filter.stage().addListener((o, was, now) -> refilter());
        filter.flow().addListener((o, was, now) -> refilter());
        Label title = new Label("Events");
        title.setId("event-log-title");
        title.getStyleClass().add("inspector-title");
        // On the title, not the list: a list's tooltip would hide each line's own, its whole sentence.
        title.setTooltip(new Tooltip(String.format(Locale.ROOT, "Every step of the run, newest at the bottom; "
                + "the last %,d lines are kept. Scroll up to stop it following, End to follow again. "
                + "The line under the list is the selected one, or the newest, whole; select a line to see its "
                + "packet; %s copies the selected lines",
                CAPACITY, COPY.getDisplayText())));
        // One row at any text size: the filters are one button's menus. Two choice boxes went
        // under the title at 200 % and took the height of the lines they filter.
        HBox bar = new HBox(8, title, filter);
        bar.setId("event-log-bar");
        bar.getStyleClass().add("inspector-bar");
        title.setMinWidth(Region.USE_PREF_SIZE);
        filter.setMinWidth(Region.USE_PREF_SIZE);
        bar.setMinHeight(Region.USE_PREF_SIZE);

        list.setId("event-log-list");
        list.setAccessibleText("Event log");
        list.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        list.setCellFactory(v -> new LogLineCell(newest));
        list.setPlaceholder(new Label("Step one event (" + RunBar.STEP_EVENT.getDisplayText()
                + ") or play slowly to see every step here"));
        list.getSelectionModel().selectedItemProperty().addListener((o, was, now) ->
                selectedStep.set(now == null ? null : now.step()));
        // Up, the reader looks back; down to the end, they follow again. The list moves its
        // cells as it handles the event, so they are read after it.
        list.addEventFilter(ScrollEvent.SCROLL, e -> Platform.runLater(() -> following = atBottom()));
        // The scroll bar: wherever the reader leaves its thumb, pressed, dragged or let go (the
        // pointer may be off the bar by then), read after the bar has moved.
        list.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> {
            onBar = onScrollBar(e);
            followIfBarAtEnd();
        });
        list.addEventFilter(MouseEvent.MOUSE_DRAGGED, e -> followIfBarAtEnd());
        list.addEventFilter(MouseEvent.MOUSE_RELEASED, e -> {
            followIfBarAtEnd();
            onBar = false;
        });
        list.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            switch (e.getCode()) {
                case END -> following = true;
                case HOME, PAGE_UP, UP -> following = false;
                default -> {
                }
            }
        });
        list.setOnKeyPressed(e -> {
            if (COPY.match(e)) {
                ClipboardContent text = new ClipboardContent();
                text.putString(selectedText());
                Clipboard.getSystemClipboard().setContent(text);
                e.consume();
            }
        });
        VBox.setVgrow(list, Priority.ALWAYS);
        // Tall by growing into what is left, not by preference, but never under LEAST_LINES whole
        // lines: short of room, the sentence under the list scrolls first, from
        // LEAST_SENTENCE_LINES down. Only a dock shorter than both (two lanes keeping their
        // pictures) cuts the log at its foot, the list's lines last but for the heading.
        list.setPrefHeight(0);
        LogLineDetail detail = new LogLineDetail(list);
        ScrollPane sentence = detail.scrolling();
        // Every line as tall as its text and the cell's padding say, so that the least height
        // holds exactly LEAST_LINES of them.
        list.fixedCellSizeProperty().bind(Bindings.createDoubleBinding(() -> lineHeight(detail.getFont()),
                detail.fontProperty()));
        list.minHeightProperty().bind(Bindings.createDoubleBinding(() -> LEAST_LINES * list.getFixedCellSize()
                + list.snappedTopInset() + list.snappedBottomInset() + horizontalBarHeight(),
                list.fixedCellSizeProperty(), list.insetsProperty(), list.skinProperty()));
        sentence.minHeightProperty().bind(Bindings.createDoubleBinding(() -> Math.min(detail.getHeight(),
                LEAST_SENTENCE_LINES * textHeight(detail.getFont()) + detail.snappedTopInset() + detail.snappedBottomInset())
                + sentence.snappedTopInset() + sentence.snappedBottomInset(),
                detail.fontProperty(), detail.heightProperty()));
        getChildren().addAll(bar, list, sentence);
        leastHeight = Bindings.createDoubleBinding(() -> snappedTopInset() + snappedBottomInset() + bar.prefHeight(-1)
                + list.getMinHeight() + sentence.getMinHeight() + 2 * getSpacing(),
                insetsProperty(), spacingProperty(), bar.heightProperty(), list.minHeightProperty(), sentence.minHeightProperty());
    }

    /**
     * Logs every step and silent run {@code controller} tells of from now on, and a line where a
     * reset, load or undo replaced the run, since the times start again there.
     */
    public void follow(RunController controller) {
        controller.addStepListener(this::add);
        controller.addSilentRunListener(this::add);
        controller.addReplacementListener(this::add);
    }

    /** Adds a step; it shows at the next {@link #update}. */
    public void add(StepResult step) {
        queue(LogLine.of(Objects.requireNonNull(step, "step")));
    }

    /** Adds a count of events run without narration; it shows at the next {@link #update}. */
    public void add(SilentRun silent) {
        queue(LogLine.of(Objects.requireNonNull(silent, "silent")));
    }

    /** Adds a line saying the run was replaced; it shows at the next {@link #update}. */
    public void add(RunReplacement replacement) {
        queue(LogLine.note(replacement.words()));
    }

    /**
     * Shows the lines added since the last call, and offers the snapshot's flows in the flow
     * filter. Costs nothing when nothing was added and the flows are the same.
     */
    public void update(SimSnapshot snapshot) {
        offerFlows(snapshot.flows());
        if (!pending.isEmpty()) {
            flush();
        }
    }

    /**
     * The step of the selected line (the last selected, with several); null for none, a silent
     * line or a note. A packet id is reused once its packet is gone: a view that points at the
     * packet checks that the step is recent enough for the id to still be its packet.
     */
    public ReadOnlyObjectProperty<StepResult> selectedStepProperty() {
        return selectedStep.getReadOnlyProperty();
    }

    /** Shows only the steps at {@code stage}; null for every stage. */
    public void filterStage(Stage stage) {
        filter.keepStage(stage);
    }

    /**
     * Shows only the steps of flow entry {@code flow}; null for every flow.
     *
     * @throws IllegalArgumentException if no snapshot so far had that flow
     */
    public void filterFlow(String flow) {
        filter.keepFlow(flow);
    }

    /**
     * The height the log needs for its heading, {@value #LEAST_LINES} whole lines and
     * {@value #LEAST_SENTENCE_LINES} of the sentence under them, at its text's size now: a dock
     * that keeps it lets it have this much, whatever the least height set on it.
     */
    public DoubleExpression leastHeight() {
        return leastHeight;
    }

    /** Lines kept, whether or not the filters show them. */
    public int size() {
        return kept.size();
    }

    /** The lines shown now, oldest first, for tests. */
    List<LogLine> shownLines() {
        return shown;
    }

    ListView<LogLine> listView() {
        return list;
    }

    /** The selected lines' text, in the log's order, one per line. */
    String selectedText() {
        return list.getSelectionModel().getSelectedIndices().stream().sorted()
                .map(i -> shown.get(i).text()).collect(Collectors.joining("\n"));
    }

    private void queue(LogLine line) {
        LogLine last = pending.peekLast();
        if (last != null && last.continuedBy(line)) {
            pending.removeLast();
            line = last.joinedWith(line);
        } else if (pending.size() == CAPACITY) {
            pending.removeFirst();
        }
        pending.addLast(line);
    }

    /** Moves the pending lines into the log and onto the screen, in one change of the list. */
    private void flush() {
        boolean follow = following;
        Choice<Stage> stage = filter.stage().get();
        Choice<String> flow = filter.flow().get();
        List<LogLine> toShow = new ArrayList<>();
        LogLine newestStep = null;
        for (LogLine line : pending) {
            LogLine last = kept.peekLast();
            if (last != null && last.continuedBy(line)) {
                // The growing silent line of fast play: replaced where it stands.
                line = last.joinedWith(line);
                kept.removeLast();
                if (!toShow.isEmpty() && toShow.get(toShow.size() - 1) == last) {
                    toShow.set(toShow.size() - 1, line);
                } else if (!shown.isEmpty() && shown.get(shown.size() - 1) == last) {
                    shown.set(shown.size() - 1, line);
                }
            } else if (line.passes(stage, flow)) {
                toShow.add(line);
            }
            kept.addLast(line);
            if (line.step() != null) {
                newestStep = line;
            }
        }
        pending.clear();
        // The oldest lines go; those shown are at the head of the shown list, in the same order.
        int dropShown = 0;
        while (kept.size() > CAPACITY) {
            LogLine old = kept.removeFirst();
            if (dropShown < shown.size() && shown.get(dropShown) == old) {
                dropShown++;
            }
        }
        shown.remove(0, dropShown);
        shown.addAll(toShow);
        if (newestStep != null) {
            newest.set(newestStep);
        }
        if (follow) {
            list.scrollTo(shown.size() - 1);
        }
    }

    /** Whether the newest line is shown: new lines scroll the list until the reader scrolls up. */
    boolean following() {
        return following;
    }

    /** While the scroll bar is held: follows once the bar has moved, if it is at its end. */
    private void followIfBarAtEnd() {
        if (onBar) {
            Platform.runLater(() -> following = scrollBarAtEnd());
        }
    }

    private static boolean onScrollBar(MouseEvent e) {
        for (Node n = e.getPickResult().getIntersectedNode(); n != null; n = n.getParent()) {
            if (n instanceof ScrollBar) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the list's vertical scroll bar is at its end (within half its thumb: the list's own
     * end stops a little short of the bar's), or has nothing to scroll.
     */
    private boolean scrollBarAtEnd() {
        for (Node n : list.lookupAll(".scroll-bar")) {
            if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.VERTICAL) {
                return !bar.isVisible() || bar.getValue() >= bar.getMax() - bar.getVisibleAmount() / 2;
            }
        }
        return true;
    }

    /** The height of one of the list's lines in {@code font}: its text and the cell's padding, 0.25 em each side. */
    private static double lineHeight(Font font) {
        return Math.ceil(textHeight(font) + 0.5 * font.getSize()) + 2;
    }

    private static double textHeight(Font font) {
        Text probe = new Text("Xg");
        probe.setFont(font);
        return Math.ceil(probe.getLayoutBounds().getHeight());
    }

    /** The height the list's horizontal scroll bar takes when a line is wider than the list. */
    private double horizontalBarHeight() {
        for (Node n : list.lookupAll(".scroll-bar")) {
            if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.HORIZONTAL) {
                return bar.prefHeight(-1);
            }
        }
        return 0;
    }

    /** Whether the newest shown line is on screen, as the cells were last laid out. */
    private boolean atBottom() {
        if (shown.isEmpty() || !(list.lookup(".virtual-flow") instanceof VirtualFlow<?> flow)) {
            return true;
        }
        IndexedCell<?> last = flow.getLastVisibleCell();
        return last == null || last.getIndex() >= shown.size() - 1;
    }

    private void refilter() {
        Choice<Stage> stage = filter.stage().get();
        Choice<String> flow = filter.flow().get();
        shown.setAll(kept.stream().filter(l -> l.passes(stage, flow)).toList());
        following = true;
        list.scrollTo(shown.size() - 1);
    }

    private void offerFlows(List<FlowView> flows) {
        if (flows.size() == flowNames.size()) {
            boolean same = true;
            for (int i = 0; i < flows.size() && same; i++) {
                same = flows.get(i).name().equals(flowNames.get(i));
            }
            if (same) {
                return;
            }
        }
        flowNames = flows.stream().map(FlowView::name).toList();
        filter.offerFlows(flowNames);
    }
}
