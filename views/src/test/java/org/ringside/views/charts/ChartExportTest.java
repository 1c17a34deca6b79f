package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.HashSet;
import java.util.Set;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.model.sim.RunResult;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

class ChartExportTest {
    private static RunResult run;

    @TempDir
    Path dir;

    @BeforeAll
    static void makeRun() {
        run = SyntheticRuns.run(200_000, 7); // 20 s of 100 µs samples
    }

    /** The RGB colours the image uses, as bits of a 2^24 set. */
    private static BitSet colours(BufferedImage image) {
        BitSet seen = new BitSet(1 << 24);
        int[] row = new int[image.getWidth()];
        for (int y = 0; y < image.getHeight(); y++) {
            image.getRGB(0, y, row.length, 1, row, 0, row.length);
            for (int argb : row) {
                seen.set(argb & 0xFFFFFF);
            }
        }
        return seen;
    }

    private static int rgb(Color c) {
        return c.getRGB() & 0xFFFFFF;
    }

    @Test
    void pngHasTheRequestedSizeAndTheSeriesColours() throws IOException {
        Path png = dir.resolve("queue.png");
        ChartExport.export(run, ChartOptions.defaults().withSize(new ChartSize(1280, 720)), png, null);

        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(1280);
        assertThat(image.getHeight()).isEqualTo(720);
        BitSet seen = colours(image);
        assertThat(seen.cardinality()).isGreaterThan(50); // text, lines, bands, antialiasing: not a blank picture
        assertThat(seen.get(rgb(Color.WHITE))).isTrue();
        assertThat(seen.get(rgb(ChartStyle.VERMILLION))).as("qdisc bytes line").isTrue();
        assertThat(seen.get(rgb(ChartStyle.BLUE))).as("ring bytes line").isTrue();
        assertThat(Files.list(dir)).containsExactly(png); // no temporary file left behind
    }

    @Test
    void everyKindRendersItsColoursAtTheDefaultSize() {
        for (ChartKind kind : ChartKind.values()) {
            BufferedImage image = ChartExport.render(Charts.create(run, ChartOptions.defaults().withKind(kind)),
                    ChartSize.DEFAULT);
            assertThat(image.getWidth()).isEqualTo(1600);
            BitSet seen = colours(image);
            assertThat(seen.get(rgb(ChartStyle.BLUE)) && seen.get(rgb(ChartStyle.VERMILLION))).as(kind.name()).isTrue();
        }
    }

    @Test
    void svgIsWellFormedXmlWithTheTitlesLabelsAndLegend() throws Exception {
        Path svg = dir.resolve("queue.svg");
        ChartExport.export(run, ChartOptions.defaults(), null, svg);

        Document doc = parse(svg);
        assertThat(doc.getDocumentElement().getTagName()).isEqualTo("svg");
        assertThat(doc.getDocumentElement().getAttribute("width")).isEqualTo("1600");
        NodeList texts = doc.getElementsByTagName("text");
        Set<String> words = new HashSet<>();
        for (int i = 0; i < texts.getLength(); i++) {
            words.add(texts.item(i).getTextContent());
        }
        assertThat(words).contains("synthetic: bulk TCP + RR, BQL auto — queue depth", "time (s)",
                "qdisc (MB)", "ring (KB)", "qdisc bytes", "ring bytes (BQL inflight)", "BQL limit",
                "stack XOFF (BQL) > 50 % of the time");
        assertThat(Files.readString(svg)).contains("stroke:rgb(213,94,0)", "stroke:rgb(0,114,178)");
    }

    @Test
    void svgStaysSmallBecauseSeriesAreThinned() throws Exception {
        Path svg = dir.resolve("latency.svg");
        ChartExport.export(run, ChartOptions.defaults().withKind(ChartKind.LATENCY), null, svg);
        // 200 000 samples of two flows: a line per flow, not an element per sample.
        assertThat(Files.size(svg)).isLessThan(1_000_000);
        assertThat(parse(svg).getElementsByTagName("path").getLength()).isLessThan(100);
    }

    @Test
    void writesBothFilesFromOneChart() throws IOException {
        Path png = dir.resolve("t.png");
        Path svg = dir.resolve("t.svg");
        ChartExport.export(run, ChartOptions.defaults().withKind(ChartKind.THROUGHPUT), png, svg);
        assertThat(png).isNotEmptyFile();
        assertThat(Files.readString(svg)).contains("throughput (Gbit/s)", "CPU utilisation (%)", "link rate 1 Gbit/s");
    }

    @Test
    void aMissingFolderIsReportedInOneLine() {
        Path png = dir.resolve("no-such-folder").resolve("chart.png");
        assertThatThrownBy(() -> ChartExport.export(run, ChartOptions.defaults(), png, null))
                .isInstanceOf(IOException.class)
                .hasMessage("cannot write " + png + ": folder " + png.getParent() + " does not exist");
    }

    /** /proc refuses new files even to root, so this holds wherever the tests run as. */
    @Test
    void anUnwritableFolderLeavesTheExistingFileUntouched() throws IOException {
        Path existing = Path.of("/proc/version");
        assumeTrue(Files.isRegularFile(existing), "needs Linux /proc");
        byte[] before = Files.readAllBytes(existing);

        assertThatThrownBy(() -> ChartExport.export(run, ChartOptions.defaults(), existing, null))
                .isInstanceOf(IOException.class)
                .hasMessageStartingWith("cannot write /proc/version: ")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        assertThat(Files.readAllBytes(existing)).isEqualTo(before);
    }

    @Test
    void aReadOnlyFolderLeavesTheExistingFileUntouched() throws IOException {
        Path png = dir.resolve("chart.png");
        Files.writeString(png, "the chart from last week");
        assertThat(dir.toFile().setWritable(false, false)).isTrue();
        try {
            assumeFalse(Files.isWritable(dir), "root may write anywhere; the /proc test covers that case");
            assertThatThrownBy(() -> ChartExport.export(run, ChartOptions.defaults(), png, null))
                    .hasMessage("cannot write " + png + ": permission denied");
            assertThat(Files.readString(png)).isEqualTo("the chart from last week");
        } finally {
            dir.toFile().setWritable(true, false);
        }
    }

    @Test
    void svgCoordinatesCarryTwoDecimals() {
        assertThat(ChartExport.twoDecimals(12.3456)).isEqualTo("12.35");
        assertThat(ChartExport.twoDecimals(7)).isEqualTo("7");
        assertThat(ChartExport.twoDecimals(0.05)).isEqualTo("0.05");
        assertThat(ChartExport.twoDecimals(-0.5)).isEqualTo("-0.5");
        assertThat(ChartExport.twoDecimals(-3.1)).isEqualTo("-3.1");
        assertThat(ChartExport.twoDecimals(Double.NaN)).isEqualTo("0");
    }

    private static Document parse(Path svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        // The DOCTYPE names the SVG 1.0 DTD on the web; well-formedness needs no fetch.
        f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        f.setNamespaceAware(true);
        DocumentBuilder b = f.newDocumentBuilder();
        return b.parse(svg.toFile());
    }
}
