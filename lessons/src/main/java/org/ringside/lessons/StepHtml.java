package org.ringside.lessons;

import java.net.URI;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Image;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * A step's text as HTML (CommonMark), for a window that shows it in a web view or converts it
 * to its own nodes. Raw HTML in the text is escaped, not passed through, and an image with a
 * relative path is pointed at the class-path resource beside its lesson file.
 */
public final class StepHtml {
    private static final Parser PARSER = Parser.builder().build();
    private static final HtmlRenderer RENDERER = HtmlRenderer.builder().escapeHtml(true).build();

    private StepHtml() {
    }

    /** The step's Markdown as a tree, with relative image paths resolved against its lesson. */
    public static Node document(Lesson lesson, Step step) {
        Node document = PARSER.parse(step.markdown());
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(Image image) {
                if (!URI.create(image.getDestination().replace(" ", "%20")).isAbsolute()
                        && !image.getDestination().startsWith("/")) {
                    image.setDestination(lesson.resolve(image.getDestination()));
                }
                visitChildren(image);
            }
        });
        return document;
    }

    /** The step's text rendered to HTML. */
    public static String html(Lesson lesson, Step step) {
        return RENDERER.render(document(lesson, step));
    }
}
