package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.app.ExitCodes;
import org.ringside.app.Main;
import picocli.CommandLine;

/** {@code ringside picture A --vs B} and {@code picture PAIR}: both runs side by side, their scoreboard under them. */
class PicturePairTest {
    private static final String A = String.join("\n",
            "name: ring 128",
            "duration: 20ms",
            "seed: 7",
            "nic: { tso: false, gso: false, ring_size: 128 }",
            "bql: { mode: off }",
            "flows:",
            "  - { kind: bulk_tcp, name: bulk, count: 4 }",
            "  - { kind: request_response, name: rr, priority: interactive }",
            "");

    @TempDir
    Path dir;

    private final CapturedConsole console = new CapturedConsole();

    private int run(String... args) {
        return new CommandLine(new PictureCommand(console.console())).execute(args);
    }

    private Path file(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    private String errors() {
        return console.err();
    }

    @Test
    void vsDrawsBothLanesAndTheirScoreboardForTheBackRow() throws Exception {
        Path a = file("a.yaml", A);
        Path b = file("b.yaml", A.replace("name: ring 128", "name: ring 64").replace("ring_size: 128", "ring_size: 64"));
        Path png = dir.resolve("pair.png");
        Path svg = dir.resolve("pair.svg");
        int status = run(a.toString(), "--vs", b.toString(), "--at", "10ms", "--png", png.toString(), "--svg",
                svg.toString(), "--presentation");
        assertThat(status).as(errors()).isEqualTo(ExitCodes.OK);
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(1920);
        assertThat(image.getHeight()).isEqualTo(1080);
        String text = Files.readString(svg);
        assertThat(text).contains("A  ring 128", "B  ring 64", "B differs from A in: nic.ring_size 128 → 64",
                "rr p99 wait", "B/A", "ring 128 · TSO off");
        assertThat(Pattern.compile("font-size: ([0-9.]+)px").matcher(text).results()
                .mapToDouble(m -> Double.parseDouble(m.group(1))).min().orElseThrow()).isGreaterThanOrEqualTo(18);
        assertThat(console.out()).contains("pair.png: A and B, 1920x1080 at 10ms");
    }

    @Test
    void aPairFileDrawsItsOwnBAsAGif() throws Exception {
        Path pair = file("pair.yaml", A + "compare: { name: ring 64, nic: { ring_size: 64 } }\n");
        Path gif = dir.resolve("pair.gif");
        int status = run(pair.toString(), "--from", "5ms", "--to", "6ms", "--gif", gif.toString(), "--frames", "3");
        assertThat(status).as(errors()).isEqualTo(ExitCodes.OK);
        try (ImageInputStream in = ImageIO.createImageInputStream(gif.toFile())) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            assertThat(reader.getNumImages(true)).isEqualTo(3);
            assertThat(reader.read(2).getWidth()).isEqualTo(1280);
        }
        assertThat(console.out()).contains("3 frames of A and B");
    }

    @Test
    void vsBesideAPairFileIsRefusedInOneLine() throws Exception {
        Path pair = file("pair.yaml", A + "compare: { nic: { ring_size: 64 } }\n");
        Path png = dir.resolve("x.png");
        int status = run(pair.toString(), "--vs", pair.toString(), "--at", "1ms", "--png", png.toString());
        assertThat(status).isEqualTo(ExitCodes.USAGE);
        assertThat(errors().trim()).startsWith("picture: --vs: ").endsWith("has a compare: block, which is its B already")
                .doesNotContain("\n");
        assertThat(Files.exists(png)).isFalse();
    }
}
