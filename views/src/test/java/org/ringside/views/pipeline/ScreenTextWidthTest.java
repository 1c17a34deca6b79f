package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.text.Text;
import org.assertj.core.api.SoftAssertions;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Stage;
import org.ringside.views.charts.CanvasGraphics;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * What a painter measures is what the screen draws: the picture painted onto a JavaFX canvas, as
 * the window paints it, draws every line of text as wide as the painter's font metrics said,
 * so every word it fitted into a panel stays inside the panel. (The files' pictures measure and
 * draw with the same AWT fonts; the screen's draws with JavaFX's, and once drew each at its size
 * rounded to whole pixels: at 150 % text's floor, 13.5 px, drawn at 14, the wire's "TX completion
 * interrupt" ran 3 px past its panel, a qdisc band's label 7 px.)
 */
@ExtendWith(ApplicationExtension.class)
class ScreenTextWidthTest {
    private static final SimSnapshot BUSY = PipelineSnapshots.busyAt(300_000_000L);
    private static final SimSnapshot FIFO = PipelineSnapshots.fifoAt(20_000_000L);
    /** Half a pixel: AWT's integer string widths round to the nearest pixel. */
    private static final double SAME_WIDTH = 0.5;

    /** A line of text as the canvas drew it: where it starts, how wide the painter measured it, how wide it is drawn. */
    private record Line(String text, double x, double baseline, double measured, double drawn, double size) {
    }

    /** Records every line of text drawn, with the width JavaFX draws it at the canvas's font. */
    private static final class Recording extends CanvasGraphics {
        private final GraphicsContext gc;
        private final Text probe = new Text();
        final List<Line> lines = new ArrayList<>();

        Recording(GraphicsContext gc) {
            super(gc);
            this.gc = gc;
        }

        @Override
        public void drawString(String s, float x, float y) {
            probe.setFont(gc.getFont());
            probe.setText(s);
            lines.add(new Line(s, x, y, getFontMetrics(getFont()).getStringBounds(s, this).getWidth(),
                    probe.getLayoutBounds().getWidth(), getFont().getSize2D()));
            super.drawString(s, x, y);
        }
    }

    // The window's picture at 1600x1000 and 1920x1080 (1450x560), at each text size; short
    // pictures whose labels were fitted to their panels at 150 % text's floor (982x150, 1351x203);
    // fitted lanes, and presentation.
    @ParameterizedTest(name = "{0}x{1}, text x{2}, FIFO {3}, presentation {4}, fitted {5}")
    @CsvSource({"1590, 640, 1, false, false, false", "1450, 560, 1, false, false, false",
        "1410, 540, 1, false, false, false", "1371, 522, 1, false, false, false", "1450, 560, 1.5, false, false, false",
        "1450, 560, 2, false, false, false", "1070, 330, 1.5, false, false, false", "982, 150, 1.5, false, false, false",
        "1351, 203, 1.5, false, false, false", "1590, 640, 1, true, false, false",
        "1410, 540, 1.25, true, false, false", "1900, 1040, 1, false, true, false", "1900, 330, 1, false, true, true",
        "1300, 260, 1.5, false, false, true", "1150, 150, 1, false, false, true"})
    void everyLineIsDrawnAsWideAsMeasuredAndInsideItsPanel(int w, int h, double textScale, boolean fifo,
            boolean presentation, boolean fitted) throws InterruptedException, ExecutionException, TimeoutException {
        PipelineRenderer r = new PipelineRenderer();
        r.setTextScale(textScale);
        r.setPresentation(presentation);
        r.setFitHeight(fitted);
        List<Line> lines = WaitForAsyncUtils.asyncFx(() -> {
            Recording g = new Recording(new Canvas(w, h).getGraphicsContext2D());
            r.update(fifo ? FIFO : BUSY, w, h, 0, false);
            r.paint(g, null);
            return g.lines;
        }).get(30, TimeUnit.SECONDS);
        assertThat(lines).extracting(Line::text).anyMatch(t -> t.endsWith("WIRE"));
        SoftAssertions softly = new SoftAssertions();
        for (Line l : lines) {
            Rectangle2D.Double panel = panelAt(r.layout(), l.x() + 1, l.baseline() - 1);
            if (panel != null) {
                softly.assertThat(l.x() + l.drawn()).as("right end of %s at %.2f px", l.text(), l.size())
                        .isLessThanOrEqualTo(panel.getMaxX());
            }
            softly.assertThat(l.drawn()).as("%s at %.2f px", l.text(), l.size()).isCloseTo(l.measured(),
                    Offset.offset(SAME_WIDTH));
        }
        softly.assertAll();
    }

    private static Rectangle2D.Double panelAt(PipelineLayout layout, double x, double y) {
        for (Stage s : PipelineLayout.stages()) {
            if (layout.panel(s).contains(x, y)) {
                return layout.panel(s);
            }
        }
        return null;
    }
}
