package org.ringside.lessons;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringside.lessons.expr.Expr;
import org.ringside.lessons.expr.ExprException;

/**
 * Refuses a claim that reads two runs whose settings resolve the same for the same time: the
 * model is deterministic, so it gives both the same figures, and comparing them shows nothing
 * ({@code run(a).pps == run(b).pps} cannot fail; {@code run(a).pps < run(b).pps} cannot hold).
 */
final class TwinRuns {
    private TwinRuns() {
    }

    /** The first pair of twin runs {@code claim} reads, at the column of the second, or empty. */
    static Optional<ExprException> in(Expr claim, Map<String, LessonRun> runs) {
        List<Expr.Key> firsts = new ArrayList<>();
        for (Expr.Key k : claim.keys()) {
            if (firsts.stream().noneMatch(f -> f.run().equals(k.run()))) {
                firsts.add(k);
            }
        }
        for (int i = 0; i < firsts.size(); i++) {
            for (int j = i + 1; j < firsts.size(); j++) {
                LessonRun a = runs.get(firsts.get(i).run());
                LessonRun b = runs.get(firsts.get(j).run());
                if (a.twinOf(b)) {
                    return Optional.of(new ExprException(firsts.get(j).column(), "reads run(" + a.name() + ") and run("
                            + b.name() + "), whose settings resolve the same (" + a.setup().scenarioFile() + " with the"
                            + " same changes, for the same time), so the model gives them the same figures and comparing"
                            + " them cannot show anything; change one of them"));
                }
            }
        }
        return Optional.empty();
    }
}
