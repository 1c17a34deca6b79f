package org.ringside.model.scenario;

/** What sort of value a knob takes, which decides how it is written and read. */
public enum KnobKind {
    /** Nanoseconds, written with a unit: {@code 100us}. */
    DURATION("duration", "ns, us, ms, s"),
    /** Picoseconds, written with a unit: {@code 100ps} or {@code 0.1ns}; for costs below a nanosecond. */
    FINE_DURATION("duration", "ps, ns, us, ms"),
    /** Bit/s, written with a unit: {@code 1Gbit}. */
    RATE("rate", "bit, Kbit, Mbit, Gbit"),
    /** A plain whole number of bytes. */
    BYTES("whole number", "bytes"),
    /** A plain whole number of things (descriptors, packets, flows). */
    COUNT("whole number", ""),
    /** A plain whole number with no unit (the seed). */
    INTEGER("whole number", ""),
    /** true or false (on and off too, as YAML 1.1 reads them). */
    BOOLEAN("true / false", ""),
    /** One word out of a fixed list. */
    CHOICE("word", ""),
    /** Free text on one line. */
    TEXT("text", "");

    private final String typeName;
    private final String units;

    KnobKind(String typeName, String units) {
        this.typeName = typeName;
        this.units = units;
    }

    /** The type as the format documentation names it. */
    public String typeName() {
        return typeName;
    }

    /** The units a value of this kind may be written in, or "" for none. */
    public String units() {
        return units;
    }

    /** Whether the value is a number in the model's units (ns, ps, bit/s, bytes or a count). */
    public boolean isNumeric() {
        return this == DURATION || this == FINE_DURATION || this == RATE || this == BYTES || this == COUNT || this == INTEGER;
    }
}
