package org.ringside.app;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.ringside.model.scenario.Scenario;
import org.ringside.views.run.RunSpeed;

/**
 * A classroom setup: how the window stood when File → Save classroom setup wrote it, for
 * {@code ringside --setup FILE} to open it so again in the room (docs/window.md, "Classroom
 * setup"). {@link ClassroomSetupReader} reads the file and {@link ClassroomSetupWriter} writes it.
 *
 * @param textScale the text size as a factor of the theme's ({@link TextZoom#STEPS})
 * @param highContrast View → High contrast
 * @param panes the panes shown
 * @param presentation View → Presentation (F5)
 * @param speed the run's speed
 * @param scenarioFile the file lane A's scenario came from, or null for one written inline
 * @param scenario lane A's scenario
 * @param laneB lane B's scenario while comparing
 * @param knobsOfB whether the knob panel turns lane B's knobs (Lane B chosen over it); only while
 *     comparing
 * @param lesson the open lesson, or null
 */
record ClassroomSetup(double textScale, boolean highContrast, Set<Pane> panes, boolean presentation, RunSpeed speed,
        Path scenarioFile, Scenario scenario, Optional<Scenario> laneB, boolean knobsOfB, LessonStep lesson) {
    ClassroomSetup {
        panes = Set.copyOf(panes);
        Objects.requireNonNull(speed, "speed");
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(laneB, "laneB");
        if (knobsOfB && laneB.isEmpty()) {
            throw new IllegalArgumentException("lane B's knobs without lane B");
        }
    }

    /** The lanes whose knobs the knob panel turns, under the words the file gives them. */
    enum KnobsLane {
        A, B;

        /** The word in the file: {@code a} or {@code b}. */
        String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** A lesson and its step, counted from 1 as the lessons pane shows it. */
    record LessonStep(String id, int step) {
        LessonStep {
            Objects.requireNonNull(id, "id");
        }
    }

    /** A pane a setup shows or hides, under the word the file gives it. */
    enum Pane {
        KNOBS, EVENT_LOG, INSPECTORS, LESSONS;

        /** The word in the file: {@code event-log}. */
        String word() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        /** The pane of a word, if it is one. */
        static Optional<Pane> of(String word) {
            for (Pane p : values()) {
                if (p.word().equals(word)) {
                    return Optional.of(p);
                }
            }
            return Optional.empty();
        }
    }
}
