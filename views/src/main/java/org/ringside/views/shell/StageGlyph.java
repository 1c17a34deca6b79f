package org.ringside.views.shell;

import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Arc;
import javafx.scene.shape.ArcType;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Line;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.Shape;

/**
 * Small drawings, one per pipeline stage, so a room can tell the stages apart from the back row.
 * Colours come from the stylesheet through style classes ({@code glyph-line}, {@code glyph-packet},
 * {@code glyph-slot-used}, {@code glyph-slot-free}, {@code glyph-head}, {@code glyph-block}).
 */
final class StageGlyph {
    /** Every glyph is drawn in a box of this size. */
    static final double WIDTH = 120;
    static final double HEIGHT = 76;

    private StageGlyph() {
    }

    static Node of(PipelineStage stage) {
        Pane pane = new Pane();
        pane.getStyleClass().add("stage-glyph");
        pane.setMinSize(WIDTH, HEIGHT);
        pane.setPrefSize(WIDTH, HEIGHT);
        pane.setMaxSize(WIDTH, HEIGHT);
        switch (stage) {
            case SOCKETS -> sockets(pane);
            case QDISC -> qdisc(pane);
            case DRIVER -> driver(pane);
            case TX_RING -> txRing(pane);
            case NIC -> nic(pane);
            case WIRE -> wire(pane);
        }
        return pane;
    }

    /** Three sockets, one per priority band, each with a packet ready to go. */
    private static void sockets(Pane p) {
        for (int i = 0; i < 3; i++) {
            double y = 6 + i * 23;
            p.getChildren().add(styled(new Rectangle(14, y, 46, 18), "glyph-line"));
            p.getChildren().add(styled(new Rectangle(72, y + 3, 20, 12), "glyph-packet"));
            p.getChildren().add(arrowHead(98, y + 9, 8, "glyph-line-fill"));
        }
    }

    /** pfifo_fast: three bands, band 0 on top, packets queued at their tails. */
    private static void qdisc(Pane p) {
        int[] queued = {1, 4, 2};
        for (int band = 0; band < 3; band++) {
            double y = 6 + band * 23;
            p.getChildren().add(styled(new Rectangle(8, y, 104, 18), "glyph-line"));
            for (int k = 0; k < queued[band]; k++) {
                p.getChildren().add(styled(new Rectangle(92 - k * 18, y + 3, 14, 12), "glyph-packet"));
            }
        }
    }

    /** The driver: a chip with pins, the code that writes descriptors. */
    private static void driver(Pane p) {
        p.getChildren().add(styled(new Rectangle(36, 14, 48, 48), "glyph-line"));
        for (int i = 0; i < 4; i++) {
            double offset = 22 + i * 11;
            p.getChildren().add(styled(new Line(26, offset, 36, offset), "glyph-line"));
            p.getChildren().add(styled(new Line(84, offset, 94, offset), "glyph-line"));
            p.getChildren().add(styled(new Line(offset + 20, 4, offset + 20, 14), "glyph-line"));
            p.getChildren().add(styled(new Line(offset + 20, 62, offset + 20, 72), "glyph-line"));
        }
        p.getChildren().add(styled(new Rectangle(50, 31, 20, 14), "glyph-packet"));
    }

    /** A ring of descriptor slots: the NIC's next one, those it owns, and the free ones. */
    private static void txRing(Pane p) {
        int slots = 16;
        int used = 9;
        double step = 360.0 / slots;
        for (int i = 0; i < slots; i++) {
            Arc arc = new Arc(60, 38, 31, 31, 90 - i * step - 4, -(step - 8));
            arc.setType(ArcType.OPEN);
            arc.setFill(null);
            String style = i == 0 ? "glyph-head" : i < used ? "glyph-slot-used" : "glyph-slot-free";
            p.getChildren().add(styled(arc, style));
        }
        p.getChildren().add(styled(new Rectangle(51, 32, 18, 12), "glyph-packet"));
    }

    /** The NIC: a card with its port. */
    private static void nic(Pane p) {
        p.getChildren().add(styled(new Rectangle(10, 12, 88, 50), "glyph-line"));
        p.getChildren().add(styled(new Rectangle(98, 26, 12, 22), "glyph-line-fill"));
        for (int i = 0; i < 3; i++) {
            p.getChildren().add(styled(new Rectangle(20 + i * 24, 24, 18, 26), "glyph-block"));
        }
        p.getChildren().add(styled(new Line(18, 62, 18, 72), "glyph-line"));
        p.getChildren().add(styled(new Line(88, 62, 88, 72), "glyph-line"));
    }

    /** The wire: frames spaced by the inter-frame gap, moving right. */
    private static void wire(Pane p) {
        p.getChildren().add(styled(new Line(4, 38, 104, 38), "glyph-line"));
        p.getChildren().add(arrowHead(112, 38, 10, "glyph-line-fill"));
        for (int i = 0; i < 3; i++) {
            p.getChildren().add(styled(new Rectangle(10 + i * 32, 28, 24, 20), "glyph-packet"));
        }
        p.getChildren().add(styled(new Circle(4, 38, 3), "glyph-line-fill"));
    }

    private static Polygon arrowHead(double tipX, double tipY, double size, String style) {
        return styled(new Polygon(tipX, tipY, tipX - size, tipY - size * 0.7, tipX - size, tipY + size * 0.7), style);
    }

    private static <S extends Shape> S styled(S shape, String styleClass) {
        shape.getStyleClass().add(styleClass);
        return shape;
    }
}
