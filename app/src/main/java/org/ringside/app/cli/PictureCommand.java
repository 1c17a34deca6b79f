package org.ringside.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.ringside.app.Console;
import org.ringside.app.ExitCodes;
import org.ringside.app.Main;
import org.ringside.model.format.Durations;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioPair;
import org.ringside.model.scenario.Units;
import org.ringside.model.sim.Scoreboard;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Simulation;
import org.ringside.views.charts.ChartSize;
import org.ringside.views.charts.ScenarioSummary;
import org.ringside.views.pipeline.ColourBy;
import org.ringside.views.pipeline.PairPicture;
import org.ringside.views.pipeline.PipelinePicture;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code ringside picture SCENARIO}: the pipeline picture of a scenario, headless: a PNG or SVG of
 * one moment ({@code --at}), or an animated GIF of a span ({@code --from}, {@code --to}). Every
 * input is checked before the simulation starts, so a mistake costs no waiting and leaves no
 * file behind. With {@code --vs B}, or a SCENARIO with a compare: block, it draws A and B side by
 * side at the same moments, their scoreboard under them.
 */
@Command(name = "picture",
        description = {
            "Draw the pipeline picture of a scenario without the window.",
            "A PNG or SVG at one moment (--at), or an animated GIF of a span (--from, --to)."})
public final class PictureCommand implements Callable<Integer> {
    /** The largest GIF: larger frames make files too big to share. */
    static final ChartSize MAX_GIF = new ChartSize(1920, 1080);

    @ParentCommand
    private Main main;

    @Parameters(paramLabel = "SCENARIO", description = "the scenario file (YAML)")
    private Path scenarioFile;

    @Option(names = "--vs", paramLabel = "B",
            description = "draw this scenario too, as B beside A, with both runs' scoreboard under them;"
                    + " a SCENARIO with a compare: block draws as A and B without it")
    private Path vs;

    @Option(names = "--at", paramLabel = "T", description = "the moment to draw, in simulated time, e.g. 1s or 250ms")
    private String at;

    /** The picture at --at. */
    @Mixin
    private PictureFileOptions stillFiles;

    @Option(names = "--from", paramLabel = "T1", description = "the animation's start in simulated time, e.g. 0 or 500ms")
    private String from;

    @Option(names = "--to", paramLabel = "T2", description = "the animation's end in simulated time, e.g. 501ms")
    private String to;

    @Option(names = "--gif", paramLabel = "FILE", description = "write an animation of --from to --to here (GIF, looping)")
    private Path gif;

    @Option(names = "--fps", paramLabel = "N", defaultValue = "20",
            description = "GIF frames per second when played, 1 to 50 (default: ${DEFAULT-VALUE})")
    private int fps;

    @Option(names = "--frames", paramLabel = "N", defaultValue = "120",
            description = "GIF frames, 1 to " + PipelinePicture.MAX_GIF_FRAMES
                    + "; each steps (T2 - T1) / N of simulated time (default: ${DEFAULT-VALUE})")
    private int frames;

    /** The picture's size when none is asked for. */
    static final String DEFAULT_SIZE = "1280x720";
    /** The size of a presentation's picture when none is asked for: a projector's, a slide's. */
    static final String PRESENTATION_SIZE = "1920x1080";

    @Option(names = "--presentation",
            description = "draw the picture as the window's presentation mode (F5) shows it: type twice as large")
    private boolean presentation;

    @Option(names = "--colour-by", paramLabel = "WHAT", defaultValue = "flow",
            description = "what a packet's colour stands for: flow or band (default: ${DEFAULT-VALUE})")
    private String colourBy;

    @Option(names = "--high-contrast", description = "white on black, thicker outlines")
    private boolean highContrast;

    private final Console ownConsole;

    /** The command as {@code ringside} creates it. */
    public PictureCommand() {
        this(null);
    }

    /** The command on its own, writing to {@code console}. */
    PictureCommand(Console console) {
        this.ownConsole = console;
    }

    @Override
    public Integer call() {
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true"); // no display is needed, nor wanted
        }
        Console console = main != null ? main.console() : ownConsole;
        PrintStream err = console.err();
        Scenario scenario;
        Optional<ScenarioPair> pair;
        try {
            pair = PairRun.load(scenarioFile, vs, "picture");
            scenario = pair.isPresent() ? pair.get().a() : ShippedScenarios.load(scenarioFile);
        } catch (IllegalArgumentException | ScenarioException e) {
            err.println(e.getMessage());
            return ExitCodes.USAGE;
        }
        String problem = problem();
        if (problem == null) {
            problem = pastTheEnd(scenario.durationNs());
        }
        if (problem != null) {
            err.println("picture: " + problem);
            return ExitCodes.USAGE;
        }
        ChartSize pictureSize = pictureSize();
        if (pair.isPresent()) {
            return drawPair(pair.get(), pictureSize, console);
        }
        PipelinePicture picture = new PipelinePicture(pictureSize, ScenarioSummary.namedSettings(scenario), highContrast,
                colourBy());
        if (presentation) {
            picture = picture.inPresentation();
        }
        Simulation sim = new Simulation(scenario);
        try {
            if (gif != null) {
                long fromNs = time(from);
                long toNs = time(to);
                picture.writeGif(sim, fromNs, toNs, frames, fps, gif);
                console.out().printf(Locale.ROOT, "%s: %d frames, %s to %s, %s%n", gif, frames,
                        Durations.scenario(fromNs), Durations.scenario(toNs), pictureSize);
            } else {
                sim.runUntil(time(at));
                SimSnapshot snapshot = sim.snapshot();
                if (stillFiles.png() != null) {
                    picture.writePng(snapshot, stillFiles.png());
                    console.out().printf(Locale.ROOT, "%s: %s at %s%n", stillFiles.png(), pictureSize,
                            Durations.scenario(time(at)));
                }
                if (stillFiles.svg() != null) {
                    picture.writeSvg(snapshot, stillFiles.svg());
                    console.out().printf(Locale.ROOT, "%s: %s at %s%n", stillFiles.svg(), pictureSize,
                            Durations.scenario(time(at)));
                }
            }
        } catch (IOException e) {
            err.println("picture: cannot write the output: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        return ExitCodes.OK;
    }

    /** Draws A and B side by side, their scoreboard under them, as the options ask. */
    private int drawPair(ScenarioPair pair, ChartSize pictureSize, Console console) {
        PairPicture picture = new PairPicture(pictureSize, lane(pair.a()), lane(pair.b()),
                PairRun.differs(pair.differences()), highContrast, colourBy(), presentation);
        Simulation a = new Simulation(pair.a());
        Simulation b = new Simulation(pair.b());
        try {
            if (gif != null) {
                picture.writeGif(a, b, time(from), time(to), frames, fps, gif);
                console.out().printf(Locale.ROOT, "%s: %d frames of A and B, %s to %s, %s%n", gif, frames,
                        Durations.scenario(time(from)), Durations.scenario(time(to)), pictureSize);
                return ExitCodes.OK;
            }
            a.runUntil(time(at));
            b.runUntil(time(at));
            Scoreboard board = Scoreboard.of(a.summary(), b.summary());
            String what = String.format(Locale.ROOT, ": A and B, %s at %s%n", pictureSize, Durations.scenario(time(at)));
            if (stillFiles.png() != null) {
                picture.writePng(a.snapshot(), b.snapshot(), board, stillFiles.png());
                console.out().print(stillFiles.png() + what);
            }
            if (stillFiles.svg() != null) {
                picture.writeSvg(a.snapshot(), b.snapshot(), board, stillFiles.svg());
                console.out().print(stillFiles.svg() + what);
            }
        } catch (IOException e) {
            console.err().println("picture: cannot write the output: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        return ExitCodes.OK;
    }

    private static PairPicture.Lane lane(Scenario s) {
        return new PairPicture.Lane(s.name(), ScenarioSummary.settings(s));
    }

    /** What is wrong with the options, in one line that names the option, or null. */
    String problem() {
        boolean still = stillFiles.any();
        if (still && gif != null) {
            return "--gif cannot be combined with --png or --svg (allowed: --at with --png and --svg, or --from"
                    + " and --to with --gif)";
        }
        if (!still && gif == null) {
            return "nothing to write (allowed: --at T with --png FILE or --svg FILE, or --from T1 --to T2 with --gif FILE)";
        }
        if (still) {
            if (at == null) {
                return "--png and --svg draw one moment: give it with --at, e.g. --at 1s";
            }
            if (from != null || to != null) {
                return "--from and --to are for --gif; a PNG or SVG shows one moment (--at)";
            }
            String bad = DurationOption.problem(at);
            if (bad != null) {
                return "--at: " + bad;
            }
        } else {
            if (at != null) {
                return "--at is for --png and --svg; a GIF shows a span (--from, --to)";
            }
            if (from == null || to == null) {
                return "--gif needs both --from and --to, e.g. --from 500ms --to 501ms";
            }
            String bad = isZero(from) ? null : DurationOption.problem(from);
            if (bad != null) {
                return "--from: " + bad;
            }
            bad = DurationOption.problem(to);
            if (bad != null) {
                return "--to: " + bad;
            }
            if (time(to) <= time(from)) {
                return "--from/--to: the span must end after it starts, was " + Durations.scenario(time(from))
                        + " to " + Durations.scenario(time(to));
            }
            if (fps < 1 || fps > 50) {
                return "--fps: " + fps + " is out of range (allowed: 1 to 50)";
            }
            if (frames < 1 || frames > PipelinePicture.MAX_GIF_FRAMES) {
                return "--frames: " + frames + " is out of range (allowed: 1 to " + PipelinePicture.MAX_GIF_FRAMES + ")";
            }
        }
        ChartSize parsed;
        try {
            parsed = pictureSize();
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        if (gif != null && (parsed.width() > MAX_GIF.width() || parsed.height() > MAX_GIF.height())) {
            return "--size: " + parsed + " is too large for a GIF (allowed: up to " + MAX_GIF + ")";
        }
        if (!"flow".equals(colourBy) && !"band".equals(colourBy)) {
            return "--colour-by: '" + colourBy + "' is not known (allowed: flow or band)";
        }
        try {
            Outputs outputs = new Outputs().input("the scenario", scenarioFile);
            if (vs != null) {
                outputs.input("--vs", vs);
            }
            stillFiles.addTo(outputs)
                    .output("--gif", gif, OutputFormat.GIF)
                    .check();
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        return null;
    }

    /**
     * A moment after the scenario's end, which {@code run --from} refuses too: the simulation
     * would go on past the time the scenario describes. Null when none is.
     */
    String pastTheEnd(long durationNs) {
        String option = gif != null ? "--to" : "--at";
        String moment = gif != null ? to : at;
        if (time(moment) <= durationNs) {
            return null;
        }
        return option + ": " + moment + " is after the end of the scenario (allowed: 0 to its duration, "
                + Durations.scenario(durationNs) + ")";
    }

    /** The size asked for, or the default for the kind of picture. */
    private ChartSize pictureSize() {
        return stillFiles.size(presentation ? PRESENTATION_SIZE : DEFAULT_SIZE);
    }

    private ColourBy colourBy() {
        return "band".equals(colourBy) ? ColourBy.BAND : ColourBy.FLOW;
    }

    /** True for a duration of zero (a span may start at the very beginning). */
    private static boolean isZero(String text) {
        try {
            return Units.parseDuration(text).signum() == 0;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static long time(String text) {
        BigInteger ns = Units.parseDuration(text);
        return ns.longValueExact();
    }
}
