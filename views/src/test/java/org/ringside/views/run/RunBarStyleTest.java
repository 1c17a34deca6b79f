package org.ringside.views.run;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.paint.Color;
import javafx.scene.shape.Shape;
import javafx.scene.text.FontWeight;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.scenario.Scenario;
import org.ringside.views.shell.Theme;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The run bar's look comes from the app's stylesheet, in the theme's palette. */
@ExtendWith(ApplicationExtension.class)
class RunBarStyleTest {
    private RunBar bar;

    @Start
    void start(Stage stage) {
        bar = new RunBar(new RunController(Scenario.defaults()));
        Scene scene = new Scene(bar, 1200, 80);
        scene.getStylesheets().add(Theme.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void theGlyphsTakeTheAccentAndTheStateIsBold(FxRobot robot) {
        Shape glyph = (Shape) robot.lookup("#run-step").queryAs(Button.class).getGraphic();
        assertThat(glyph.getFill()).isEqualTo(Color.web("#0a5a9c"));
        Shape play = (Shape) robot.lookup("#run-play").queryAs(Button.class).getGraphic();
        assertThat(play.getFill()).isEqualTo(Color.web("#0a5a9c"));
        Label state = robot.lookup("#run-state").queryAs(Label.class);
        assertThat(state.getFont().getStyle()).containsIgnoringCase(FontWeight.BOLD.name());
        assertThat(bar.getSpacing()).isEqualTo(8);
    }
}
