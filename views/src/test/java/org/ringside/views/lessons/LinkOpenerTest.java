package org.ringside.views.lessons;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.input.Clipboard;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Without the application's host services a link is copied, never followed. */
@ExtendWith(ApplicationExtension.class)
class LinkOpenerTest {
    @Start
    void start(Stage stage) {
        stage.show();
    }

    @Test
    void withoutABrowserALinkIsCopied(FxRobot robot) {
        String[] said = new String[1];
        String[] copied = new String[1];
        robot.interact(() -> {
            said[0] = new LinkOpener(null).open("https://lwn.net/Articles/454390/");
            copied[0] = Clipboard.getSystemClipboard().getString();
        });
        assertThat(said[0]).isEqualTo("Copied the link https://lwn.net/Articles/454390/ to the clipboard.");
        assertThat(copied[0]).isEqualTo("https://lwn.net/Articles/454390/");
    }
}
