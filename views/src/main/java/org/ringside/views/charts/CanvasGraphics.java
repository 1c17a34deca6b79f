package org.ringside.views.charts;

import java.util.LinkedHashMap;
import java.util.Map;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.text.FontPosture;
import javafx.scene.text.FontWeight;
import org.jfree.fx.FXGraphics2D;

/**
 * A {@link java.awt.Graphics2D} that draws onto a JavaFX canvas, its type at the size its font
 * metrics measure. FXGraphics2D measures text with AWT's metrics at the font's exact size but
 * draws it at {@link java.awt.Font#getSize()}, the size rounded to whole pixels: at 14.5 px a
 * label measured to fit its panel was drawn at 15 px, 3 % wider, and ran past the panel's edge.
 * Here every font is drawn at {@link java.awt.Font#getSize2D()}, so what a painter measures is
 * what the screen shows, as in the PNG and SVG files. Open to tests that record what it draws.
 * Use it on the JavaFX thread only.
 */
public class CanvasGraphics extends FXGraphics2D {
    private final GraphicsContext gc;
    /** Fonts a picture keeps at one size. */
    private static final int FONTS_KEPT = 128;
    /**
     * JavaFX's font for each AWT font drawn lately: a picture uses a few dozen, another text size
     * or window size as many others.
     */
    private final Map<java.awt.Font, javafx.scene.text.Font> fonts = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<java.awt.Font, javafx.scene.text.Font> eldest) {
            return size() > FONTS_KEPT;
        }
    };

    public CanvasGraphics(GraphicsContext gc) {
        super(gc);
        this.gc = gc;
    }

    @Override
    public void setFont(java.awt.Font font) {
        super.setFont(font);
        if (font != null) {
            gc.setFont(fonts.computeIfAbsent(font, f -> javafx.scene.text.Font.font(f.getFamily(),
                    f.isBold() ? FontWeight.BOLD : FontWeight.NORMAL,
                    f.isItalic() ? FontPosture.ITALIC : FontPosture.REGULAR, f.getSize2D())));
        }
    }
}
