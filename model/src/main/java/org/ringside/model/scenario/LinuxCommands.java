package org.ringside.model.scenario;

import java.util.Locale;
import org.ringside.model.format.Durations;
import org.ringside.model.format.Rates;

/**
 * The Linux command that sets a knob to a given value on a real machine with an interface called
 * eth0, in the units the command takes (Mbit/s for ethtool's speed, microseconds for tx-usecs,
 * milliseconds for BQL's hold_time). Knobs without a value in their command give the table's.
 */
public final class LinuxCommands {
    private static final String BQL = Knobs.BQL_SYSFS;

    private LinuxCommands() {
    }

    /**
     * The command that sets a scenario knob to its value in {@code s} ("" if none does); mode
     * fixed is set by writing the limit to both ends of DQL's range.
     */
    public static String forSettings(Knob knob, Scenario s) {
        if (knob.key().equals("bql.mode") && s.bql().mode() == BqlMode.FIXED) {
            return forValue(Knobs.get("bql.limit"), s.bql().limit());
        }
        return knob.bindsScenario() ? forValue(knob, knob.get(s), s.nic().driver()) : knob.linuxCommand();
    }

    /**
     * The command that sets {@code knob} to {@code value} on a NIC run by {@code driver}: the
     * interrupt and clean-up settings differ by driver. e1000 takes only {@code rx-usecs} (its
     * {@code supported_coalesce_params} is {@code ETHTOOL_COALESCE_RX_USECS}), which sets the
     * throttle rate of its one interrupt; igb and ixgbe serve TX and RX on one vector by default
     * and refuse {@code tx-usecs} there, so {@code rx-usecs} sets the vector's throttle, and
     * their {@code tx-frames-irq} is the clean-up's work limit ({@code tx_work_limit}), not an
     * interrupt trigger. The generic NIC takes the mlx5-style {@code tx-usecs} and {@code tx-frames}.
     */
    public static String forValue(Knob knob, long value, NicDriver driver) {
        if (driver == NicDriver.GENERIC) {
            return forValue(knob, value);
        }
        return switch (knob.key()) {
            case "nic.tx_usecs" -> "ethtool -C eth0 rx-usecs " + value / Units.US;
            case "nic.tx_frames" -> "";
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
                case OFF -> ""; // no write turns BQL off: the kernel is built without CONFIG_BQL
            };
            case "bql.limit" -> "echo " + value + " > " + BQL + "limit_max; echo " + value + " > " + BQL + "limit_min";
            case "bql.limit_min" -> "echo " + value + " > " + BQL + "limit_min";
            case "bql.limit_max" -> "echo " + value + " > " + BQL + "limit_max";
            case "bql.hold_time" -> "echo " + value / Units.MS + " > " + BQL + "hold_time";
            case "qdisc.kind" -> "tc qdisc replace dev eth0 root " + knob.choice(value);
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

    private static String onOff(long value) {
        return value != 0 ? "on" : "off";
    }
}
