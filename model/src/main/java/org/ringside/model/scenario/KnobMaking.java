package org.ringside.model.scenario;

import static org.ringside.model.scenario.Knob.Apply.RESTART;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import org.ringside.model.format.Durations;
import org.ringside.model.format.Rates;

/**
 * How the rows of {@link KnobTable} are made: a knob of each kind with its default written as a
 * file writes it, the lenses into each section of a scenario, defaults that follow the kernel
 * release or the driver, and the few setters that need more than a lens.
 */
final class KnobMaking {
    private KnobMaking() {
    }

    // --- lenses ------------------------------------------------------------------------------------

    static Lens<Scenario> top(ToLongFunction<Scenario> get, Lens.Setter<Scenario> set) {
        return new Lens<>(get, set);
    }

    static Lens<Scenario> nic(ToLongFunction<Nic> get, Lens.Setter<Nic> set) {
        return new Lens<>(s -> get.applyAsLong(s.nic()), (s, v) -> s.withNic(set.set(s.nic(), v)));
    }

    static Lens<Scenario> bql(ToLongFunction<Bql> get, Lens.Setter<Bql> set) {
        return new Lens<>(s -> get.applyAsLong(s.bql()), (s, v) -> s.withBql(set.set(s.bql(), v)));
    }

    static Lens<Scenario> qdisc(ToLongFunction<Qdisc> get, Lens.Setter<Qdisc> set) {
        return new Lens<>(s -> get.applyAsLong(s.qdisc()), (s, v) -> s.withQdisc(set.set(s.qdisc(), v)));
    }

    static Lens<Scenario> fqCodel(ToLongFunction<FqCodel> get, Lens.Setter<FqCodel> set) {
        return qdisc(q -> get.applyAsLong(q.fqCodel()), (q, v) -> q.withFqCodel(set.set(q.fqCodel(), v)));
    }

    static Lens<Scenario> fq(ToLongFunction<Fq> get, Lens.Setter<Fq> set) {
        return qdisc(q -> get.applyAsLong(q.fq()), (q, v) -> q.withFq(set.set(q.fq(), v)));
    }

    static Lens<Scenario> tcp(ToLongFunction<Tcp> get, Lens.Setter<Tcp> set) {
        return new Lens<>(s -> get.applyAsLong(s.tcp()), (s, v) -> s.withTcp(set.set(s.tcp(), v)));
    }

    static Lens<Scenario> receiver(ToLongFunction<Receiver> get, Lens.Setter<Receiver> set) {
        return new Lens<>(s -> get.applyAsLong(s.receiver()), (s, v) -> s.withReceiver(set.set(s.receiver(), v)));
    }

    static Lens<Scenario> bottleneck(ToLongFunction<Bottleneck> get, Lens.Setter<Bottleneck> set) {
        return new Lens<>(s -> get.applyAsLong(s.network().bottleneck()),
                (s, v) -> s.withNetwork(s.network().withBottleneck(set.set(s.network().bottleneck(), v))));
    }

    static Lens<Scenario> cpu(ToLongFunction<Cpu> get, Lens.Setter<Cpu> set) {
        return new Lens<>(s -> get.applyAsLong(s.cpu()), (s, v) -> s.withCpu(set.set(s.cpu(), v)));
    }

    /**
     * A new BQL mode. Fixed pins limit_min = limit_max = limit, from the old fixed limit or else
     * from limit_min; leaving fixed gives DQL back its whole range, as writing 0 and the maximum
     * to limit_min and limit_max does.
     */
    static Bql withBqlMode(Bql b, long index) {
        BqlMode mode = pick(BqlMode.values(), "bql.mode", index);
        if (mode == BqlMode.FIXED) {
            long limit = b.mode() == BqlMode.FIXED ? b.limit() : b.limitMin();
            return new Bql(mode, limit, limit, b.holdTimeMs(), limit);
        }
        if (b.mode() == BqlMode.FIXED) {
            return new Bql(mode, Knobs.get("bql.limit_min").defaultValue(), Knobs.get("bql.limit_max").defaultValue(),
                    b.holdTimeMs(), 0);
        }
        return new Bql(mode, b.limitMin(), b.limitMax(), b.holdTimeMs(), 0);
    }

    /** The hold time in ns; one too long to count in ns reads as the longest, out of range anyway. */
    static long holdTimeNs(Bql b) {
        return b.holdTimeMs() > Long.MAX_VALUE / Units.MS ? Long.MAX_VALUE : b.holdTimeMs() * Units.MS;
    }

    /** DQL counts time in jiffies at HZ = 1000, so a hold time is whole milliseconds. */
    static Bql withHoldTime(Bql b, long ns) {
        if (ns % Units.MS != 0) {
            throw new IllegalArgumentException(new Problem("bql.hold_time",
                    Durations.scenario(ns) + " is not a whole number of milliseconds",
                    Knobs.get("bql.hold_time").allowed() + " in whole ms").toString());
        }
        return new Bql(b.mode(), b.limitMin(), b.limitMax(), ns / Units.MS, b.limit());
    }

    /**
     * The knob with its default taken from {@link LinuxHistory} on the current kernel, and its
     * default text saying what it was before: {@code true (false before 3.6)}.
     */
    static Knob followsKernel(Knob k) {
        LinuxHistory.Behaviour b = LinuxHistory.of(k.key())
                .orElseThrow(() -> new IllegalStateException(k.key() + " has no history"));
        long now = b.valueAt(Kernel.CURRENT);
        StringBuilder text = new StringBuilder(k.format(now)).append(" (");
        long earlier = b.before();
        for (int i = 0; i < b.steps().size(); i++) {
            LinuxHistory.Step step = b.steps().get(i);
            if (step.value() != earlier) {
                text.append(k.format(earlier)).append(" before ").append(step.since()).append(", ");
            }
            earlier = step.value();
        }
        text.setLength(text.length() - 2);
        text.append(')');
        return k.withDefault(now, text.toString());
    }

    /**
     * The knob with its default text saying what each driver sets it to:
     * {@code 64 (e1000 0, igb 128, ixgbe 256)}; the default itself is the generic driver's.
     */
    static Knob followsDriver(Knob k) {
        StringBuilder text = new StringBuilder(k.defaultText()).append(" (");
        for (NicDriver d : NicDriver.values()) {
            if (d != NicDriver.GENERIC) {
                text.append(d.yamlName()).append(' ').append(k.format(d.setting(k.key()))).append(", ");
            }
        }
        text.setLength(text.length() - 2);
        text.append(')');
        return k.withDefault(NicDriver.GENERIC.setting(k.key()), text.toString());
    }

    /** A flow's CPU as a file gives it: spread (index 0), then the CPUs 0 to 63 by number. */
    static List<String> cpuWords() {
        List<String> words = new java.util.ArrayList<>();
        words.add("spread");
        for (int c = 0; c < Knobs.MAX_QUEUES; c++) {
            words.add(Integer.toString(c));
        }
        return List.copyOf(words);
    }

    static long bit(boolean b) {
        return b ? 1 : 0;
    }

    static int toInt(String key, long v) {
        return Lens.toInt(key, v);
    }

    static <E> E pick(E[] values, String key, long index) {
        if (index < 0 || index >= values.length) {
            throw new IllegalArgumentException(key + ": no choice " + index);
        }
        return values[(int) index];
    }

    static <E> List<String> words(E[] values, Function<E, String> word) {
        return Arrays.stream(values).map(word).toList();
    }
    static Knob duration(String key, long min, long max, long def, long step, String tip, String cmd) {
        return new Knob(key, KnobKind.DURATION, min, max, def, step, List.of(), Durations.scenario(def), tip, cmd,
                RESTART, Lens.unbound(), Lens.unbound());
    }

    /** A cost finer than a nanosecond, in picoseconds: {@code 100ps}. */
    static Knob fineDuration(String key, long min, long max, long def, long step, String tip, String cmd) {
        return new Knob(key, KnobKind.FINE_DURATION, min, max, def, step, List.of(), Durations.scenarioPs(def), tip,
                cmd, RESTART, Lens.unbound(), Lens.unbound());
    }

    static Knob rate(String key, long min, long max, long def, long step, String tip, String cmd) {
        return new Knob(key, KnobKind.RATE, min, max, def, step, List.of(), Rates.scenario(def), tip, cmd,
                RESTART, Lens.unbound(), Lens.unbound());
    }

    static Knob bytes(String key, long min, long max, long def, long step, String tip, String cmd) {
        return new Knob(key, KnobKind.BYTES, min, max, def, step, List.of(), Long.toString(def), tip, cmd,
                RESTART, Lens.unbound(), Lens.unbound());
    }

    static Knob count(String key, long min, long max, long def, long step, String tip, String cmd) {
        return new Knob(key, KnobKind.COUNT, min, max, def, step, List.of(), Long.toString(def), tip, cmd,
                RESTART, Lens.unbound(), Lens.unbound());
    }

    static Knob integer(String key, long min, long max, long def, long step, String tip, String cmd) {
        return new Knob(key, KnobKind.INTEGER, min, max, def, step, List.of(), Long.toString(def), tip, cmd,
                RESTART, Lens.unbound(), Lens.unbound());
    }

    static Knob bool(String key, boolean def, String tip, String cmd) {
        return new Knob(key, KnobKind.BOOLEAN, 0, 1, def ? 1 : 0, 1, List.of(), Boolean.toString(def), tip, cmd,
                RESTART, Lens.unbound(), Lens.unbound());
    }

    /** A choice knob; a null default means the key is required (its default index is 0). */
    static Knob choice(String key, List<String> words, String def, String tip, String cmd) {
        return new Knob(key, KnobKind.CHOICE, 0, words.size() - 1, def == null ? 0 : words.indexOf(def), 1, words,
                def == null ? "none (required)" : def, tip, cmd, RESTART, Lens.unbound(), Lens.unbound());
    }

    static Knob text(String key, int minLength, int maxLength, String def, String tip) {
        return new Knob(key, KnobKind.TEXT, minLength, maxLength, minLength, 1, List.of(), def, tip, "",
                RESTART, Lens.unbound(), Lens.unbound());
    }
}
