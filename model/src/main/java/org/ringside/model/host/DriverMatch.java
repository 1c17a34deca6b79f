package org.ringside.model.host;

import java.util.Map;
import org.ringside.model.scenario.NicDriver;

/**
 * The modelled driver closest to a host's ({@code ethtool -i}'s {@code driver:}), and what to
 * say when it is not the same one.
 *
 * @param driver the driver the scenario takes
 * @param note "" when the host runs that very driver, else why this one stands in
 */
record DriverMatch(NicDriver driver, String note) {
    // Intel's other drivers that share a modelled one's transmit path: e1000e, like e1000, has one
    // queue, an interrupt throttle and reports skb->len to BQL; igc descends from igb, ixgbevf from ixgbe.
    private static final Map<String, NicDriver> KIN = Map.of("e1000e", NicDriver.E1000, "igc", NicDriver.IGB,
            "ixgbevf", NicDriver.IXGBE);
    // mac80211's drivers: no Ethernet wire, and their queues are mac80211's own.
    private static final java.util.Set<String> WIFI = java.util.Set.of("iwlwifi", "ath9k", "ath10k_pci", "ath11k_pci",
            "ath12k", "mt7921e", "mt7921u", "rtw88_pci", "rtw89_pci", "brcmfmac");

    // Module names that are not the profile's word: mlx5's Ethernet driver is part of mlx5_core.
    private static final Map<String, NicDriver> MODULE = Map.of("mlx5_core", NicDriver.MLX5);

    static DriverMatch of(String hostDriver) {
        if (MODULE.containsKey(hostDriver)) {
            return new DriverMatch(MODULE.get(hostDriver), "");
        }
        for (NicDriver d : NicDriver.values()) {
            if (d != NicDriver.GENERIC && d.yamlName().equals(hostDriver)) {
                return new DriverMatch(d, "");
            }
        }
        NicDriver kin = KIN.get(hostDriver);
        if (kin != null) {
            return new DriverMatch(kin, hostDriver + " is not modelled: " + kin.yamlName() + " is the closest");
        }
        String wifi = isWifi(hostDriver) ? " (a Wi-Fi driver: the model's wire is Ethernet, and mac80211 queues"
                + " packets below the qdisc in its own per-station queues)" : "";
        return new DriverMatch(NicDriver.GENERIC, hostDriver + " is not modelled: the generic NIC stands in, the"
                + " model's own rules with a coalescing timer" + wifi);
    }

    static boolean isWifi(String hostDriver) {
        return WIFI.contains(hostDriver);
    }
}
