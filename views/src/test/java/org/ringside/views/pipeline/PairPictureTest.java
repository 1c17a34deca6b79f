package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.driver.SlotState;
import org.ringside.model.sim.Scoreboard;
import org.ringside.views.charts.ChartSize;
import org.ringside.views.pipeline.SvgText.Word;

/**
 * The pair picture shows each run in its own lane, drawn by the one renderer from that run's
 * snapshot, and under them the scoreboard's own figures and what B changes.
 */
class PairPictureTest {
    private static final PairPictures RUNS = PairPictures.bqlOffVsOnAt(200_000_000L);

    private static PairPicture picture(boolean presentation) {
        return new PairPicture(new ChartSize(1920, 1080), RUNS.lane(0), RUNS.lane(1), "bql.mode off → auto", false,
                ColourBy.FLOW, presentation);
    }

    @Test
    void eachLaneDrawsItsOwnRunsSnapshot() {
        PairPicture p = picture(false);
        p.render(RUNS.a(), RUNS.b(), RUNS.board());
        assertThat(p.lane(0).snapshot()).isSameAs(RUNS.a());
        assertThat(p.lane(1).snapshot()).isSameAs(RUNS.b());
        // BQL off fills the ring; BQL on keeps it short: the lanes differ as the runs do.
        assertThat(RUNS.a().queue(0).ring().count(SlotState.FREE))
                .isLessThan(RUNS.b().queue(0).ring().count(SlotState.FREE));
        assertThat(p.lane(0).layout().width()).isEqualTo(p.layout().laneWidth());
    }

    @Test
    void theBoardShowsTheScoreboardsFiguresAndWhatDiffers() {
        List<String> texts = SvgText.words(picture(false).svg(RUNS.a(), RUNS.b(), RUNS.board())).stream()
                .map(Word::text).toList();
        assertThat(texts).contains("A  A run", "B  B run", "B differs from A in: bql.mode off → auto", "A", "B", "B/A");
        for (Scoreboard.Row row : RUNS.board().rows()) {
            assertThat(texts).as(row.figure()).contains(row.figure(), row.aText(), row.bText(), row.ratioText());
        }
    }

    @Test
    void aFigureWithNoRoomLosesItsParenthesis() {
        assertThat(ScoreboardPainter.forms("ring bytes (mean)")).containsExactly("ring bytes (mean)", "ring bytes");
        assertThat(ScoreboardPainter.forms("drops")).containsExactly("drops");
    }
}
