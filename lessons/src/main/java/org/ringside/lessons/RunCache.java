package org.ringside.lessons;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.HeadlessRun;
import org.ringside.model.sim.RunSummary;

/**
 * Headless runs shared by everything one check reads: a claim's named run, a task's start, its
 * answer and its forbidden routes, in one lesson or many. The model is deterministic, so two runs
 * of equal settings for equal times give one summary; each is simulated once, by whichever asks
 * first, and the others wait for it. Runs {@linkplain #plan planned} together go further: the
 * lengths asked of one scenario's settings are one run, stopped at each length on its way to the
 * longest ({@link HeadlessRun#summaries}), and may all be {@linkplain #startAll started} at once,
 * the longest first. Holds one summary for each distinct run asked for.
 */
public final class RunCache {
    /**
     * A run a check will read.
     *
     * @param scenario the scenario, run from 0
     * @param durationNs for how long
     */
    public record Ask(Scenario scenario, long durationNs) {
    }

    // The settings alone: neither the scenario's name nor its own length changes a run.
    private record Key(Scenario settings, long durationNs) {
        static Key of(Scenario scenario, long durationNs) {
            return new Key(RunCache.settings(scenario), durationNs);
        }
    }

    /** One simulation of a scenario, stopped at each of its lengths in turn; run by the first who needs it. */
    private final class Track {
        private final Scenario scenario;
        private final TreeMap<Long, CompletableFuture<RunSummary>> stops = new TreeMap<>();
        private final AtomicBoolean started = new AtomicBoolean();

        Track(Scenario scenario, Collection<Long> lengths) {
            this.scenario = scenario;
            lengths.forEach(ns -> stops.put(ns, new CompletableFuture<>()));
        }

        RunSummary summary(long durationNs) {
            if (started.compareAndSet(false, true)) {
                run();
            }
            return stops.get(durationNs).join();
        }

        long longestNs() {
            return stops.lastKey();
        }

        private void run() {
            simulated.incrementAndGet();
            try {
                List<RunSummary> summaries = HeadlessRun.summaries(scenario, List.copyOf(stops.keySet()));
                int at = 0;
                for (CompletableFuture<RunSummary> stop : stops.values()) {
                    stop.complete(summaries.get(at++));
                }
            } catch (RuntimeException | Error e) {
                stops.values().forEach(f -> f.completeExceptionally(e));
                throw e;
            }
        }
    }

    private final Map<Key, Track> runs = new ConcurrentHashMap<>();
    // Every track planned, in the order planned.
    private final List<Track> planned = new ArrayList<>();
    private final AtomicInteger simulated = new AtomicInteger();

    /**
     * Says which runs are coming, so that the lengths asked of one scenario are simulated as one
     * run; a run already asked for or planned is left as it is.
     */
    public synchronized void plan(Collection<Ask> asks) {
        Map<Scenario, TreeMap<Long, Scenario>> lengths = new LinkedHashMap<>();
        for (Ask a : asks) {
            if (!runs.containsKey(Key.of(a.scenario(), a.durationNs()))) {
                lengths.computeIfAbsent(settings(a.scenario()), s -> new TreeMap<>()).putIfAbsent(a.durationNs(), a.scenario());
            }
        }
        lengths.forEach((settings, byLength) -> {
            // The scenario as asked for the longest: a valid one, with its name.
            Track track = new Track(byLength.lastEntry().getValue(), byLength.keySet());
            // One asked for meanwhile keeps its own run; this track's stop for it goes unread.
            byLength.keySet().forEach(ns -> runs.putIfAbsent(new Key(settings, ns), track));
            planned.add(track);
        });
    }

    /**
     * Starts every planned run that nobody has started on {@code executor}, the most simulated
     * time first (in the order planned among equals); whoever asks for one of them waits for it.
     * Runs started by whoever asks first take them in the order the checks ask, which can leave a
     * long run to the end while the other cores have nothing left; on a queue ordered longest
     * first the last to go are short, so the cores finish nearly together. The model is
     * deterministic: the order changes no summary.
     */
    public synchronized void startAll(Executor executor) {
        planned.stream().sorted(Comparator.comparingLong(Track::longestNs).reversed())
                .filter(t -> t.started.compareAndSet(false, true))
                // A run that fails fails every stop of its track, which its askers read.
                .forEach(t -> CompletableFuture.runAsync(t::run, executor));
    }

    /** The summary of {@code scenario} run headless from 0 for {@code durationNs}. */
    public RunSummary summary(Scenario scenario, long durationNs) {
        return runs.computeIfAbsent(Key.of(scenario, durationNs), k -> new Track(scenario, List.of(durationNs)))
                .summary(durationNs);
    }

    /** How many distinct runs were asked for or planned. */
    public int size() {
        return runs.size();
    }

    /** How many simulations were run for them. */
    public int simulated() {
        return simulated.get();
    }

    private static Scenario settings(Scenario scenario) {
        // Any valid length will do: the simulation reads the one it is run for.
        return scenario.withName("").withDurationNs(1);
    }
}
