package org.ringside.views.lessons;

import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Separator;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.BulletList;
import org.commonmark.node.Code;
import org.commonmark.node.Emphasis;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Link;
import org.commonmark.node.ListBlock;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.ThematicBreak;
import org.commonmark.parser.Parser;
import org.ringside.model.format.PrintableText;

/**
 * Turns CommonMark into JavaFX nodes, so a lesson's text looks like the rest of the window and
 * scales with its text size: every font size comes from the stylesheet's "Lessons" section in
 * em, and text wraps to the width it is given.
 *
 * <p>Headings, paragraphs, emphasis, strong, inline code, code blocks, both kinds of list, links,
 * block quotes, thematic breaks and images are drawn; raw HTML is shown as the text it is and
 * never interpreted. Links are handed to a callback and never followed inside the window. Code
 * blocks are read-only text areas, so a command can be selected and copied; any other block
 * copies its plain text from its context menu.
 */
public final class MarkdownRenderer {
    private static final Parser PARSER = Parser.builder().build();

    private final Function<String, Optional<Image>> images;
    private final Consumer<String> links;

    /**
     * @param images finds an image by its destination as written (or as resolved against its
     *     lesson); empty draws the image's description in its place
     * @param links called with a link's destination when it is clicked
     */
    public MarkdownRenderer(Function<String, Optional<Image>> images, Consumer<String> links) {
        this.images = Objects.requireNonNull(images, "images");
        this.links = Objects.requireNonNull(links, "links");
    }

    /**
     * Finds images on {@code resources}' class path, where the lessons' pictures ship; a
     * destination with a scheme finds nothing, so a lesson never reaches out to the network.
     */
    public static Function<String, Optional<Image>> shippedImages(ClassLoader resources) {
        return destination -> {
            URL url = destination.contains(":") ? null : resources.getResource(destination.replaceFirst("^/", ""));
            return url == null ? Optional.empty() : Optional.of(new Image(url.toExternalForm()));
        };
    }

    /** Parses and renders {@code markdown}. */
    public VBox render(String markdown) {
        return render(PARSER.parse(markdown));
    }

    /** Renders a parsed document, one child per block. */
    public VBox render(Node document) {
        VBox box = new VBox();
        box.getStyleClass().add("markdown");
        blocks(document, box);
        return box;
    }

    private void blocks(Node parent, VBox into) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
            into.getChildren().add(block(n));
        }
    }

    private javafx.scene.Node block(Node n) {
        if (n instanceof Heading h) {
            return flow(h, "md-heading", "md-h" + Math.min(h.getLevel(), 4));
        }
        if (n instanceof Paragraph) {
            return flow(n, "md-paragraph");
        }
        if (n instanceof FencedCodeBlock code) {
            return codeBlock(code.getLiteral());
        }
        if (n instanceof IndentedCodeBlock code) {
            return codeBlock(code.getLiteral());
        }
        if (n instanceof ListBlock list) {
            return list(list);
        }
        if (n instanceof BlockQuote) {
            VBox quote = new VBox();
            quote.getStyleClass().add("md-quote");
            blocks(n, quote);
            return quote;
        }
        if (n instanceof ThematicBreak) {
            Separator rule = new Separator();
            rule.getStyleClass().add("md-rule");
            return rule;
        }
        if (n instanceof HtmlBlock html) {
            // Shown as written: a lesson's HTML is text to read, never markup to run.
            TextFlow flow = new TextFlow(text(html.getLiteral().stripTrailing(), "md-html"));
            flow.getStyleClass().add("md-paragraph");
            copyable(flow);
            return flow;
        }
        // A block CommonMark may add later: its text, so nothing the author wrote is lost.
        return flow(n, "md-paragraph");
    }

    private TextFlow flow(Node block, String... classes) {
        TextFlow flow = new TextFlow();
        flow.getStyleClass().addAll(classes);
        List<String> textClasses = new ArrayList<>(List.of("md-text"));
        if (block instanceof Heading h) {
            textClasses.add("md-h" + Math.min(h.getLevel(), 4));
        }
        inlines(block, textClasses, flow);
        copyable(flow);
        return flow;
    }

    private void inlines(Node parent, List<String> classes, TextFlow into) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof org.commonmark.node.Text t) {
                into.getChildren().add(text(t.getLiteral(), classes));
            } else if (n instanceof Code c) {
                into.getChildren().add(text(c.getLiteral(), with(classes, "md-code")));
            } else if (n instanceof Emphasis) {
                inlines(n, with(classes, "md-em"), into);
            } else if (n instanceof StrongEmphasis) {
                inlines(n, with(classes, "md-strong"), into);
            } else if (n instanceof SoftLineBreak) {
                into.getChildren().add(text(" ", classes));
            } else if (n instanceof HardLineBreak) {
                into.getChildren().add(text("\n", classes));
            } else if (n instanceof HtmlInline html) {
                into.getChildren().add(text(html.getLiteral(), with(classes, "md-html")));
            } else if (n instanceof Link link) {
                into.getChildren().add(link(link));
            } else if (n instanceof org.commonmark.node.Image image) {
                into.getChildren().add(image(image, into));
            } else {
                inlines(n, classes, into);
            }
        }
    }

    private Hyperlink link(Link link) {
        String to = link.getDestination();
        Hyperlink h = new Hyperlink(plainText(link));
        h.getStyleClass().add("md-link");
        h.setTooltip(new Tooltip(to));
        h.setOnAction(e -> {
            links.accept(to);
            // A link is not a place: it stays unvisited, so the next click looks the same.
            h.setVisited(false);
        });
        return h;
    }

    private javafx.scene.Node image(org.commonmark.node.Image image, TextFlow flow) {
        String description = plainText(image);
        Optional<Image> found = images.apply(image.getDestination());
        if (found.isEmpty()) {
            return text("[image: " + (description.isEmpty() ? image.getDestination() : description) + "]",
                    List.of("md-text", "md-missing-image"));
        }
        Image picture = found.get();
        ImageView view = new ImageView(picture);
        view.getStyleClass().add("md-image");
        view.setPreserveRatio(true);
        view.setSmooth(true);
        // As wide as the picture, or as the text when that is narrower; never wider.
        view.fitWidthProperty().bind(Bindings.min(picture.getWidth(),
                Bindings.max(16, flow.widthProperty().subtract(4))));
        view.setAccessibleText(description);
        if (!description.isEmpty()) {
            Tooltip.install(view, new Tooltip(description));
        }
        return view;
    }

    private VBox list(ListBlock list) {
        VBox box = new VBox();
        box.getStyleClass().add(list instanceof OrderedList ? "md-ordered-list" : "md-bullet-list");
        int number = list instanceof OrderedList ordered && ordered.getMarkerStartNumber() != null
                ? ordered.getMarkerStartNumber() : 1;
        for (Node item = list.getFirstChild(); item != null; item = item.getNext()) {
            if (!(item instanceof ListItem)) {
                continue;
            }
            Label marker = new Label(list instanceof BulletList ? "•" : (number++) + ".");
            marker.getStyleClass().add("md-marker");
            marker.setMinWidth(Region.USE_PREF_SIZE);
            VBox body = new VBox();
            body.getStyleClass().add("md-item");
            blocks(item, body);
            HBox.setHgrow(body, Priority.ALWAYS);
            HBox row = new HBox(marker, body);
            row.getStyleClass().add("md-list-row");
            box.getChildren().add(row);
        }
        return box;
    }

    private static TextArea codeBlock(String literal) {
        String code = literal.endsWith("\n") ? literal.substring(0, literal.length() - 1) : literal;
        TextArea area = new TextArea(PrintableText.lines(code));
        area.getStyleClass().add("md-code-block");
        area.setEditable(false);
        // Code keeps its lines: a wrapped command reads as two commands. It scrolls instead.
        area.setWrapText(false);
        area.setPrefRowCount(Math.max(1, (int) code.lines().count()));
        area.setMinHeight(Region.USE_PREF_SIZE);
        return area;
    }

    private static Text text(String s, List<String> classes) {
        Text t = new Text(PrintableText.lines(s)); // a lesson file's text: its own lines kept
        t.getStyleClass().addAll(classes);
        return t;
    }

    private static Text text(String s, String extraClass) {
        return text(s, List.of("md-text", extraClass));
    }

    private static List<String> with(List<String> classes, String more) {
        List<String> all = new ArrayList<>(classes);
        all.add(more);
        return all;
    }

    /** Text cannot be selected in a text flow; its context menu copies the whole block instead. */
    private static void copyable(TextFlow flow) {
        flow.setOnContextMenuRequested(e -> {
            MenuItem copy = new MenuItem("Copy this paragraph");
            copy.setOnAction(a -> {
                ClipboardContent content = new ClipboardContent();
                content.putString(shownText(flow));
                Clipboard.getSystemClipboard().setContent(content);
            });
            new ContextMenu(copy).show(flow, e.getScreenX(), e.getScreenY());
            e.consume();
        });
    }

    /** The text a flow shows, links included, as it reads. */
    static String shownText(TextFlow flow) {
        StringBuilder b = new StringBuilder();
        for (javafx.scene.Node child : flow.getChildren()) {
            if (child instanceof Text t) {
                b.append(t.getText());
            } else if (child instanceof Hyperlink h) {
                b.append(h.getText());
            }
        }
        return b.toString();
    }

    /** The plain text of an inline node and its children (a link's words, an image's description). */
    static String plainText(Node node) {
        StringBuilder b = new StringBuilder();
        for (Node n = node.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof org.commonmark.node.Text t) {
                b.append(t.getLiteral());
            } else if (n instanceof Code c) {
                b.append(c.getLiteral());
            } else if (n instanceof SoftLineBreak || n instanceof HardLineBreak) {
                b.append(' ');
            } else {
                b.append(plainText(n));
            }
        }
        return b.toString();
    }
}
