package org.ringside.model.scenario;

/**
 * A scenario moved onto another driver or release: the knobs that follow the driver take its
 * values, and the ring is brought into the sizes it accepts, as {@code ethtool -G} would.
 */
final class DriverChange {
    private DriverChange() {
    }

    /**
     * The scenario with this driver: the driver and every knob that follows it, and the ring's
     * size brought into the driver's range the way its {@code set_ringparam} does with a
     * requested size (clamped to the range, then rounded up to the multiple).
     */
    static Scenario onDriver(Scenario s, NicDriver d) {
        Kernel k = s.kernel();
        Scenario out = s.withNic(s.nic().withDriver(d).withRingSize(d.nearestRing(s.nic().ringSize(), k)));
        for (String key : NicDriver.FOLLOWERS) {
            out = Knobs.get(key).set(out, d.setting(key, k));
        }
        return out;
    }

    /**
     * The scenario moved to another release keeping its driver: the constants that follow the
     * release are set to that release's, and the ring is brought into its range.
     */
    static Scenario onKernel(Scenario s, Kernel k) {
        NicDriver d = s.nic().driver();
        Scenario out = s.withNic(s.nic().withRingSize(d.nearestRing(s.nic().ringSize(), k)));
        return Knobs.get("nic.stop_descs").set(out, d.setting("nic.stop_descs", k));
    }
}
