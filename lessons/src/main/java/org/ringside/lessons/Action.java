package org.ringside.lessons;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.ringside.model.sim.Stage;

/**
 * Something a step does to the window when it starts, in the order written. The words are a
 * closed set, so a lesson cannot ask for something no window offers.
 *
 * @param kind what to do
 * @param timeNs for {@link Kind#RUN_FOR} how long to run, for {@link Kind#PAUSE_AT} the simulated
 *     time to pause at; 0 otherwise
 * @param stage for {@link Kind#HIGHLIGHT} the stage to highlight, else null
 * @param inspector for {@link Kind#INSPECT} the inspector to open, else null
 */
public record Action(Kind kind, long timeNs, Stage stage, Inspector inspector) {

    /** The actions, as a lesson writes them ({@code run_for: 500ms}). */
    public enum Kind {
        /** Run the simulation for a while from where it is, then pause. */
        RUN_FOR,
        /** Run (or keep running) and pause when the simulated clock reaches a time. */
        PAUSE_AT,
        /** Draw the student's eye to one stage of the transmit path. */
        HIGHLIGHT,
        /** Open one of the window's inspectors. */
        INSPECT;

        /** The word a lesson writes. */
        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** Every word, for messages. */
        public static List<String> words() {
            return Arrays.stream(values()).map(Kind::word).toList();
        }
    }

    /** The inspectors a step may open. */
    public enum Inspector {
        /** Dynamic queue limits: the limit, inflight, slack and the last limit changes. */
        DQL,
        /** The TX ring's descriptors. */
        RING,
        /** The qdisc's bands. */
        QDISC,
        /** Each flow's packets and latency. */
        FLOWS;

        /** The word a lesson writes. */
        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** Every word, for messages. */
        public static List<String> words() {
            return Arrays.stream(values()).map(Inspector::word).toList();
        }
    }

    /** The word a lesson writes for a stage ({@code ring}, {@code completion}). */
    public static String word(Stage stage) {
        return stage.name().toLowerCase(Locale.ROOT);
    }

    /** Every stage word, for messages. */
    public static List<String> stageWords() {
        return Arrays.stream(Stage.values()).map(Action::word).toList();
    }
}
