package org.ringside.views.lessons;

import org.ringside.lessons.Action;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.Stage;

/**
 * What the lesson player asks of the window around it. The run itself the player drives through
 * the window's run bar; this is the rest: replacing the scenario as the window does it, drawing
 * the eye to a stage, opening an inspector, following a link and saying a sentence.
 */
public interface LessonHost {
    /**
     * Replaces the run with a fresh one of {@code scenario} at time 0, as opening a scenario
     * does (Undo brings the run before it back).
     *
     * @param origin where it came from, in words ("step 2 of the lesson ring-bufferbloat")
     */
    void load(Scenario scenario, String origin);

    /**
     * Whether the current scenario may be replaced by a lesson's: the window may ask to save
     * unsaved changes first.
     *
     * @param doing what is about to happen, e.g. "opening the lesson Bufferbloat in the ring"
     */
    boolean mayReplaceScenario(String doing);

    /** Draws the student's eye to one stage of the transmit path. */
    void highlight(Stage stage);

    /** Opens one of the window's inspectors. */
    void showInspector(Action.Inspector inspector);

    /** Follows a link of a lesson's text, outside the window (a browser), or at least copies it. */
    void openLink(String url);

    /** Shows a sentence in the window's status line: what the player did, or a warning. */
    void say(String sentence);
}
