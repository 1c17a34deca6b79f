package org.ringside.model.host;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.BqlMode;
import org.ringside.model.scenario.NicDriver;
import org.ringside.model.scenario.Xps;

/**
 * The files under each transmit queue ({@code /sys/class/net/IFACE/queues/tx-N/}, net-sysfs.c):
 * how many queues there are, BQL's {@code limit_min}, {@code limit_max} and {@code hold_time}
 * (in ms, {@code bql_show_hold_time}), and the XPS map ({@code xps_cpus}). The model has one BQL
 * setting for every queue: tx-0's, or the first queue's that could be read.
 */
final class QueueReading {
    private static final Pattern FILE = Pattern.compile("cat /sys/class/net/[^/]+/queues/tx-(\\d+)/(.+)");
    private static final String BQL = "byte_queue_limits/";

    private QueueReading() {
    }

    /** A queue's file as the script read it: its queue, its name, its first line and that line's number. */
    record QueueFile(int queue, String name, String value, int line) {
    }

    /** Every {@code cat} of a queue's file, in the file's order. */
    static List<QueueFile> files(HostReport report) {
        return report.all("cat").stream().map(s -> {
            Matcher m = FILE.matcher(s.command());
            if (!m.matches()) {
                return null;
            }
            String first = s.lines().isEmpty() ? "" : s.lines().get(0).strip();
            return new QueueFile(Integer.parseInt(m.group(1)), m.group(2), first, s.line() + 1);
        }).filter(f -> f != null).toList();
    }

    /** How many transmit queues sysfs listed, if any. */
    static Optional<Integer> count(List<QueueFile> files) {
        TreeSet<Integer> queues = new TreeSet<>();
        files.forEach(f -> queues.add(f.queue()));
        return queues.isEmpty() ? Optional.empty() : Optional.of(queues.last() + 1);
    }

    /**
     * BQL's mode and limits from the first queue whose three files could be read: {@code limit_min}
     * at DQL's largest limit is mode unlimited ({@code echo max > limit_min}), equal ends mode
     * fixed, anything else mode auto over that range. Other queues' files are used where they say
     * the same. Returns a note when nothing could be read.
     */
    static Optional<String> bql(List<QueueFile> files, Draft d) {
        Map<Integer, Map<String, QueueFile>> byQueue = new TreeMap<>();
        for (QueueFile f : files) {
            if (f.name().startsWith(BQL)) {
                byQueue.computeIfAbsent(f.queue(), q -> new TreeMap<>()).put(f.name().substring(BQL.length()), f);
            }
        }
        if (byQueue.isEmpty()) {
            return Optional.of("no byte_queue_limits files were listed: " + d.standing("bql.mode") + " stands");
        }
        Bql taken = null;
        for (Map<String, QueueFile> q : byQueue.values()) {
            for (QueueFile f : q.values()) {
                if (!List.of("limit_min", "limit_max", "hold_time").contains(f.name().substring(BQL.length()))) {
                    d.skip(f.line(), "a state of DQL, not a setting");
                } else if (Lines.number(f.value()).isEmpty()) {
                    d.skip(f.line(), "could not be read");
                }
            }
            Optional<Bql> b = read(q);
            if (b.isEmpty()) {
                q.values().forEach(f -> d.skip(f.line(), "BQL is read from a queue's limit_min, limit_max and"
                        + " hold_time together"));
                continue;
            }
            List<QueueFile> three = List.of(q.get("limit_min"), q.get("limit_max"), q.get("hold_time"));
            if (taken == null) {
                Bql chosen = b.get();
                if (d.change(s -> s.withBql(chosen), three.get(0).line())) {
                    taken = chosen;
                    three.forEach(f -> d.use(f.line()));
                }
            } else {
                // Only the files whose value is not the taken queue's are said to differ.
                Bql t = taken;
                List<Boolean> same = List.of(b.get().limitMin() == t.limitMin(), b.get().limitMax() == t.limitMax(),
                        b.get().holdTimeMs() == t.holdTimeMs());
                for (int i = 0; i < three.size(); i++) {
                    QueueFile f = three.get(i);
                    if (same.get(i)) {
                        d.use(f.line());
                    } else {
                        d.leave(f.line(), "tx-" + f.queue() + " differs from the queue taken: the model has one BQL"
                                + " setting for every queue");
                    }
                }
            }
        }
        return taken != null ? Optional.empty() : Optional.of("no queue's limit_min, limit_max and hold_time could"
                + " be read (as root they can): " + d.standing("bql.mode") + " stands");
    }

    private static Optional<Bql> read(Map<String, QueueFile> q) {
        Optional<Long> min = Optional.ofNullable(q.get("limit_min")).flatMap(f -> Lines.number(f.value()));
        Optional<Long> max = Optional.ofNullable(q.get("limit_max")).flatMap(f -> Lines.number(f.value()));
        Optional<Long> hold = Optional.ofNullable(q.get("hold_time")).flatMap(f -> Lines.number(f.value()));
        if (min.isEmpty() || max.isEmpty() || hold.isEmpty()) {
            return Optional.empty();
        }
        long lo = min.get();
        long hi = max.get();
        if (lo >= Bql.MAX_LIMIT) {
            return Optional.of(new Bql(BqlMode.UNLIMITED, Bql.MAX_LIMIT, hi, hold.get(), 0));
        }
        if (lo == hi) {
            return Optional.of(new Bql(BqlMode.FIXED, lo, hi, hold.get(), lo));
        }
        return Optional.of(new Bql(BqlMode.AUTO, lo, hi, hold.get(), 0));
    }

    /**
     * {@code xps_cpus}: a queue whose mask is the driver's ({@link NicDriver#xpsMask}) keeps the
     * driver's map; any other goes into {@code nic.xps}, set by hand. CPUs past the scenario's
     * {@code cpus} are dropped with a remark (a host lists CPUs the model may not have), the others kept.
     */
    static void xps(List<QueueFile> files, Draft d) {
        NicDriver driver = d.scenario().nic().driver();
        int cpus = d.scenario().cpu().cpus();
        BigInteger inRange = BigInteger.ONE.shiftLeft(cpus).subtract(BigInteger.ONE);
        for (QueueFile f : files) {
            if (!f.name().equals("xps_cpus")) {
                continue;
            }
            Optional<BigInteger> read = mask(f.value());
            if (read.isEmpty()) {
                d.leave(f.line(), "could not be read");
                continue;
            }
            long mask = read.get().and(inRange).longValue();
            String beyond = read.get().bitLength() <= cpus ? ""
                    : "CPUs from " + cpus + " on are past the scenario's cpus (" + cpus + "): dropped";
            boolean taken = mask == driver.xpsMask(f.queue(), d.scenario().txQueues(), cpus) || d.change(s -> {
                Map<Integer, Long> masks = new TreeMap<>(s.nic().xps().cpuMasks());
                masks.put(f.queue(), mask);
                return s.withNic(s.nic().withXps(Xps.of(masks)));
            }, f.line());
            if (taken && !beyond.isEmpty()) {
                d.use(f.line(), beyond);
            } else if (taken) {
                d.use(f.line());
            }
        }
    }

    /** A CPU mask as sysfs prints it: hex groups separated by commas. */
    static Optional<BigInteger> mask(String text) {
        String hex = text.replace(",", "");
        return hex.matches("[0-9a-fA-F]{1,256}") ? Optional.of(new BigInteger(hex, 16)) : Optional.empty();
    }
}
