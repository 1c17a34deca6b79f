package org.ringside.model.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Refuses a knob value the scenario's {@code kernel} lacks: fq_codel before 3.5, fq before 3.12, TCP small queues
 * before 3.6, xmit_more before 3.18, and every other value {@link LinuxHistory} ties to a release.
 * Each refusal names the release the value arrived in and the commit that brought it.
 *
 * <p>Before a behaviour's first release its knob may keep only the value it has there; a value no
 * release brought (the 2012 RFC's {@code dispatch_limit} doorbell, say) is the model's own and is
 * allowed on every kernel. From the first release on, a sysctl such as
 * {@code tcp_limit_output_bytes} takes any value in its range.
 */
public final class KernelGates {
    /** A value that arrived with one release, as {@link LinuxHistory.Step} gives it. */
    private record Arrival(String key, long value, LinuxHistory.Step step) {
    }

    // Arrivals that no behaviour knob follows: a qdisc that did not exist before its release.
    // fq_codel and fq arrived as a root and as mq's child alike; mq itself (2.6.32) predates every release.
    private static final LinuxHistory.Step FQ_CODEL = new LinuxHistory.Step(LinuxHistory.FQ_CODEL,
            QdiscKind.FQ_CODEL.ordinal(), "4b549a2ef4be \"fq_codel: Fair Queue Codel AQM\"");
    private static final LinuxHistory.Step FQ = new LinuxHistory.Step(LinuxHistory.FQ,
            QdiscKind.FQ.ordinal(), "afe4fd062416 \"pkt_sched: fq: Fair Queue packet scheduler\"");
    private static final List<Arrival> QDISCS = List.of(
            new Arrival("qdisc.kind", QdiscKind.FQ_CODEL.ordinal(), FQ_CODEL),
            new Arrival("qdisc.child", QdiscKind.FQ_CODEL.ordinal(), FQ_CODEL),
            new Arrival("qdisc.kind", QdiscKind.FQ.ordinal(), FQ),
            new Arrival("qdisc.child", QdiscKind.FQ.ordinal(), FQ));

    private KernelGates() {
    }

    /** The problems of the knobs in {@code section} whose values the scenario's kernel lacks, in table order. */
    static List<Problem> problems(Scenario s, String section) {
        List<Problem> out = new ArrayList<>();
        for (Knob k : Knobs.all()) {
            if (k.bindsScenario() && k.section().equals(section)) {
                problem(k, s).ifPresent(out::add);
            }
        }
        return out;
    }

    /**
     * Why {@code knob} cannot have its value on the scenario's kernel, if it cannot: the value, the
     * release and commit it needs, and what the kernel allows.
     */
    public static Optional<Problem> problem(Knob knob, Scenario s) {
        long value = knob.get(s);
        return missing(knob, value, s.kernel()).map(step -> new Problem(knob.key(),
                knob.format(value) + " needs Linux " + step.since() + " (" + step.commit() + "), but kernel is "
                        + s.kernel(), allowedOn(knob, s.kernel()).orElseThrow() + ", or kernel " + step.since()
                        + " or later"));
    }

    /**
     * The scenario with every knob its kernel lacks set back to that kernel's own value, as
     * {@link LinuxHistory#onKernel} would set it; for building scenarios knob by knob.
     */
    public static Scenario fit(Scenario s) {
        Scenario out = s;
        for (LinuxHistory.Behaviour b : LinuxHistory.all()) {
            Knob k = Knobs.get(b.key());
            if (problem(k, out).isPresent()) {
                out = k.set(out, b.valueAt(out.kernel()));
            }
        }
        return out;
    }

    /** What {@code knob} may be on a release, when the release narrows it; empty when it does not. */
    public static Optional<String> allowedOn(Knob knob, Kernel k) {
        if (!gated(knob.key())) {
            return Optional.empty();
        }
        if (knob.kind().isNumeric()) {
            Optional<LinuxHistory.Behaviour> b = LinuxHistory.of(knob.key());
            if (b.isPresent() && !k.atLeast(b.get().steps().get(0).since())) {
                return Optional.of(knob.format(b.get().before()));
            }
            return Optional.empty();
        }
        List<String> words = new ArrayList<>();
        int count = knob.kind() == KnobKind.BOOLEAN ? 2 : knob.choices().size();
        for (long v = 0; v < count; v++) {
            if (missing(knob, v, k).isEmpty()) {
                words.add(knob.format(v));
            }
        }
        return words.size() == count ? Optional.empty() : Optional.of(String.join(" or ", words));
    }

    private static boolean gated(String key) {
        return LinuxHistory.of(key).isPresent() || QDISCS.stream().anyMatch(a -> a.key().equals(key));
    }

    // The release step that brought the value, when k comes before it.
    private static Optional<LinuxHistory.Step> missing(Knob knob, long value, Kernel k) {
        for (Arrival a : QDISCS) {
            if (a.key().equals(knob.key()) && a.value() == value && !k.atLeast(a.step().since())) {
                return Optional.of(a.step());
            }
        }
        Optional<LinuxHistory.Behaviour> found = LinuxHistory.of(knob.key());
        if (found.isEmpty()) {
            return Optional.empty();
        }
        LinuxHistory.Behaviour b = found.get();
        LinuxHistory.Step first = b.steps().get(0);
        if (k.atLeast(first.since()) || value == b.before()) {
            return Optional.empty();
        }
        if (knob.kind().isNumeric()) {
            return Optional.of(first); // the sysctl itself is missing
        }
        return b.steps().stream().filter(st -> st.value() == value).findFirst();
    }
}
