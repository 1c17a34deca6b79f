package org.ringside.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The recent files list survives a restart, and a broken store never stops the window. */
class RecentFilesTest {

    @Test
    void keepsTheNewestFirstWithoutDuplicatesAcrossARestart(@TempDir Path dir) {
        RecentFiles recent = RecentFiles.in(dir);
        assertThat(recent.add(dir.resolve("a.yaml"))).isEmpty();
        recent.add(dir.resolve("b.yaml"));
        recent.add(dir.resolve("a.yaml"));

        assertThat(RecentFiles.in(dir).files()).containsExactly(dir.resolve("a.yaml"), dir.resolve("b.yaml"));
        assertThat(RecentFiles.in(dir).warning()).isEmpty();
    }

    @Test
    void keepsAtMostEight(@TempDir Path dir) {
        RecentFiles recent = RecentFiles.in(dir);
        for (int i = 0; i < 12; i++) {
            recent.add(dir.resolve(i + ".yaml"));
        }
        assertThat(RecentFiles.in(dir).files()).hasSize(RecentFiles.MOST).first().isEqualTo(dir.resolve("11.yaml"));
    }

    @Test
    void aCorruptStoreIsSetAsideWithAWarningAndTheListStartsEmpty(@TempDir Path dir) throws IOException {
        Files.write(dir.resolve("recent-files.txt"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1});
        RecentFiles recent = RecentFiles.in(dir);
        assertThat(recent.files()).isEmpty();
        assertThat(recent.warning()).get().asString().contains("set aside as recent-files.txt.bad");
        assertThat(dir.resolve("recent-files.txt.bad")).exists();
        assertThat(dir.resolve("recent-files.txt")).doesNotExist();
    }

    @Test
    void aNewerVersionsStoreIsSetAsideToo(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("recent-files.txt"), "ringside-recent-files 2\n/x.yaml\n");
        assertThat(RecentFiles.in(dir).warning()).get().asString().contains("newer version");
    }

    @Test
    void anUnwritableFolderGivesAWarningNotAnError(@TempDir Path dir) throws IOException {
        Path notAFolder = Files.writeString(dir.resolve("file"), "");
        RecentFiles recent = RecentFiles.in(notAFolder);
        assertThat(recent.add(dir.resolve("a.yaml"))).get().asString().startsWith("the list of recent files was not saved");
        assertThat(recent.files()).containsExactly(dir.resolve("a.yaml"));
    }

    @Test
    void aStoreThatIsALinkStaysOneAndItsFileIsReplaced(@TempDir Path dir) throws IOException {
        Path dotfiles = Files.createDirectory(dir.resolve("dotfiles"));
        Path config = Files.createDirectory(dir.resolve("config"));
        Files.writeString(dotfiles.resolve("recent-files.txt"), RecentFiles.HEADER + "\n");
        Path link = Files.createSymbolicLink(config.resolve("recent-files.txt"), dotfiles.resolve("recent-files.txt"));

        assertThat(RecentFiles.in(config).add(dir.resolve("a.yaml"))).isEmpty();

        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(dotfiles.resolve("recent-files.txt"))).endsWith(dir.resolve("a.yaml") + "\n");
        assertThat(RecentFiles.in(config).files()).containsExactly(dir.resolve("a.yaml"));
    }

    @Test
    void theConfigFolderFollowsEachSystemsConvention() {
        Path home = Path.of("/home/ann");
        assertThat(ConfigFolder.of("", Map.of(), "Linux", home)).isEqualTo(Path.of("/home/ann/.config/ringside"));
        assertThat(ConfigFolder.of("", Map.of("XDG_CONFIG_HOME", "/cfg"), "Linux", home)).isEqualTo(Path.of("/cfg/ringside"));
        assertThat(ConfigFolder.of("", Map.of("XDG_CONFIG_HOME", "rel"), "Linux", home))
                .isEqualTo(Path.of("/home/ann/.config/ringside"));
        assertThat(ConfigFolder.of("", Map.of(), "Mac OS X", home))
                .isEqualTo(Path.of("/home/ann/Library/Application Support/Ringside"));
        assertThat(ConfigFolder.of("/portable", Map.of(), "Linux", home)).isEqualTo(Path.of("/portable"));
    }
}
