package org.ringside.views.shell;

import java.net.URL;
import java.util.List;
import javafx.scene.image.Image;

/**
 * Ringside's look: the projector-friendly stylesheet and the application icon set, both read
 * from the assets packaged into this jar under {@code /ringside/assets/}.
 */
public final class Theme {
    /** Where the packaged assets live on the class path. */
    public static final String ASSETS = "/ringside/assets/";

    /** The icon sizes drawn for the application, in pixels. */
    public static final List<Integer> ICON_SIZES = List.of(16, 32, 48, 64, 128, 256);

    private Theme() {
    }

    /** The stylesheet's URL, ready for {@code Scene.getStylesheets().add}. */
    public static String stylesheet() {
        return asset("css/ringside.css").toExternalForm();
    }

    /**
     * The high-contrast stylesheet's URL, added after {@link #stylesheet()}: the whole window
     * white on black as the picture's high contrast draws it, heavier rules and outlines, for a
     * washed-out projector or a low-vision reader.
     */
    public static String highContrastStylesheet() {
        return asset("css/ringside-high-contrast.css").toExternalForm();
    }

    /** The application icon at every drawn size; the window system picks the best fit. */
    public static List<Image> icons() {
        return ICON_SIZES.stream().map(Theme::icon).toList();
    }

    /** The application icon at one of {@link #ICON_SIZES}. */
    public static Image icon(int size) {
        return new Image(asset("icons/ringside-" + size + ".png").toExternalForm());
    }

    private static URL asset(String path) {
        URL url = Theme.class.getResource(ASSETS + path);
        if (url == null) {
            // Only a broken build gets here: the views jar always carries the assets.
            throw new IllegalStateException("Ringside asset missing from the class path: " + ASSETS + path);
        }
        return url;
    }
}
