package org.ringside.lessons;

import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Image;
import org.commonmark.node.Node;
import org.commonmark.renderer.html.HtmlRenderer;
import org.commonmark.renderer.text.LineBreakRendering;
import org.commonmark.renderer.text.TextContentRenderer;
import org.ringside.lessons.expr.Expr;

/**
 * A lesson as a student reads it, for a teacher to proofread or hand out
 * ({@code ringside lessons render}): every step's text with its live numbers written from the
 * lesson's runs, as the window writes them ({@link LessonRuns}, {@link LiveText.Live#render}),
 * its tasks as asked with their hints, and the sentences of its claims. As plain text, or as one
 * HTML page that needs no other file (its images inside it).
 */
public final class LessonPrint {
    /** The mark of a task not yet done, as the window shows it before the student starts. */
    static final String OPEN = "○";
    /** The heading over the claims' sentences. */
    private static final String CLAIMS = "What the text states, each checked against the model";
    private static final TextContentRenderer TEXT = TextContentRenderer.builder()
            .lineBreakRendering(LineBreakRendering.SEPARATE_BLOCKS).build();
    // Raw HTML in a step's text is shown as text, as the window shows it.
    private static final HtmlRenderer HTML = HtmlRenderer.builder().escapeHtml(true).build();
    private static final Map<String, String> IMAGE_TYPES = Map.of("png", "image/png", "jpg", "image/jpeg",
            "jpeg", "image/jpeg", "gif", "image/gif", "svg", "image/svg+xml", "webp", "image/webp");

    private final Lesson lesson;
    private final Function<Expr.Key, Double> values;

    private LessonPrint(Lesson lesson, Function<Expr.Key, Double> values) {
        this.lesson = lesson;
        this.values = values;
    }

    /** {@code lesson} with the runs its texts read measured, in parallel, those {@code cache} holds once. */
    public static LessonPrint measured(Lesson lesson, RunCache cache) {
        List<LiveText> texts = new ArrayList<>();
        lesson.steps().forEach(s -> texts.add(s.text()));
        lesson.claims().forEach(c -> texts.add(c.says()));
        Set<String> read = texts.stream().flatMap(t -> t.lives().stream()).flatMap(l -> l.expr().keys().stream())
                .map(Expr.Key::run).collect(Collectors.toSet());
        List<LessonRun> runs = lesson.runs().stream().filter(r -> read.contains(r.name())).toList();
        return new LessonPrint(lesson, LessonRuns.values(LessonRuns.measure(runs, cache)));
    }

    /** The lesson as plain text, its Markdown read and written without marks. */
    public String text() {
        StringBuilder b = new StringBuilder();
        b.append(lesson.title()).append('\n').append(meta()).append('\n');
        int n = lesson.steps().size();
        for (int i = 0; i < n; i++) {
            Step step = lesson.steps().get(i);
            b.append("\n\n").append(stepHeading(i)).append("\n\n");
            b.append(TEXT.render(document(step)).strip()).append('\n');
            for (int t = 0; t < step.tasks().size(); t++) {
                Task task = step.tasks().get(t);
                b.append('\n').append(OPEN).append(" Task ").append(t + 1).append(": ").append(task.ask()).append('\n');
                List<String> hints = task.hints();
                for (int h = 0; h < hints.size(); h++) {
                    b.append("  Hint ").append(h + 1).append(": ").append(hints.get(h)).append('\n');
                }
            }
        }
        if (!lesson.claims().isEmpty()) {
            b.append("\n\n").append(CLAIMS).append("\n\n");
            lesson.claims().forEach(c -> b.append("- ").append(c.says().rendered(values)).append('\n'));
        }
        return b.toString();
    }

    /**
     * The lesson as one HTML page, each image a relative path named inside it: {@code image} gives
     * the bytes of one (a path beside the lesson, as {@link Lesson#resolve} makes it), or nothing,
     * and the page keeps the path.
     */
    public String html(Function<String, Optional<byte[]>> image) {
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>").append(escape(lesson.title())).append("</title>\n<style>\n").append(STYLE)
                .append("</style>\n</head>\n<body>\n<h1>").append(escape(lesson.title())).append("</h1>\n")
                .append("<p class=\"meta\">").append(escape(meta())).append("</p>\n");
        for (int i = 0; i < lesson.steps().size(); i++) {
            Step step = lesson.steps().get(i);
            Node document = document(step);
            embed(document, image);
            b.append("<section class=\"step\" id=\"step-").append(escape(step.id())).append("\">\n<h2>")
                    .append(escape(stepHeading(i))).append("</h2>\n").append(HTML.render(document));
            for (int t = 0; t < step.tasks().size(); t++) {
                Task task = step.tasks().get(t);
                b.append("<div class=\"task\">\n<p><span class=\"mark\">").append(OPEN).append("</span> <b>Task ")
                        .append(t + 1).append(":</b> ").append(escape(task.ask())).append("</p>\n");
                if (!task.hints().isEmpty()) {
                    b.append("<ol class=\"hints\">\n");
                    task.hints().forEach(h -> b.append("<li>").append(escape(h)).append("</li>\n"));
                    b.append("</ol>\n");
                }
                b.append("</div>\n");
            }
            b.append("</section>\n");
        }
        if (!lesson.claims().isEmpty()) {
            b.append("<section class=\"claims\">\n<h2>").append(CLAIMS).append("</h2>\n<ul>\n");
            lesson.claims().forEach(c -> b.append("<li>").append(escape(c.says().rendered(values))).append("</li>\n"));
            b.append("</ul>\n</section>\n");
        }
        return b.append("</body>\n</html>\n").toString();
    }

    private static final String STYLE = """
            body { font-family: system-ui, sans-serif; max-width: 44em; margin: 2em auto; padding: 0 1em;
                   line-height: 1.5; color: #1b1b1b; background: #fff; }
            h1 { margin-bottom: 0.2em; }
            .meta { color: #555; margin-top: 0; }
            section { border-top: 1px solid #ccc; margin-top: 2em; }
            code { background: #f2f2f2; padding: 0 0.2em; }
            pre { background: #f2f2f2; padding: 0.6em; overflow-x: auto; }
            img { max-width: 100%; }
            .task { border-left: 4px solid #3465a4; padding: 0.2em 0.8em; margin: 1em 0; background: #f4f7fb; }
            .hints { color: #333; }
            @media print { section { break-inside: avoid-page; } }
            """;

    // "beginner, 8 minutes, id ring-depth"
    private String meta() {
        return lesson.level().name().toLowerCase(Locale.ROOT) + ", " + lesson.minutes() + " minutes, id " + lesson.id();
    }

    private String stepHeading(int i) {
        return "Step " + (i + 1) + " of " + lesson.steps().size() + ": " + lesson.steps().get(i).title();
    }

    private Node document(Step step) {
        return StepHtml.document(lesson, step, live -> live.render(values));
    }

    // Each image whose bytes are found goes into the page as a data: URL.
    private static void embed(Node document, Function<String, Optional<byte[]>> image) {
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(Image node) {
                String to = node.getDestination();
                String type = IMAGE_TYPES.get(to.substring(to.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT));
                if (type != null && !to.contains(":")) {
                    image.apply(to).ifPresent(bytes -> node.setDestination("data:" + type + ";base64,"
                            + Base64.getEncoder().encodeToString(bytes)));
                }
                visitChildren(node);
            }
        });
    }

    /** Text as HTML reads it as text. */
    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
