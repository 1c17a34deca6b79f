#!/usr/bin/env python3
"""Reads a queue series (CSV: time_ns first, the bottleneck's bytes in the column named) and prints
its mean from a second on, and the period of CUBIC's sawtooth: the mean time between the moments
the queue falls from near full (90 % of the buffer) to below 60 % of it, as it does once after
each loss's cut (CUBIC's beta 0.7 empties about 30 % of a window of two bandwidth-delay products).
The same reading serves ns-3's and Ringside's series, so their figures compare like with like.

    sawtooth.py FILE COLUMN BUFFER_BYTES FROM_S [RATE_COLUMN]
"""
import csv
import sys


def main():
    path, column, buffer_bytes, from_s = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4])
    rate_column = sys.argv[5] if len(sys.argv) > 5 else None
    total, samples, rate_total = 0.0, 0, 0.0
    armed, falls = False, []
    with open(path, newline="") as f:
        rows = csv.reader(f)
        header = next(rows)
        col = next(i for i, h in enumerate(header) if h.split("[")[0] == column)
        rate_col = next(i for i, h in enumerate(header) if h.split("[")[0] == rate_column) if rate_column else None
        for row in rows:
            t = int(row[0]) / 1e9
            if t < from_s or not row[col]:
                continue
            q = float(row[col])
            total += q
            samples += 1
            if rate_col is not None and row[rate_col]:
                rate_total += float(row[rate_col])
            if q >= 0.9 * buffer_bytes:
                armed = True
            elif armed and q < 0.6 * buffer_bytes:
                armed = False
                falls.append(t)
    print(f"queue_mean_bytes {total / samples:.0f}")
    if rate_col is not None:
        print(f"rate_mean_bps {rate_total / samples:.0f}")
    if len(falls) >= 2:
        print(f"sawtooth_period_s {(falls[-1] - falls[0]) / (len(falls) - 1):.3f} ({len(falls)} cuts, at "
              + ", ".join(f"{t:.2f}" for t in falls) + " s)")
    else:
        print(f"sawtooth_period_s none ({len(falls)} cuts)")


if __name__ == "__main__":
    main()
