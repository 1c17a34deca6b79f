package org.ringside.views.run;

import javafx.scene.Node;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.Shape;

/** The run bar's glyphs, coloured by the stylesheet's {@code .run-glyph} rule. */
final class RunGlyphs {
    private RunGlyphs() {
    }

    static Node play() {
        return glyph(new Polygon(0, 0, 12, 7, 0, 14));
    }

    static Node pause() {
        return glyph(Shape.union(new Rectangle(0, 0, 4, 14), new Rectangle(8, 0, 4, 14)));
    }

    static Node step() {
        return glyph(Shape.union(new Polygon(0, 0, 10, 7, 0, 14), new Rectangle(11, 0, 3, 14)));
    }

    private static Node glyph(Shape shape) {
        shape.getStyleClass().add("run-glyph");
        return shape;
    }
}
