package org.ringside.model.export;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;

/**
 * The records of a CSV text as the project writes it ({@link SeriesCsv#quote}): cells split at
 * commas; a quoted cell may hold commas, doubled quotes and line breaks. Each record is read
 * when asked for, so a file of any length is read in the memory of one record.
 */
public final class CsvRecords {
    private final BufferedReader in;
    private final String sourceName;
    private int line;
    private int recordLine;

    /**
     * @param text the CSV text
     * @param sourceName names the input in error messages
     */
    public CsvRecords(Reader text, String sourceName) {
        this.in = text instanceof BufferedReader b ? b : new BufferedReader(text, 1 << 16);
        this.sourceName = sourceName;
    }

    /** The line (from 1) on which the record last returned by {@link #next()} began. */
    public int recordLine() {
        return recordLine;
    }

    /**
     * The next record's cells, or null at the end.
     *
     * @throws IOException naming the source and line when a quoted cell is never closed
     */
    public List<String> next() throws IOException {
        String text = in.readLine();
        if (text == null) {
            return null;
        }
        recordLine = ++line;
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        int i = 0;
        while (true) {
            if (i == text.length()) {
                if (!quoted) {
                    break;
                }
                String more = in.readLine();
                if (more == null) {
                    throw new IOException(sourceName + " line " + recordLine + ": a quoted cell is never closed");
                }
                line++;
                cell.append('\n');
                text = more;
                i = 0;
                continue;
            }
            char ch = text.charAt(i++);
            if (quoted) {
                if (ch == '"') {
                    if (i < text.length() && text.charAt(i) == '"') {
                        cell.append('"');
                        i++;
                    } else {
                        quoted = false;
                    }
                } else {
                    cell.append(ch);
                }
            } else if (ch == '"') {
                quoted = true;
            } else if (ch == ',') {
                cells.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(ch);
            }
        }
        cells.add(cell.toString());
        return cells;
    }
}
