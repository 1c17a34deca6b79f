package org.ringside.views.lessons;

import java.util.Locale;
import javafx.application.HostServices;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

/**
 * Follows a lesson's link outside the window: a web address opens in the system's browser when
 * the application's {@link HostServices} are at hand; anything else, or any link without them,
 * is copied to the clipboard. The window itself never navigates anywhere.
 */
public final class LinkOpener {
    private final HostServices services;

    /** @param services the application's host services, or null to copy every link */
    public LinkOpener(HostServices services) {
        this.services = services;
    }

    /**
     * Opens or copies {@code url}.
     *
     * @return what was done, as a sentence for the status line
     */
    public String open(String url) {
        String lower = url.toLowerCase(Locale.ROOT);
        if (services != null && (lower.startsWith("https://") || lower.startsWith("http://"))) {
            services.showDocument(url);
            return "Opened " + url + " in the browser.";
        }
        ClipboardContent content = new ClipboardContent();
        content.putString(url);
        Clipboard.getSystemClipboard().setContent(content);
        return "Copied the link " + url + " to the clipboard.";
    }
}
