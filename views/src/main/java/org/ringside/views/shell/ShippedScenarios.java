package org.ringside.views.shell;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.ScenarioPair;

/**
 * The ready-made scenarios that ship inside the application, in the order of the folder's
 * {@code index.txt}, each with the description its file opens with. They are read from the
 * class path, so the menu works from an installed jar as well as from a checkout.
 */
public final class ShippedScenarios {
    /** Where the scenario files sit on the class path. */
    public static final String FOLDER = Theme.ASSETS + "scenarios/";

    /**
     * One shipped scenario.
     *
     * @param file its file name, e.g. {@code voip-vs-bulk.yaml}
     * @param scenario the scenario it holds
     * @param description the first sentence of the comment the file opens with
     */
    public record Entry(String file, Scenario scenario, String description) {
    }

    /**
     * One shipped pair, from the {@code pairs} folder: two runs to compare, A and B.
     *
     * @param file its file name, e.g. {@code tso-on-vs-off.yaml}
     * @param pair lane A's scenario and lane B's, the file with its {@code compare:} block
     * @param description the first sentence of the comment the file opens with
     */
    public record PairEntry(String file, ScenarioPair pair, String description) {
    }

    /** Where the pair files sit on the class path, with an index of their own. */
    public static final String PAIRS = FOLDER + "pairs/";

    private ShippedScenarios() {
    }

    /**
     * Every shipped scenario, in menu order.
     *
     * @throws IllegalStateException if the index names a file that is missing or broken: only a
     *     broken build gets there, and a test reads them all
     */
    public static List<Entry> all() {
        List<Entry> entries = new ArrayList<>();
        for (String file : index()) {
            String text = read(FOLDER + file);
            try {
                Scenario s = ScenarioLoader.fromString(text, file);
                entries.add(new Entry(file, s, description(text)));
            } catch (ScenarioException e) {
                throw new IllegalStateException("shipped scenario " + file + " is broken: " + e.getMessage(), e);
            }
        }
        return List.copyOf(entries);
    }

    /**
     * Every shipped pair, in menu order.
     *
     * @throws IllegalStateException if the index names a file that is missing, broken or no pair
     */
    public static List<PairEntry> pairs() {
        List<PairEntry> entries = new ArrayList<>();
        for (String file : indexOf(PAIRS)) {
            String text = read(PAIRS + file);
            try {
                ScenarioPair pair = ScenarioLoader.pairFromString(text, file).orElseThrow(
                        () -> new IllegalStateException("shipped pair " + file + " has no compare: block"));
                entries.add(new PairEntry(file, pair, description(text)));
            } catch (ScenarioException e) {
                throw new IllegalStateException("shipped pair " + file + " is broken: " + e.getMessage(), e);
            }
        }
        return List.copyOf(entries);
    }

    /** The file names the index lists, in order. */
    public static List<String> index() {
        return indexOf(FOLDER);
    }

    /** The file names the index of the pairs folder lists, in order. */
    public static List<String> pairIndex() {
        return indexOf(PAIRS);
    }

    private static List<String> indexOf(String folder) {
        return read(folder + "index.txt").lines()
                .map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#"))
                .toList();
    }

    /**
     * The first sentence of the comment a scenario file opens with: its lines up to the first
     * empty comment line, joined, cut after the first full stop that ends a word.
     */
    static String description(String yaml) {
        StringBuilder paragraph = new StringBuilder();
        for (String line : (Iterable<String>) yaml.lines()::iterator) {
            String t = line.strip();
            if (!t.startsWith("#")) {
                break;
            }
            String words = t.substring(1).strip();
            if (words.isEmpty()) {
                if (paragraph.length() > 0) {
                    break;
                }
                continue;
            }
            if (paragraph.length() > 0) {
                paragraph.append(' ');
            }
            paragraph.append(words);
        }
        String text = paragraph.toString();
        int end = text.indexOf(". ");
        return end < 0 ? text : text.substring(0, end + 1);
    }

    private static String read(String resource) {
        try (InputStream in = ShippedScenarios.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Ringside asset missing from the class path: " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }
}
