package org.ringside.model.scenario;

import static org.ringside.model.scenario.Knob.Apply.LIVE;
import static org.ringside.model.scenario.KnobMaking.cpu;
import static org.ringside.model.scenario.KnobMaking.duration;
import static org.ringside.model.scenario.KnobMaking.fineDuration;

import java.util.List;

/**
 * The CPU section's rows of the {@link KnobTable knob table}: what each piece of the sender's work
 * costs a CPU. The CPU count itself is a top-level row, since a new count is a new run.
 */
final class CpuKnobTable {
    private CpuKnobTable() {
    }

    static final List<Knob> ROWS = List.of(
            duration("cpu.per_packet", 0, Units.MS, 300, 10,
                    "CPU time the stack and driver spend on each packet the qdisc hands to the driver.", "")
                    .bind(LIVE, cpu(Cpu::perPacketNs, Cpu::withPerPacketNs)),
            duration("cpu.per_segment", 0, Units.MS, 100, 10,
                    "CPU time for each segment that software GSO cuts.", "")
                    .bind(LIVE, cpu(Cpu::perSegmentNs, Cpu::withPerSegmentNs)),
            duration("cpu.doorbell", 0, Units.MS, 10, 1,
                    "CPU time one doorbell costs: the write barrier and the uncached MMIO write of the tail register"
                            + " (the write is posted: the CPU does not wait for the device).", "")
                    .bind(LIVE, cpu(Cpu::doorbellNs, Cpu::withDoorbellNs)),
            duration("cpu.per_completion", 0, Units.MS, 10, 1,
                    "CPU time the clean-up spends freeing one sent packet.", "")
                    .bind(LIVE, cpu(Cpu::perCompletionNs, Cpu::withPerCompletionNs)),
            duration("cpu.pktgen_per_packet", 0, Units.MS, 60, 1,
                    "CPU time pktgen spends on each packet; it skips the stack, so it costs less than"
                            + " per_packet.", "")
                    .bind(LIVE, cpu(Cpu::pktgenPerPacketNs, Cpu::withPktgenPerPacketNs)),
            // An estimate: interrupt entry and exit, the softirq and the poll's cache misses.
            duration("cpu.per_interrupt", 0, Units.MS, Units.US, 10,
                    "CPU time each TX clean-up costs on top of its packets: the interrupt, the softirq and the"
                            + " NAPI poll (an estimate), so lazier interrupts use less CPU.", "")
                    .bind(LIVE, cpu(Cpu::perInterruptNs, Cpu::withPerInterruptNs)),
            // 100ps, a core copying about 10 GB/s, is a model constant, not a measurement
            // (docs/model.md, "The cost of bytes").
            fineDuration("cpu.per_byte", 0, Units.US * Units.PS_PER_NS, 100, 10,
                    "CPU time sendmsg spends copying each byte of a bulk TCP flow from the application into"
                            + " the socket, on the flow's CPU (tcp_sendmsg_locked, skb_copy_to_page_nocache); 100ps"
                            + " is about 10 GB/s a core.", "")
                    .bind(LIVE, cpu(Cpu::perBytePs, Cpu::withPerBytePs)),
            // Estimates, their orders of magnitude argued in docs/model.md, "The cost of bytes".
            duration("cpu.per_ack", 0, Units.MS, 500, 10,
                    "CPU time a TCP sender spends receiving and processing each ACK (the receive path and"
                            + " tcp_ack), on the CPU the ACK arrives on.", "")
                    .bind(LIVE, cpu(Cpu::perAckNs, Cpu::withPerAckNs)),
            duration("cpu.per_skb", 0, Units.MS, 200, 10,
                    "CPU time for each skb TCP builds in sendmsg and frees when an ACK covers it"
                            + " (tcp_clean_rtx_queue), charged with that ACK.", "")
                    .bind(LIVE, cpu(Cpu::perSkbNs, Cpu::withPerSkbNs)),
            duration("cpu.zerocopy_per_page", 0, Units.MS, 100, 10,
                    "CPU time MSG_ZEROCOPY's sendmsg spends pinning each 4 KB page of the application's"
                            + " buffer instead of copying it, on the flow's CPU.", "")
                    .bind(LIVE, cpu(Cpu::zerocopyPageNs, Cpu::withZerocopyPageNs)),
            duration("cpu.zerocopy_notify", 0, Units.MS, Units.US, 10,
                    "CPU time for each MSG_ZEROCOPY send call's completion notification, which the application"
                            + " reads from its socket's error queue.", "")
                    .bind(LIVE, cpu(Cpu::zerocopyCompletionNs, Cpu::withZerocopyCompletionNs)));
}
