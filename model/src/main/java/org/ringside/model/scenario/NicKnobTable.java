package org.ringside.model.scenario;

import static org.ringside.model.scenario.Knob.Apply.LIVE;
import static org.ringside.model.scenario.Knob.Apply.RESETS_RING;
import static org.ringside.model.scenario.Knob.Apply.RESTART;
import static org.ringside.model.scenario.KnobMaking.bit;
import static org.ringside.model.scenario.KnobMaking.bool;
import static org.ringside.model.scenario.KnobMaking.bytes;
import static org.ringside.model.scenario.KnobMaking.choice;
import static org.ringside.model.scenario.KnobMaking.count;
import static org.ringside.model.scenario.KnobMaking.duration;
import static org.ringside.model.scenario.KnobMaking.followsDriver;
import static org.ringside.model.scenario.KnobMaking.followsKernel;
import static org.ringside.model.scenario.KnobMaking.nic;
import static org.ringside.model.scenario.KnobMaking.pick;
import static org.ringside.model.scenario.KnobMaking.toInt;
import static org.ringside.model.scenario.KnobMaking.top;
import static org.ringside.model.scenario.KnobMaking.words;

import java.util.List;

/** The NIC section's rows of the {@link KnobTable knob table}: the driver, its ring, offloads and interrupts. */
final class NicKnobTable {
    /** The largest MTU, which bounds the per-flow sizes on their own. */
    static final int MAX_MTU = 9216;

    private NicKnobTable() {
    }

    static final List<Knob> ROWS = List.of(
            // A driver sets every knob that follows it; the file's own values come after.
            choice("nic.driver", words(NicDriver.values(), NicDriver::yamlName), "generic",
                    "The NIC driver whose constants the ring follows: descriptor size, stop and wake levels,"
                            + " the clean-up's work limit, what BQL counts and how interrupts are moderated"
                            + " (generic is the model's own rules).", "")
                    .bind(RESTART, top(s -> s.nic().driver().ordinal(),
                            (s, v) -> DriverChange.onDriver(s, pick(NicDriver.values(), "nic.driver", v)))),
            // The driver sets up its queues when the device opens: ethtool -L restarts the run.
            count("nic.tx_queues", 0, Knobs.MAX_QUEUES, 0, 1,
                    "How many transmit queues the device has, each with its own qdisc, ring, BQL and"
                            + " interrupt; 0 lets the driver choose one per CPU up to its maximum.",
                    "ethtool -L eth0 tx 8")
                    .withDefault(0, "0, one per CPU up to the driver's maximum (generic and e1000 1, igb 8, ixgbe and mlx5 64)")
                    .bind(RESTART, nic(Nic::txQueues, (n, v) -> n.withTxQueues(toInt("nic.tx_queues", v)))),
            count("nic.ring_size", 8, 16384, 256, 8,
                    "How many descriptors the NIC's transmit ring holds; a bigger ring hides more"
                            + " bytes from the qdisc.",
                    "ethtool -G eth0 tx 256")
                    .bind(RESETS_RING, nic(Nic::ringSize, (n, v) -> n.withRingSize(toInt("nic.ring_size", v)))),
            followsDriver(bytes("nic.max_desc_bytes", 256, 65536, 4096, 256,
                    "The most bytes one data descriptor can point at, so a large packet needs"
                            + " several descriptors (a driver constant; on mlx5, whose data segments take any"
                            + " size, the page fragment the payload comes in).", ""))
                    .bind(RESTART, nic(Nic::maxDescBytes,
                            (n, v) -> n.withMaxDescBytes(toInt("nic.max_desc_bytes", v)))),
            followsDriver(count("nic.stop_descs", 0, 1024, 0, 1,
                    "The driver stops its queue when fewer descriptors than this are free after a packet"
                            + " (DESC_NEEDED); 0 keeps room for one largest packet, 2 + ceil(largest /"
                            + " max_desc_bytes).", ""))
                    .bind(LIVE, nic(Nic::stopDescs, (n, v) -> n.withStopDescs(toInt("nic.stop_descs", v)))),
            followsDriver(count("nic.wake_descs", 0, 2048, 0, 1,
                    "The clean-up wakes a queue the driver stopped once this many descriptors are free"
                            + " (TX_WAKE_THRESHOLD); 0 means twice the stop level.", ""))
                    .bind(LIVE, nic(Nic::wakeDescs, (n, v) -> n.withWakeDescs(toInt("nic.wake_descs", v)))),
            bytes("nic.mtu", 68, MAX_MTU, 1500, 1,
                    "The largest IP packet the link carries; a full Ethernet packet is the MTU plus"
                            + " " + Headers.ETHERNET + " header bytes.",
                    "ip link set eth0 mtu 1500")
                    .bind(RESETS_RING, nic(Nic::mtu, (n, v) -> n.withMtu(toInt("nic.mtu", v)))),
            bool("nic.tso", true,
                    "TCP segmentation offload: the stack hands the NIC packets of up to gso_max_size"
                            + " bytes and the NIC cuts them into MTU-sized frames.",
                    "ethtool -K eth0 tso off")
                    .bind(LIVE, nic(n -> bit(n.tso()), (n, v) -> n.withTso(v != 0))),
            bool("nic.gso", true,
                    "Generic segmentation offload: with TSO off, large packets pass the qdisc whole"
                            + " and are cut into MTU-sized segments in software just before the driver.",
                    "ethtool -K eth0 gso off")
                    .bind(LIVE, nic(n -> bit(n.gso()), (n, v) -> n.withGso(v != 0))),
            // The driver sizes its context descriptors when the ring is set up, so no run-time change.
            bool("nic.tx_checksum", true,
                    "Checksum offload: the NIC fills in checksums at the cost of one context"
                            + " descriptor per packet, and TSO cannot work without it.",
                    "ethtool -K eth0 tx off")
                    .bind(RESTART, nic(n -> bit(n.txChecksum()), (n, v) -> n.withTxChecksum(v != 0))),
            bytes("nic.gso_max_size", 68, 65536, 65536, 1024,
                    "The largest packet the stack builds when TSO or GSO is on; at least the MTU.",
                    "ip link set eth0 gso_max_size 65536")
                    .bind(LIVE, nic(Nic::gsoMaxSize, (n, v) -> n.withGsoMaxSize(toInt("nic.gso_max_size", v)))),
            duration("nic.tx_usecs", 0, 10 * Units.MS, 100 * Units.US, Units.US,
                    "Interrupt moderation: with the timer, the TX interrupt fires this long after the first"
                            + " completion not yet signalled; with itr and eqe, interrupts are at least this far apart"
                            + " (0 means one interrupt per completion).",
                    "ethtool -C eth0 tx-usecs 100")
                    .bind(LIVE, nic(Nic::txUsecsNs, Nic::withTxUsecsNs)),
            count("nic.tx_frames", 1, 4096, 64, 1,
                    "Interrupt moderation with the timer or eqe: this many pending completions fire the TX"
                            + " interrupt at once (Intel's throttle has no such count).",
                    "ethtool -C eth0 tx-frames 64")
                    .bind(LIVE, nic(Nic::txFrames, (n, v) -> n.withTxFrames(toInt("nic.tx_frames", v)))),
            // NAPI's budget of 64 bounds received packets only; each driver limits its TX clean-up itself.
            followsDriver(count("nic.tx_clean_budget", 0, 16384, 64, 1,
                    "The most sent packets one TX clean-up frees before the poll yields and runs again"
                            + " (the driver's work limit; 0 means the whole ring, as on e1000).", ""))
                    .bind(LIVE, nic(Nic::txCleanBudget,
                            (n, v) -> n.withTxCleanBudget(toInt("nic.tx_clean_budget", v)))),
            followsDriver(choice("nic.bql_bytes", words(BqlBytes.values(), BqlBytes::yamlName),
                    "skb_len",
                    "What the driver reports to BQL for a packet: skb_len counts a TSO packet's headers once"
                            + " (e1000), segments counts the headers of every frame it becomes (igb, ixgbe, mlx5).", ""))
                    .bind(RESTART, nic(n -> n.bqlBytes().ordinal(),
                            (n, v) -> n.withBqlBytes(pick(BqlBytes.values(), "nic.bql_bytes", v)))),
            followsDriver(choice("nic.moderation", words(TxModeration.values(), TxModeration::yamlName),
                    "timer",
                    "How the TX interrupt is moderated: timer starts tx_usecs at the first completion, itr keeps"
                            + " interrupts tx_usecs apart (Intel's throttle), eqe as itr or at tx_frames completions"
                            + " (mlx5).", ""))
                    .bind(LIVE, nic(n -> n.moderation().ordinal(),
                            (n, v) -> n.withModeration(pick(TxModeration.values(), "nic.moderation", v)))),
            followsDriver(bool("nic.adaptive_tx", false,
                    "Adaptive TX moderation, mlx5's DIM: every 64 interrupts net_dim steps the period between 1"
                            + " and 128 microseconds as bytes and packets a millisecond change, in place of tx_usecs"
                            + " and tx_frames.", ""))
                    .bind(LIVE, nic(n -> bit(n.adaptiveTx()), (n, v) -> n.withAdaptiveTx(v != 0))),
            // Leaving dispatch_limit mode clears the number, which only that mode may carry.
            followsKernel(choice("nic.doorbell", words(DoorbellMode.values(), DoorbellMode::yamlName), "immediate",
                    "When the driver writes the NIC's tail register (an uncached MMIO write after a write barrier):"
                            + " every packet, every dispatch_limit + 1 packets, or once per list the qdisc"
                            + " hands over (xmit_more).", ""))
                    .bind(LIVE, nic(n -> n.doorbell().ordinal(), (n, v) -> {
                        DoorbellMode mode = pick(DoorbellMode.values(), "nic.doorbell", v);
                        return n.withDoorbell(mode, mode == DoorbellMode.DISPATCH_LIMIT ? n.dispatchLimit() : 0);
                    })),
            count("nic.dispatch_limit", 0, 256, 0, 1,
                    "With doorbell dispatch_limit, how many packets may follow the first before the"
                            + " driver rings again (a 2012 proposal; 0 rings for every packet).",
                    "echo 16 > /sys/class/net/eth0/queues/tx-0/dispatch_limit")
                    .bind(LIVE, nic(Nic::dispatchLimit,
                            (n, v) -> n.withDoorbell(n.doorbell(), toInt("nic.dispatch_limit", v)))),
            // The NIC's packet buffer is split and its DMA engine set up when the driver opens the
            // device, and the descriptor command bits are the driver's: no run-time change.
            bytes("nic.fifo_bytes", 0, 4L << 20, 0, 4096,
                    "The NIC's own transmit FIFO between the ring and the wire: the NIC reads packets into it"
                            + " ahead of the wire while it has room (0: none, it reads each packet as it sends it); every"
                            + " transmit queue shares it.", "")
                    .bind(RESTART, nic(Nic::fifoBytes, (n, v) -> n.withFifoBytes(toInt("nic.fifo_bytes", v)))),
            // An estimate: one or two PCIe read round trips, descriptor then data.
            duration("nic.dma_latency", 0, 100 * Units.US, Units.US, 100,
                    "With a FIFO, how long the NIC takes to read a packet's descriptors and data over PCIe"
                            + " once it sees them (an estimate: one or two PCIe read round trips); reads overlap.",
                    "")
                    .bind(RESTART, nic(Nic::dmaLatencyNs, Nic::withDmaLatencyNs)),
            followsDriver(choice("nic.completion", words(TxCompletion.values(), TxCompletion::yamlName),
                    "sent",
                    "With a FIFO, when the NIC reports a packet done: fetched once its data is in the FIFO"
                            + " (the RS bit Intel's drivers set), sent once its last frame has left the wire.", ""))
                    .bind(RESTART, nic(n -> n.completion().ordinal(),
                            (n, v) -> n.withCompletion(pick(TxCompletion.values(), "nic.completion", v)))));
}
