package org.ringside.views.lessons;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.TextArea;
import javafx.scene.image.ImageView;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.views.shell.Theme;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Each CommonMark construct becomes the node it should, styled by the theme; HTML stays text. */
@ExtendWith(ApplicationExtension.class)
class MarkdownRendererTest {
    private final List<String> clicked = new ArrayList<>();
    private final MarkdownRenderer renderer = new MarkdownRenderer(
            to -> to.equals("ring.png") ? Optional.of(new WritableImage(40, 20)) : Optional.empty(), clicked::add);
    private StackPane root;

    @Start
    void start(Stage stage) {
        root = new StackPane();
        Scene scene = new Scene(root, 600, 700);
        scene.getStylesheets().add(Theme.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    /** Renders {@code markdown} into the shown scene, so the stylesheet applies. */
    private VBox shown(FxRobot robot, String markdown) {
        VBox[] box = new VBox[1];
        robot.interact(() -> {
            box[0] = renderer.render(markdown);
            root.getChildren().setAll(box[0]);
            root.applyCss();
            root.layout();
        });
        return box[0];
    }

    private static Stream<Node> all(Node node) {
        Stream<Node> self = Stream.of(node);
        return node instanceof Parent p
                ? Stream.concat(self, p.getChildrenUnmodifiable().stream().flatMap(MarkdownRendererTest::all)) : self;
    }

    private static Text textNode(VBox box, String text) {
        return all(box).filter(n -> n instanceof Text t && t.getText().equals(text)).map(Text.class::cast)
                .findFirst().orElseThrow(() -> new AssertionError("no text '" + text + "'"));
    }

    @Test
    void headingsAreLargerAndBoldAndParagraphsWrap(FxRobot robot) {
        VBox box = shown(robot, "# Title\n\nA plain paragraph that is long enough to wrap in a narrow pane, "
                + "surely, when it is given only two hundred pixels of width to live in.");
        assertThat(box.getChildren()).hasSize(2).allMatch(TextFlow.class::isInstance);
        assertThat(box.getChildren().get(0).getStyleClass()).contains("md-heading", "md-h1");
        Text title = textNode(box, "Title");
        Text plain = (Text) ((TextFlow) box.getChildren().get(1)).getChildren().get(0);
        assertThat(title.getFont().getSize()).isGreaterThan(plain.getFont().getSize() * 1.3);
        assertThat(title.getFont().getStyle()).containsIgnoringCase("bold");

        double oneLine = box.getChildren().get(1).prefHeight(-1);
        assertThat(box.getChildren().get(1).prefHeight(200)).as("wraps to the width").isGreaterThan(oneLine * 2);
    }

    @Test
    void emphasisStrongAndCodeAreStyledTextAndCodeBlocksAreSelectableMonospace(FxRobot robot) {
        VBox box = shown(robot, "Some *soft* and **hard** and `ring_size` words.\n\n```\nethtool -G eth0 tx 64\n```\n");
        Text soft = textNode(box, "soft");
        Text hard = textNode(box, "hard");
        Text code = textNode(box, "ring_size");
        assertThat(soft.getStyleClass()).contains("md-em");
        assertThat(soft.getFont().getStyle()).containsAnyOf("Italic", "Oblique");
        assertThat(hard.getStyleClass()).contains("md-strong");
        assertThat(hard.getFont().getStyle()).contains("Bold");
        assertThat(code.getStyleClass()).contains("md-code");
        assertThat(code.getFont().getFamily()).containsIgnoringCase("mono");

        TextArea block = (TextArea) box.getChildren().get(1);
        assertThat(block.getText()).isEqualTo("ethtool -G eth0 tx 64");
        assertThat(block.isEditable()).isFalse();
        assertThat(block.getStyleClass()).contains("md-code-block");
        robot.interact(block::selectAll);
        assertThat(block.getSelectedText()).isEqualTo("ethtool -G eth0 tx 64");
    }

    @Test
    void listsQuotesAndRules(FxRobot robot) {
        VBox box = shown(robot, "- one\n- two\n\n3. three\n4. four\n\n> quoted\n\n---\n\nafter");
        VBox bullets = (VBox) box.getChildren().get(0);
        assertThat(bullets.getStyleClass()).contains("md-bullet-list");
        assertThat(bullets.getChildren()).hasSize(2).allMatch(HBox.class::isInstance);
        assertThat(((Label) ((HBox) bullets.getChildren().get(0)).getChildren().get(0)).getText()).isEqualTo("•");
        VBox ordered = (VBox) box.getChildren().get(1);
        assertThat(ordered.getStyleClass()).contains("md-ordered-list");
        assertThat(((Label) ((HBox) ordered.getChildren().get(1)).getChildren().get(0)).getText()).isEqualTo("4.");
        assertThat(box.getChildren().get(2).getStyleClass()).contains("md-quote");
        assertThat(all(box.getChildren().get(2)).anyMatch(n -> n instanceof Text t && t.getText().equals("quoted")))
                .isTrue();
        assertThat(box.getChildren().get(3)).isInstanceOf(Separator.class);
    }

    @Test
    void aLinkIsHandedOverAndNeverFollowed(FxRobot robot) {
        VBox box = shown(robot, "See [the patch](https://lwn.net/Articles/454390/) for more.");
        Hyperlink link = all(box).filter(Hyperlink.class::isInstance).map(Hyperlink.class::cast).findFirst().orElseThrow();
        assertThat(link.getText()).isEqualTo("the patch");
        robot.interact(link::fire);
        assertThat(clicked).containsExactly("https://lwn.net/Articles/454390/");
        assertThat(MarkdownRenderer.shownText((TextFlow) box.getChildren().get(0))).isEqualTo("See the patch for more.");
    }

    @Test
    void anImageIsDrawnNoWiderThanTheTextAndAMissingOneShowsItsDescription(FxRobot robot) {
        VBox box = shown(robot, "![the ring](ring.png)\n\n![a lost picture](gone.png)");
        ImageView view = all(box).filter(ImageView.class::isInstance).map(ImageView.class::cast).findFirst().orElseThrow();
        assertThat(view.getAccessibleText()).isEqualTo("the ring");
        assertThat(view.getFitWidth()).isEqualTo(40);
        assertThat(textNode(box, "[image: a lost picture]").getStyleClass()).contains("md-missing-image");
    }

    @Test
    void rawHtmlIsShownAsTextAndNeverInterpreted(FxRobot robot) {
        VBox box = shown(robot, "<script>alert(1)</script>\n\nInline <b>bold?</b> here.");
        assertThat(box.getChildren().get(0)).isInstanceOf(TextFlow.class);
        assertThat(MarkdownRenderer.shownText((TextFlow) box.getChildren().get(0)))
                .isEqualTo("<script>alert(1)</script>");
        TextFlow inline = (TextFlow) box.getChildren().get(1);
        assertThat(MarkdownRenderer.shownText(inline)).isEqualTo("Inline <b>bold?</b> here.");
        assertThat(textNode(box, "bold?").getStyleClass()).doesNotContain("md-strong");
        assertThat(all(box).filter(n -> !(n instanceof Text || n instanceof TextFlow || n instanceof VBox))).isEmpty();
    }

    @Test
    void textScalesWithTheRootFontSize(FxRobot robot) {
        VBox box = shown(robot, "# Big\n\nsmall and `code`");
        double title = textNode(box, "Big").getFont().getSize();
        double body = textNode(box, "small and ").getFont().getSize();
        double code = textNode(box, "code").getFont().getSize();
        robot.interact(() -> {
            root.setStyle("-fx-font-size: 36px;");
            root.applyCss();
        });
        assertThat(textNode(box, "Big").getFont().getSize()).isCloseTo(title * 2, offset(0.5));
        assertThat(textNode(box, "small and ").getFont().getSize()).isCloseTo(body * 2, offset(0.5));
        assertThat(textNode(box, "code").getFont().getSize()).isCloseTo(code * 2, offset(0.5));
    }
}
