package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.ToIntFunction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every constant of the driver profiles, each with the kernel source it comes from (files under
 * drivers/net/ethernet/intel/ of current kernels; MAX_SKB_FRAGS is 17).
 */
class NicDriverTest {
    @ParameterizedTest(name = "{0} {1} = {2}: {3}")
    @CsvSource(delimiter = '|', textBlock = """
            e1000 | max_desc_bytes  | 4096  | e1000_main.c: E1000_MAX_DATA_PER_TXD (1 << E1000_MAX_TXD_PWR), E1000_MAX_TXD_PWR 12
            e1000 | stop_descs      | 24    | e1000_main.c e1000_xmit_frame: desc_needed = MAX_SKB_FRAGS + 7
            e1000 | wake_descs      | 32    | e1000_main.c: TX_WAKE_THRESHOLD 32, checked in e1000_clean_tx_irq
            e1000 | ring_min        | 48    | e1000.h: E1000_MIN_TXD 48
            e1000 | ring_max        | 4096  | e1000.h: E1000_MAX_82544_TXD 4096
            e1000 | ring_multiple   | 8     | e1000_ethtool.c e1000_set_ringparam: ALIGN(count, REQ_TX_DESCRIPTOR_MULTIPLE), 8
            e1000 | tx_clean_budget | 0     | e1000_main.c e1000_clean_tx_irq: while (DD && count < tx_ring->count), the whole ring
            igb   | max_desc_bytes  | 32768 | igb.h: IGB_MAX_DATA_PER_TXD (1u << IGB_MAX_TXD_PWR), IGB_MAX_TXD_PWR 15
            igb   | stop_descs      | 21    | igb.h: DESC_NEEDED (MAX_SKB_FRAGS + 4)
            igb   | wake_descs      | 42    | igb.h: TX_WAKE_THRESHOLD (DESC_NEEDED * 2)
            igb   | ring_min        | 64    | igb.h: IGB_MIN_TXD 64 (80 before 2021)
            igb   | ring_max        | 4096  | igb.h: IGB_MAX_TXD 4096
            igb   | ring_multiple   | 8     | igb_ethtool.c igb_set_ringparam: ALIGN(count, REQ_TX_DESCRIPTOR_MULTIPLE), 8
            igb   | tx_clean_budget | 128   | igb.h: IGB_DEFAULT_TX_WORK 128
            ixgbe | max_desc_bytes  | 16384 | ixgbe.h: IXGBE_MAX_DATA_PER_TXD (1u << IXGBE_MAX_TXD_PWR), IXGBE_MAX_TXD_PWR 14
            ixgbe | stop_descs      | 21    | ixgbe.h: DESC_NEEDED (MAX_SKB_FRAGS + 4)
            ixgbe | wake_descs      | 42    | ixgbe_main.c: TX_WAKE_THRESHOLD (DESC_NEEDED * 2)
            ixgbe | ring_min        | 64    | ixgbe.h: IXGBE_MIN_TXD 64
            ixgbe | ring_max        | 8192  | ixgbe.h: IXGBE_MAX_TXD_82599 8192 (82598 4096, X550 32768; 4096 for all before 6.2)
            ixgbe | ring_multiple   | 8     | ixgbe_ethtool.c ixgbe_set_ringparam: ALIGN(count, IXGBE_REQ_TX_DESCRIPTOR_MULTIPLE), 8
            ixgbe | tx_clean_budget | 256   | ixgbe.h: IXGBE_DEFAULT_TX_WORK 256
            mlx5  | stop_descs      | 31    | en/params.c mlx5e_calc_sq_stop_room: mlx5e_stop_room_for_wqe(MLX5_SEND_WQE_MAX_WQEBBS 16) = 16 * 2 - 1
            mlx5  | wake_descs      | 31    | en_tx.c mlx5e_poll_tx_cq: wakes when mlx5e_wqc_has_room_for(sq->stop_room)
            mlx5  | ring_min        | 64    | en.h: MLX5E_PARAMS_MINIMUM_LOG_SQ_SIZE 0x6
            mlx5  | ring_max        | 8192  | en.h: MLX5E_PARAMS_MAXIMUM_LOG_SQ_SIZE 0xd
            mlx5  | tx_clean_budget | 128   | en.h: MLX5E_TX_CQ_POLL_BUDGET 128
            """)
    void eachConstantIsTheDrivers(String driver, String constant, int expected, String source) {
        assertThat(constant(constant).applyAsInt(byName(driver))).as(source).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}: BQL counts {1}, interrupts by {2}")
    @CsvSource({
            // e1000_xmit_frame: netdev_sent_queue(netdev, skb->len)
            "e1000, skb_len, itr",
            // igb_tx_map and ixgbe_tx_map: netdev_tx_sent_queue(txq, first->bytecount), where
            // igb_tso and ixgbe_tso add (gso_segs - 1) * hdr_len; both throttle with EITR
            "igb, segments, itr",
            "ixgbe, segments, itr",
            // mlx5e_sq_xmit_prepare: num_bytes = skb->len + (gso_segs - 1) * ihs; mlx5e_build_nic_params:
            // the TX CQ period starts from the event (MLX5_CQ_PERIOD_MODE_START_FROM_EQE)
            "mlx5, segments, eqe",
            // the model's own rules, with a completion timer from the first completion
            "generic, skb_len, timer"})
    void whatBqlCountsAndHowInterruptsAreModerated(String driver, String bqlBytes, String moderation) {
        NicDriver d = byName(driver);
        assertThat(d.bqlBytes().yamlName()).isEqualTo(bqlBytes);
        assertThat(d.moderation().yamlName()).isEqualTo(moderation);
    }

    @ParameterizedTest
    @CsvSource({"e1000, 4096", "igb, 32768", "ixgbe, 16384", "mlx5, 32768"})
    void choosingADriverSetsTheKnobsThatFollowIt(String driver, int maxDescBytes) {
        Scenario s = DriverChange.onDriver(Scenario.defaults(), byName(driver));
        assertThat(s.nic().maxDescBytes()).isEqualTo(maxDescBytes);
        assertThat(s.nic().txCleanBudget()).isEqualTo(byName(driver).txCleanBudget());
        assertThat(s.nic().stopLevel()).as("the driver's constant, whatever TSO and the MTU")
                .isEqualTo(s.nic().withTso(false).withMtu(9000).stopLevel());
    }

    @ParameterizedTest(name = "mlx5 makes a ring of {1} from a request for {0}")
    @CsvSource({"1000, 1024", "1024, 1024", "1025, 2048", "8, 64", "100000, 8192"})
    void mlx5RoundsARingUpToAPowerOfTwo(int asked, int made) {
        // mlx5e_ethtool_set_ringparam: log_sq_size = order_base_2(tx_pending), within the limits.
        Kernel k = Kernel.CURRENT;
        assertThat(NicDriver.MLX5.nearestRing(asked, k)).isEqualTo(made);
        assertThat(NicDriver.MLX5.acceptsRing(made, k)).isTrue();
        assertThat(NicDriver.MLX5.acceptsRing(1000, k)).isFalse();
        assertThat(NicDriver.MLX5.ringRange(k)).isEqualTo("64 to 8192, a power of two");
    }

    @ParameterizedTest(name = "{0} runs links up to {1} bit/s")
    @CsvSource({"e1000, 1000000000", "igb, 1000000000", "ixgbe, 10000000000", "mlx5, 400000000000", "generic, 0"})
    void eachDriverRunsTheLinksOfItsParts(String driver, long maxBps) {
        NicDriver d = byName(driver);
        assertThat(d.maxLinkBps()).isEqualTo(maxBps);
        // The model's fastest link, 400 Gbit/s, is ConnectX-7's (and any rate's on the generic NIC).
        assertThat(d.runsLink(400_000_000_000L)).isEqualTo(maxBps == 0 || maxBps == 400_000_000_000L);
        assertThat(d.runsLink(100_000_000_000L)).isEqualTo(maxBps == 0 || maxBps >= 100_000_000_000L);
        assertThat(d.runsLink(1_000_000_000L)).isTrue();
    }

    @ParameterizedTest(name = "mlx5 with {0} channels on {1} CPUs: queue {2} takes CPUs mask {3}")
    @CsvSource({"4, 4, 1, 2", "2, 4, 0, 5", "2, 4, 1, 10", "3, 8, 2, 36"})
    void mlx5GivesEachChannelTheCpusOfItsVectors(int queues, int cpus, int queue, long mask) {
        // mlx5e_set_default_xps_cpumasks: channel ix takes vectors ix, ix + nch, ... (one per CPU).
        assertThat(NicDriver.MLX5.xpsMask(queue, queues, cpus)).isEqualTo(mask);
        assertThat(NicDriver.IXGBE.xpsMask(queue, queues, cpus)).isEqualTo(1L << queue);
    }

    private static NicDriver byName(String name) {
        for (NicDriver d : NicDriver.values()) {
            if (d.yamlName().equals(name)) {
                return d;
            }
        }
        throw new IllegalArgumentException(name);
    }

    private static ToIntFunction<NicDriver> constant(String name) {
        return switch (name) {
            case "max_desc_bytes" -> NicDriver::maxDescBytes;
            case "stop_descs" -> NicDriver::stopDescs;
            case "wake_descs" -> NicDriver::wakeDescs;
            case "ring_min" -> NicDriver::ringMin;
            case "ring_max" -> NicDriver::ringMax;
            case "ring_multiple" -> NicDriver::ringMultiple;
            case "tx_clean_budget" -> NicDriver::txCleanBudget;
            default -> throw new IllegalArgumentException(name);
        };
    }
}
