package org.ringside.model.dql;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Whatever the input, replay ends with status 0 or 2, at most one error line, and never throws. */
class DqlReplayFuzzTest {

    private static final String HEADER = "t_ms,event,bytes,limit,inflight,avail";
    private static final byte[] ALPHABET = " \t\r\n\n#0123456789-+queudcomplt_minaxhs\u00e9".getBytes(StandardCharsets.UTF_8);

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 60);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void randomBytesAreRejectedCleanlyOrReplayed(long seed) {
        Random r = new Random(seed);
        byte[] garbage = new byte[r.nextInt(3000)];
        for (int i = 0; i < garbage.length; i++) {
            garbage[i] = r.nextInt(3) == 0 ? (byte) r.nextInt(256) : ALPHABET[r.nextInt(ALPHABET.length)];
        }

        check(seed, garbage);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void damagedValidFilesAreRejectedCleanlyOrReplayed(long seed) {
        Random r = new Random(seed);
        List<String> lines = new ArrayList<>(Arrays.asList(EventScript.random(r, 200).toText().split("\n")));
        int damage = 1 + r.nextInt(4);
        for (int d = 0; d < damage && !lines.isEmpty(); d++) {
            int at = r.nextInt(lines.size());
            String line = lines.get(at);
            switch (r.nextInt(6)) {
                case 0 -> lines.remove(at);
                case 1 -> lines.add(r.nextInt(lines.size() + 1), line);
                case 2 -> lines.set(at, line + " " + r.nextInt(10));
                case 3 -> lines.set(at, line.replaceFirst("\\d", "-"));
                case 4 -> lines.set(at, line.isEmpty() ? line : line.substring(0, r.nextInt(line.length())));
                default -> lines.set(at, line.replace(' ', (char) r.nextInt(0x80)));
            }
        }
        byte[] file = String.join("\n", lines).getBytes(StandardCharsets.UTF_8);

        check(seed, file);
    }

    private static void check(long seed, byte[] input) {
        ReplayRun run = ReplayRun.ofStdin(input);

        assertThat(run.status()).as("seed %d", seed).isIn(DqlReplay.OK, DqlReplay.BAD_INPUT);
        assertThat(run.errLines()).as("seed %d", seed).hasSizeLessThanOrEqualTo(1);
        if (run.status() == DqlReplay.OK) {
            assertThat(run.err()).as("seed %d", seed).isEmpty();
        } else {
            assertThat(run.err()).as("seed %d", seed).matches("<stdin>:\\d+: [^\\n]+\\R");
        }
        List<String> out = run.out().lines().toList();
        assertThat(out).as("seed %d", seed).first().isEqualTo(HEADER);
        assertThat(out.subList(1, out.size())).as("seed %d", seed)
                .allMatch(row -> row.matches("\\d+,(queued|completed),\\d+,\\d+,\\d+,-?\\d+"));
    }
}
