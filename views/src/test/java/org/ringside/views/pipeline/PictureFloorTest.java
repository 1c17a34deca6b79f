package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.util.List;
import org.jfree.svg.SVGGraphics2D;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Stage;
import org.ringside.views.pipeline.SvgText.Word;

/**
 * The floor of the picture's type holds however small the picture: a lane's picture squeezed
 * under the live chart (two lanes, the chart in front) draws no word under 9 px times the text
 * size; a word with no room at the floor gives way instead.
 */
class PictureFloorTest {
    private static final SimSnapshot BUSY = PipelineSnapshots.busyAt(300_000_000L);

    @ParameterizedTest(name = "{0}x{1}, text x{2}")
    @CsvSource({"1130, 170, 1", "1130, 170, 1.5", "900, 140, 1", "1400, 220, 1.5", "700, 120, 1", "1130, 170, 2"})
    void noWordOfASmallPictureIsUnderTheFloor(int w, int h, double textScale) {
        PipelineRenderer r = new PipelineRenderer();
        r.setTextScale(textScale);
        r.update(BUSY, w, h, 0, false);
        assertThat(r.layout().minType()).isEqualTo(PictureType.FLOOR_PX * textScale);
        SVGGraphics2D g = new SVGGraphics2D(w, h);
        r.paint(g, List.of());
        List<Word> words = SvgText.words(g.getSVGDocument());
        assertThat(words).as("the stages are still named").hasSizeGreaterThan(4);
        // The SVG gives sizes in whole pixels, rounded down.
        double floor = Math.floor(PictureType.FLOOR_PX * textScale);
        for (Word word : words) {
            assertThat(word.size()).as("the size of '%s'", word.text()).isGreaterThanOrEqualTo(floor);
        }
        // Lines held at the floor, above their design size, are spread apart as far as that: no
        // word overlaps another.
        for (Stage stage : List.of(Stage.SOCKET, Stage.QDISC, Stage.DRIVER, Stage.RING, Stage.WIRE)) {
            Rectangle2D.Double panel = r.layout().panel(stage);
            List<Word> in = words.stream()
                    .filter(word -> panel.contains(word.ink().getCenterX(), word.ink().getCenterY())).toList();
            assertThat(SvgText.crowding(in, panel)).as("%s", stage).noneMatch(c -> c.contains(" overlaps "));
        }
    }
}
