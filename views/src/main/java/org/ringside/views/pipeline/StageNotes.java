package org.ringside.views.pipeline;

import org.ringside.model.sim.Stage;

/** What happens at each stage of the transmit path, one paragraph each, in Linux's own words. */
public final class StageNotes {
    private StageNotes() {
    }

    /** The paragraph for a stage. */
    public static String paragraph(Stage stage) {
        switch (stage) {
            case SOCKET:
                return "Sockets. An application's write() or send() reaches the protocol (TCP or UDP), which "
                        + "builds an skb with its headers and passes it down through the IP layer to "
                        + "dev_queue_xmit(). TCP sends only what its congestion window allows and, with TSO or "
                        + "GSO on, hands down one large packet of up to 64 KB instead of many small ones. "
                        + "TCP Small Queues also limit how many bytes one socket may have queued below it.";
            case QDISC:
                return "Queueing discipline. dev_queue_xmit() enqueues the skb on the device's qdisc and calls "
                        + "__qdisc_run(), which dequeues packets and hands each to the driver "
                        + "(sch_direct_xmit, then dev_hard_start_xmit) until the qdisc is empty, its quota is used "
                        + "up, or the driver stops the queue. pfifo_fast keeps three bands by priority and "
                        + "always serves band 0 first; a stopped queue leaves packets here, where priorities "
                        + "still apply. GSO splits a large packet into MTU-sized segments just before the driver.";
            case DRIVER:
                return "Driver. The driver's ndo_start_xmit() maps the packet, writes one TX descriptor per "
                        + "buffer into the ring and calls netdev_tx_sent_queue(), which adds the bytes to BQL's "
                        + "inflight count. When inflight reaches BQL's limit the stack stops the queue "
                        + "(__QUEUE_STATE_STACK_XOFF); when the ring has no room for another packet the driver "
                        + "stops it with netif_stop_queue() (__QUEUE_STATE_DRV_XOFF). On completion, "
                        + "netdev_tx_completed_queue() takes the bytes off, lets DQL adjust the limit and wakes "
                        + "the queue.";
            case RING:
                return "TX descriptor ring. A circular array of descriptors shared with the NIC. The driver "
                        + "writes at next_to_use; the NIC reads up to the tail, which the driver moves by writing "
                        + "the tail register (the doorbell, an MMIO write, often batched with xmit_more). The NIC "
                        + "fetches the descriptors and data by DMA, sends them, and marks them done; NAPI's TX "
                        + "clean-up later frees done descriptors from next_to_clean on, unmaps and frees the "
                        + "skbs, and reports the bytes to BQL.";
            case WIRE:
            case COMPLETION:
                return "Wire. The NIC serialises one frame at a time at the link rate, with preamble and "
                        + "inter-frame gap; with TSO it cuts a large packet into MSS-sized frames itself. A NIC "
                        + "with a FIFO of its own reads packets into it ahead of the wire. The NIC reports a "
                        + "packet's descriptors done when its last frame has left or, with the RS bit Intel's "
                        + "drivers set, as soon as its data is in the FIFO; after interrupt coalescing "
                        + "(tx-usecs, tx-frames) it raises a TX completion interrupt, which schedules NAPI to "
                        + "run the clean-up.";
            default:
                return "CPU. One core runs the qdisc, the driver's transmit routine, the doorbell writes and "
                        + "the NAPI clean-up, one after another; time spent on one is not spent on the others.";
        }
    }
}
