package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.jfree.svg.SVGGraphics2D;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Stage;
import org.ringside.views.charts.ChartSize;
import org.ringside.views.pipeline.SvgText.Word;

/**
 * Presentation mode is for the back row: on a 1920x1080 projector filled by the picture no text
 * is under 18 pixels at the normal text size (and grows with the window's text size as far as
 * the screen holds the picture, which does not scroll), and the larger words still neither
 * overlap nor leave their panels.
 */
class PresentationTypeTest {
    private static final SimSnapshot BUSY = PipelineSnapshots.busyAt(300_000_000L);
    private static final SimSnapshot FIFO = PipelineSnapshots.fifoAt(20_000_000L);
    /** The least type a presentation may show at the normal text size, in pixels. */
    private static final double BACK_ROW_PX = 18;

    @ParameterizedTest(name = "{0}x{1}, text x{2}, FIFO {3}")
    @CsvSource({"1920, 1080, 1, false", "1920, 1080, 1, true", "1920, 1080, 1.25, false", "1920, 1080, 1.5, false",
        "1920, 1080, 1.5, true", "1920, 1200, 1, false", "3840, 2160, 1, false"})
    void noTextUnderTheBackRowsFloorNorOverAnother(int w, int h, double textScale, boolean fifo) {
        assertBackRowType(fifo ? FIFO : BUSY, w, h, textScale);
    }

    // The strip of every queue, 8 as small rings with words and 16 as compact gauges, keeps to
    // the back row's floor too, its words within their queue's cell.
    @ParameterizedTest(name = "{0}x{1}, text x{2}, {3} queues")
    @CsvSource({"1920, 1080, 1, 8", "1920, 1080, 1.5, 8", "1920, 1080, 1, 16", "1920, 1080, 1.5, 16",
        "3840, 2160, 1, 16"})
    void theQueuesStripKeepsToTheBackRowsFloor(int w, int h, double textScale, int queues) {
        SimSnapshot s = PipelineSnapshots.multiqueueAt(queues, 100_000_000L);
        PipelineRenderer r = assertBackRowType(s, w, h, textScale);
        SVGGraphics2D g = new SVGGraphics2D(w, h);
        r.paint(g, List.of());
        List<Word> words = SvgText.words(g.getSVGDocument());
        QueueStrip strip = QueueStrip.of(r.layout());
        Rectangle2D.Double cell = new Rectangle2D.Double();
        for (int q = 0; q < queues; q++) {
            Rectangle2D.Double c = strip.cell(q, cell);
            List<Word> in = words.stream().filter(word -> c.contains(word.ink().getCenterX(), word.ink().getCenterY()))
                    .toList();
            assertThat(in).as("tx-%d is named", q).isNotEmpty();
            assertThat(SvgText.crowding(in, c)).as("tx-%d", q).isEmpty();
        }
    }

    /** Draws the snapshot in presentation and checks the floor and the stages' panels; gives the renderer. */
    private static PipelineRenderer assertBackRowType(SimSnapshot s, int w, int h, double textScale) {
        PipelineRenderer r = new PipelineRenderer();
        r.setTextScale(textScale);
        r.setPresentation(true);
        SVGGraphics2D g = new SVGGraphics2D(w, h);
        r.update(s, w, h, 0, false);
        r.paint(g, List.of());
        List<Word> words = SvgText.words(g.getSVGDocument());
        assertThat(words).hasSizeGreaterThan(20);
        // The floor grows with the text size as far as the picture fits the screen (never below
        // the back row's); the SVG gives sizes in whole pixels, rounded down.
        assertThat(r.layout().minType()).isBetween(BACK_ROW_PX, BACK_ROW_PX * textScale);
        double floor = Math.floor(r.layout().minType());
        for (Word word : words) {
            assertThat(word.size()).as("the size of '%s' at text x%s", word.text(), textScale).isGreaterThanOrEqualTo(floor);
        }
        for (Stage stage : List.of(Stage.SOCKET, Stage.QDISC, Stage.DRIVER, Stage.RING, Stage.WIRE)) {
            Rectangle2D.Double panel = r.layout().panel(stage);
            List<Word> in = words.stream()
                    .filter(word -> panel.contains(word.ink().getCenterX(), word.ink().getCenterY())).toList();
            assertThat(in).as("texts in %s", stage).hasSizeGreaterThan(1);
            assertThat(SvgText.crowding(in, panel)).as("%s", stage).isEmpty();
        }
        return r;
    }

    @ParameterizedTest(name = "text x{0}")
    @CsvSource({"1", "1.5"})
    void presentationDoublesTheWindowsType(double textScale) {
        PipelineRenderer window = new PipelineRenderer();
        window.setTextScale(textScale);
        window.update(BUSY, 1920, 1080, 0, false);
        PipelineRenderer presented = new PipelineRenderer();
        presented.setTextScale(textScale);
        presented.setPresentation(true);
        presented.update(BUSY, 1920, 1080, 0, false);
        if (textScale == 1) {
            assertThat(presented.layout().type(19)).isEqualTo(2 * window.layout().type(19));
            assertThat(presented.layout().minType()).isEqualTo(BACK_ROW_PX);
        } else {
            // Larger text grows it as far as the screen, which does not scroll, holds it.
            assertThat(presented.layout().type(19)).isGreaterThanOrEqualTo(2 * window.layout().type(19) / textScale);
            assertThat(presented.layout().minType()).isBetween(BACK_ROW_PX, BACK_ROW_PX * textScale);
        }
        assertThat(presented.canvasHeight(1920, 1080)).isEqualTo(1080);
    }

    /**
     * The pair picture at 1920x1080: both lanes' pictures, their labels and the scoreboard keep
     * the back row's floor, and no word crowds another in a lane's panel, a label or the board.
     */
    @Test
    void thePairPictureKeepsTheFloorToo() {
        PairPictures runs = PairPictures.bqlOffVsOnAt(300_000_000L);
        PairPicture picture = new PairPicture(new ChartSize(1920, 1080), runs.lane(0), runs.lane(1),
                "bql.mode off → auto", false, ColourBy.FLOW, true);
        List<Word> words = SvgText.words(picture.svg(runs.a(), runs.b(), runs.board()));
        assertThat(words).hasSizeGreaterThan(60);
        for (Word word : words) {
            assertThat(word.size()).as("the size of '%s'", word.text()).isGreaterThanOrEqualTo(BACK_ROW_PX);
        }
        PairLayout layout = picture.layout();
        List<Rectangle2D> regions = new ArrayList<>(List.of(layout.board(), layout.label(0), layout.label(1)));
        for (int lane = 0; lane < 2; lane++) {
            Rectangle2D.Double at = layout.lane(lane);
            for (Stage stage : List.of(Stage.SOCKET, Stage.QDISC, Stage.DRIVER, Stage.RING, Stage.WIRE)) {
                Rectangle2D.Double panel = picture.lane(lane).layout().panel(stage);
                regions.add(new Rectangle2D.Double(at.x + panel.x, at.y + panel.y, panel.width, panel.height));
            }
        }
        for (Rectangle2D region : regions) {
            List<Word> in = words.stream()
                    .filter(word -> region.contains(word.ink().getCenterX(), word.ink().getCenterY())).toList();
            assertThat(in).as("texts in %s", region).isNotEmpty();
            assertThat(SvgText.crowding(in, region)).as("%s", region).isEmpty();
        }
    }
}
