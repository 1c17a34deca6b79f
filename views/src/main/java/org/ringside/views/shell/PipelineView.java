package org.ringside.views.shell;

import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Polygon;
import org.ringside.model.scenario.Scenario;

/**
 * The transmit path as a strip of labelled stages, Sockets → qdisc → driver → TX ring → NIC →
 * wire, each card naming the scenario's settings for that stage. The animated pipeline will
 * draw over the same stages.
 */
public final class PipelineView extends HBox {
    private final Map<PipelineStage, Label> details = new EnumMap<>(PipelineStage.class);

    /** A strip showing the settings of {@code scenario}. */
    public PipelineView(Scenario scenario) {
        getStyleClass().add("pipeline");
        setAlignment(Pos.TOP_CENTER);
        for (PipelineStage stage : PipelineStage.values()) {
            if (stage != PipelineStage.SOCKETS) {
                getChildren().add(arrow());
            }
            VBox card = card(stage);
            HBox.setHgrow(card, Priority.ALWAYS);
            getChildren().add(card);
        }
        setScenario(scenario);
    }

    /** Shows the settings of another scenario. */
    public void setScenario(Scenario scenario) {
        details.forEach((stage, label) -> label.setText(breakLongWords(stage.detail(scenario))));
    }

    private VBox card(PipelineStage stage) {
        Label title = new Label(stage.title());
        title.getStyleClass().add("stage-title");
        Label detail = new Label();
        detail.getStyleClass().add("stage-detail");
        detail.setWrapText(true);
        details.put(stage, detail);
        Label purpose = new Label(stage.purpose());
        purpose.getStyleClass().add("stage-purpose");
        purpose.setWrapText(true);

        VBox card = new VBox(StageGlyph.of(stage), title, detail, purpose);
        card.getStyleClass().add("stage-card");
        card.setId("stage-" + stage.name().toLowerCase(Locale.ROOT).replace('_', '-'));
        card.setAlignment(Pos.TOP_CENTER);
        card.setMinWidth(150);
        card.setPrefWidth(212);
        card.setMaxWidth(Double.MAX_VALUE);
        return card;
    }

    private static StackPane arrow() {
        Polygon head = new Polygon(0, 0, 18, 12, 0, 24);
        head.getStyleClass().add("stage-arrow");
        StackPane box = new StackPane(head);
        box.getStyleClass().add("stage-arrow-box");
        box.setMinWidth(28);
        // Centre the arrow on the glyph row, where the eye follows the packets.
        box.setAlignment(Pos.TOP_CENTER);
        return box;
    }

    /** Lines longer than this break after an underscore; a card holds about this many bold characters. */
    static final int LONG_LINE = 13;

    /**
     * Breaks a long line after its last underscore, so that a kernel word such as
     * {@code request_response} wraps as "request_" / "response" in a narrow card instead of
     * being cut at whatever letter reaches the edge (JavaFX wraps only at spaces).
     */
    static String breakLongWords(String text) {
        StringBuilder b = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            if (b.length() > 0) {
                b.append('\n');
            }
            int cut = line.lastIndexOf('_');
            boolean breakable = line.length() > LONG_LINE && cut > 0 && cut < line.length() - 1 && line.indexOf(' ') < 0;
            b.append(breakable ? line.substring(0, cut + 1) + "\n" + line.substring(cut + 1) : line);
        }
        return b.toString();
    }
}
