package org.ringside.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.ringside.app.ExitCodes;
import org.ringside.app.PairFiles;
import org.ringside.model.format.PrintableText;
import org.ringside.model.scenario.KnobDifference;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioPair;
import org.ringside.model.sim.HeadlessRun;
import org.ringside.model.sim.Scoreboard;
import org.ringside.model.sim.SummaryJson;
import org.ringside.views.charts.ChartExport;
import org.ringside.views.charts.ChartOptions;
import org.ringside.views.charts.PairChart;

/**
 * {@code ringside run A.yaml --vs B.yaml}, or {@code ringside run PAIR.yaml}: runs A and B and
 * prints their scoreboard side by side with B's figures over A's; writes both summaries as one
 * JSON and one chart of both runs on request. The command has checked every input before.
 *
 * @param pair the two scenarios
 * @param aDurationNs how long A runs
 * @param bDurationNs how long B runs
 * @param chart the chart's options (size, window, axis)
 * @param summary where both summaries go, or null
 * @param png where the chart goes as PNG, or null
 * @param svg where the chart goes as SVG, or null
 */
record PairRun(ScenarioPair pair, long aDurationNs, long bDurationNs, ChartOptions chart, Path summary, Path png,
        Path svg) {

    /**
     * Runs both and writes what was asked for; the exit status. {@code out} takes the summaries
     * when {@code --summary -} asked for standard output, {@code report} the scoreboard.
     */
    int run(PrintStream out, PrintStream report, PrintStream err) {
        HeadlessRun.Output a = HeadlessRun.run(pair.a(), aDurationNs);
        HeadlessRun.Output b = HeadlessRun.run(pair.b(), bDurationNs);
        try {
            if (Outputs.isStandardOutput(summary)) {
                out.print(SummaryJson.pairJson(a.summary(), b.summary(), pair.differences()));
                out.flush();
            } else if (summary != null) {
                SummaryJson.writePair(a.summary(), b.summary(), pair.differences(), summary);
            }
            if (png != null || svg != null) {
                ChartExport.write(PairChart.build(a.result(), b.result(), pair.differences(), chart), chart.size(),
                        png, svg);
            }
        } catch (IOException e) {
            err.println("run: cannot write the output: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        report.print(describe(pair, Scoreboard.of(a.summary(), b.summary())));
        return ExitCodes.OK;
    }

    /**
     * The pair a command draws or runs: {@code file}'s own when it has a compare: block, or
     * {@code file} against {@code vs}; empty for one scenario alone.
     *
     * @param command the command's name, in front of a mistake's message
     * @throws IllegalArgumentException when {@code file} has a compare: block and {@code vs} is given too
     */
    static Optional<ScenarioPair> load(Path file, Path vs, String command) throws ScenarioException {
        try {
            return PairFiles.read(file, vs);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(command + ": " + e.getMessage(), e);
        }
    }

    /** What B changes, for reading: {@code bql.mode off → auto, ...}, or that only the name does. */
    static String differs(List<KnobDifference> d) {
        return d.isEmpty() ? "nothing but the name" : String.join(", ", d.stream().map(KnobDifference::toString).toList());
    }

    /** The names, what differs, and the scoreboard as a table: figure, A, B, B/A. */
    static String describe(ScenarioPair pair, Scoreboard board) {
        StringBuilder s = new StringBuilder();
        String nl = System.lineSeparator();
        s.append("A: ").append(PrintableText.of(pair.a().name())).append(nl);
        s.append("B: ").append(PrintableText.of(pair.b().name())).append(nl);
        s.append("  differs in: ").append(PrintableText.of(differs(pair.differences()))).append(nl);
        int figure = "figure".length();
        int a = 1;
        int b = 1;
        for (Scoreboard.Row r : board.rows()) {
            figure = Math.max(figure, PrintableText.of(r.figure()).length());
            a = Math.max(a, r.aText().length());
            b = Math.max(b, r.bText().length());
        }
        String row = "  %-" + figure + "s  %" + a + "s  %" + b + "s  %s" + nl;
        s.append(String.format(Locale.ROOT, row, "", Scoreboard.LINES.get(0), Scoreboard.LINES.get(1),
                Scoreboard.LINES.get(2)));
        for (Scoreboard.Row r : board.rows()) {
            s.append(String.format(Locale.ROOT, row, PrintableText.of(r.figure()), r.aText(), r.bText(), r.ratioText()));
        }
        return s.toString();
    }
}
