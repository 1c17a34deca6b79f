package org.ringside.model.host;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Reading a host's file as a stream: bounded, text only, and a line cut off said to be. */
class HostReportReadTest {

    /** An endless stream of one byte, as /dev/zero or /dev/urandom is. */
    private static InputStream endless(int b) {
        return new InputStream() {
            @Override
            public int read() {
                return b;
            }
        };
    }

    @Test
    void anEndlessFileStopsAtTheLimitNamingIt() {
        assertThatThrownBy(() -> HostReport.read(endless('x'), "big.txt")).isInstanceOf(HostReportException.class)
                .hasMessage("big.txt:1: the file goes on past 4 MiB, the most import reads: the collect script writes"
                        + " a few hundred KB, so this is not its output");
        byte[] lines = "### uname -r\n6.8\n".repeat(300_000).getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> HostReport.read(new ByteArrayInputStream(lines), "many.txt"))
                .hasMessageStartingWith("many.txt:").hasMessageContaining("past 4 MiB");
    }

    @Test
    void aBinaryFileIsSaidToBeOne() {
        assertThatThrownBy(() -> HostReport.read(endless(0), "zero")).isInstanceOf(HostReportException.class)
                .hasMessage("zero:1: a binary file, not the text the collect script ('ringside collect --script') writes");
        byte[] gzip = {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, 0, 3};
        assertThatThrownBy(() -> HostReport.read(new ByteArrayInputStream(gzip), "h.txt.gz"))
                .hasMessageStartingWith("h.txt.gz:1: a gzip file (gunzip it first), not the text");
        byte[] latin1 = "### uname -r\n6.8 caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1);
        assertThatThrownBy(() -> HostReport.read(new ByteArrayInputStream(latin1), "l.txt"))
                .hasMessageStartingWith("l.txt:2: a binary file");
    }

    @Test
    void aLastLineWithoutItsBreakIsCutOffAndNotRead() throws Exception {
        HostReport cut = HostReport.read(new ByteArrayInputStream(
                "### uname -r\n6.8\n### tc -s qdisc show dev eth0\nqdisc fq_codel 0: root limit 10".getBytes(
                        StandardCharsets.UTF_8)), "cut.txt");
        assertThat(cut.cutOff()).contains(new HostReport.Cut(4, "qdisc fq_codel 0: root limit 10"));
        assertThat(cut.find("tc").orElseThrow().lines()).isEmpty();
        assertThat(HostReport.parse("### uname -r\r\n6.8\r\n", "whole.txt").cutOff()).isEmpty();
        assertThat(HostReport.parse("### uname -r\n6.8", "cut.txt").cutOff()).contains(new HostReport.Cut(2, "6.8"));
    }
}
