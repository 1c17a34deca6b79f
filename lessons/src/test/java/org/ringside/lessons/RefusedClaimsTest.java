package org.ringside.lessons;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hostile lesson files, one per kind of claim that holds whatever the model does (by the table of
 * relations between figures, or by comparing twin runs): each is refused at load, at its check's
 * line, naming the relation. Each file says in its header comment what its refusal names.
 */
class RefusedClaimsTest {
    private static final Path FOLDER = Path.of("src/test/resources/org/ringside/lessons/refused");
    private final LessonLibrary library = new LessonLibrary(RefusedClaimsTest.class.getClassLoader(),
            ScenarioCatalog.shipped());

    static Stream<Path> files() throws IOException {
        try (Stream<Path> s = Files.list(FOLDER)) {
            List<Path> files = s.filter(p -> p.toString().endsWith(".md")).sorted().toList();
            assertThat(files).hasSizeGreaterThanOrEqualTo(11);
            return files.stream();
        }
    }

    @ParameterizedTest
    @MethodSource("files")
    void isRefusedAtItsCheckNamingTheRelation(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file);
        String names = lines.get(1).substring("# Refused at load: ".length());
        int checkLine = 1 + lines.indexOf(lines.stream().filter(l -> l.startsWith("    check:")).findFirst().orElseThrow());

        assertThatThrownBy(() -> library.read(file)).isInstanceOf(LessonException.class)
                .hasMessageStartingWith(file + ":" + checkLine + ": claims[0].check: column ")
                .hasMessageContaining(names);
    }
}
