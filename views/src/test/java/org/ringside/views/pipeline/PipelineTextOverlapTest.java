package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jfree.svg.SVGGraphics2D;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Stage;
import org.ringside.views.pipeline.SvgText.Word;

/**
 * Large text for a room must not pile words on words: in the driver's, the ring's and the wire's
 * panels no two texts overlap and nothing leaves its panel, at every text size the window offers,
 * on a window-sized picture and on a small one, with and without the NIC's FIFO. Nor may a word
 * shrink to fit below the picture's floor, which grows with the text size: where a word has no
 * room at the floor it gives way (a shorter form, or none).
 */
class PipelineTextOverlapTest {
    private static final SimSnapshot BUSY = PipelineSnapshots.busyAt(300_000_000L);
    private static final SimSnapshot FIFO = PipelineSnapshots.fifoAt(20_000_000L);
    private static final SimSnapshot EIGHT_QUEUES = PipelineSnapshots.multiqueueAt(8, 100_000_000L);
    private static final SimSnapshot SIXTEEN_QUEUES = PipelineSnapshots.multiqueueAt(16, 100_000_000L);
    private static final Pattern PATH = Pattern.compile("<path [^>]*d='([MLC0-9.,E -]+)Z?'");
    private static final Pattern NUMBER = Pattern.compile("-?[0-9.]+(E-?[0-9]+)?");
    /** The least type, in pixels at the normal text size, of a picture the size of the window's. */
    private static final double FLOOR_PX = 9;

    // 1590x640 is the window's picture at 1600x1000 and normal text; 1070x330 the same window at
    // 150 %, 1060x300 a 1920x1080 one at 200 %, where the panes below take more of the height.
    @ParameterizedTest(name = "{0}x{1}, text x{2}, FIFO {3}")
    @CsvSource({"1590, 640, 1, false", "1590, 640, 1.5, false", "1590, 640, 2, false", "1590, 640, 2.5, false",
        "1280, 720, 1, false", "1280, 720, 2, false", "1590, 500, 2.5, false", "1100, 460, 2.5, false",
        "3840, 1600, 2, false", "1070, 330, 1.5, false", "1060, 300, 2, false", "1590, 640, 1, true",
        "1590, 640, 1.5, true", "1590, 640, 2, true", "1070, 330, 1.5, true", "1060, 300, 2, true",
        "1280, 720, 2.5, true"})
    void noTwoTextsOfAPanelOverlap(int w, int h, double textScale, boolean fifo) {
        assertNoneCrowded(fifo ? FIFO : BUSY, w, h, textScale);
    }

    // Two lanes' pictures, fitted to their height as the window draws them, the type no larger
    // than fits: 1080x230 each in a 1600x1000 window at 150 %, 1300x260 in a 1920x1080 one beside
    // the knobs, 1150x150 with the live chart in front; in presentation mode (F5) at 1920x1080
    // each lane is 1900x330, its type doubled.
    @ParameterizedTest(name = "fitted lane {0}x{1}, text x{2}, presentation {3}")
    @CsvSource({"1080, 230, 1.5, false", "1080, 230, 1.75, false", "1300, 260, 1.5, false", "1300, 260, 1.75, false",
        "1150, 150, 1, false", "1150, 150, 1.5, false", "1150, 150, 1.75, false", "1900, 330, 1, true",
        "1900, 330, 1.5, true", "1900, 330, 1.75, true", "1900, 250, 1.5, true"})
    void noTwoTextsOfAFittedLanesPanelOverlap(int w, int h, double textScale, boolean presentation) {
        assertNoneCrowded(BUSY, w, h, textScale, presentation, true);
    }

    // With several queues a strip of every queue takes some of the panels' height: 8 as small
    // rings with words, 16 as compact gauges.
    @ParameterizedTest(name = "{0}x{1}, text x{2}, {3} queues")
    @CsvSource({"1590, 640, 1, 8", "1590, 640, 1.5, 8", "1590, 640, 2, 8", "1590, 640, 2.5, 8", "1280, 720, 1, 8",
        "1070, 330, 1.5, 8", "1060, 300, 2, 8", "1590, 640, 1, 16", "1590, 640, 1.5, 16", "1590, 640, 2.5, 16",
        "1070, 330, 1.5, 16", "1060, 300, 2, 16"})
    void noTwoTextsOverlapWithEveryQueueDrawn(int w, int h, double textScale, int queues) {
        SimSnapshot s = queues == 8 ? EIGHT_QUEUES : SIXTEEN_QUEUES;
        assertThat(s.queues()).hasSize(queues);
        List<Word> words = assertNoneCrowded(s, w, h, textScale);
        PipelineRenderer r = new PipelineRenderer();
        r.setTextScale(textScale);
        r.update(s, w, h, 0, false);
        QueueStrip strip = QueueStrip.of(r.layout());
        Rectangle2D.Double cell = new Rectangle2D.Double();
        List<String> names = new ArrayList<>();
        for (int q = 0; q < queues; q++) {
            Rectangle2D.Double c = strip.cell(q, cell);
            List<Word> in = words.stream().filter(word -> c.contains(word.ink().getCenterX(), word.ink().getCenterY()))
                    .toList();
            in.forEach(word -> names.add(word.text()));
            assertThat(SvgText.crowding(in, c)).as("tx-%d", q).isEmpty();
        }
        // Every queue is named, in full or by its number, where the strip has a line for words.
        assertThat(names).as("the strip's words").anyMatch(t -> t.startsWith("tx-" + (queues - 1)) || t.equals(
                Integer.toString(queues - 1)));
    }

    /** Draws the snapshot and checks the stages' panels and the floor; gives the words drawn. */
    private static List<Word> assertNoneCrowded(SimSnapshot s, int w, int h, double textScale) {
        return assertNoneCrowded(s, w, h, textScale, false, false);
    }

    /**
     * As {@link #assertNoneCrowded(SimSnapshot, int, int, double)}, in presentation mode or not,
     * fitted to the height as a lane's picture is or not; a fitted picture's floor is at least the
     * normal text size's.
     */
    private static List<Word> assertNoneCrowded(SimSnapshot s, int w, int h, double textScale, boolean presentation,
            boolean fit) {
        PipelineRenderer r = new PipelineRenderer();
        r.setTextScale(textScale);
        r.setPresentation(presentation);
        r.setFitHeight(fit);
        SVGGraphics2D g = new SVGGraphics2D(w, h);
        r.update(s, w, h, 0, false);
        r.paint(g, List.of());
        List<Word> words = SvgText.words(g.getSVGDocument());
        for (Stage stage : List.of(Stage.QDISC, Stage.DRIVER, Stage.RING, Stage.WIRE)) {
            Rectangle2D.Double panel = r.layout().panel(stage);
            List<Word> in = words.stream().filter(word -> panel.contains(word.ink().getCenterX(), word.ink().getCenterY()))
                    .toList();
            assertThat(in).as("texts in %s", stage).hasSizeGreaterThan(2);
            for (Rectangle2D shape : shapes(g.getSVGDocument())) {
                // A shape that starts below the panel is the legend's.
                boolean ofThisPanel = shape.getX() >= panel.x - 1 && shape.getMaxX() <= panel.getMaxX() + 1
                        && shape.getY() >= panel.y - 1 && shape.getY() < panel.getMaxY();
                if (ofThisPanel) {
                    assertThat(shape.getMaxY()).as("%s: a shape %s ends below the panel %s", stage, shape, panel)
                            .isLessThanOrEqualTo(panel.getMaxY() + 1);
                }
            }
            assertThat(SvgText.crowding(in, panel)).as("%s", stage).isEmpty();
        }
        // The SVG gives sizes in whole pixels, rounded down.
        double floor = Math.floor(FLOOR_PX * PictureType.scaleFor(fit ? Math.min(1, textScale) : textScale, presentation));
        for (Word word : words) {
            assertThat(word.size()).as("the size of '%s' at text x%s", word.text(), textScale).isGreaterThanOrEqualTo(floor);
        }
        return words;
    }

    /** The bounds of every rectangle and straight-edged path drawn. */
    private static List<Rectangle2D> shapes(String svg) {
        List<Rectangle2D> out = new ArrayList<>();
        for (SvgText.Box box : SvgText.rects(svg)) {
            out.add(box.bounds());
        }
        Matcher paths = PATH.matcher(svg);
        while (paths.find()) {
            // Every command's numbers are x, y pairs (M, L and C alike).
            Matcher numbers = NUMBER.matcher(paths.group(1));
            Rectangle2D bounds = null;
            while (numbers.find()) {
                double x = Double.parseDouble(numbers.group());
                if (!numbers.find()) {
                    break;
                }
                Rectangle2D point = new Rectangle2D.Double(x, Double.parseDouble(numbers.group()), 0, 0);
                bounds = bounds == null ? point : bounds.createUnion(point);
            }
            if (bounds != null) {
                out.add(bounds);
            }
        }
        return out;
    }
}
