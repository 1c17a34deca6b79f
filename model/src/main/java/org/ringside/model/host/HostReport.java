package org.ringside.model.host;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the collect script gathered on a host, cut into its sections: each a command as it was
 * run, from a line {@code ### COMMAND}, and what it printed, up to the next such line.
 *
 * @param source the file's name, for messages
 * @param sections in the file's order
 */
public record HostReport(String source, List<Section> sections) {
    /** The line that starts each section, before the command. */
    static final String MARK = "### ";

    public HostReport {
        sections = List.copyOf(sections);
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
        List<Section> out = new ArrayList<>();
        String command = null;
        int start = 0;
        List<String> lines = new ArrayList<>();
        String[] all = text.split("\r?\n", -1);
        int count = all.length > 0 && all[all.length - 1].isEmpty() ? all.length - 1 : all.length;
        for (int i = 0; i < count; i++) {
            String line = all[i];
            int number = i + 1;
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
        if (command == null) {
            throw new HostReportException(source, Math.max(1, count), "no '### COMMAND' line: not the output of the"
                    + " collect script ('ringside collect --script')");
        }
        out.add(new Section(command, start, lines));
        return new HostReport(source, out);
    }

    /**
     * Reads a file and cuts it into its sections, named in messages by its file name.
     *
     * @throws IOException when it cannot be read
     * @throws HostReportException naming the line when it is not the collect script's output
     */
    public static HostReport read(Path file) throws IOException, HostReportException {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        return parse(Files.readString(file, StandardCharsets.UTF_8), name);
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
