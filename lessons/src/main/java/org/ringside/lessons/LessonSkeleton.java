package org.ringside.lessons;

import java.util.Optional;

/**
 * The lesson {@code ringside lessons new ID} writes for a teacher to start from: one step with a
 * task, a route the task forbids, a claim with its contrast, live numbers and constants, all of
 * which {@code ringside lessons check --strict} passes as written (a test checks that). Its
 * comments say what each part is for; docs/writing-lessons.md walks through them.
 */
public final class LessonSkeleton {
    private static final String TEXT = """
            ---
            # A lesson of your own: change what it says, then check it after every change with
            #   ringside lessons check --strict FILE      (every claim, task and number, headless)
            #   ringside --lesson-file FILE               (the window plays it and checks it at every save)
            # docs/writing-lessons.md explains each part and docs/lessons.md lists every key.
            id: @ID@
            title: How deep should the ring be?
            level: beginner
            minutes: 8
            # The headless runs that the claims and the live numbers ({{ ... }} in the text) read, by name.
            runs:
              full: { scenario: voip-vs-bulk.yaml, duration: 1s, set: { nic: { tso: false, gso: false }, bql: { mode: off } } }
              short: { scenario: voip-vs-bulk.yaml, duration: 1s, set: { nic: { ring_size: 64, tso: false, gso: false }, bql: { mode: off } } }
            # What the text states as fact, each checked against the runs, with the change under
            # which it must not hold (its contrast): that change is why the claim matters.
            claims:
              - says: "A 64-descriptor ring cuts the voice packets' wait by more than 60 %."
                check: run(short).flows.voip.latency_ns.mean < run(full).flows.voip.latency_ns.mean by at least 60%
                contrast: { set: { nic: { ring_size: 256 } }, says: with the 256-descriptor ring in both }
            steps:
              - id: full
                title: A full ring
                scenario: voip-vs-bulk.yaml
                set: { nic: { tso: false, gso: false }, bql: { mode: off } }
                actions: [ { highlight: ring }, { run_for: 200ms } ]
                tasks:
                  - ask: "Change the ring's size until the voice packets wait less than {{ const: 300 us }} on average."
                    goal: flows.voip.latency_ns.mean < 300us and throughput_bps > 970Mbit
                    after: 1s
                    hints:
                      - The ring is one queue; every byte in it goes out before a new voice packet.
                      - Try nic.ring_size.
                    # The knobs the student may turn, and the change that reaches the goal with them.
                    allow: [nic.ring_size]
                    answer: { nic: { ring_size: 64 } }
                    # Turning BQL on reaches the goal too, but the question is about the ring: refused.
                    forbidden:
                      - { bql: { mode: auto } }
            ---

            ## Step: full

            A voice call shares the link with ten bulk streams, and BQL is off. The ring holds
            {{ run(full).ring_bytes.mean }} on average, and each voice packet waits
            {{ run(full).flows.voip.latency_ns.mean | ms }} behind it.

            With a ring of {{ const: 64 descriptors }} it would wait
            {{ run(short).flows.voip.latency_ns.mean | us }}. Find out how short the ring can be.
            """;

    private LessonSkeleton() {
    }

    /** The skeleton with the id {@code id}. */
    public static String text(String id) {
        return TEXT.replace("@ID@", id);
    }

    /** Why {@code id} cannot be a lesson's id, if it cannot (the reader's rule for ids). */
    public static Optional<String> idProblem(String id) {
        return YamlNodes.isWord(id) ? Optional.empty() : Optional.of(YamlNodes.NOT_A_WORD);
    }
}
