package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Ctrl+C or SIGTERM in the middle of a command that is writing a file: the process, a real one,
 * removes its temporary file, leaves the target as it was and exits with 128 plus the signal.
 */
class InterruptedCommandTest {
    /** A run long enough to be ended in the middle, however busy the machine. */
    private static final String SCENARIO = String.join("\n",
            "name: long",
            "duration: 600s",
            "sample_interval: 10us",
            "flows:",
            "  - { kind: bulk_tcp, name: bulk, count: 4 }",
            "");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "INT,  run,     rows.csv",
        "TERM, run,     rows.csv",
        "INT,  picture, moving.gif",
    })
    void anEndedCommandRemovesItsTemporaryFileAndKeepsTheTarget(String signal, String command, String name)
            throws IOException, InterruptedException {
        Path scenario = dir.resolve("long.yaml");
        Files.writeString(scenario, SCENARIO);
        Path target = dir.resolve(name);
        Files.writeString(target, "the file before\n");
        // A build started in the background (nohup, '&' in a script) inherits SIGINT ignored, and
        // a JVM leaves an ignored SIGINT ignored: perl restores its default before starting Java,
        // as a terminal's Ctrl+C would find it.
        List<String> args = new ArrayList<>(List.of("perl", "-e",
                "$SIG{INT} = 'DEFAULT'; $SIG{TERM} = 'DEFAULT'; exec {$ARGV[0]} @ARGV or die \"exec: $!\\n\";",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-cp", System.getProperty("java.class.path"), Main.class.getName(), command,
                scenario.toString()));
        args.addAll(command.equals("run") ? List.of("--csv", target.toString())
                : List.of("--from", "0", "--to", "60s", "--frames", "600", "--size", "1920x1080", "--gif",
                        target.toString()));
        Process process = new ProcessBuilder(args).redirectErrorStream(true)
                .redirectOutput(dir.resolve("output.txt").toFile()).start();
        try {
            Path tmp = awaitTemporaryFile(process, name);
            assertThat(tmp).as("the temporary file while the command writes").isNotNull();
            Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid())).start();
            assertThat(kill.waitFor()).isZero();
            assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("the command ends").isTrue();

            assertThat(process.exitValue()).as(Files.readString(dir.resolve("output.txt")))
                    .isEqualTo(signal.equals("INT") ? ExitCodes.INTERRUPTED : ExitCodes.TERMINATED);
            assertThat(tmp).doesNotExist();
            assertThat(Files.readString(target)).isEqualTo("the file before\n");
            try (var files = Files.list(dir)) {
                assertThat(files.map(f -> f.getFileName().toString()))
                        .containsExactlyInAnyOrder("long.yaml", name, "output.txt");
            }
        } finally {
            process.destroyForcibly();
        }
    }

    /**
     * The command's first hidden {@code .NAME.NNN.tmp} once it is there: the trial that the folder
     * takes files, or the file being written; ended at either moment, the command must leave
     * neither. Null if the command ends or two minutes pass first. The file system is asked again each time the process has not ended
     * within a short wait, so the test waits for the file, not for a guess at the time it takes.
     */
    private Path awaitTemporaryFile(Process process, String name) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (System.nanoTime() < deadline) {
            try (var files = Files.list(dir)) {
                var tmp = files.filter(f -> f.getFileName().toString().startsWith("." + name + ".")).findFirst();
                if (tmp.isPresent()) {
                    return tmp.get();
                }
            }
            if (process.waitFor(20, TimeUnit.MILLISECONDS)) {
                return null;
            }
        }
        return null;
    }
}
