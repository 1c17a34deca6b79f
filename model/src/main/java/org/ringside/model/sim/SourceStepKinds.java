package org.ringside.model.sim;

import org.ringside.model.sources.BulkTcpSource;
import org.ringside.model.sources.PktgenSource;
import org.ringside.model.sources.RequestResponseSource;
import org.ringside.model.sources.Source;
import org.ringside.model.sources.WindowCheck;

/** Names what a source's timer means, for step notes. */
final class SourceStepKinds {
    private SourceStepKinds() {
    }

    static StepKind forTimer(Source s, long what) {
        if (what == Source.TIMER_START) {
            return s instanceof PktgenSource ? StepKind.PKTGEN_START : StepKind.FLOW_START;
        }
        if (what == Source.TIMER_WAKE || what == Source.TIMER_TSQ) {
            return StepKind.TCP_WAKE;
        }
        if (what == Source.TIMER_PACE) {
            return StepKind.TCP_PACED;
        }
        if (what == Source.TIMER_RTO) {
            return StepKind.TCP_RTO;
        }
        if (what == Source.TIMER_DELACK) {
            return StepKind.TCP_DELACK;
        }
        if (what == Source.TIMER_WINDOW) {
            return StepKind.TCP_WINDOW_UPDATE;
        }
        if (what == Source.TIMER_RETRY) {
            return s instanceof RequestResponseSource ? StepKind.RR_RETRY : StepKind.TCP_RETRY;
        }
        return s instanceof RequestResponseSource ? StepKind.RR_REPLY : StepKind.UDP_SEND;
    }

    /** After a wake: the packets the clean-up freed while small queues held it back; else 0. */
    static long freedAtWake(Source s, long what) {
        return (what == Source.TIMER_WAKE || what == Source.TIMER_TSQ) && s instanceof BulkTcpSource ? ((BulkTcpSource) s).freedAtWake() : 0;
    }

    /** After the receiver's delayed-ACK timer: the payload it acknowledged; else 0. */
    static long delackAcked(Source s, long what) {
        return what == Source.TIMER_DELACK && s instanceof BulkTcpSource ? ((BulkTcpSource) s).delackAcked() : 0;
    }

    /** After the receiver's window-update timer: what it did; else null. */
    static WindowCheck windowCheck(Source s, long what) {
        return what == Source.TIMER_WINDOW && s instanceof BulkTcpSource ? ((BulkTcpSource) s).windowCheck() : null;
    }

    /** The segments a TCP source's latest ACK covered, 0 for other kinds. */
    static long ackSegments(Source s) {
        return s instanceof BulkTcpSource ? ((BulkTcpSource) s).lastAckSegments() : 0;
    }

    /** A TCP source's cwnd, 0 for other kinds. */
    static long cwnd(Source s) {
        return s instanceof BulkTcpSource ? ((BulkTcpSource) s).cwnd() : 0;
    }
}
