package org.ringside.model.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
    @TempDir
    Path dir;

    @Test
    void replacesTheTargetAndLeavesNoTemporaryFile() throws IOException {
        Path target = dir.resolve("out.txt");
        Files.writeString(target, "old");
        AtomicFiles.writeText(target, w -> w.write("new"));
        assertThat(Files.readString(target)).isEqualTo("new");
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(target);
        }
    }

    @Test
    void newFilesAreReadableByOthersAndReplacedFilesKeepTheirPermissions() throws IOException {
        assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"), "needs POSIX permissions");
        Path fresh = dir.resolve("fresh.csv");
        AtomicFiles.writeText(fresh, w -> w.write("x"));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(fresh))).isEqualTo("rw-r--r--");

        Path shared = dir.resolve("shared.csv");
        Files.writeString(shared, "old");
        Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rw-rw-r--"));
        AtomicFiles.writeText(shared, w -> w.write("new"));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(shared))).isEqualTo("rw-rw-r--");
    }

    @Test
    void aFailingWriteLeavesTheExistingFileAsItWasAndSaysSoInOneLine() throws IOException {
        Path target = dir.resolve("out.txt");
        Files.writeString(target, "old");
        assertThatThrownBy(() -> AtomicFiles.write(target, out -> {
            out.write("half".getBytes(StandardCharsets.UTF_8));
            throw new IOException("No space left on device");
        })).isInstanceOf(IOException.class)
                .hasMessage("cannot write " + target + ": No space left on device");
        assertThat(Files.readString(target)).isEqualTo("old");
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(target);
        }
    }

    @Test
    void aMissingFolderOrAFolderInTheWayIsNamed() {
        Path missing = dir.resolve("nope").resolve("out.txt");
        assertThatThrownBy(() -> AtomicFiles.writeText(missing, w -> w.write("x")))
                .hasMessage("cannot write " + missing + ": folder " + missing.getParent() + " does not exist");
        assertThatThrownBy(() -> AtomicFiles.writeText(dir, w -> w.write("x")))
                .hasMessage("cannot write " + dir + ": it is a folder");
    }

    @Test
    void aSymbolicLinkIsFollowedItsFileReplacedAndTheLinkKept() throws IOException {
        Path real = Files.createDirectory(dir.resolve("real")).resolve("data.csv");
        Files.writeString(real, "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.csv"), Path.of("real", "data.csv"));
        Path linkToLink = Files.createSymbolicLink(dir.resolve("again.csv"), link.getFileName());

        AtomicFiles.writeText(linkToLink, w -> w.write("new"));

        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.isSymbolicLink(linkToLink)).isTrue();
        assertThat(Files.readString(real)).isEqualTo("new");
        try (var files = Files.list(real.getParent())) {
            assertThat(files).containsExactly(real);
        }
    }

    @Test
    void aLinkToAFileYetToBeMadeMakesIt() throws IOException {
        Path link = Files.createSymbolicLink(dir.resolve("link.json"), Path.of("made.json"));
        AtomicFiles.writeText(link, w -> w.write("{}"));
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(dir.resolve("made.json"))).isEqualTo("{}");
    }

    @Test
    void aLoopOfLinksIsOneLine() throws IOException {
        Path a = dir.resolve("a.csv");
        Files.createSymbolicLink(a, Path.of("b.csv"));
        Files.createSymbolicLink(dir.resolve("b.csv"), Path.of("a.csv"));
        assertThatThrownBy(() -> AtomicFiles.writeText(a, w -> w.write("x")))
                .hasMessage("cannot write " + a + ": too many levels of symbolic links");
    }

    @Test
    void aNamedPipeIsRefusedAndLeftAsItWas() throws IOException, InterruptedException {
        Path fifo = dir.resolve("pipe.csv");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "needs mkfifo");
        assertThatThrownBy(() -> AtomicFiles.writeText(fifo, w -> w.write("x")))
                .hasMessage("cannot write " + fifo + ": it is a named pipe, socket or device");
        assertThat(Files.isRegularFile(fifo)).isFalse();
        assertThat(Files.exists(fifo)).isTrue();
    }

    @Test
    void aTemporaryFileIsRemovedAtExitOnlyWhileItIsPending() throws IOException {
        Path target = dir.resolve("out.csv");
        Path tmp;
        try (PendingFile file = PendingFile.open(target)) {
            tmp = file.temporary();
            assertThat(ExitCleanup.remembers(tmp)).isTrue();
            file.commit();
        }
        assertThat(ExitCleanup.remembers(tmp)).isFalse();
        try (PendingFile file = PendingFile.open(target)) {
            tmp = file.temporary();
        }
        assertThat(ExitCleanup.remembers(tmp)).isFalse();
        assertThat(tmp).doesNotExist();
    }

    @Test
    void fileSystemErrorsBecomeAFewWords() {
        assertThat(AtomicFiles.reason(new java.nio.file.AccessDeniedException("/x/.y.tmp"))).isEqualTo("permission denied");
        assertThat(AtomicFiles.reason(new java.nio.file.FileSystemException("/x", null, "Read-only file system")))
                .isEqualTo("read-only file system");
        assertThat(AtomicFiles.reason(new IOException("first\nsecond"))).isEqualTo("first");
    }
}
