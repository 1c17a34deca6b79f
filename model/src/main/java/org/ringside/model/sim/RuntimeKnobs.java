package org.ringside.model.sim;

import java.util.function.LongSupplier;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.Cpu;
import org.ringside.model.scenario.DoorbellMode;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Link;
import org.ringside.model.scenario.Nic;
import org.ringside.model.scenario.Problem;
import org.ringside.model.scenario.Qdisc;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioValidator;
import org.ringside.model.scenario.Tcp;

/**
 * The knobs of a running simulation, changed between steps where Linux allows it at run time:
 * BQL limits and mode (as the sysfs files), the doorbell policy, interrupt coalescing, the NAPI
 * budget, TSO/GSO and gso_max_size for new packets, link rate, txqueuelen, the drain budget,
 * the TCP sysctls and CPU costs. A new ring size or MTU resets the ring as {@code ethtool -G} or
 * {@code ip link set mtu} does: the packets in it are dropped and counted and DQL is reset.
 *
 * <p>Every change is checked as the scenario validator checks a file; a rejected one throws
 * {@link IllegalArgumentException} naming the knob and changes nothing. {@link #set} changes any
 * one knob of the table whose {@link Knob.Apply} is not {@code RESTART}; the typed setters change
 * several together.
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
        knob.rangeProblem(value).ifPresent(w -> {
            throw new IllegalArgumentException(new Problem(knob.key(), w, knob.allowed()).toString());
        });
        Scenario next = valid(knob.set(settings, value));
        switch (knob.section()) {
            case "link" -> setLinkRate(next.link().rateBps());
            case "nic" -> {
                applyNic(next.nic());
                if (knob.apply() == Knob.Apply.RESETS_RING) {
                    path.resetRing(next.nic().ringSize(), clock.getAsLong());
                }
            }
            case "bql" -> setBql(next.bql());
            case "qdisc" -> {
                setTxqueuelen(next.qdisc().txqueuelen());
                setDrainBudgetBytes(next.qdisc().drainBudgetBytes());
            }
            case "cpu" -> setCpu(next.cpu());
            case "tcp" -> setTcp(next.tcp());
            default -> throw new IllegalStateException(knob.key() + " is live but nothing applies it");
        }
    }

    /** {@link #set(Knob, long)} by key, e.g. {@code set("nic.ring_size", 128)}. */
    public void set(String key, long value) {
        set(Knobs.find(key).orElseThrow(() -> new IllegalArgumentException(key + ": no such knob")), value);
    }

    /** BQL mode and limits, as writing the sysfs files does (the limit moves at the next completion). */
    public void setBql(Bql bql) {
        settings = valid(settings.withBql(bql));
        path.queue.driver.bql().configure(bql);
        path.qdiscHasWork(clock.getAsLong()); // turning BQL off may have released a stopped queue
    }

    /** The doorbell policy for the packets from now on. */
    public void setDoorbell(DoorbellMode mode, int dispatchLimit) {
        applyNic(settings.nic().withDoorbell(mode, dispatchLimit));
    }

    /** Interrupt coalescing ({@code ethtool -C}); a running timer keeps its expiry. */
    public void setCoalescing(long txUsecsNs, int txFrames) {
        applyNic(settings.nic().withTxUsecsNs(txUsecsNs).withTxFrames(txFrames));
    }

    /** Packets one TX clean-up frees at most (0 = the whole ring). */
    public void setTxCleanBudget(int budget) {
        applyNic(settings.nic().withTxCleanBudget(budget));
    }

    /** TSO and GSO ({@code ethtool -K}): new packets only; queued ones keep their shape. */
    public void setOffloads(boolean tso, boolean gso) {
        applyNic(settings.nic().withTso(tso).withGso(gso));
    }

    /** gso_max_size for new packets. */
    public void setGsoMaxSize(int bytes) {
        applyNic(settings.nic().withGsoMaxSize(bytes));
    }

    /** A new ring size resets the ring ({@code ethtool -G}): its packets are dropped and counted. */
    public void setRingSize(int descriptors) {
        applyNic(settings.nic().withRingSize(descriptors));
        path.resetRing(descriptors, clock.getAsLong());
    }

    /** A new MTU resets the ring ({@code ip link set mtu}); new packets use the new MSS. */
    public void setMtu(int mtu) {
        applyNic(settings.nic().withMtu(mtu));
        path.resetRing(settings.nic().ringSize(), clock.getAsLong());
    }

    /** Link rate: frames started from now on use it. */
    public void setLinkRate(long bps) {
        settings = valid(settings.withLink(new Link(bps)));
        path.queue.nic.wire().setRate(bps);
    }

    /** txqueuelen: packets above a smaller limit stay; new arrivals see it. */
    public void setTxqueuelen(int packets) {
        Qdisc q = settings.qdisc();
        settings = valid(settings.withQdisc(q.withTxqueuelen(packets)));
        path.queue.qdisc.setTxqueuelen(packets);
    }

    /** The qdisc run's byte budget (0 = the 64-packet quota). */
    public void setDrainBudgetBytes(long bytes) {
        Qdisc q = settings.qdisc();
        settings = valid(settings.withQdisc(q.withDrainBudgetBytes(bytes)));
        path.queue.run.setDrainBudgetBytes(bytes);
    }

    /** CPU costs for work started from now on. */
    public void setCpu(Cpu cpu) {
        settings = valid(settings.withCpu(cpu));
        path.setCosts(cpu);
    }

    /**
     * The sending host's TCP settings ({@code sysctl net.ipv4.tcp_*}): every socket reads them at
     * its next send, and one held back by the old ones looks again now.
     */
    public void setTcp(Tcp tcp) {
        settings = valid(settings.withTcp(tcp));
        path.setTcp(tcp, clock.getAsLong());
    }

    private void applyNic(Nic nic) {
        settings = valid(settings.withNic(nic));
        path.setNicSettings(nic);
    }

    /**
     * Checks knob values as the scenario validator does (the knob table's ranges and the rules
     * tying knobs together); nothing changes when they are rejected.
     *
     * @throws IllegalArgumentException naming the knob, the value and what is allowed
     */
    private static Scenario valid(Scenario next) {
        ScenarioValidator.requireValid(next);
        return next;
    }
}
