package org.ringside.model.host;

import java.util.List;
import java.util.Optional;
import java.util.function.ObjIntConsumer;
import org.ringside.model.scenario.NicDriver;
import org.ringside.model.scenario.TxModeration;
import org.ringside.model.scenario.Units;

/**
 * What ethtool printed: the ring ({@code -g}), coalescing ({@code -c}), offloads ({@code -k})
 * and the link's speed, as ethtool prints them ({@code rings.c}, {@code coalesce.c},
 * {@code features.c}, {@code settings.c} of ethtool, old ioctl and newer netlink formats alike).
 */
final class EthtoolReading {
    static final String NOT_MODELLED = "not a setting the model has";
    static final String LIMITS = "the driver's limits: the model knows each driver's own";
    // ixgbe_set_coalesce (ixgbe_ethtool.c, since 2.6.24): rx-usecs 1 sets rx_itr_setting 1, the
    // adaptive ITR, ixgbe's default; 0 is no throttle and 2 or more a fixed interval.
    private static final long ADAPTIVE_ITR = 1;

    private EthtoolReading() {
    }

    /**
     * {@code ethtool -g}: the TX line under "Current hardware settings:". The lines newer
     * ethtool adds (RX Buf Len, CQE Size, TX Push, TCP data split, ...) are not modelled.
     */
    static void rings(HostReport.Section section, Draft d) {
        current(section, d, (line, n) -> {
            if (Lines.key(line).filter("TX"::equals).isPresent()) {
                Optional<Long> v = Lines.number(Lines.value(line));
                if (v.isPresent()) {
                    d.set("nic.ring_size", v.get(), n);
                } else {
                    d.leave(n, "no number: the driver does not say");
                }
            } else if (Lines.key(line).filter(k -> k.startsWith("RX")).isPresent()) {
                d.skip(n, "the receive side is not modelled");
            }
        });
    }

    /**
     * Walks a section of ethtool's two blocks, "Pre-set maximums:" (the driver's limits) and
     * "Current hardware settings:", handing each line of the second to {@code line} with its number.
     */
    private static void current(HostReport.Section section, Draft d, ObjIntConsumer<String> line) {
        boolean current = false;
        boolean limits = false;
        for (int i = 0; i < section.lines().size(); i++) {
            String text = section.lines().get(i);
            int n = section.line() + 1 + i;
            if (text.startsWith("Current hardware settings")) {
                current = true;
                d.use(n);
            } else if (text.startsWith("Pre-set maximums") || limits && !current) {
                limits = true;
                d.skip(n, LIMITS);
            } else if (current) {
                line.accept(text, n);
            }
        }
    }

    /**
     * {@code ethtool -c}: Intel's drivers throttle one vector that serves both directions, set
     * with {@code rx-usecs} ({@code e1000_set_coalesce}, {@code igb_set_coalesce},
     * {@code ixgbe_set_coalesce}), and report their TX work limit as {@code tx-frames-irq}; mlx5
     * and the generic NIC take {@code tx-usecs} and {@code tx-frames}. {@code Adaptive ... TX:}
     * is mlx5's DIM ({@code tx_dim_enabled}), {@code nic.adaptive_tx}; another driver's is noted.
     */
    static void coalescing(HostReport.Section section, Draft d) {
        NicDriver driver = d.scenario().nic().driver();
        boolean intel = driver.moderation() == TxModeration.ITR;
        for (int i = 0; i < section.lines().size(); i++) {
            String line = section.lines().get(i);
            int n = section.line() + 1 + i;
            Optional<String> adaptiveTx = Lines.after(line.startsWith("Adaptive RX:") ? line : "", "TX:");
            if (adaptiveTx.isPresent()) {
                adaptive(adaptiveTx.get(), n, d);
                continue;
            }
            Optional<String> key = Lines.key(line);
            Optional<Long> v = Lines.number(Lines.value(line));
            if (key.isEmpty() || v.isEmpty()) {
                continue;
            }
            switch (key.get()) {
                case "rx-usecs" -> {
                    if (driver == NicDriver.IXGBE && v.get() == ADAPTIVE_ITR) {
                        d.adaptive();
                        d.leave(n, "rx-usecs 1 is ixgbe's adaptive ITR (ixgbe_set_coalesce), which the model does not"
                                + " have: " + d.standing("nic.tx_usecs") + " stands, fixed");
                    } else if (intel) {
                        d.set("nic.tx_usecs", v.get() * Units.US, n);
                    } else {
                        d.skip(n, "the receive side is not modelled");
                    }
                }
                case "tx-usecs" -> {
                    if (intel) {
                        d.skip(n, driver.yamlName() + " sets its TX interrupt's throttle with rx-usecs");
                    } else {
                        d.set("nic.tx_usecs", v.get() * Units.US, n);
                    }
                }
                case "tx-frames" -> {
                    if (intel) {
                        d.skip(n, driver.yamlName() + "'s throttle counts no frames");
                    } else {
                        d.set("nic.tx_frames", v.get(), n);
                    }
                }
                case "tx-frames-irq" -> {
                    if (driver == NicDriver.IGB || driver == NicDriver.IXGBE) {
                        d.set("nic.tx_clean_budget", v.get(), n);
                    }
                }
                default -> {
                }
            }
        }
    }

    // coalesce.c prints "Adaptive RX: on  TX: on"; for mlx5 that is net_dim (lib/dim/net_dim.c),
    // which the model has; the drivers whose adaptive modes it has not never print TX: on.
    private static void adaptive(String tx, int line, Draft d) {
        boolean on = tx.startsWith("on");
        if (!on && !tx.startsWith("off")) {
            return;
        }
        NicDriver driver = d.scenario().nic().driver();
        if (driver.hasDim()) {
            d.set("nic.adaptive_tx", on ? 1 : 0, line);
        } else if (on) {
            d.adaptive();
            d.leave(line, "adaptive TX moderation of the " + driver.yamlName() + " driver is not modelled (only"
                    + " mlx5's net_dim is): the run keeps tx-usecs and tx-frames fixed");
        } else {
            d.use(line);
        }
    }

    /** {@code ethtool -k}: TSO, GSO and checksum offload, each {@code on} or {@code off}. */
    static void features(HostReport.Section section, Draft d) {
        List<String[]> features = List.of(new String[] {"tcp-segmentation-offload", "nic.tso"},
                new String[] {"generic-segmentation-offload", "nic.gso"}, new String[] {"tx-checksumming", "nic.tx_checksum"});
        for (int i = 0; i < section.lines().size(); i++) {
            String line = section.lines().get(i);
            int n = section.line() + 1 + i;
            for (String[] f : features) {
                if (Lines.key(line).filter(f[0]::equals).isPresent() && !line.startsWith("\t")) {
                    String word = Lines.value(line);
                    if (word.equals("on") || word.equals("off")) {
                        d.set(f[1], word, n);
                    }
                }
            }
        }
    }

    /** {@code ethtool IFACE}: the link's speed ({@code Speed: 1000Mb/s}). */
    static void settings(HostReport.Section section, Draft d) {
        for (int i = 0; i < section.lines().size(); i++) {
            String line = section.lines().get(i);
            int n = section.line() + 1 + i;
            if (Lines.key(line).filter("Speed"::equals).isPresent()) {
                String speed = Lines.value(line);
                Optional<Long> mbit = Lines.number(speed.replace("Mb/s", ""));
                if (speed.endsWith("Mb/s") && mbit.isPresent()) {
                    d.set("link.rate", mbit.get() * Units.MBIT, n);
                } else {
                    d.leave(n, "no speed the driver knows: " + d.standing("link.rate") + " stands");
                }
            }
        }
    }

    /**
     * {@code ethtool -l}: the queues, {@code TX} plus {@code Combined} under "Current hardware
     * settings:" ({@code n/a} counts none), used when no queue of sysfs was listed.
     */
    static Optional<Long> channels(HostReport.Section section, Draft d, boolean counted) {
        long[] queues = {0};
        current(section, d, (line, n) -> {
            if (Lines.key(line).filter(k -> k.equals("TX") || k.equals("Combined")).isPresent()) {
                Optional<Long> v = Lines.number(Lines.value(line));
                if (counted) {
                    d.skip(n, "the queues are counted in /sys/class/net/IFACE/queues");
                } else if (v.isPresent()) {
                    queues[0] += v.get();
                    d.use(n);
                }
            } else if (Lines.key(line).filter("RX"::equals).isPresent()) {
                d.skip(n, "the receive side is not modelled");
            }
        });
        return queues[0] > 0 ? Optional.of(queues[0]) : Optional.empty();
    }
}
