package org.ringside.lessons;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.sim.Simulation;

class StepHtmlTest {

    private static Lesson lesson(String markdown) throws LessonException {
        String text = String.join("\n",
                "---",
                "id: pictures",
                "title: Pictures",
                "level: beginner",
                "minutes: 5",
                "steps:",
                "  - id: one",
                "    title: One",
                "    scenario: router-100mbit.yaml",
                "    tasks:",
                "      - ask: Fill the link.",
                "        goal: frames > 50",
                "        after: 20ms",
                "        allow: [bql.*]",
                "        answer: { bql: { limit: 9000 } }",
                "---",
                "## Step: one",
                markdown);
        return new LessonReader(ScenarioCatalog.shipped()).read(text, "ringside/lessons/pictures.md");
    }

    @Test
    void relativeImagesPointBesideTheLessonAndRawHtmlIsEscaped() throws LessonException {
        Lesson lesson = lesson("![the ring](images/ring.png) ![far](https://example.org/a.png) ![odd](<a b|{c}.png>)"
                + " <b>bold</b> *words*");

        String html = StepHtml.html(lesson, lesson.steps().get(0));

        assertThat(html).contains("src=\"ringside/lessons/images/ring.png\"", "src=\"https://example.org/a.png\"",
                "src=\"ringside/lessons/a b|{c}.png\"",
                "&lt;b&gt;bold&lt;/b&gt;", "<em>words</em>");
    }

    @Test
    void aTaskIsJudgedOnARunningSimulationOnlyOnceItHasRunLongEnough() throws LessonException {
        Task task = lesson("Text.").steps().get(0).tasks().get(0);
        Simulation sim = new Simulation(lesson("Text.").steps().get(0).start().scenario());

        sim.runUntil(10_000_000L);
        assertThat(task.evaluate(sim)).isEmpty();
        sim.runUntil(20_000_000L);
        assertThat(task.evaluate(sim)).hasValueSatisfying(o -> {
            assertThat(o.holds()).isTrue();
            assertThat(o.read()).containsOnlyKeys(List.of("frames"));
        });
    }
}
