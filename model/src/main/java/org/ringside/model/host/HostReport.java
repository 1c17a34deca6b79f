package org.ringside.model.host;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the collect script gathered on a host, cut into its sections: each a command as it was
 * run, from a line {@code ### COMMAND}, and what it printed, up to the next such line.
 *
 * @param source the file's name, for messages
 * @param sections in the file's order
 */
public record HostReport(String source, List<Section> sections, Cut cut) {
    /** The line that starts each section, before the command. */
    static final String MARK = "### ";

    /**
     * The most of a file import reads: the collect script writes a few hundred KB, even for a
     * NIC of 128 queues (a dozen short files per queue).
     */
    public static final long MAX_BYTES = 4L << 20;

    // The first bytes of the files most likely given by mistake, and what to call them.
    private static final Map<String, String> MAGIC = Map.of("\u001f\u008b", "a gzip file (gunzip it first)",
            "PK\u0003\u0004", "a zip file", "\u007fELF", "a program (ELF)", "\u0089PNG", "a PNG picture",
            "GIF8", "a GIF picture");

    public HostReport {
        sections = List.copyOf(sections);
    }

    /** A file that ends in a whole line. */
    public HostReport(String source, List<Section> sections) {
        this(source, sections, null);
    }

    /**
     * The last line of a file that ends without a line break: cut off while it was written (the
     * script's commands end each line), so it is not read.
     *
     * @param line its line number, from 1
     * @param text what there is of it
     */
    public record Cut(int line, String text) {
    }

    /** The line the file was cut off in, if it ends without a line break. */
    public Optional<Cut> cutOff() {
        return Optional.ofNullable(cut);
    }

    /**
     * One command and its output.
     *
     * @param command the command as it was run, e.g. {@code ethtool -g eth0}
     * @param line the file's line number of its {@code ###} line, from 1
     * @param lines what it printed, the first of them on line {@code line + 1}
     */
    public record Section(String command, int line, List<String> lines) {
        public Section {
            lines = List.copyOf(lines);
        }

        /** The command's words. */
        public List<String> words() {
            return List.of(command.trim().split("\\s+"));
        }
    }

    /**
     * Cuts a file into its sections.
     *
     * @throws HostReportException naming the line when the text is not such a file: something
     *     before the first {@code ###} line, no section at all, or a {@code ###} without a command
     */
    public static HostReport parse(String text, String source) throws HostReportException {
        Cutter cutter = new Cutter(source);
        String[] all = text.split("\r?\n", -1);
        // The text after the last line break is a line cut off, unless there is none.
        for (int i = 0; i < all.length - 1; i++) {
            cutter.line(all[i]);
        }
        return cutter.end(all[all.length - 1]);
    }

    /**
     * Reads a file and cuts it into its sections, named in messages by its file name.
     *
     * @throws IOException when it cannot be read
     * @throws HostReportException naming the line when it is not the collect script's output
     *     (binary, not UTF-8, over {@link #MAX_BYTES})
     */
    public static HostReport read(Path file) throws IOException, HostReportException {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, name);
        }
    }

    /**
     * Reads a stream line by line, never holding more than {@link #MAX_BYTES} of it.
     *
     * @throws IOException when it cannot be read
     * @throws HostReportException naming the line when it is not the collect script's output
     */
    public static HostReport read(InputStream stream, String source) throws IOException, HostReportException {
        InputStream in = new BufferedInputStream(stream, 1 << 16);
        Cutter cutter = new Cutter(source);
        ByteArrayOutputStream line = new ByteArrayOutputStream(256);
        long total = 0;
        for (int b = in.read(); b >= 0; b = in.read()) {
            if (++total > MAX_BYTES) {
                throw new HostReportException(source, cutter.number + 1, "the file goes on past "
                        + MAX_BYTES / (1 << 20) + " MiB, the most import reads: the collect script writes a few"
                        + " hundred KB, so this is not its output");
            }
            if (b == 0) {
                throw new HostReportException(source, cutter.number + 1, binary(line.toByteArray(), cutter.number == 0));
            }
            if (b == '\n') {
                cutter.line(text(line, source, cutter.number + 1));
                line.reset();
            } else {
                line.write(b);
            }
        }
        return cutter.end(text(line, source, cutter.number + 1));
    }

    /** A line's bytes as text, the line break's {@code \r} dropped. */
    private static String text(ByteArrayOutputStream line, String source, int number)
            throws HostReportException {
        byte[] bytes = line.toByteArray();
        int length = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes, 0, length)).toString();
        } catch (CharacterCodingException e) {
            throw new HostReportException(source, number, binary(bytes, number == 1));
        }
    }

    /** What a file whose line holds a byte no text has seems to be, by the first bytes of the file. */
    private static String binary(byte[] start, boolean atStart) {
        // Only the file's own first bytes say what it is.
        String kind = "a binary file";
        if (atStart) {
            for (Map.Entry<String, String> magic : MAGIC.entrySet()) {
                if (new String(start, StandardCharsets.ISO_8859_1).startsWith(magic.getKey())) {
                    kind = magic.getValue();
                }
            }
        }
        return kind + ", not the text the collect script ('ringside collect --script') writes";
    }

    /** Feeds lines to sections as they come. */
    private static final class Cutter {
        private final String source;
        private final List<Section> out = new ArrayList<>();
        private String command;
        private int start;
        private int number;
        private List<String> lines = new ArrayList<>();

        Cutter(String source) {
            this.source = source;
        }

        void line(String line) throws HostReportException {
            number++;
            if (line.startsWith(MARK) || line.equals(MARK.strip())) {
                if (line.strip().length() <= MARK.strip().length()) {
                    throw new HostReportException(source, number, "'###' without the command that was run");
                }
                if (command != null) {
                    out.add(new Section(command, start, lines));
                }
                command = line.substring(MARK.length()).strip();
                start = number;
                lines = new ArrayList<>();
            } else if (command != null) {
                lines.add(line);
            } else if (!line.isBlank()) {
                throw new HostReportException(source, number, "expected '### ' and a command, as the collect"
                        + " script ('ringside collect --script') writes, got '" + shortened(line) + "'");
            }
        }

        /** The sections, given what followed the last line break: "" or a line cut off. */
        HostReport end(String rest) throws HostReportException {
            Cut cut = null;
            if (!rest.isEmpty() && command != null) {
                // Taken as it stands, the end of a number cut off would be read as a smaller one.
                cut = new Cut(number + 1, rest);
            } else if (!rest.isEmpty()) {
                line(rest);
            }
            if (command == null) {
                throw new HostReportException(source, Math.max(1, number), "no '### COMMAND' line: not the output of"
                        + " the collect script ('ringside collect --script')");
            }
            out.add(new Section(command, start, lines));
            return new HostReport(source, out, cut);
        }
    }

    /** The command of the file's line {@code line}: its own {@code ###} line's or the one it is output of; "" for none. */
    public String commandAt(int line) {
        return sections.stream().filter(s -> s.line() <= line && line <= s.line() + s.lines().size())
                .map(Section::command).findFirst().orElse("");
    }

    /** The first section whose command starts with these words, e.g. {@code ethtool -g}. */
    public Optional<Section> find(String... words) {
        return sections.stream().filter(s -> startsWith(s.words(), words)).findFirst();
    }

    /** Every section whose command starts with these words. */
    public List<Section> all(String... words) {
        return sections.stream().filter(s -> startsWith(s.words(), words)).toList();
    }

    private static boolean startsWith(List<String> words, String... prefix) {
        if (words.size() < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (!words.get(i).equals(prefix[i])) {
                return false;
            }
        }
        return true;
    }

    private static String shortened(String line) {
        return line.length() > 60 ? line.substring(0, 57) + "..." : line;
    }
}
