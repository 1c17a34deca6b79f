package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jfree.svg.SVGGraphics2D;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.views.pipeline.SvgText.Word;

/**
 * A larger text size makes every word of the picture larger or leaves it as it was, and the TX
 * ring and its key no smaller: the canvas takes the height the words need (the view scrolls)
 * rather than the ring shrinking to 90 pixels and its key's type under its size at 100 %.
 * The sizes are the picture's in a 1920x1080 and a 1600x1000 window, and a short one.
 */
class TextScaleTest {
    private static final SimSnapshot BUSY = PipelineSnapshots.busyAt(300_000_000L);
    /** What TCP small queues' line says of the busy run's streams, whole. */
    private static final String HELD = "100 of 100 held by small queues";

    @ParameterizedTest(name = "{0}x{1} at {2} %")
    @CsvSource({"1440, 535, 150", "1440, 535, 200", "1440, 535, 250", "1100, 480, 150", "1100, 480, 200",
        "1100, 480, 250", "1300, 450, 150", "1300, 450, 250"})
    void theRingAndItsKeyAreNoSmallerThanAtTheNormalTextSize(int w, int h, int percent) {
        assertRingKept(w, h, w, h, percent);
    }

    // The window's picture is narrower at large text, where the knobs take more of the window:
    // 1115x505 at 100 % in a 1600x1000 window, 1070x595 at 200 %; 1440x535 in a 1920x1080 one.
    @ParameterizedTest(name = "{0}x{1} at 100 %, {2}x{3} at {4} %")
    @CsvSource({"1115, 505, 1070, 595, 200", "1115, 505, 1000, 600, 250", "1440, 535, 1290, 535, 150",
        "1440, 535, 1270, 470, 250"})
    void theRingKeepsItsSizeInTheSameWindow(int normalW, int normalH, int w, int h, int percent) {
        assertRingKept(normalW, normalH, w, h, percent);
    }

    private static void assertRingKept(int normalW, int normalH, int w, int h, int percent) {
        PipelineRenderer normal = drawn(normalW, normalH, 1);
        PipelineRenderer larger = new PipelineRenderer();
        larger.setTextScale(percent / 100.0);
        larger.setNormalView(normalW, normalH);
        larger.update(BUSY, w, h, 0, false);
        larger.resize(w, larger.canvasHeight(w, h));
        RingGeometry ring = larger.layout().ring();
        assertThat(2 * ring.outer()).as("the ring's diameter").isGreaterThanOrEqualTo(2 * normal.layout().ring().outer() - 1);
        assertThat(ring.keyLines()).as("the key's lines").isEqualTo(normal.layout().ring().keyLines());
        assertThat(larger.layout().width()).isGreaterThan(w * 0.95);
    }

    @ParameterizedTest(name = "{0}x{1} at {2} %")
    @CsvSource({"1440, 535, 150", "1440, 535, 200", "1440, 535, 250", "1100, 480, 150", "1100, 480, 200",
        "1100, 480, 250", "1300, 450, 150", "1300, 450, 250"})
    void noWordIsSmallerThanAtTheNormalTextSize(int w, int h, int percent) {
        Map<String, Double> normalSizes = new HashMap<>();
        List<Word> normal = words(drawn(w, h, 1), w, h);
        for (Word word : normal) {
            normalSizes.merge(word.text(), word.size(), Math::min);
        }
        double scale = percent / 100.0;
        PipelineRenderer r = drawn(w, h, scale);
        List<Word> larger = words(r, (int) r.layout().width(), (int) r.layout().height());
        assertThat(larger).hasSizeGreaterThan(20);
        double least = normal.stream().mapToDouble(Word::size).min().orElseThrow();
        for (Word word : larger) {
            assertThat(word.size()).as("'%s' at %d %%", word.text(), percent)
                    .isGreaterThanOrEqualTo(normalSizes.getOrDefault(word.text(), least));
        }
    }

    // "held by small" had shrunk to fit the sockets' panel and "queues", on the next line, had not.
    @ParameterizedTest(name = "{0}x{1} at {2} %")
    @CsvSource({"1440, 535, 100", "1100, 480, 100", "1300, 450, 100", "1440, 535, 125", "900, 500, 100"})
    void aPhraseBrokenOverLinesKeepsOneSize(int w, int h, int percent) {
        PipelineRenderer r = drawn(w, h, percent / 100.0);
        List<Word> pieces = words(r, (int) r.layout().width(), (int) r.layout().height()).stream()
                .filter(word -> HELD.contains(word.text()) && word.text().length() > 2).toList();
        assertThat(String.join(" ", pieces.stream().map(Word::text).toList())).isEqualTo(HELD);
        assertThat(pieces).hasSizeGreaterThan(1);
        assertThat(pieces.stream().map(Word::size).distinct()).as("the sizes of %s", pieces).hasSize(1);
    }

    /** A renderer at {@code scale} in a view {@code w} x {@code h}, laid out on the canvas it asks for. */
    private static PipelineRenderer drawn(int w, int h, double scale) {
        PipelineRenderer r = new PipelineRenderer();
        r.setTextScale(scale);
        r.update(BUSY, w, h, 0, false);
        r.resize(w, r.canvasHeight(w, h));
        return r;
    }

    private static List<Word> words(PipelineRenderer r, int w, int h) {
        SVGGraphics2D g = new SVGGraphics2D(w, h);
        r.paint(g, List.of());
        return SvgText.words(g.getSVGDocument());
    }
}
