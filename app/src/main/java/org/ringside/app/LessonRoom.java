package org.ringside.app;

/**
 * Whether the knobs, the picture and the lessons pane fit side by side with the picture still
 * readable from the back of a room. At 1600 pixels they did not: the picture's text came out at
 * 6 to 7 pixels. Where they do not, opening a lesson hides the knobs, and says so.
 */
final class LessonRoom {
    /** The least width the picture keeps beside the knobs and a lesson, at normal text. */
    static final double PICTURE_MIN_WIDTH = 900;
    /** What the status line says when the knobs give way, with the keys that bring them back. */
    static String knobsHidden(String keys) {
        return "The knobs are hidden to give the picture room beside the lesson; " + keys + " shows them.";
    }

    private LessonRoom() {
    }

    /**
     * @param windowWidth the window's width
     * @param knobsWidth the knob panel's width
     * @param lessonsMinWidth the lessons pane's least width
     * @param textScale the text size's factor (the picture's type grows with it, and wants room)
     * @return whether the picture keeps its least width with all three shown
     */
    static boolean knobsFit(double windowWidth, double knobsWidth, double lessonsMinWidth, double textScale) {
        return windowWidth - knobsWidth - lessonsMinWidth >= PICTURE_MIN_WIDTH * textScale;
    }
}
