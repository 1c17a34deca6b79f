package org.ringside.views.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The stylesheets are plain text that JavaFX reads leniently: a rule left open swallows the
 * rules after it without a word. Every rule must close before the next one opens.
 */
class ThemeTest {

    @Test
    void everyRuleOfEveryStylesheetClosesBeforeTheNextOpens() throws IOException {
        for (String sheet : new String[] {Theme.stylesheet(), Theme.highContrastStylesheet()}) {
            String css = read(sheet).replaceAll("(?s)/\\*.*?\\*/", "");
            int depth = 0;
            int line = 1;
            for (char c : css.toCharArray()) {
                if (c == '\n') {
                    line++;
                }
                depth += c == '{' ? 1 : c == '}' ? -1 : 0;
                assertThat(depth).as("%s, near line %d (comments removed)", sheet, line).isBetween(0, 1);
            }
            assertThat(depth).as(sheet + " ends inside a rule").isZero();
        }
    }

    private static String read(String url) throws IOException {
        try (InputStream in = new URL(url).openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
