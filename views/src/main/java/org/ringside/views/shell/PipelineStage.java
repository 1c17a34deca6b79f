package org.ringside.views.shell;

import java.math.BigDecimal;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.Function;
import org.ringside.model.scenario.BqlMode;
import org.ringside.model.scenario.DoorbellMode;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.Scenario;

/**
 * The stages of the Linux transmit path, in the order a packet crosses them, each with the words
 * the pipeline strip shows: a title, the current settings that shape the stage, and one
 * sentence on what the stage does.
 */
public enum PipelineStage {
    SOCKETS("Sockets", PipelineStage::flows,
            "Applications hand data to the stack; each flow has a priority band."),
    QDISC("qdisc", s -> s.qdisc().kind().yamlName() + "\ntxqueuelen " + s.qdisc().txqueuelen(),
            "Packets wait here while the driver cannot take more."),
    DRIVER("driver", PipelineStage::driver,
            "Turns packets into descriptors, counts bytes for BQL, rings the doorbell."),
    TX_RING("TX ring", s -> s.nic().ringSize() + " descriptors",
            "Descriptors the NIC reads by DMA; BQL keeps its bytes in check."),
    NIC("NIC", PipelineStage::nic,
            "Fetches visible descriptors and sends their frames, cutting TSO packets."),
    WIRE("wire", s -> formatRate(s.link().rateBps()),
            "Frames leave one after another at the link rate.");

    private final String title;
    private final Function<Scenario, String> detail;
    private final String purpose;

    PipelineStage(String title, Function<Scenario, String> detail, String purpose) {
        this.title = title;
        this.detail = detail;
        this.purpose = purpose;
    }

    /** The stage's name as the kernel community writes it ("qdisc", "TX ring"). */
    public String title() {
        return title;
    }

    /** The scenario's settings that matter most for this stage, one or two short lines. */
    public String detail(Scenario scenario) {
        return detail.apply(scenario);
    }

    /** One sentence on what the stage does. */
    public String purpose() {
        return purpose;
    }

    /** A link rate as people say it, exactly: "1 Gbit/s", "2.5 Gbit/s", "100 Mbit/s". */
    static String formatRate(long bitsPerSecond) {
        String[] units = {"bit/s", "Kbit/s", "Mbit/s", "Gbit/s"};
        int unit = 0;
        long scale = 1;
        while (unit < units.length - 1 && bitsPerSecond >= scale * 1000) {
            scale *= 1000;
            unit++;
        }
        String number = BigDecimal.valueOf(bitsPerSecond).movePointLeft(3 * unit)
                .stripTrailingZeros().toPlainString();
        return number + " " + units[unit];
    }

    private static String flows(Scenario s) {
        int count = s.flows().stream().mapToInt(Flow::count).sum();
        Set<String> kinds = new LinkedHashSet<>();
        s.flows().forEach(f -> kinds.add(f.kind().yamlName()));
        // One kind a line: a long kind such as request_response must not break inside the word.
        return count + (count == 1 ? " flow\n" : " flows\n") + String.join("\n", kinds);
    }

    private static String driver(Scenario s) {
        String bql = s.bql().mode() == BqlMode.FIXED
                ? "BQL fixed " + s.bql().limit() + " B"
                : "BQL " + s.bql().mode().yamlName();
        String doorbell = s.nic().doorbell() == DoorbellMode.DISPATCH_LIMIT
                ? "dispatch_limit " + s.nic().dispatchLimit()
                : s.nic().doorbell().yamlName();
        return bql + "\ndoorbell " + doorbell;
    }

    private static String nic(Scenario s) {
        return "MTU " + s.nic().mtu() + "\nTSO " + (s.nic().tso() ? "on" : "off");
    }
}
