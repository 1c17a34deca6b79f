package org.ringside.lessons;

import java.util.Collection;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.ringside.lessons.expr.Expr;
import org.ringside.lessons.expr.SummaryKeys;

/**
 * A lesson's named runs, measured headless: all at once for a check ({@link #measure}), or for a
 * window one at a time, as a step's live numbers first need them, in the background, each once
 * ({@link #valuesFor}); a step opened again reuses what was measured.
 */
public final class LessonRuns {
    private final Map<String, LessonRun> byName;
    private final Executor executor;
    private final Map<String, CompletableFuture<Map<String, Double>>> measured = new ConcurrentHashMap<>();
    // Two named runs of the same settings and length are simulated once, as in a check.
    private final RunCache cache = new RunCache();

    /** The runs of {@code lesson}, measured on {@code executor} (never the window's own thread). */
    public LessonRuns(Lesson lesson, Executor executor) {
        this.byName = lesson.runs().stream().collect(Collectors.toMap(LessonRun::name, r -> r));
        this.executor = executor;
    }

    /**
     * Every run's summary keys and values, by run name; independent runs go in parallel, and a run
     * {@code cache} already holds is not simulated again.
     */
    public static Map<String, Map<String, Double>> measure(Collection<LessonRun> runs, RunCache cache) {
        return runs.parallelStream().collect(Collectors.toMap(LessonRun::name, r -> measure(r, cache)));
    }

    private static Map<String, Double> measure(LessonRun run, RunCache cache) {
        return SummaryKeys.of(cache.summary(run.setup().scenario(), run.durationNs()));
    }

    /** The values {@code runs} give a claim's or live number's keys ({@code run(NAME).key}). */
    public static Function<Expr.Key, Double> values(Map<String, Map<String, Double>> runs) {
        return k -> runs.get(k.run()).get(k.key());
    }

    /**
     * The values {@code text}'s live numbers read, once the runs they name are measured; runs
     * not yet started start now, on the executor. Completes at once for a text without any.
     */
    public CompletableFuture<Function<Expr.Key, Double>> valuesFor(LiveText text) {
        Map<String, CompletableFuture<Map<String, Double>>> needed = text.lives().stream()
                .flatMap(l -> l.expr().keys().stream()).map(Expr.Key::run).distinct()
                .collect(Collectors.toMap(n -> n, n -> measured.computeIfAbsent(n,
                        name -> CompletableFuture.supplyAsync(() -> measure(byName.get(name), cache), executor))));
        return CompletableFuture.allOf(needed.values().toArray(CompletableFuture[]::new))
                .thenApply(done -> k -> needed.get(k.run()).join().get(k.key()));
    }
}
