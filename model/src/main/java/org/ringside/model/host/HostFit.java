package org.ringside.model.host;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Scenario;

/**
 * What a host's own file says the commands may set, for a scenario imported from it: a setting
 * whose command failed there (the host refused to show it, so it refuses to set it too) is a
 * comment; one the file never showed is a comment while the scenario keeps the model's default
 * for it (nothing of the host's to set); the link's speed is left to autonegotiation unless the
 * scenario changes it; an adaptive moderation the model has not (ixgbe's {@code rx-usecs 1}) is
 * turned off only where the scenario sets another fixed value (mlx5's is {@code nic.adaptive_tx},
 * set as any other setting).
 */
final class HostFit {
    // Settings read by another's command: ethtool -c shows the frames and work limit beside the
    // usecs, ip link the GSO size beside the MTU, and tc every qdisc setting beside its kind.
    private static final Map<String, String> READ_WITH = Map.ofEntries(Map.entry("nic.tx_frames", "nic.tx_usecs"),
            Map.entry("nic.tx_clean_budget", "nic.tx_usecs"), Map.entry("nic.gso_max_size", "nic.mtu"),
            Map.entry("qdisc.limit", "qdisc.kind"), Map.entry("qdisc.flows", "qdisc.kind"),
            Map.entry("qdisc.quantum", "qdisc.kind"), Map.entry("qdisc.target", "qdisc.kind"),
            Map.entry("qdisc.interval", "qdisc.kind"));
    /** The key {@code unread} gives when no queue's {@code xps_cpus} was in the file. */
    static final String XPS = "nic.xps";
    private static final List<String> MODERATION = List.of("nic.tx_usecs", "nic.tx_frames");

    private final HostImport.Imported host;

    HostFit(HostImport.Imported host) {
        this.host = host;
    }

    /** Why no command sets {@code key} on this host, or empty when one does. */
    Optional<String> unset(String key, Scenario s) {
        String own = host.unread().get(key);
        String with = host.unread().get(key.startsWith("qdisc.fq.") ? "qdisc.kind" : READ_WITH.getOrDefault(key, key));
        String why = own != null ? own : with;
        Knob k = Knobs.get(key);
        boolean asImported = k.get(s) == k.get(host.scenario());
        if (why != null && why.contains("' failed (")) {
            return Optional.of("not set: on this host " + why + ", so its setting would fail too");
        }
        if (why != null && asImported) {
            return Optional.of("not set: the host's own was never read (" + why + "), and the scenario keeps the"
                    + " model's default");
        }
        if (key.equals("link.rate") && asImported) {
            return Optional.of("the host's own speed: autonegotiation is left alone");
        }
        if (MODERATION.contains(key) && host.adaptive() && MODERATION.stream()
                .allMatch(m -> Knobs.get(m).get(s) == Knobs.get(m).get(host.scenario()))) {
            return Optional.of("the host moderates adaptively, which the run's fixed value stands for: left as it is");
        }
        return Optional.empty();
    }

    /** Why no {@code xps_cpus} is written on this host, or empty: none was read and the scenario sets none by hand. */
    Optional<String> xpsUnset(Scenario s) {
        String why = host.unread().get(XPS);
        return why == null || s.nic().xps().byHand() ? Optional.empty()
                : Optional.of("not set: the host's xps_cpus were never read (" + why + "), and the scenario keeps the"
                        + " driver's map");
    }
}
