package org.ringside.lessons;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.model.scenario.BqlMode;
import org.ringside.model.sim.Stage;

class LessonReaderTest {
    private final LessonReader reader = new LessonReader(ScenarioCatalog.shipped());

    // A small valid lesson; the tests below break one line of it at a time.
    private static final String LESSON = String.join("\n",
            "---",                                                                            // 1
            "id: small",                                                                      // 2
            "title: A small lesson",                                                          // 3
            "level: beginner",                                                                // 4
            "minutes: 5",                                                                     // 5
            "runs:",                                                                          // 6
            "  off: { scenario: router-100mbit.yaml, duration: 50ms, set: { bql: { mode: off, limit: ~ } } }",
            "claims:",                                                                        // 8
            "  - says: Without BQL the ring holds more.",                                     // 9
            "    check: run(off).ring_bytes.mean > 1KB",                                      // 10
            "steps:",                                                                         // 11
            "  - id: first",                                                                  // 12
            "    title: The first step",                                                      // 13
            "    scenario: router-100mbit.yaml",                                              // 14
            "    actions: [ { run_for: 10ms }, { highlight: ring }, { inspect: dql }, { pause_at: 1s } ]",
            "    tasks:",                                                                     // 16
            "      - ask: Make the request wait less.",                                      // 17
            "        goal: flows.rr.latency_ns.mean < 1ms",                                   // 18
            "        after: 100ms",                                                           // 19
            "        hints: [ Look at the ring. ]",                                           // 20
            "        allow: [ nic.ring_size, qdisc.* ]",                                      // 21
            "        answer: { nic: { ring_size: 32 } }",                                     // 22
            "        forbidden: [ { bql: { limit: 3000 } } ]",                                // 23
            "---",                                                                            // 24
            "",                                                                               // 25
            "## Step: first",                                                                 // 26
            "",                                                                               // 27
            "Some *Markdown*.",                                                               // 28
            "");

    private Lesson read(String text) throws LessonException {
        return reader.read(text, "small.md");
    }

    // The table below gives text without its indentation (CSV trims it): the first line that
    // starts with the text after its indentation is changed, else the text's first occurrence.
    private static String replace(String text, String by) {
        String quoted = Pattern.quote(text.strip());
        Matcher m = Pattern.compile("(?m)^ *(" + quoted + ")").matcher(LESSON);
        if (!m.find()) {
            m = Pattern.compile("(" + quoted + ")").matcher(LESSON);
            assertThat(m.find()).as(text).isTrue();
        }
        return LESSON.substring(0, m.start(1)) + by.strip() + LESSON.substring(m.end(1));
    }

    @Test
    void aLessonReadsWithItsStepsRunsClaimsAndTasks() throws LessonException {
        Lesson lesson = read(LESSON);

        assertThat(lesson.id()).isEqualTo("small");
        assertThat(lesson.level()).isEqualTo(Lesson.Level.BEGINNER);
        assertThat(lesson.minutes()).isEqualTo(5);
        LessonRun off = lesson.runs().get(0);
        assertThat(off.name()).isEqualTo("off");
        assertThat(off.durationNs()).isEqualTo(50_000_000L);
        assertThat(off.setup().scenario().bql().mode()).isEqualTo(BqlMode.OFF);
        assertThat(off.line()).isEqualTo(7);
        assertThat(lesson.claims().get(0).line()).isEqualTo(9);

        Step step = lesson.steps().get(0);
        assertThat(step.id()).isEqualTo("first");
        assertThat(step.title()).isEqualTo("The first step");
        assertThat(step.markdown()).isEqualTo("Some *Markdown*.");
        assertThat(step.start().scenarioFile()).isEqualTo("router-100mbit.yaml");
        assertThat(step.start().scenario().nic().ringSize()).isEqualTo(64);
        assertThat(step.actions()).containsExactly(
                new Action(Action.Kind.RUN_FOR, 10_000_000L, null, null),
                new Action(Action.Kind.HIGHLIGHT, 0, Stage.RING, null),
                new Action(Action.Kind.INSPECT, 0, null, Action.Inspector.DQL),
                new Action(Action.Kind.PAUSE_AT, 1_000_000_000L, null, null));
        Task task = step.tasks().get(0);
        assertThat(task.afterNs()).isEqualTo(100_000_000L);
        assertThat(task.hints()).containsExactly("Look at the ring.");
        assertThat(task.answer().scenario().nic().ringSize()).isEqualTo(32);
        assertThat(task.allow().entries()).containsExactly("nic.ring_size", "qdisc.*");
        assertThat(task.forbidden()).singleElement().satisfies(route -> {
            assertThat(route.line()).isEqualTo(23);
            assertThat(route.changes()).containsExactly("bql.limit", "bql.limit_min", "bql.limit_max");
            assertThat(route.setup().scenario().bql().limit()).isEqualTo(3000);
        });
        assertThat(task.line()).isEqualTo(17);
    }

    @Test
    void aTasksAnswerChangesTheStepsScenarioNotTheStepItself() throws LessonException {
        Lesson lesson = read(replace("    scenario: router-100mbit.yaml", "    scenario: router-100mbit.yaml\n"
                + "    set: { nic: { ring_size: 128 }, bql: { mode: auto, limit: ~ } }")
                .replace("answer: { nic: { ring_size: 32 } }", "answer: { nic: { tso: false }, bql: { mode: off } }")
                .replace("allow: [ nic.ring_size, qdisc.* ]", "allow: [ nic.tso, bql.* ]")
                .replace("forbidden: [ { bql: { limit: 3000 } } ]", "forbidden: [ { nic: { ring_size: 64 } } ]"));

        Step step = lesson.steps().get(0);
        assertThat(step.start().scenario().nic().ringSize()).isEqualTo(128);
        assertThat(step.start().scenario().bql().mode()).isEqualTo(BqlMode.AUTO);
        assertThat(step.tasks().get(0).answer().scenario().nic().ringSize()).isEqualTo(128);
        assertThat(step.tasks().get(0).answer().scenario().bql().mode()).isEqualTo(BqlMode.OFF);
    }

    @Test
    void imagesAreFoundBesideTheLesson() throws LessonException {
        Lesson lesson = reader.read(LESSON, "ringside/lessons/small.md");

        assertThat(lesson.resolve("images/ring.png")).isEqualTo("ringside/lessons/images/ring.png");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        // the line to break | what it becomes | the message
        "id: small | id: Small | small.md:2: id: Small is not a word of lower-case letters, digits, - and _, starting with a letter",
        "level: beginner | level: expert | small.md:4: level: expert is not a level (allowed: beginner, intermediate, advanced)",
        "minutes: 5 | minutes: 500 | small.md:5: minutes: 500 is out of range (allowed: 1 to 120)",
        "minutes: 5 | minute: 5 | small.md:5: minute: unknown key (allowed: id, title, level, minutes, runs, claims, steps)",
        "title: A small lesson | title: [ a, b ] | small.md:3: title: expected text, got a list",
        "title: A small lesson | title: 'unclosed | small.md:23: yaml: found unexpected end of stream",
        "    check: run(off).ring_bytes.mean > 1KB | 'check: run(off).ring_bytes.mean > 1KB ))' | small.md:10: claims[0].check: column 32: unexpected ')' after a complete expression",
        "    check: run(off).ring_bytes.mean > 1KB | '    check: run(of).ring_bytes.mean > 1KB' | small.md:10: claims[0].check: column 1: there is no run of (runs: off)",
        "    check: run(off).ring_bytes.mean > 1KB | '    check: run(off).ring_byte.mean > 1KB' | small.md:10: claims[0].check: column 1: unknown summary key ring_byte.mean, did you mean ring_bytes.mean?",
        "        goal: flows.rr.latency_ns.mean < 1ms | '        goal: flows.voip.latency_ns.mean < 1ms' | small.md:18: steps[0].tasks[0].goal: column 1: unknown summary key flows.voip.latency_ns.mean, did you mean flows.rr.latency_ns.mean?",
        "        goal: flows.rr.latency_ns.mean < 1ms | '        goal: flows.rr.latency_ns.mean < 1 ms' | small.md:18: steps[0].tasks[0].goal: column 30: unexpected 'ms' after a complete expression",
        "    scenario: router-100mbit.yaml | '    scenario: router.yaml' | small.md:14: steps[0].scenario: router.yaml is not a shipped scenario (allowed: default-1gbe.yaml, linux-today-1gbe.yaml, linux-today-10gbe-mq.yaml, tsq-single-flow.yaml, tsq-single-flow-3.3.yaml, voip-vs-bulk.yaml, bql-unlimited-3.18.yaml, bql-paper-tso-on-bql-off.yaml, bql-paper-tso-on-bql-on.yaml, bql-paper-tso-off-bql-off.yaml, bql-paper-tso-off-bql-on.yaml, router-100mbit-bql-off.yaml, router-100mbit.yaml, fq-codel-vs-pfifo-100mbit.yaml, pfifo-vs-fq-codel-100mbit.yaml, bottleneck-100mbit.yaml, sharing-a-port.yaml, fq-pacing-1gbe.yaml, pktgen-mmio-immediate.yaml, pktgen-mmio-dispatch16.yaml, saturated-10gbe.yaml, saturated-100gbe.yaml, nic-fifo-10gbe.yaml, one-stream-100gbe.yaml, four-streams-100gbe.yaml, one-stream-zerocopy-100gbe.yaml)",
        "        answer: { nic: { ring_size: 32 } } | '        answer: { nic: { ring_sise: 64 } }' | small.md:22: steps[0].tasks[0].answer: nic.ring_sise: unknown key, did you mean ring_size? (allowed: driver, tx_queues, ring_size, max_desc_bytes, stop_descs, wake_descs, mtu, tso, gso, tx_checksum, gso_max_size, tx_usecs, tx_frames, tx_clean_budget, bql_bytes, moderation, adaptive_tx, doorbell, dispatch_limit, fifo_bytes, dma_latency, completion, xps)",
        "        answer: { nic: { ring_size: 32 } } | '        answer: { nic: { ring_size: 5 } }' | small.md:22: steps[0].tasks[0].answer: nic.ring_size: 5 is out of range (allowed: 8 to 16384)",
        "        answer: { nic: { ring_size: 32 } } | '        answer: [ 64 ]' | small.md:22: steps[0].tasks[0].answer: expected a map of the scenario keys the student changes, got a list",
        "  off: { scenario: router-100mbit.yaml, duration: 50ms, set: { bql: { mode: off, limit: ~ } } } | '  off: { scenario: router-100mbit.yaml, duration: 50ms, set: { bql: { mode: off } } }' | small.md:7: runs.off.set: bql.limit: applies only to mode fixed, not off (allowed: mode, limit_min, limit_max, hold_time)",
        "  off: { scenario: router-100mbit.yaml, duration: 50ms, set: { bql: { mode: off, limit: ~ } } } | '  off: { scenario: router-100mbit.yaml, duration: 5, set: { bql: { mode: off, limit: ~ } } }' | small.md:7: runs.off.duration: 5 has no unit; write it in ns, us, ms or s, e.g. 5us (allowed: 1us to 3600s)",
        "  off: { scenario: router-100mbit.yaml, duration: 50ms, set: { bql: { mode: off, limit: ~ } } } | '  and: { scenario: router-100mbit.yaml }' | small.md:7: runs.and: a run's name is a word of lower-case letters, digits and _, starting with a letter, and not one of and, by, not, or, run",
        "{ highlight: ring } | { highlight: nic } | small.md:15: steps[0].actions[1].highlight: nic is not a stage (allowed: socket, qdisc, driver, ring, wire, port, completion, cpu)",
        "{ inspect: dql } | { inspect: dq } | small.md:15: steps[0].actions[2].inspect: dq is not an inspector (allowed: dql, ring, qdisc, flows)",
        "{ run_for: 10ms } | { play: 10ms } | small.md:15: steps[0].actions[0].play: unknown key (allowed: run_for, pause_at, highlight, inspect)",
        "{ run_for: 10ms } | '{ run_for: 10ms, highlight: ring }' | small.md:15: steps[0].actions[0]: an action is one word and its value, e.g. { run_for: 500ms }, got 2 words",
        "        allow: [ nic.ring_size, qdisc.* ] | '        allow: [ nic.ring_sise ]' | small.md:21: steps[0].tasks[0].allow[0]: nic.ring_sise is not a knob or a section, did you mean nic.ring_size? (allowed: a knob's key as docs/scenario-format.md lists it, e.g. nic.ring_size or \"flows[].size\", or a section, e.g. bql.*)",
        "        allow: [ nic.ring_size, qdisc.* ] | '        allow: [ nic.ring_size, bq.* ]' | small.md:21: steps[0].tasks[0].allow[1]: bq.* is not a knob or a section, did you mean bql.*? (allowed: a knob's key as docs/scenario-format.md lists it, e.g. nic.ring_size or \"flows[].size\", or a section, e.g. bql.*)",
        "        allow: [ nic.ring_size, qdisc.* ] | '        allow: [ name ]' | small.md:21: steps[0].tasks[0].allow[0]: name is not a knob or a section (allowed: a knob's key as docs/scenario-format.md lists it, e.g. nic.ring_size or \"flows[].size\", or a section, e.g. bql.*)",
        "        allow: [ nic.ring_size, qdisc.* ] | '        allow: []' | small.md:21: steps[0].tasks[0].allow: names no knob; a task allows at least one (allowed: a knob's key as docs/scenario-format.md lists it, e.g. nic.ring_size or \"flows[].size\", or a section, e.g. bql.*)",
        "        allow: [ nic.ring_size, qdisc.* ] | '        allow: nic.ring_size' | small.md:21: steps[0].tasks[0].allow: expected a list, got nic.ring_size",
        "        allow: [ nic.ring_size, qdisc.* ] | '        allow: [ nic.ring_size, nic.ring_size ]' | small.md:21: steps[0].tasks[0].allow[1]: nic.ring_size is given twice",
        "        allow: [ nic.ring_size, qdisc.* ] | '        allow: [ nic.*, nic.ring_size ]' | small.md:21: steps[0].tasks[0].allow[1]: nic.ring_size is already allowed by its section",
        "        allow: [ nic.ring_size, qdisc.* ] | '        allow: [ qdisc.* ]' | small.md:22: steps[0].tasks[0].answer: changes nic.ring_size, which allow does not list (allow: qdisc.*)",
        "        answer: { nic: { ring_size: 32 } } | '        answer: { nic: { ring_size: 64 } }' | small.md:22: steps[0].tasks[0].answer: changes no knob of the step's scenario",
        "        forbidden: [ { bql: { limit: 3000 } } ] | '        forbidden: [ { qdisc: { txqueuelen: 10 } } ]' | small.md:23: steps[0].tasks[0].forbidden[0]: changes only qdisc.txqueuelen, which allow lists; a forbidden route changes a knob outside allow (allow: nic.ring_size, qdisc.*)",
        "        forbidden: [ { bql: { limit: 3000 } } ] | '        forbidden: [ { bql: { limit: 3000 } }, { nic: { ring_size: 64 } } ]' | small.md:23: steps[0].tasks[0].forbidden[1]: changes no knob of the step's scenario",
        "        forbidden: [ { bql: { limit: 3000 } } ] | '        forbidden: [ { bql: { limt: 3000 } } ]' | small.md:23: steps[0].tasks[0].forbidden[0]: bql.limt: unknown key, did you mean limit? (allowed: mode, limit, limit_min, limit_max, hold_time)",
        "        forbidden: [ { bql: { limit: 3000 } } ] | '        forbidden: [ 3000 ]' | small.md:23: steps[0].tasks[0].forbidden[0]: expected a map of scenario keys, got 3000",
        "        forbidden: [ { bql: { limit: 3000 } } ] | '        forbidden: { bql: { limit: 3000 } }' | small.md:23: steps[0].tasks[0].forbidden: expected a list, got a map",
        "{ pause_at: 1s } | { pause_at: 3s } | small.md:15: steps[0].actions[3].pause_at: the step's run would reach 3s, past its scenario's end at 2s (router-100mbit.yaml), where the window stops it; run for less or give the step a longer run in set, e.g. set: { duration: 3s }",
        "{ pause_at: 1s } | { run_for: 1995ms } | small.md:15: steps[0].actions[3].run_for: the step's run would reach 2005ms, past its scenario's end at 2s (router-100mbit.yaml), where the window stops it; run for less or give the step a longer run in set, e.g. set: { duration: 2005ms }",
        "        after: 100ms | '        after: 4s' | small.md:19: steps[0].tasks[0].after: 4s is past the step's scenario's end at 2s (router-100mbit.yaml), so the task could never be judged; give the step a longer run in set, e.g. set: { duration: 4s }",
        "        after: 100ms | '        after: 0s' | small.md:19: steps[0].tasks[0].after: 0s is out of range (allowed: 1us to 3600s)",
        "        after: 100ms | '        afterwards: 100ms' | small.md:19: steps[0].tasks[0].afterwards: unknown key (allowed: ask, goal, after, hints, allow, answer, forbidden)",
        "        hints: [ Look at the ring. ] | '        hints: Look at the ring.' | small.md:20: steps[0].tasks[0].hints: expected a list, got Look at the ring.",
        "    title: The first step | '    name: The first step' | small.md:13: steps[0].name: unknown key (allowed: id, title, scenario, set, actions, tasks)",
        "## Step: first | ## Step: | small.md:26: steps: a step heading is ## Step: ID, with the id of a step of the header, got no id",
        "## Step: first | Intro. | small.md:26: steps: text before the first ## Step: heading belongs to no step"})
    void aBrokenLineIsNamedWithItsFileLineAndKey(String line, String by, String message) {
        assertThatThrownBy(() -> read(replace(line, by))).isInstanceOf(LessonException.class).hasMessage(message);
    }

    @Test
    void aStepThatRunsLongerThanItsScenarioGivesItALongerRun() throws LessonException {
        String longer = replace("    scenario: router-100mbit.yaml", "    scenario: router-100mbit.yaml\n    set: { duration: 4s }");

        Step step = read(longer.replace("{ pause_at: 1s }", "{ pause_at: 4s }").replace("after: 100ms", "after: 4s"))
                .steps().get(0);

        assertThat(step.start().scenario().durationNs()).isEqualTo(4_000_000_000L);
        assertThat(step.actions().get(3).timeNs()).isEqualTo(4_000_000_000L);
    }

    @Test
    void aTextWithoutAStepIsNamedAtItsHeading() {
        assertThatThrownBy(() -> read(LESSON + "## Step: second\n\nMore.\n"))
                .hasMessage("small.md:29: steps: the text of step second has no step second in the header");
    }

    @Test
    void aStepWithoutTextIsNamedAtItsId() {
        assertThatThrownBy(() -> read(LESSON.substring(0, LESSON.indexOf("## Step: first"))))
                .hasMessage("small.md:12: steps[0].id: no text: write it under a ## Step: first heading below the header");
    }

    @Test
    void theFileMustStartWithAHeader() {
        assertThatThrownBy(() -> read("# A lesson\n")).hasMessage("small.md:1: file: a lesson starts with a --- line, then"
                + " its YAML header");
        assertThatThrownBy(() -> read("---\nid: x\n")).hasMessage("small.md:1: file: the header has no closing --- line");
        assertThatThrownBy(() -> read("---\n---\n")).hasMessage("small.md:2: file: the header between the --- lines is empty");
        assertThatThrownBy(() -> read("")).hasMessage("small.md:1: file: a lesson starts with a --- line, then its YAML header");
    }

    @Test
    void requiredKeysAreNamedAtTheirParent() {
        assertThatThrownBy(() -> read(LESSON.replace("title: A small lesson\n", "")))
                .hasMessage("small.md:2: title: missing");
        assertThatThrownBy(() -> read(LESSON.replace("        after: 100ms\n", "")))
                .hasMessage("small.md:17: steps[0].tasks[0].after: missing");
    }

    @Test
    void everyTaskNamesTheKnobsItAllows() {
        assertThatThrownBy(() -> read(LESSON.replace("        allow: [ nic.ring_size, qdisc.* ]\n", "")))
                .hasMessage("small.md:17: steps[0].tasks[0].allow: missing: a task names the knobs it lets the student"
                        + " change, e.g. allow: [nic.ring_size]");
    }

    @Test
    void aPerFlowKnobIsAllowedByItsQuotedKey() throws LessonException {
        Lesson lesson = read(LESSON.replace("allow: [ nic.ring_size, qdisc.* ]", "allow: [ nic.ring_size, \"flows[].count\" ]"));

        assertThat(lesson.steps().get(0).tasks().get(0).allow().permits("flows[].count")).isTrue();
    }

    @Test
    void oddTextInAMessageIsEscapedOntoOneLine() {
        assertThatThrownBy(() -> read(LESSON.replace("minutes: 5", "minutes: 5\n\"min\\nutes\\u0085\": 5")))
                .hasMessage("small.md:6: \"min\\nutes\\u0085\": unknown key (allowed: id, title, level, minutes, runs,"
                        + " claims, steps)");
        assertThatThrownBy(() -> read(LESSON.replace("hints: [ Look at the ring. ]", "hints: \"a\\tb\"")))
                .hasMessage("small.md:20: steps[0].tasks[0].hints: expected a list, got \"a\\tb\"");
    }

    @Test
    void aStepHeadingInsideACodeBlockIsText() throws LessonException {
        Lesson lesson = read(LESSON + "```\n## Step: first\n```\n");

        assertThat(lesson.steps().get(0).markdown()).endsWith("```\n## Step: first\n```");
    }

    @Test
    void aNulCharacterIsABrokenFileAtItsLine() {
        assertThatThrownBy(() -> read(LESSON.replace("Some *Markdown*.", "Some\0 *Markdown*.")))
                .hasMessage("small.md:28: file: a NUL character (U+0000) at column 5; a lesson is text");
        assertThatThrownBy(() -> read(LESSON.replace("id: small", "id: sm\0all")))
                .hasMessage("small.md:2: file: a NUL character (U+0000) at column 7; a lesson is text");
    }

    @Test
    void aByteOrderMarkIsAcceptedAtTheStartAndNowhereElse() throws LessonException {
        assertThat(read("\uFEFF" + LESSON).id()).isEqualTo("small");
        assertThatThrownBy(() -> read(LESSON.replace("title: A small lesson", "title: A small\uFEFF lesson")))
                .hasMessage("small.md:3: file: a byte order mark (U+FEFF) at column 15; it is allowed only as the"
                        + " file's first character");
        assertThatThrownBy(() -> read("\uFEFF\uFEFF" + LESSON))
                .hasMessage("small.md:1: file: a byte order mark (U+FEFF) at column 1; it is allowed only as the"
                        + " file's first character");
    }

    @Test
    void aYamlErrorGivesTheParsersContextAsTheScenarioReaderDoes() {
        assertThatThrownBy(() -> read(LESSON.replace("minutes: 5", "minutes: 5\n--- x")))
                .hasMessage("small.md:6: yaml: expected a single document in the stream but found another document");
    }
}
