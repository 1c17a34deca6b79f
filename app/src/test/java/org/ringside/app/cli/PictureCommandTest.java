package org.ringside.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import java.util.stream.DoubleStream;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.app.Console;
import org.ringside.app.ExitCodes;
import org.w3c.dom.Document;
import picocli.CommandLine;

class PictureCommandTest {
    private static final String SCENARIO = String.join("\n",
            "name: two flows",
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

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        Console console = new Console(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CommandLine(new PictureCommand(console)).execute(args);
    }

    private Path scenario() throws IOException {
        Path file = dir.resolve("scenario.yaml");
        Files.writeString(file, SCENARIO);
        return file;
    }

    private String errors() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void writesAPngOfTheSizeAskedAndAWellFormedSvg() throws Exception {
        Path file = scenario();
        Path png = dir.resolve("at.png");
        Path svg = dir.resolve("at.svg");
        int status = run(file.toString(), "--at", "10ms", "--png", png.toString(), "--svg", svg.toString(), "--size",
                "1000x600");
        assertThat(status).as(errors()).isEqualTo(ExitCodes.OK);
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(1000);
        assertThat(image.getHeight()).isEqualTo(600);
        assertThat(image.getRGB(2, 2) & 0xFFFFFF).isEqualTo(0xF6F5F0);
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        // The DOCTYPE names the SVG 1.0 DTD on the web; well-formedness needs no fetch.
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        Document doc = factory.newDocumentBuilder().parse(svg.toFile());
        assertThat(doc.getDocumentElement().getNodeName()).isEqualTo("svg");
        String text = Files.readString(svg);
        assertThat(text).contains("t = 10.000 000 ms").contains("two flows · Linux").contains("ring 128").contains("TX RING")
                .contains("bulk ×4");
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("at.png: 1000x600 at 10ms");
    }

    @Test
    void aNameWithControlsAndOverridesIsDrawnAsTheConsolePrintsIt() throws Exception {
        Path file = Files.writeString(dir.resolve("named.yaml"),
                SCENARIO.replace("name: two flows", "name: \"evil\\e[31m\\u202Eflows\""));
        Path svg = dir.resolve("named.svg");
        assertThat(run(file.toString(), "--at", "1ms", "--svg", svg.toString())).as(errors()).isEqualTo(ExitCodes.OK);
        String text = Files.readString(svg);
        assertThat(text).contains("evil\\e[31m\\u202Eflows").doesNotContain("\u001b").doesNotContain("\u202E");
    }

    @Test
    void presentationDrawsASlideSizedPictureWithTheTypeOfTheWindowsPresentationMode() throws Exception {
        Path file = scenario();
        Path png = dir.resolve("slide.png");
        Path svg = dir.resolve("slide.svg");
        Path plainSvg = dir.resolve("plain.svg");
        int status = run(file.toString(), "--at", "10ms", "--png", png.toString(), "--svg", svg.toString(),
                "--presentation");
        assertThat(status).as(errors()).isEqualTo(ExitCodes.OK);
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(1920);
        assertThat(image.getHeight()).isEqualTo(1080);
        assertThat(run(file.toString(), "--at", "10ms", "--svg", plainSvg.toString(), "--size", "1920x1080"))
                .isEqualTo(ExitCodes.OK);
        // Every text at least 18 px, and the clock twice the size it has outside presentation.
        assertThat(fontSizes(Files.readString(svg)).min().orElseThrow()).isGreaterThanOrEqualTo(18);
        assertThat(fontSizes(Files.readString(svg)).max().orElseThrow())
                .isEqualTo(2 * fontSizes(Files.readString(plainSvg)).max().orElseThrow(), within(1.0));
    }

    private static DoubleStream fontSizes(String svg) {
        return Pattern.compile("font-size: ([0-9.]+)px").matcher(svg).results()
                .mapToDouble(m -> Double.parseDouble(m.group(1)));
    }

    @Test
    void writesALoopingGifWithTheFramesAsked() throws Exception {
        Path file = scenario();
        Path gif = dir.resolve("span.gif");
        int status = run(file.toString(), "--from", "5ms", "--to", "5100us", "--gif", gif.toString(), "--frames", "12",
                "--fps", "25", "--size", "640x360");
        assertThat(status).as(errors()).isEqualTo(ExitCodes.OK);
        try (ImageInputStream in = ImageIO.createImageInputStream(gif.toFile())) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            assertThat(reader.getNumImages(true)).isEqualTo(12);
            BufferedImage first = reader.read(0);
            assertThat(first.getWidth()).isEqualTo(640);
            assertThat(first.getHeight()).isEqualTo(360);
            assertThat(first.getRGB(2, 2) & 0xFFFFFF).as("the light ground, in the frame's own colour table")
                    .isEqualTo(0xF6F5F0);
            IIOMetadataNode root = (IIOMetadataNode) reader.getImageMetadata(0).getAsTree("javax_imageio_gif_image_1.0");
            IIOMetadataNode control = (IIOMetadataNode) root.getElementsByTagName("GraphicControlExtension").item(0);
            assertThat(control.getAttribute("delayTime")).isEqualTo("4");
            IIOMetadataNode app = (IIOMetadataNode) root.getElementsByTagName("ApplicationExtension").item(0);
            assertThat(app.getAttribute("applicationID")).isEqualTo("NETSCAPE");
            assertThat((byte[]) app.getUserObject()).containsExactly(1, 0, 0);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "no output                | --at 1ms                                  | nothing to write",
        "png without --at         | --png OUT.png                             | give it with --at",
        "bad --at                 | --at 2 --png OUT.png                      | picture: --at: 2 has no unit",
        "gif without --to         | --from 1ms --gif OUT.gif                  | --gif needs both --from and --to",
        "span backwards           | --from 2ms --to 1ms --gif OUT.gif         | the span must end after it starts",
        "too many frames          | --from 0 --to 1ms --gif OUT.gif --frames 601 | --frames: 601 is out of range (allowed: 1 to 600)",
        "fps                      | --from 0 --to 1ms --gif OUT.gif --fps 0   | --fps: 0 is out of range (allowed: 1 to 50)",
        "gif too large            | --from 0 --to 1ms --gif OUT.gif --size 3840x2160 | too large for a GIF (allowed: up to 1920x1080)",
        "bad size                 | --at 1ms --png OUT.png --size 10x10       | picture: --size:",
        "colour                   | --at 1ms --png OUT.png --colour-by hue    | --colour-by: 'hue' is not known (allowed: flow or band)",
        "both kinds               | --at 1ms --png OUT.png --gif OUT.gif      | --gif cannot be combined",
        "--at past the end        | --at 21ms --png OUT.png                   | picture: --at: 21ms is after the end of the scenario (allowed: 0 to its duration, 20ms)",
        "--to past the end        | --from 0 --to 1s --gif OUT.gif            | picture: --to: 1s is after the end of the scenario (allowed: 0 to its duration, 20ms)",
        "missing folder           | --at 1ms --png NOWHERE/x.png              | --png: cannot write"})
    void aMistakeExitsWith2AndWritesNothing(String name, String args, String message) throws IOException {
        Path file = scenario();
        String[] words = args.trim().replace("OUT", dir.resolve("out").toString())
                .replace("NOWHERE", dir.resolve("nowhere").toString()).split(" +");
        String[] all = new String[words.length + 1];
        all[0] = file.toString();
        System.arraycopy(words, 0, all, 1, words.length);
        int status = run(all);
        assertThat(status).isEqualTo(ExitCodes.USAGE);
        assertThat(errors()).contains(message.trim());
        assertThat(errors().trim().lines().count()).as("one line").isEqualTo(1);
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("scenario.yaml");
        }
    }

    @Test
    void aBadScenarioIsRefusedWithItsLine() throws IOException {
        Path file = dir.resolve("bad.yaml");
        Files.writeString(file, "nic:\n  ring_size: 5\n");
        int status = run(file.toString(), "--at", "1ms", "--png", dir.resolve("x.png").toString());
        assertThat(status).isEqualTo(ExitCodes.USAGE);
        assertThat(errors()).contains("bad.yaml:2: nic.ring_size: 5 is out of range");
        assertThat(Files.exists(dir.resolve("x.png"))).isFalse();
    }
}
