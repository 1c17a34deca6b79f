package org.ringside.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The knob panel's open and closed sections survive a restart; a broken store opens them all. */
class KnobSectionsFileTest {
    @Test
    void whatWasClosedStaysClosedAcrossARestart(@TempDir Path dir) {
        KnobSectionsFile sections = KnobSectionsFile.in(dir);
        assertThat(sections.isOpen("bql", true)).isTrue();
        sections.setOpen("bql", false);
        sections.setOpen("tcp", false);
        sections.setOpen("tcp", true);

        KnobSectionsFile again = KnobSectionsFile.in(dir);
        assertThat(again.isOpen("bql", true)).isFalse();
        assertThat(again.isOpen("tcp", false)).isTrue();
        assertThat(again.isOpen("nic", true)).as("never told").isTrue();
        assertThat(again.warning()).isEmpty();
    }

    @Test
    void aStoreOfAnotherKindIsSetAsideAndEverySectionStartsOpen(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("knob-sections.txt"), "something else\nbql closed\n");
        KnobSectionsFile sections = KnobSectionsFile.in(dir);
        assertThat(sections.isOpen("bql", true)).isTrue();
        assertThat(sections.warning()).get().asString().contains("set aside as knob-sections.txt.bad");
    }
}
