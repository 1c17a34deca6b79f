package org.ringside.views.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TextField;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * High contrast is the whole window's, not the picture's alone: with its stylesheet every pane,
 * menu bar and control is white ink on a black ground, as the picture's high contrast draws.
 */
@ExtendWith(ApplicationExtension.class)
class ThemeHighContrastTest {
    private VBox root;
    private Scene scene;

    @Start
    void start(Stage stage) {
        ListView<String> list = new ListView<>();
        list.getItems().addAll("socket", "qdisc", "driver");
        root = new VBox(new MenuBar(new Menu("View")), new Label("ring_size"), new Button("Reset"),
                new TextField("1024"), new CheckBox("tso"), list);
        scene = new Scene(root, 600, 500);
        scene.getStylesheets().add(Theme.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void withItEveryTextIsWhiteOnBlackAndWithoutItDarkOnLight(FxRobot robot) {
        robot.interact(() -> {
            scene.getStylesheets().add(Theme.highContrastStylesheet());
            root.applyCss();
            root.layout();
        });
        assertThat(background(root)).isEqualTo(Color.BLACK);
        for (String selector : List.of(".menu-bar", ".button", ".text-field", ".list-cell")) {
            for (Node n : root.lookupAll(selector)) {
                assertThat(background((Region) n)).as(selector).isEqualTo(Color.BLACK);
            }
        }
        List<Text> texts = new ArrayList<>();
        collectTexts(root, texts);
        assertThat(texts).extracting(Text::getText).contains("View", "ring_size", "Reset", "1024", "tso", "qdisc");
        for (Text t : texts) {
            assertThat(t.getFill()).as("'%s'", t.getText()).isEqualTo(Color.WHITE);
        }

        robot.interact(() -> {
            scene.getStylesheets().remove(Theme.highContrastStylesheet());
            root.applyCss();
        });
        assertThat(((Color) background(root)).getBrightness()).isGreaterThan(0.9);
        for (Text t : texts) {
            assertThat(((Color) t.getFill()).getBrightness()).as("'%s'", t.getText()).isLessThan(0.3);
        }
    }

    /** Every text drawn under {@code node} that has words. */
    private static void collectTexts(Node node, List<Text> into) {
        if (node instanceof Text t && t.getText() != null && !t.getText().isBlank()) {
            into.add(t);
        }
        if (node instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                collectTexts(child, into);
            }
        }
    }

    /** The colour of a region's last background fill: what shows on top. */
    private static Paint background(Region r) {
        var fills = r.getBackground().getFills();
        return fills.get(fills.size() - 1).getFill();
    }
}
