package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ringside.model.scenario.ScenarioErrors.ONE_FLOW;
import static org.ringside.model.scenario.ScenarioErrors.TOP_KEYS;
import static org.ringside.model.scenario.ScenarioErrors.assertError;
import static org.ringside.model.scenario.ScenarioErrors.error;

import org.junit.jupiter.api.Test;

/** Every kind of bad scenario gets one line: FILE:LINE: key: what is wrong (allowed: ...). */
class ScenarioLoaderErrorsTest {
    private static final String NIC_KEYS = "driver, tx_queues, ring_size, max_desc_bytes, stop_descs, wake_descs, mtu, tso, gso,"
            + " tx_checksum, gso_max_size,"
            + " tx_usecs, tx_frames, tx_clean_budget, bql_bytes, moderation, adaptive_tx, doorbell, dispatch_limit,"
            + " fifo_bytes, dma_latency, completion, xps";

    // --- unknown keys ---

    @Test
    void aMisspeltKeySuggestsTheClosestOne() {
        assertError("nic:\n  ring_sise: 256\n" + ONE_FLOW, 2,
                "lab.yaml:2: nic.ring_sise: unknown key, did you mean ring_size? (allowed: " + NIC_KEYS + ")");
    }

    @Test
    void aKeyInTheWrongSectionPointsToItsSection() {
        assertError("ring_size: 256\n" + ONE_FLOW, 1,
                "lab.yaml:1: ring_size: unknown key, did you mean nic.ring_size? (allowed: " + TOP_KEYS + ")");
    }

    @Test
    void anUnknownKeyWithNoNeighbourListsTheAllowedKeys() {
        assertError("link: { rate: 1Gbit, duplex: full }\n" + ONE_FLOW, 1,
                "lab.yaml:1: link.duplex: unknown key (allowed: rate)");
    }

    @Test
    void anUnknownFlowKeyNamesTheFlowByIndex() {
        assertError("flows:\n  - { kind: bulk_tcp }\n  - { kind: bulk_tcp, name: b, cout: 4 }\n", 3,
                "lab.yaml:3: flows[1].cout: unknown key, did you mean count? "
                        + "(allowed: kind, name, count, cpu, zerocopy, priority, remote_rtt, request, size, interval, wait_warn)");
    }

    @Test
    void aKeyTheFlowsKindDoesNotUseIsRefused() {
        assertError("flows:\n  - { kind: bulk_tcp, size: 100 }\n", 2,
                "lab.yaml:2: flows[0].size: not used by bulk_tcp flows (allowed: kind, name, count, cpu, zerocopy, priority, remote_rtt, wait_warn)");
    }

    @Test
    void anUnknownKeyWithSpacesIsQuotedSoItsEndShows() {
        assertError("nic: { tso:off }\n" + ONE_FLOW, 1,
                "lab.yaml:1: nic.\"tso:off\": unknown key (allowed: " + NIC_KEYS + ")");
    }

    @Test
    void aLineBreakInsideAValueStaysOnOneLineOfMessage() {
        assertError("nic: { ring_size: \"10\\nus\" }\n" + ONE_FLOW, 1,
                "lab.yaml:1: nic.ring_size: expected a whole number, got 10\\nus (allowed: 8 to 16384)");
    }

    @Test
    void aKeyGivenTwiceIsRefusedAtItsSecondLine() {
        assertError("nic:\n  mtu: 1500\n  mtu: 9000\n" + ONE_FLOW, 3,
                "lab.yaml:3: nic.mtu: given twice (first on line 2) (allowed: each key once)");
    }

    // --- wrong units and non-numbers ---

    @Test
    void aDurationWhereACountBelongs() {
        assertError("nic:\n  mtu: 1500\n  ring_size: 10us\n" + ONE_FLOW, 3,
                "lab.yaml:3: nic.ring_size: expected a whole number, got 10us (allowed: 8 to 16384)");
    }

    @Test
    void aDurationWithoutAUnit() {
        assertError("name: x\nduration: 5\n" + ONE_FLOW, 2,
                "lab.yaml:2: duration: 5 has no unit; write it in ns, us, ms or s, e.g. 5us (allowed: 1us to 3600s)");
    }

    @Test
    void aRateWithoutAUnit() {
        assertError("link: { rate: 1000 }\n" + ONE_FLOW, 1,
                "lab.yaml:1: link.rate: 1000 has no unit; write it in bit, Kbit, Mbit or Gbit, e.g. 1000Mbit"
                        + " (allowed: 1Mbit to 400Gbit)");
    }

    @Test
    void aWordWhereARateBelongs() {
        assertError("link: { rate: fast }\n" + ONE_FLOW, 1,
                "lab.yaml:1: link.rate: expected a rate in bit, Kbit, Mbit or Gbit, got fast (allowed: 1Mbit to 400Gbit)");
    }

    @Test
    void bytesTakeOnlyByteUnits() {
        assertError("bql: { limit_max: 64kb }\n" + ONE_FLOW, 1,
                "lab.yaml:1: bql.limit_max: expected a whole number of bytes, or one with B, KB, MB, GB (1000s) or "
                        + "KiB, MiB, GiB (1024s), got 64kb (allowed: 0 to 1879048192)");
    }

    @Test
    void aFractionOfANanosecond() {
        assertError("cpu: { per_packet: 0.5ns }\n" + ONE_FLOW, 1,
                "lab.yaml:1: cpu.per_packet: 0.5ns is not a whole number of nanoseconds (allowed: 0s to 1ms)");
    }

    @Test
    void aBooleanThatIsNeither() {
        assertError("nic: { tso: maybe }\n" + ONE_FLOW, 1,
                "lab.yaml:1: nic.tso: expected true or false, got maybe (allowed: true, false)");
    }

    @Test
    void anFqCodelTargetWithoutAUnit() {
        assertError("qdisc: { kind: fq_codel, target: 5 }\n" + ONE_FLOW, 1,
                "lab.yaml:1: qdisc.target: 5 has no unit; write it in ns, us, ms or s, e.g. 5us (allowed: 1us to 1s)");
    }

    @Test
    void anFqCodelQuantumBelowTheSmallestPacket() {
        assertError("qdisc: { kind: fq_codel, quantum: 10 }\n" + ONE_FLOW, 1,
                "lab.yaml:1: qdisc.quantum: 10 is out of range (allowed: 256 to 1048576)");
    }

    @Test
    void anFqCodelIntervalTooLong() {
        assertError("qdisc:\n  kind: fq_codel\n  interval: 2s\n" + ONE_FLOW, 3,
                "lab.yaml:3: qdisc.interval: 2s is out of range (allowed: 1us to 1s)");
    }

    @Test
    void aMisspeltFqCodelKeySuggestsTheRightOne() {
        assertError("qdisc: { kind: fq_codel, quanta: 1514 }\n" + ONE_FLOW, 1,
                "lab.yaml:1: qdisc.quanta: unknown key, did you mean quantum? (allowed: kind, child, txqueuelen,"
                        + " drain_budget_bytes, bulk_dequeue, bql_aborts_list, limit, flows, quantum, target, interval, fq)");
    }

    @Test
    void anFqKeyIsNamedWithItsMapAtItsLine() {
        assertError("qdisc:\n  kind: fq\n  fq: { flow_limit: 100, horizon: 200s }\n" + ONE_FLOW, 3,
                "lab.yaml:3: qdisc.fq.horizon: 200s is out of range (allowed: 1ms to 100s)");
        assertError("qdisc: { kind: fq, fq: { quanta: 3028 } }\n" + ONE_FLOW, 1,
                "lab.yaml:1: qdisc.fq.quanta: unknown key, did you mean quantum? (allowed: quantum,"
                        + " initial_quantum, flow_limit, limit, maxrate, horizon)");
        assertError("qdisc: { kind: fq, fq: 3028 }\n" + ONE_FLOW, 1,
                "lab.yaml:1: qdisc.fq: expected a map, got 3028 (allowed: quantum, initial_quantum, flow_limit,"
                        + " limit, maxrate, horizon)");
    }

    @Test
    void anUnknownWordSuggestsTheClosestChoice() {
        assertError("nic: { doorbell: xmitmore }\n" + ONE_FLOW, 1,
                "lab.yaml:1: nic.doorbell: unknown word xmitmore, did you mean xmit_more? "
                        + "(allowed: immediate, dispatch_limit, xmit_more)");
    }

    @Test
    void aQdiscRingsideDoesNotModel() {
        assertError("qdisc: { kind: cake }\n" + ONE_FLOW, 1,
                "lab.yaml:1: qdisc.kind: unknown word cake (allowed: pfifo_fast, pfifo, fq_codel, fq, mq)");
    }

    @Test
    void aKeyWithNoValue() {
        assertError("duration:\n" + ONE_FLOW, 1, "lab.yaml:1: duration: no value (allowed: 1us to 3600s)");
    }

    // --- out of range ---

    @Test
    void anMtuAboveJumbo() {
        assertError("nic: { mtu: 20000 }\n" + ONE_FLOW, 1, "lab.yaml:1: nic.mtu: 20000 is out of range (allowed: 68 to 9216)");
    }

    @Test
    void aRateAboveFourHundredGigabit() {
        assertError("link: { rate: 1000Gbit }\n" + ONE_FLOW, 1,
                "lab.yaml:1: link.rate: 1000Gbit is out of range (allowed: 1Mbit to 400Gbit)");
    }

    @Test
    void aHugeNumberIsOutOfRangeNotAnOverflow() {
        assertError("nic: { ring_size: 123456789012345678901234567890 }\n" + ONE_FLOW, 1,
                "lab.yaml:1: nic.ring_size: 123456789012345678901234567890 is out of range (allowed: 8 to 16384)");
    }

    @Test
    void aNegativeSeed() {
        assertError("seed: -1\n" + ONE_FLOW, 1, "lab.yaml:1: seed: -1 is out of range (allowed: 0 to 9223372036854775807)");
    }

    @Test
    void holdTimeCountsWholeMilliseconds() {
        assertError("bql: { hold_time: 1500us }\n" + ONE_FLOW, 1,
                "lab.yaml:1: bql.hold_time: 1500us is not a whole number of milliseconds (allowed: 0s to 3600s in whole ms)");
    }

    // --- wrong types ---

    @Test
    void aListWhereAMapIsExpected() {
        assertError("nic: [ 1024, 4096 ]\n" + ONE_FLOW, 1,
                "lab.yaml:1: nic: expected a map, got a list (allowed: " + NIC_KEYS + ")");
    }

    @Test
    void aListWhereOneValueIsExpected() {
        assertError("duration: [ 1s ]\n" + ONE_FLOW, 1,
                "lab.yaml:1: duration: expected a single value, got a list (allowed: 1us to 3600s)");
    }

    @Test
    void aMapWhereTheFlowListIsExpected() {
        assertError("flows: { kind: bulk_tcp }\n", 1,
                "lab.yaml:1: flows: expected a list, got a map (allowed: a list of bulk_tcp, request_response, udp_cbr, pktgen flows)");
    }

    @Test
    void aFlowThatIsAWord() {
        assertError("flows:\n  - pktgen\n", 2,
                "lab.yaml:2: flows[0]: expected a map with a kind, got pktgen "
                        + "(allowed: kind, name, count, cpu, zerocopy, priority, remote_rtt, request, size, interval, wait_warn)");
    }

    @Test
    void aFileThatIsAList() {
        assertError("- bulk_tcp\n- pktgen\n", 1,
                "lab.yaml:1: file: expected a map of settings, got a list (allowed: " + TOP_KEYS + ")");
    }

    // --- impossible combinations ---

    @Test
    void gsoMaxSizeBelowTheMtu() {
        assertError("nic:\n  mtu: 9000\n  gso_max_size: 4000\n" + ONE_FLOW, 3,
                "lab.yaml:3: nic.gso_max_size: 4000 is below the MTU 9000 (allowed: 9000 to 65536)");
    }

    @Test
    void fixedWithoutALimitPointsAtTheMode() {
        assertError("bql:\n  hold_time: 1s\n  mode: fixed\n" + ONE_FLOW, 3,
                "lab.yaml:3: bql.limit: missing, mode fixed needs a limit in bytes (allowed: 0 to 1879048192)");
    }

    @Test
    void aLimitWithModeAuto() {
        assertError("bql:\n  mode: auto\n  limit: 6000\n" + ONE_FLOW, 3,
                "lab.yaml:3: bql.limit: applies only to mode fixed, not auto (allowed: mode, limit_min, limit_max, hold_time)");
    }

    @Test
    void aLimitWithoutAModeIsAutoToo() {
        assertError("bql: { limit: 6000 }\n" + ONE_FLOW, 1,
                "lab.yaml:1: bql.limit: applies only to mode fixed, not auto (allowed: mode, limit_min, limit_max, hold_time)");
    }

    @Test
    void limitMaxWithModeFixed() {
        assertError("bql: { mode: fixed, limit: 6000, limit_max: 6000 }\n" + ONE_FLOW, 1,
                "lab.yaml:1: bql.limit_max: mode fixed sets it from limit (allowed: mode, limit, hold_time)");
    }

    @Test
    void limitMinAboveLimitMax() {
        assertError("bql:\n  limit_min: 10000\n  limit_max: 5000\n" + ONE_FLOW, 2,
                "lab.yaml:2: bql.limit_min: 10000 is above limit_max 5000 (allowed: 0 to 5000)");
    }

    @Test
    void aRingTooSmallForOneTsoPacketTwice() {
        assertError("nic:\n  ring_size: 16\n" + ONE_FLOW, 2,
                "lab.yaml:2: nic.ring_size: 16 is below twice the stop level 18 (TSO on: 2 + ceil(gso_max_size"
                        + " 65536 / max_desc_bytes 4096)), so a stopped queue could never wake (allowed: 36 to 16384)");
    }

    @Test
    void aRingTheDriverRefusesNamesTheDriverAndItsRange() {
        assertError("nic: { driver: e1000, ring_size: 5000 }\n" + ONE_FLOW, 1,
                "lab.yaml:1: nic.ring_size: 5000 is not a ring size the e1000 driver accepts on Linux 6.18"
                        + "; ethtool -G would make it 4096 (allowed: 48 to 4096 in steps of 8)");
    }

    @Test
    void aDefaultRingTooSmallForTinyDescriptorsIsReportedAtTheNicSection() {
        assertError("name: x\nnic:\n  max_desc_bytes: 256\n" + ONE_FLOW, 2,
                "lab.yaml:2: nic.ring_size: 256 is below twice the stop level 258 (TSO on: 2 + ceil(gso_max_size"
                        + " 65536 / max_desc_bytes 256)), so a stopped queue could never wake (allowed: 516 to 16384)");
    }

    @Test
    void tsoWithoutChecksumOffload() {
        assertError("nic: { tx_checksum: false }\n" + ONE_FLOW, 1,
                "lab.yaml:1: nic.tso: TSO needs checksum offload, but tx_checksum is false (allowed: false while tx_checksum is false)");
    }

    @Test
    void aDispatchLimitWithAnotherDoorbell() {
        assertError("nic: { doorbell: xmit_more, dispatch_limit: 16 }\n" + ONE_FLOW, 1,
                "lab.yaml:1: nic.dispatch_limit: 16 has no effect with doorbell xmit_more (allowed: 0, or doorbell: dispatch_limit)");
    }

    @Test
    void aUdpPayloadAboveMtuMinus28() {
        assertError("nic: { mtu: 1500 }\nflows:\n  - { kind: udp_cbr, size: 1473 }\n", 3,
                "lab.yaml:3: flows[0].size: 1473 is above MTU - 28 = 1472 (allowed: 1 to 1472)");
    }

    @Test
    void aPktgenPacketBelowTheEthernetMinimum() {
        assertError("flows:\n  - { kind: pktgen, size: 59 }\n", 2,
                "lab.yaml:2: flows[0].size: 59 is out of range (allowed: 60 to 1514)");
    }

    @Test
    void aRequestLargerThanOneSegment() {
        assertError("flows:\n  - { kind: request_response, request: 1461 }\n", 2,
                "lab.yaml:2: flows[0].request: 1461 is above MTU - 52 = 1448 (allowed: 1 to 1448)");
    }

    @Test
    void noFlowsAtAll() {
        assertError("name: idle\nflows: []\n", 2,
                "lab.yaml:2: flows: a scenario needs at least one flow (allowed: a list of bulk_tcp, request_response, udp_cbr, pktgen flows)");
    }

    @Test
    void noFlowsKey() {
        assertError("name: idle\n", 1,
                "lab.yaml:1: flows: missing, a scenario needs at least one flow (allowed: a list of bulk_tcp, request_response, udp_cbr, pktgen flows)");
    }

    @Test
    void aFlowWithoutAKind() {
        assertError("flows:\n  - { kind: bulk_tcp }\n  - name: rr\n    request: 1\n", 3,
                "lab.yaml:3: flows[1].kind: missing (allowed: bulk_tcp, request_response, udp_cbr, pktgen)");
    }

    @Test
    void twoFlowsWithTheSameName() {
        assertError("flows:\n  - { kind: bulk_tcp, name: web }\n  - { kind: udp_cbr, name: web }\n", 3,
                "lab.yaml:3: flows[1].name: web is already the name of flows[0] (allowed: a name no other flow has)");
    }

    @Test
    void twoUnnamedFlowsOfOneKindShareTheirDefaultName() {
        assertError("flows:\n  - { kind: bulk_tcp }\n  - { kind: bulk_tcp, count: 3 }\n", 3,
                "lab.yaml:3: flows[1].name: bulk_tcp is already the name of flows[0] (allowed: a name no other flow has)");
    }

    @Test
    void anEmptyName() {
        assertError("name: \"\"\n" + ONE_FLOW, 1, "lab.yaml:1: name: empty (allowed: 1 to 200 characters on one line)");
    }


    @Test
    void aDriverRefusesALinkFasterThanItsNics() {
        assertError("link: { rate: 100Gbit }\nnic: { driver: ixgbe }\n" + ONE_FLOW, 1,
                "lab.yaml:1: link.rate: 100Gbit is faster than the ixgbe driver's NICs run"
                        + " (allowed: up to 10Gbit with driver ixgbe, or a driver that runs 100Gbit (generic, mlx5))");
        assertError("nic: { driver: igb }\nlink: { rate: 2500Mbit }\n" + ONE_FLOW, 2,
                "lab.yaml:2: link.rate: 2500Mbit is faster than the igb driver's NICs run"
                        + " (allowed: up to 1Gbit with driver igb, or a driver that runs 2500Mbit (generic, ixgbe, mlx5))");
        assertError("link: { rate: 400Gbit }\nnic: { driver: e1000 }\n" + ONE_FLOW, 1,
                "lab.yaml:1: link.rate: 400Gbit is faster than the e1000 driver's NICs run"
                        + " (allowed: up to 1Gbit with driver e1000, or a driver that runs 400Gbit (generic, mlx5))");
    }

    @Test
    void mlx5TakesOnlyPowerOfTwoRings() {
        assertError("nic: { driver: mlx5, ring_size: 1000 }\n" + ONE_FLOW, 1,
                "lab.yaml:1: nic.ring_size: 1000 is not a ring size the mlx5 driver accepts on Linux 6.18;"
                        + " ethtool -G would make it 1024 (allowed: 64 to 8192, a power of two)");
    }

    @Test
    void mlx5RefusesACqPeriodPastTwelveBits() {
        // mlx5e_ethtool_set_coalesce: tx_coalesce_usecs > MLX5E_MAX_COAL_TIME is -ERANGE.
        assertError("nic: { driver: mlx5, ring_size: 1024, tx_usecs: 5ms }\n" + ONE_FLOW, 1,
                "lab.yaml:1: nic.tx_usecs: 5ms is a tx-usecs the mlx5 driver refuses (mlx5e_ethtool_set_coalesce)"
                        + " (allowed: 0s to 4095us)");
    }
}
