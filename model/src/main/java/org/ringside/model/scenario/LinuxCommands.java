package org.ringside.model.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.ringside.model.format.Durations;
import org.ringside.model.format.Rates;

/**
 * The Linux command that sets a knob to a given value on a real machine with an interface called
 * eth0, in the units the command takes (Mbit/s for ethtool's speed, microseconds for tx-usecs,
 * milliseconds for BQL's hold_time). Knobs without a value in their command give the table's.
 * On a device with several transmit queues a per-queue setting is one command per queue
 * ({@link #forQueues}): BQL's files under each {@code tx-N}, and each of mq's children.
 */
public final class LinuxCommands {
    private static final String BQL = Knobs.BQL_SYSFS;
    private static final String TX0 = "/tx-0/";
    private static final String ROOT = "tc qdisc replace dev eth0 root ";
    /** The settings net_dim moves while adaptive moderation is on. */
    private static final List<String> MODERATION = List.of("nic.tx_usecs", "nic.tx_frames");

    private LinuxCommands() {
    }

    /**
     * The command that sets a scenario knob to its value in {@code s} ("" if none does); mode
     * fixed is set by writing the limit to both ends of DQL's range.
     */
    public static String forSettings(Knob knob, Scenario s) {
        return String.join("; ", forQueues(knob, s));
    }

    /**
     * The commands that set a scenario knob to its value in {@code s} on every transmit queue
     * it concerns, in an order that works (empty if none does): one for a device-wide knob, one
     * per queue for BQL's files ({@code /sys/class/net/eth0/queues/tx-N/}) and, under mq, for
     * each child qdisc ({@code parent 1:N}, N from 1 in hex, as {@code mq_init} numbers its
     * classes, net/sched/sch_mq.c).
     */
    public static List<String> forQueues(Knob knob, Scenario s) {
        if (s.nic().dimMoves() && MODERATION.contains(knob.key())) {
            return List.of(); // net_dim sets them: a fixed value would need adaptive-tx off
        }
        if (knob.key().startsWith("network.bottleneck.")) {
            return PortCommands.forKnob(knob, s); // a router's port, not the host's queues
        }
        String one = knob.key().equals("bql.mode") && s.bql().mode() == BqlMode.FIXED
                ? forValue(Knobs.get("bql.limit"), s.bql().limit())
                : knob.bindsScenario() ? forValue(knob, knob.get(s), s.nic().driver()) : knob.linuxCommand();
        if (one.isEmpty()) {
            return List.of();
        }
        int queues = s.txQueues();
        boolean mq = s.qdisc().kind() == QdiscKind.MQ;
        List<String> out = new ArrayList<>();
        if (knob.key().equals("qdisc.kind") && mq) {
            out.add(ROOT + "handle 1: mq");
            for (int q = 0; q < queues; q++) {
                out.add(ROOT.replace("root ", "parent 1:" + Integer.toHexString(q + 1) + " ") + s.qdisc().child().yamlName());
            }
            return out;
        }
        for (String c : one.split("; ")) {
            if (c.contains(TX0) && queues > 1) {
                for (int q = 0; q < queues; q++) {
                    out.add(c.replace(TX0, "/tx-" + q + "/"));
                }
            } else if (c.startsWith(ROOT) && mq) {
                for (int q = 0; q < queues; q++) {
                    out.add(c.replace("root ", "parent 1:" + Integer.toHexString(q + 1) + " "));
                }
            } else {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * Why the driver refuses the command that would set a knob, when it does: e1000 has no
     * {@code set_channels} in its ethtool operations nor a TX work limit, the Intel drivers take
     * no {@code tx-frames} (their throttle has no count), and e1000 and igb refuse some
     * {@code rx-usecs} ({@link NicDriver#refusesUsecs}).
     */
    public static Optional<String> refusal(Knob knob, Scenario s) {
        NicDriver d = s.nic().driver();
        if (d == NicDriver.GENERIC) {
            return Optional.empty();
        }
        if (d == NicDriver.MLX5) {
            return switch (knob.key()) {
                case "nic.tx_clean_budget" ->
                        Optional.of("mlx5 polls at most 128 completions a round (MLX5E_TX_CQ_POLL_BUDGET), a constant");
                case "nic.tx_usecs" -> d.refusesUsecs(s.nic().txUsecsNs() / Units.US)
                        ? Optional.of("mlx5 refuses tx-usecs " + s.nic().txUsecsNs() / Units.US + " (it takes "
                                + d.usecsAllowed() + ")")
                        : Optional.empty();
                default -> Optional.empty();
            };
        }
        return switch (knob.key()) {
            case "nic.tx_queues" -> d != NicDriver.E1000 || s.nic().txQueues() == 0 ? Optional.empty()
                    : Optional.of("e1000 has one queue and no ethtool -L (no set_channels)");
            case "nic.tx_frames" -> Optional.of(d.yamlName() + " takes no tx-frames: its interrupt throttle has no count");
            case "nic.tx_clean_budget" -> d == NicDriver.E1000
                    ? Optional.of("e1000 cleans the whole ring: no work limit to set") : Optional.empty();
            case "nic.tx_usecs" -> d.refusesUsecs(s.nic().txUsecsNs() / Units.US)
                    ? Optional.of(d.yamlName() + " refuses rx-usecs " + s.nic().txUsecsNs() / Units.US
                            + " (it takes " + d.usecsAllowed() + ")")
                    : Optional.empty();
            default -> Optional.empty();
        };
    }

    /**
     * The command that sets {@code knob} to {@code value} on a NIC run by {@code driver}: the
     * interrupt and clean-up settings differ by driver. e1000 takes only {@code rx-usecs} (its
     * {@code supported_coalesce_params} is {@code ETHTOOL_COALESCE_RX_USECS}), which sets the
     * throttle rate of its one interrupt; igb and ixgbe serve TX and RX on one vector by default
     * and refuse {@code tx-usecs} there, so {@code rx-usecs} sets the vector's throttle, and
     * their {@code tx-frames-irq} is the clean-up's work limit ({@code tx_work_limit}), not an
     * interrupt trigger. The generic NIC takes {@code tx-usecs} and {@code tx-frames}; so does
     * mlx5, with {@code adaptive-tx off} before them, as its adaptive moderation (DIM, on by
     * default, {@code nic.adaptive_tx}) would otherwise move them; {@code adaptive-tx on} gives
     * the moderation back to net_dim. mlx5 takes channels as {@code combined} only and has no TX
     * work limit to set.
     */
    public static String forValue(Knob knob, long value, NicDriver driver) {
        if (driver == NicDriver.GENERIC) {
            return forValue(knob, value);
        }
        if (driver == NicDriver.MLX5) {
            return switch (knob.key()) {
                case "nic.tx_usecs" -> "ethtool -C eth0 adaptive-tx off tx-usecs " + value / Units.US;
                case "nic.tx_frames" -> "ethtool -C eth0 adaptive-tx off tx-frames " + value;
                case "nic.adaptive_tx" -> "ethtool -C eth0 adaptive-tx " + onOff(value);
                case "nic.tx_queues" -> value > 0 ? "ethtool -L eth0 combined " + value : "";
                case "nic.tx_clean_budget" -> "";
                default -> forValue(knob, value);
            };
        }
        return switch (knob.key()) {
            case "nic.tx_usecs" -> "ethtool -C eth0 rx-usecs " + value / Units.US;
            case "nic.tx_frames" -> "";
            // igb_set_channels and ixgbe_set_channels take combined channels only, refusing
            // separate rx or tx counts; e1000 has no set_channels.
            case "nic.tx_queues" -> driver != NicDriver.E1000 && value > 0 ? "ethtool -L eth0 combined " + value : "";
            // e1000's limit is the ring, fixed; igb and ixgbe ignore a tx-frames-irq of 0.
            case "nic.tx_clean_budget" -> driver == NicDriver.E1000 || value == 0 ? ""
                    : "ethtool -C eth0 tx-frames-irq " + value;
            default -> forValue(knob, value);
        };
    }

    /**
     * The command that sets {@code knob} to {@code value} on the generic NIC, or "" if no command sets it. For
     * bql.mode fixed, which needs the limit too, see {@link #forSettings}.
     */
    public static String forValue(Knob knob, long value) {
        return switch (knob.key()) {
            case "link.rate" -> "ethtool -s eth0 speed " + value / Units.MBIT + " duplex full autoneg off";
            case "nic.ring_size" -> "ethtool -G eth0 tx " + value;
            case "nic.mtu" -> "ip link set eth0 mtu " + value;
            case "nic.tso" -> "ethtool -K eth0 tso " + onOff(value);
            case "nic.gso" -> "ethtool -K eth0 gso " + onOff(value);
            case "nic.tx_checksum" -> "ethtool -K eth0 tx " + onOff(value);
            case "nic.gso_max_size" -> "ip link set eth0 gso_max_size " + value;
            case "nic.tx_usecs" -> "ethtool -C eth0 tx-usecs " + value / Units.US;
            case "nic.tx_frames" -> "ethtool -C eth0 tx-frames " + value;
            case "nic.dispatch_limit" -> "echo " + value + " > /sys/class/net/eth0/queues/tx-0/dispatch_limit";
            case "bql.mode" -> switch (BqlMode.values()[(int) value]) {
                case AUTO -> "echo 0 > " + BQL + "limit_min; echo " + Bql.MAX_LIMIT + " > " + BQL + "limit_max";
                case FIXED, UNLIMITED -> knob.linuxCommand();
                case OFF -> ""; // no write turns BQL off: a driver without BQL never calls its hooks
            };
            case "bql.limit" -> "echo " + value + " > " + BQL + "limit_max; echo " + value + " > " + BQL + "limit_min";
            case "bql.limit_min" -> "echo " + value + " > " + BQL + "limit_min";
            case "bql.limit_max" -> "echo " + value + " > " + BQL + "limit_max";
            case "bql.hold_time" -> "echo " + value / Units.MS + " > " + BQL + "hold_time";
            case "nic.tx_queues" -> value == 0 ? "" : "ethtool -L eth0 tx " + value;
            case "qdisc.kind" -> ROOT + knob.choice(value);
            case "qdisc.child" -> "sysctl -w net.core.default_qdisc=" + knob.choice(value);
            case "tcp.limit_output_bytes" -> "sysctl -w net.ipv4.tcp_limit_output_bytes=" + value;
            // tcp_wmem's minimum and default are Linux's (4096, 16384): the model has only the maximum.
            case "tcp.wmem_max" -> "sysctl -w net.ipv4.tcp_wmem=\"4096 16384 " + value + "\"";
            case "tcp.timestamps" -> "sysctl -w net.ipv4.tcp_timestamps=" + (value != 0 ? 1 : 0);
            case "tcp.congestion" -> "sysctl -w net.ipv4.tcp_congestion_control=" + knob.choice(value);
            case "qdisc.txqueuelen" -> "ip link set eth0 txqueuelen " + value;
            case "qdisc.limit", "qdisc.flows", "qdisc.quantum" ->
                    "tc qdisc replace dev eth0 root fq_codel " + knob.key().substring(6) + " " + value;
            case "qdisc.target", "qdisc.interval" ->
                    "tc qdisc replace dev eth0 root fq_codel " + knob.key().substring(6) + " " + Durations.scenario(value);
            // fq's own quanta are its default: tc sets them only when given.
            case "qdisc.fq.quantum", "qdisc.fq.initial_quantum" -> value == 0 ? ""
                    : "tc qdisc replace dev eth0 root fq " + knob.key().substring(9) + " " + value;
            case "qdisc.fq.flow_limit", "qdisc.fq.limit" ->
                    "tc qdisc replace dev eth0 root fq " + knob.key().substring(9) + " " + value;
            case "qdisc.fq.maxrate" -> value == 0 ? ""
                    : "tc qdisc replace dev eth0 root fq maxrate " + Rates.scenario(value).toLowerCase(Locale.ROOT);
            case "qdisc.fq.horizon" -> "tc qdisc replace dev eth0 root fq horizon " + Durations.scenario(value);
            default -> knob.linuxCommand();
        };
    }

    /**
     * The writes that give every transmit queue of a device with several the scenario's XPS map
     * ({@code xps_cpus_store}, net/core/net-sysfs.c): the mask set by hand ({@code nic.xps})
     * where there is one, else the driver's ({@link NicDriver#xpsMask}); none for one queue,
     * which {@code netdev_pick_tx} never steers.
     */
    public static List<String> xps(Scenario s) {
        int queues = s.txQueues();
        if (queues < 2) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (int q = 0; q < queues; q++) {
            long mask = s.nic().xps().effectiveMask(q, queues, s.nic().driver(), s.cpu().cpus());
            out.add("echo " + cpuMask(mask) + " > /sys/class/net/eth0/queues/" + Xps.QUEUE_PREFIX + q + "/xps_cpus");
        }
        return out;
    }

    /**
     * A CPU mask as sysfs writes it ({@code bitmap_parse}): 32-bit groups in hex, highest first,
     * by commas.
     */
    public static String cpuMask(long mask) {
        long high = mask >>> Integer.SIZE;
        String low = Long.toHexString(mask & 0xFFFF_FFFFL);
        return high == 0 ? low : Long.toHexString(high) + "," + "0".repeat(8 - low.length()) + low;
    }

    /**
     * Why the channels command cannot be given for the generic NIC: which word {@code ethtool -L}
     * takes is the real driver's, and the generic NIC remembers none. virtio_net takes only
     * {@code combined} ({@code virtnet_set_channels} refuses rx and tx counts with
     * {@code -EINVAL}), as does mlx5 (its {@code mlx5e_ethtool_get_channels} reports no
     * {@code max_tx}, so ethtool's netlink {@code ethnl_set_channels} refuses a tx count); others
     * take {@code tx}.
     */
    public static Optional<String> channelsUnsure(Scenario s) {
        long queues = s.nic().txQueues();
        return s.nic().driver() != NicDriver.GENERIC || queues == 0 ? Optional.empty()
                : Optional.of("'ethtool -L eth0 combined " + queues + "' or 'ethtool -L eth0 tx " + queues
                        + "', as the driver takes channels (virtio_net and mlx5_core take combined only)");
    }

    private static String onOff(long value) {
        return value != 0 ? "on" : "off";
    }
}
