package org.ringside.app.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The formats the commands write, each with the endings its file's name may have: a name that
 * says one format and holds another ({@code --png x.jpg}, {@code --summary x.csv}) misleads every
 * program that opens it.
 *
 * @param name what the file is written as, for messages
 * @param endings the allowed endings of the file's name, in lower case
 */
public record OutputFormat(String name, List<String> endings) {
    /** A run's samples: CSV, gzip-compressed when the name ends in .gz. */
    static final OutputFormat SAMPLES_CSV = new OutputFormat("CSV", List.of(".csv", ".csv.gz"));
    /** A sweep's table, the window's frame log and start-up report: plain CSV. */
    public static final OutputFormat CSV = new OutputFormat("CSV", List.of(".csv"));
    static final OutputFormat JSON = new OutputFormat("JSON", List.of(".json"));
    static final OutputFormat PNG = new OutputFormat("PNG", List.of(".png"));
    static final OutputFormat SVG = new OutputFormat("SVG", List.of(".svg"));
    static final OutputFormat GIF = new OutputFormat("GIF", List.of(".gif"));
    /** A lesson as a student reads it, one page. */
    static final OutputFormat HTML = new OutputFormat("HTML", List.of(".html", ".htm"));
    /** A lesson file. */
    static final OutputFormat LESSON = new OutputFormat("a lesson (Markdown)", List.of(".md"));
    /** A scenario file. */
    static final OutputFormat YAML = new OutputFormat("YAML", List.of(".yaml", ".yml"));

    /** Whether {@code file}'s name ends as this format's must, in any case. */
    boolean names(Path file) {
        Path name = file.getFileName();
        String text = name == null ? "" : name.toString().toLowerCase(Locale.ROOT);
        return endings.stream().anyMatch(text::endsWith);
    }

    /** The endings as a message lists them: ".csv or .csv.gz". */
    String allowed() {
        return String.join(" or ", endings);
    }
}
