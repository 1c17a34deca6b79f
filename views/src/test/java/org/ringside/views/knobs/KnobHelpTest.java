package org.ringside.views.knobs;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.NicDriver;
import org.ringside.model.scenario.Scenario;

class KnobHelpTest {
    private static final Scenario D = Scenario.defaults();

    @Test
    void aLiveKnobSaysWhatItDoesWhatItMayBeAndHowLinuxSetsItNow() {
        assertThat(KnobHelp.scenarioKnob(Knobs.get("nic.tx_usecs"), D.withNic(D.nic().withTxUsecsNs(250_000))))
                .isEqualTo(Knobs.get("nic.tx_usecs").tooltip() + "\nAllowed: 0s to 10ms. Default: 100us."
                        + "\nLinux: ethtool -C eth0 tx-usecs 250");
    }

        @Test
    void theLinuxCommandIsTheOneTheScenariosDriverAccepts() {
        // e1000 takes only rx-usecs, which sets its one interrupt's throttle; igb's clean-up
        // limit is tx-frames-irq; the generic NIC takes tx-usecs.
        Scenario e1000 = Knobs.get("nic.driver").set(D, NicDriver.E1000.ordinal());
        Scenario igb = Knobs.get("nic.driver").set(D, NicDriver.IGB.ordinal());
        assertThat(KnobHelp.scenarioKnob(Knobs.get("nic.tx_usecs"), e1000)).contains("\nLinux: ethtool -C eth0 rx-usecs 100");
        assertThat(KnobHelp.scenarioKnob(Knobs.get("nic.tx_clean_budget"), igb))
                .contains("\nLinux: ethtool -C eth0 tx-frames-irq 128");
        assertThat(KnobHelp.scenarioKnob(Knobs.get("nic.tx_clean_budget"), e1000)).doesNotContain("Linux:");
        assertThat(KnobHelp.scenarioKnob(Knobs.get("nic.ring_size"), e1000))
                .contains("\nAllowed: 48 to 4096 in steps of 8 (e1000, Linux 6.18). Default: 256.");
        assertThat(KnobHelp.scenarioKnob(Knobs.get("nic.tx_frames"), e1000)).doesNotContain("Linux:")
                .endsWith("Not in effect now. Only with nic.moderation timer or eqe: an interrupt throttle counts no frames.");
    }

    @Test
    void aKnobThatResetsTheRingOrRestartsTheRunSaysSo() {
        assertThat(KnobHelp.scenarioKnob(Knobs.get("nic.mtu"), D))
                .endsWith("Linux: ip link set eth0 mtu 1500\n" + KnobHelp.RESETS_RING);
        assertThat(KnobHelp.scenarioKnob(Knobs.get("seed"), D)).endsWith("Default: 1.\n" + KnobHelp.RESTARTS);
        assertThat(KnobHelp.flowKnob(Knobs.get("flows[].size"))).contains("pkt_size 60").endsWith(KnobHelp.FLOW_RESTARTS);
    }

    @Test
    void aKnobOutOfEffectSaysWhy() {
        assertThat(KnobHelp.scenarioKnob(Knobs.get("bql.hold_time"), D.withBql(Bql.fixed(6000))))
                .endsWith("Not in effect now. Only with bql.mode auto: DQL chooses the limit only then.");
    }

    @Test
    void aMultiqueueKnobGivesTheCommandOfEachQueue() {
        Scenario mq = Knobs.get("nic.tx_queues").set(Knobs.get("nic.driver").set(D, NicDriver.IXGBE.ordinal()), 8);
        String help = KnobHelp.scenarioKnob(Knobs.get("bql.limit_max"), mq);
        assertThat(help).contains("\nLinux: echo 1879048192 > /sys/class/net/eth0/queues/tx-0/byte_queue_limits/limit_max\n"
                + "    echo 1879048192 > /sys/class/net/eth0/queues/tx-1/byte_queue_limits/limit_max\n")
                .contains("tx-2/").doesNotContain("tx-3/").contains("    \u2026\n    echo 1879048192 > /sys/class/net/eth0/queues/tx-7/");
    }
}
