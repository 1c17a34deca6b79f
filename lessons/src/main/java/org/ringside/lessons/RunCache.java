package org.ringside.lessons;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.HeadlessRun;
import org.ringside.model.sim.RunSummary;

/**
 * Headless runs shared by everything one check reads: a claim's named run, a task's start, its
 * answer and its forbidden routes, in one lesson or many. The model is deterministic, so two runs
 * of equal settings for equal times give one summary; each is simulated once, by whichever asks
 * first, and the others wait for it. Holds one summary for each distinct run asked for.
 */
public final class RunCache {
    private record Key(Scenario scenario, long durationNs) {
    }

    private final Map<Key, CompletableFuture<RunSummary>> runs = new ConcurrentHashMap<>();

    /** The summary of {@code scenario} run headless from 0 for {@code durationNs}. */
    public RunSummary summary(Scenario scenario, long durationNs) {
        CompletableFuture<RunSummary> mine = new CompletableFuture<>();
        CompletableFuture<RunSummary> theirs = runs.putIfAbsent(new Key(scenario.withName("").withDurationNs(durationNs),
                durationNs), mine);
        if (theirs != null) {
            return theirs.join();
        }
        try {
            mine.complete(HeadlessRun.run(scenario, durationNs).summary());
        } catch (RuntimeException | Error e) {
            mine.completeExceptionally(e);
            throw e;
        }
        return mine.join();
    }

    /** How many distinct runs were asked for. */
    public int size() {
        return runs.size();
    }
}
