package org.ringside.model.scenario;

/**
 * The sections of the knob table, as a scenario file groups its keys: the top-level scalars,
 * {@code link}, {@code nic}, {@code bql}, {@code qdisc}, {@code tcp}, {@code receiver}, {@code network}, {@code cpu} and the
 * per-flow keys. A running simulation applies a live change of a knob by its section.
 */
public enum KnobSection {
    /** name, duration, seed, kernel, cpus, sample_interval. */
    TOP(""),
    LINK("link"),
    NIC("nic"),
    BQL("bql"),
    QDISC("qdisc"),
    TCP("tcp"),
    /** The far end of the TCP flows: how it ACKs. */
    RECEIVER("receiver"),
    /** What lies beyond the wire: the bottleneck port. */
    NETWORK("network"),
    CPU("cpu"),
    /** The per-flow keys ({@code flows[].size}). */
    FLOWS("flows[]");

    private final String key;

    KnobSection(String key) {
        this.key = key;
    }

    /** The section as a key starts with it: "" for the top level, {@code nic}, {@code flows[]}. */
    public String key() {
        return key;
    }

    /** The section a knob sits in. */
    public static KnobSection of(Knob knob) {
        String section = knob.section();
        for (KnobSection s : values()) {
            if (s.key.equals(section)) {
                return s;
            }
        }
        throw new IllegalStateException(knob.key() + " is in no section of the table");
    }
}
