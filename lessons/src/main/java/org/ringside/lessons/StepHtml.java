package org.ringside.lessons;

import java.util.function.Function;
import java.util.regex.Pattern;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Image;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * A step's text as HTML (CommonMark), for a window that shows it in a web view or converts it
 * to its own nodes. Raw HTML in the text is escaped, not passed through, and an image with a
 * relative path is pointed at the class-path resource beside its lesson file. Live numbers are
 * written before the Markdown is read, as the caller has them (the model's value, or
 * {@link LiveText#PLACEHOLDER} until it is measured), as text that no Markdown can change;
 * a constant is the author's own Markdown.
 */
public final class StepHtml {
    // A URL with a scheme (https:, data:) is left alone; so is a path from the class path's root.
    private static final Pattern SCHEME = Pattern.compile("[A-Za-z][A-Za-z0-9+.-]*:");
    private static final Pattern PUNCTUATION = Pattern.compile("[!-/:-@\\[-`{-~]");
    private static final Parser PARSER = Parser.builder().build();
    private static final HtmlRenderer RENDERER = HtmlRenderer.builder().escapeHtml(true).build();

    private StepHtml() {
    }

    /** The step's Markdown as a tree, each live number a {@link LiveText#PLACEHOLDER}. */
    public static Node document(Lesson lesson, Step step) {
        return document(lesson, step, live -> LiveText.PLACEHOLDER);
    }

    /**
     * The step's Markdown as a tree, with each live number as {@code live} writes it and relative
     * image paths resolved against its lesson.
     */
    public static Node document(Lesson lesson, Step step, Function<LiveText.Live, String> live) {
        Node document = PARSER.parse(step.text().render(l -> escaped(live.apply(l))));
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(Image image) {
                String to = image.getDestination();
                if (!SCHEME.matcher(to).lookingAt() && !to.startsWith("/")) {
                    image.setDestination(lesson.resolve(image.getDestination()));
                }
                visitChildren(image);
            }
        });
        return document;
    }

    // Every ASCII punctuation mark escaped, so a value reads as the characters it is.
    private static String escaped(String text) {
        return PUNCTUATION.matcher(text).replaceAll("\\\\$0");
    }

    /** The step's text rendered to HTML. */
    public static String html(Lesson lesson, Step step) {
        return RENDERER.render(document(lesson, step));
    }
}
