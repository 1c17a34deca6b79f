package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.layout.BorderPane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.views.pipeline.PipelinePictureView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Presentation where the window system does not make the window full screen (no window manager,
 * as under Xvfb: F5 doubled the picture's type in the window as it was): the window fills its
 * screen all the same, and gets its place and size back on leaving.
 */
@ExtendWith(ApplicationExtension.class)
class PresentationFillTest {
    private Stage stage;
    private Presentation presentation;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        PipelinePictureView picture = new PipelinePictureView();
        BorderPane content = new BorderPane(picture);
        stage.setScene(new Scene(content, 640, 400));
        stage.setX(20);
        stage.setY(30);
        // A window system that leaves the window as it is, whatever is asked.
        presentation = new Presentation(stage, picture, List.of(), content, fullScreen -> { });
        stage.show();
    }

    @Test
    void aWindowLeftSmallerThanItsScreenFillsItAndGetsItsSizeBack(FxRobot robot) throws TimeoutException {
        Rectangle2D before = bounds();
        Rectangle2D screen = Screen.getPrimary().getBounds();
        assertThat(Presentation.covers(before, screen)).as("a window smaller than the screen").isFalse();

        robot.interact(presentation::enter);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(() -> Presentation.covers(bounds(), screen)).get());
        assertThat(bounds().getMinX()).isEqualTo(screen.getMinX());
        assertThat(bounds().getMinY()).isEqualTo(screen.getMinY());

        robot.interact(presentation::leave);
        assertThat(bounds()).as("the window's place and size before presentation").isEqualTo(before);
    }

    private Rectangle2D bounds() {
        return new Rectangle2D(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight());
    }
}
