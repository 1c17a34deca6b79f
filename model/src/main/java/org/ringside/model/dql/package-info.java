/**
 * Dynamic Queue Limits (BQL's algorithm) exactly as Linux runs it, and its event-file replay.
 *
 * <p>{@link org.ringside.model.dql.Dql} is the algorithm: {@code queued}, {@code completed},
 * {@code avail}, {@code reset} and the sysfs settings, on wrapping 32-bit counters and a 1 ms
 * clock. {@link org.ringside.model.dql.DqlReplay} is {@code ringside dql-replay}: an event file
 * is read by {@link org.ringside.model.dql.DqlEventReader}, applied by
 * {@link org.ringside.model.dql.DqlReplayer} and printed by {@link org.ringside.model.dql.DqlCsvWriter}.
 * {@link org.ringside.model.dql.DqlReplayBench} measures the replay's speed.
 */
package org.ringside.model.dql;
