package org.ringside.model.sim;

import java.util.function.LongSupplier;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.KnobSection;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Problem;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioValidator;

/**
 * The knobs of a running simulation, changed between steps where Linux allows it at run time:
 * BQL limits and mode (as the sysfs files), the doorbell policy, interrupt coalescing, the NAPI
 * budget, TSO/GSO and gso_max_size for new packets, link rate, txqueuelen, the drain budget,
 * the TCP sysctls, CPU costs and the bottleneck port's settings. A new ring size or MTU resets the ring as {@code ethtool -G} or
 * {@code ip link set mtu} does: the packets in it are dropped and counted and DQL is reset.
 *
 * <p>{@link #set} changes any one knob of the table whose {@link Knob.Apply} is not
 * {@code RESTART}. The change is checked once, as the scenario validator checks a file; a
 * rejected one throws {@link IllegalArgumentException} naming the knob and changes nothing.
 * Otherwise the knob's {@link KnobSection section} says how it reaches the running path.
 */
public final class RuntimeKnobs {
    private final TxPath path;
    private final LongSupplier clock;
    private Scenario settings;

    RuntimeKnobs(TxPath path, Scenario scenario, LongSupplier clock) {
        this.path = path;
        this.settings = scenario;
        this.clock = clock;
    }

    /** The scenario as started, with every change since applied. */
    public Scenario settings() {
        return settings;
    }

    /**
     * Sets one knob of the table, in the model's units, as Linux would change it at run time.
     *
     * @throws IllegalArgumentException naming the knob, the value and what is allowed, when the
     *     value is out of range or breaks a rule tying knobs together, or when the knob takes
     *     effect only in a new run; nothing changes then
     */
    public void set(Knob knob, long value) {
        if (knob.apply() == Knob.Apply.RESTART || !knob.bindsScenario()) {
            throw new IllegalArgumentException(knob.key() + ": cannot change while running;"
                    + " it takes effect when the run restarts with the new value");
        }
        // Before the lens: a value beyond an int would fail there with a less helpful message.
        knob.rangeProblem(value).ifPresent(w -> {
            throw new IllegalArgumentException(new Problem(knob.key(), w, knob.allowed()).toString());
        });
        change(KnobSection.of(knob), knob.set(settings, value), knob.apply() == Knob.Apply.RESETS_RING);
    }

    /** {@link #set(Knob, long)} by key, e.g. {@code set("nic.ring_size", 128)}. */
    public void set(String key, long value) {
        set(Knobs.find(key).orElseThrow(() -> new IllegalArgumentException(key + ": no such knob")), value);
    }

    /**
     * Changes the settings to {@code next}, which differs from them in one section only (several
     * knobs of it may change together): checked once, then applied to the running path.
     *
     * @param resetsRing whether the change makes a new ring (ring size, MTU)
     * @throws IllegalArgumentException as the scenario validator reports the first problem;
     *     nothing changes then
     */
    void change(KnobSection section, Scenario next, boolean resetsRing) {
        ScenarioValidator.requireValid(next);
        settings = next;
        long now = clock.getAsLong();
        apply(section, next, now);
        if (resetsRing) {
            path.resetRing(next.nic().ringSize(), now);
        }
    }

    /** How a live change of each section reaches the running path. */
    private void apply(KnobSection section, Scenario next, long now) {
        switch (section) {
            // Frames started from now on use the new rate.
            case LINK -> path.wire.setRate(next.link().rateBps());
            // New packets take the new offloads and sizes; queued ones keep their shape. A
            // running interrupt timer keeps its expiry.
            case NIC -> path.setNicSettings(next.nic());
            case BQL -> {
                // As writing the sysfs files: the limit moves at the next completion.
                for (TxQueue q : path.queues) {
                    q.driver.bql().configure(next.bql());
                }
                path.qdiscsHaveWork(now); // turning BQL off may have released a stopped queue
            }
            case QDISC -> {
                // Packets above a smaller txqueuelen stay; new arrivals see it.
                for (TxQueue q : path.queues) {
                    q.qdisc.setTxqueuelen(next.qdisc().txqueuelen());
                    q.run.setDrainBudgetBytes(next.qdisc().drainBudgetBytes());
                }
            }
            case CPU -> path.setCosts(next.cpu());
            // Every socket reads the sysctls at its next send; one held back by the old ones
            // looks again now.
            case TCP -> path.setTcp(next.tcp(), now);
            // The port's rate from its next frame, its buffer for the next arrival, a new AQM afresh.
            // Without a port a valid change leaves it absent (a value set again): nothing to do.
            case NETWORK -> {
                if (path.port != null) {
                    path.port.configure(next.network().bottleneck());
                } else if (next.network().present()) {
                    throw new IllegalStateException("no bottleneck port to change: the rules refuse adding one live");
                }
            }
            case TOP, RECEIVER, FLOWS -> throw new IllegalStateException(section + " has no live knobs");
        }
    }
}
