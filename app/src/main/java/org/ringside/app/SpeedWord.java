package org.ringside.app;

import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import org.ringside.views.run.RunSpeed;

/**
 * A run speed as the command line writes it: the speed's name in lower case with dashes
 * ({@code fastest}, {@code real-time}), so {@code --speed}'s help lists every choice.
 */
final class SpeedWord {
    private final RunSpeed speed;

    private SpeedWord(RunSpeed speed) {
        this.speed = speed;
    }

    RunSpeed speed() {
        return speed;
    }

    /** Picocli's converter: the word for a speed, or an error listing the words. */
    static SpeedWord parse(String word) {
        for (RunSpeed s : RunSpeed.values()) {
            if (word(s).equals(word.strip().toLowerCase(Locale.ROOT))) {
                return new SpeedWord(s);
            }
        }
        throw new IllegalArgumentException("'" + word + "' is not a speed (allowed: " + String.join(", ", words()) + ")");
    }

    static String word(RunSpeed s) {
        return s.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    static String[] words() {
        return Arrays.stream(RunSpeed.values()).map(SpeedWord::word).toArray(String[]::new);
    }

    /** The words, for picocli's completion candidates in the help. */
    static final class Words implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.asList(words()).iterator();
        }
    }
}
